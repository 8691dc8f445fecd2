/*
 * The site's service worker (registered by the "Today at a glance" card,
 * app/_components/glance/GlanceCard.tsx). Two jobs:
 *
 * 1. Offline reading. Pages the visitor opens are kept (network first: a
 *    fresh page whenever the network answers, the kept copy when it does
 *    not), with the build's static files they need (cache first: their
 *    names change with their content) and the card's data for the
 *    visitor's city (GET /api/glance: today and the key dates of the next
 *    30 days, network first). The card asks it to keep the page it is on
 *    and that page's files at once ("keep" message), since the first visit
 *    is not yet under the worker's control. Nothing else is intercepted:
 *    the API, the feeds and the anniversary tool's answers (which name
 *    people) go to the network as they are.
 * 2. Push reminders (lib/reminders): a message is a JSON PushPayload shown as
 *    a notification; a click opens the event's page, its "stop" action
 *    removes the subscription (POST to its unsubscribe link).
 *
 * Plain JavaScript, served as it is from public/ (no bundler step).
 */
const VERSION = 'v1';
const PAGES = `vc-pages-${VERSION}`;
const STATIC = `vc-static-${VERSION}`;
const DATA = `vc-data-${VERSION}`;
const KEPT = [PAGES, STATIC, DATA];
/** Pages kept at most (the oldest leave first). */
const MAX_PAGES = 40;

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (!KEPT.includes(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

const sameOrigin = (url) => url.origin === self.location.origin;
const isStatic = (url) => url.pathname.startsWith('/_next/static/');
const isGlance = (url) => url.pathname === '/api/glance';

async function trim(cache, max) {
  const keys = await cache.keys();
  for (let i = 0; i < keys.length - max; i++) await cache.delete(keys[i]);
}

/** Network first, keeping good answers; the kept copy when the network fails. */
async function networkFirst(request, cacheName, max) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') {
      await cache.put(request, response.clone());
      if (max) await trim(cache, max);
    }
    return response;
  } catch (e) {
    const kept = await cache.match(request);
    if (kept) return kept;
    throw e;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(STATIC);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (!sameOrigin(url)) return;
  if (request.mode === 'navigate') event.respondWith(networkFirst(request, PAGES, MAX_PAGES));
  else if (isStatic(url)) event.respondWith(cacheFirst(request));
  else if (isGlance(url)) event.respondWith(networkFirst(request, DATA, 20));
});

/** Keeps a list of same-origin URLs now: the page the card is on, its static files, its city's glance. */
async function keep(urls) {
  for (const href of urls) {
    const url = new URL(href, self.location.origin);
    if (!sameOrigin(url)) continue;
    const name = isStatic(url) ? STATIC : isGlance(url) ? DATA : PAGES;
    const cache = await caches.open(name);
    if (name === STATIC && (await cache.match(url.href))) continue;
    try {
      const response = await fetch(url.href, { credentials: 'same-origin' });
      if (response.ok) await cache.put(url.href, response);
    } catch {
      // Offline now: kept next time.
    }
  }
}

self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type !== 'keep' || !Array.isArray(data.urls)) return;
  event.waitUntil(
    keep(data.urls.slice(0, 200)).then(() => {
      if (event.ports && event.ports[0]) event.ports[0].postMessage({ type: 'kept' });
    }),
  );
});

self.addEventListener('push', (event) => {
  let payload;
  try {
    payload = event.data ? event.data.json() : null;
  } catch {
    payload = null;
  }
  if (!payload || typeof payload.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: payload.url, unsubscribe: payload.unsubscribe },
      actions: payload.stop ? [{ action: 'stop', title: payload.stop }] : [],
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  const data = event.notification.data || {};
  event.notification.close();
  if (event.action === 'stop') {
    if (data.unsubscribe) event.waitUntil(fetch(data.unsubscribe, { method: 'POST' }).catch(() => undefined));
    return;
  }
  if (data.url) event.waitUntil(self.clients.openWindow(data.url));
});

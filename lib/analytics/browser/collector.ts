/**
 * The collector proper, imported by <Analytics> only once the page is loaded
 * and the browser is idle, so it never delays rendering. It sends the queue
 * that track.ts fills, and records what only a running page can measure:
 *
 * - Core Web Vitals (LCP, INP, CLS, FCP, TTFB) with the `web-vitals` package,
 *   for the document's first page;
 * - scroll depth, the first time a page is scrolled to 25, 50, 75 and 100 %;
 * - time on page: the seconds a page was visible, reported when it is hidden
 *   or closed, and when the visitor moves to another page.
 *
 * Sending: batches of LIMITS.batchSize events, with navigator.sendBeacon
 * (fetch with keepalive when there is none or it refuses), a moment after
 * the first event is queued, at once when the page is being hidden. While
 * the browser is offline nothing is sent; the queue waits in localStorage
 * and goes out when the connection returns (or on the next visit).
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { ANALYTICS_ENDPOINT, LIMITS, SCROLL_DEPTHS, type AnalyticsEvent, type ScrollDepth } from '../events';
import { trackingAllowed } from './consent';
import { queued, requeue, takeBatch } from './storage';
import { landingPath, onRecorded, record } from './track';

/** How long events gather before a batch is sent (a page view and its first vitals go together). */
export const FLUSH_DELAY_MS = 2000;

let started = false;
let timer: ReturnType<typeof setTimeout> | null = null;

const storage = () => window.localStorage;

function post(events: AnalyticsEvent[]): void {
  const body = JSON.stringify({ events });
  // A string body is sent as text/plain: no preflight, and the server reads it as JSON.
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(ANALYTICS_ENDPOINT, body)) return;
  fetch(ANALYTICS_ENDPOINT, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
  }).catch(() => requeue(storage(), events));
}

/** Sends everything queued, in batches; nothing while offline. */
export function flush(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  if (!navigator.onLine) return;
  for (let batch = takeBatch(storage(), LIMITS.batchSize); batch.length > 0; batch = takeBatch(storage(), LIMITS.batchSize)) post(batch);
}

function scheduleFlush(): void {
  if (document.visibilityState === 'hidden' || queued(storage()).length >= LIMITS.batchSize) flush();
  else timer ??= setTimeout(flush, FLUSH_DELAY_MS);
}

// --- time on page -----------------------------------------------------------

let page = '';
let visibleSince: number | null = null;
let visibleMs = 0;

/** Records the visible seconds of the current page since the last report. */
function reportTime(): void {
  if (visibleSince !== null) visibleMs += Date.now() - visibleSince;
  visibleSince = document.visibilityState === 'visible' ? Date.now() : null;
  const seconds = Math.round(visibleMs / 1000);
  if (seconds >= 1 && page) record({ kind: 'time', seconds }, page);
  visibleMs = 0;
}

// --- scroll depth -----------------------------------------------------------

let reached = new Set<ScrollDepth>();
let frame = 0;

/** Percent of the page seen: the bottom of the viewport against the document's height. */
export function scrolledPercent(scrollY: number, viewportHeight: number, documentHeight: number): number {
  if (documentHeight <= viewportHeight) return 100;
  return Math.min(100, ((scrollY + viewportHeight) / documentHeight) * 100);
}

function checkScroll(): void {
  frame = 0;
  const percent = scrolledPercent(window.scrollY, window.innerHeight, document.documentElement.scrollHeight);
  for (const depth of SCROLL_DEPTHS) {
    if (percent >= depth && !reached.has(depth)) {
      reached.add(depth);
      record({ kind: 'scroll', depth }, page);
    }
  }
}

const onScroll = () => {
  frame ||= requestAnimationFrame(checkScroll);
};

// --- pages ------------------------------------------------------------------

function onEvent(event: AnalyticsEvent): void {
  if (event.kind === 'pageview' && event.path !== page) {
    // The previous page's time, then start counting the new one.
    reportTime();
    page = event.path;
    reached = new Set();
    // Measured once the new page has painted.
    setTimeout(checkScroll, 500);
  }
  scheduleFlush();
}

function reportVital(metric: Metric): void {
  // CLS is a score; the others are milliseconds, kept to a tenth.
  const value = metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value * 10) / 10;
  record({ kind: 'vital', name: metric.name, value }, landingPath());
}

/** Starts once per document; nothing at all when the visitor opted out. */
export function startCollector(): void {
  if (started || !trackingAllowed()) return;
  started = true;
  page = window.location.pathname;
  visibleSince = document.visibilityState === 'visible' ? Date.now() : null;

  onRecorded(onEvent);
  for (const on of [onTTFB, onFCP, onLCP, onCLS, onINP]) on(reportVital);

  window.addEventListener('scroll', onScroll, { passive: true });
  checkScroll();
  // Registered after web-vitals' own listeners, so the vitals it reports on hiding are queued first.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') {
      reportTime();
      flush();
    } else {
      visibleSince = Date.now();
    }
  });
  window.addEventListener('pagehide', () => {
    reportTime();
    flush();
  });
  window.addEventListener('online', flush);
  // Events queued before the collector loaded (or on an earlier visit) go out now.
  scheduleFlush();
}

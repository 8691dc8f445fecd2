'use client';

/**
 * The page's side of the service worker (public/sw.js): registering it, and
 * asking it to keep what a page needs to be read offline.
 */

/** Registers the worker (once per browser; again is a no-op) and resolves when it is active. */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  return navigator.serviceWorker.ready;
}

/** This page, the build files it loaded and any extra same-origin URLs (the card's data). */
export function pageUrls(extra: readonly string[] = []): string[] {
  const files = performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((u) => u.startsWith(`${location.origin}/_next/static/`));
  return [location.href, ...extra, ...new Set(files)];
}

/** Asks the active worker to keep the URLs now; resolves when it has (false when there is no worker to ask). */
export async function keepForOffline(reg: ServiceWorkerRegistration, urls: readonly string[]): Promise<boolean> {
  const worker = reg.active;
  if (!worker) return false;
  const channel = new MessageChannel();
  const done = new Promise<boolean>((resolve) => {
    channel.port1.onmessage = () => resolve(true);
  });
  worker.postMessage({ type: 'keep', urls }, [channel.port2]);
  return done;
}

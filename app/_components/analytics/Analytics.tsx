'use client';

/**
 * Mounted once in the locale layout: records a page view on every route
 * change (a page's path names it: lib/urls), and once the page has loaded and the browser is
 * idle, imports the collector (a separate chunk with web-vitals) that sends
 * them. Renders nothing. With Do Not Track or Global Privacy Control on,
 * nothing is recorded and the collector is never loaded.
 */
import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { trackingAllowed } from '@/lib/analytics/browser/consent';
import { recordPageview } from '@/lib/analytics/browser/track';

/** Runs `run` after the load event, when the browser is idle (Safari has no requestIdleCallback: a second later). */
function whenIdle(run: () => void): () => void {
  const hasIdle = typeof window.requestIdleCallback === 'function';
  let cancelled = false;
  let handle = 0;
  const go = () => {
    if (cancelled) return;
    handle = hasIdle ? window.requestIdleCallback(run, { timeout: 5000 }) : window.setTimeout(run, 1000);
  };
  if (document.readyState === 'complete') go();
  else window.addEventListener('load', go, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', go);
    if (hasIdle) window.cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
}

/**
 * The path alone: the query names no page (a search submits its form with a
 * page load, recorded as one), and reading it would make every page's frame
 * depend on the request, so no page could be kept.
 */
function PageviewRecorder() {
  const pathname = usePathname();
  useEffect(() => {
    recordPageview();
  }, [pathname]);
  return null;
}

export function Analytics() {
  useEffect(() => {
    if (!trackingAllowed()) return;
    return whenIdle(() => {
      import('@/lib/analytics/browser/collector').then((m) => m.startCollector()).catch(() => {
        // The chunk could not be loaded (offline): the queue waits for the next page.
      });
    });
  }, []);
  return <PageviewRecorder />;
}

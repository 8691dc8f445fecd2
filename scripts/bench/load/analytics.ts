/**
 * analytics_ingest_rps: POST /api/analytics with batches of 10 events (a page
 * view, vitals, scroll depths, time on page, a named event: what one page
 * visit sends), 10 connections for the run's duration. Each request comes
 * from another client address (X-Forwarded-For, cycling over 5,000, as a
 * proxy in front writes it: bench-load.ts starts the server trusting one),
 * so the per-client rate limiter is exercised but never refuses; any answer
 * other than 204 fails the bench.
 */
import autocannon from 'autocannon';
import type { LoadTarget } from '../../bench-load';
import type { Figure } from '../../lib/figures';
import type { AnalyticsEvent } from '../../../lib/analytics/events';

const CLIENTS = 5000;

function batch(now: number): string {
  const base = { session: 'session_1795400000000_benchmrk', time: now };
  const path = '/hi/panchang/today/varanasi';
  const events: AnalyticsEvent[] = [
    { kind: 'pageview', ...base, path, referrer: 'www.google.com', viewport: 'xs', screen: 'xs', language: 'hi-IN' },
    { kind: 'vital', ...base, path, name: 'TTFB', value: 182.4 },
    { kind: 'vital', ...base, path, name: 'FCP', value: 611 },
    { kind: 'vital', ...base, path, name: 'LCP', value: 1204.5 },
    { kind: 'vital', ...base, path, name: 'CLS', value: 0.012 },
    { kind: 'scroll', ...base, path, depth: 25 },
    { kind: 'scroll', ...base, path, depth: 50 },
    { kind: 'event', ...base, path, name: 'date_changed', props: { date: '2026-11-24' } },
    { kind: 'time', ...base, path, seconds: 37 },
    { kind: 'vital', ...base, path, name: 'INP', value: 88 },
  ];
  return JSON.stringify({ events });
}

export default async function analyticsLoad({ baseUrl, seconds }: LoadTarget): Promise<Figure[]> {
  const body = batch(Date.now());
  let n = 0;
  const address = () => {
    n = (n + 1) % CLIENTS;
    return `198.18.${n >> 8}.${n & 255}`;
  };
  const options = (duration: number): autocannon.Options => ({
    url: `${baseUrl}/api/analytics`,
    connections: 10,
    duration,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => ({
          ...req,
          body,
          headers: {
            'content-type': 'text/plain;charset=UTF-8',
            'user-agent': 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
            'x-forwarded-for': address(),
          },
        }),
      },
    ],
  });

  // Warm-up: compiles the route's first use and opens the database.
  await autocannon(options(2));
  const r = await autocannon(options(seconds));
  const refused = r.non2xx + r.errors + r.timeouts;
  if (refused > 0 || !r.statusCodeStats?.['204']) {
    throw new Error(`analytics ingest: ${refused} of ${r.requests.total} requests failed (${JSON.stringify(r.statusCodeStats)})`);
  }
  return [
    { name: 'analytics_ingest_rps', value: r.requests.average, unit: 'req/s' },
    { name: 'analytics_ingest_p99_ms', value: r.latency.p99, unit: 'ms' },
  ];
}

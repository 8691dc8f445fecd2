/**
 * page_day_rps, page_day_p99_ms: the day page of one (date, city), 20
 * connections, uncompressed (no Accept-Encoding), as the issue measured it;
 * api_panchang_rps: /api/panchang for the same day; page_day_html_kb: the
 * page's HTML as sent. A warm-up first (the first request renders what later
 * ones are answered from). Any answer but 200 fails the bench.
 *
 * The server is `npm start`'s: repeats are answered by the front's shared
 * cache (scripts/lib/front). The `_uncached` figures ask with
 * `Cache-Control: no-cache`, which the front passes to Next: what every
 * render costs, as a first visit to a page or a remembered visitor gets it.
 */
import autocannon from 'autocannon';
import type { LoadTarget } from '../../bench-load';
import type { Figure } from '../../lib/figures';

const DAY_PAGE = '/panchang/today/varanasi?date=2025-11-22';
const DAY_API = '/api/panchang?city=varanasi&date=2025-11-22';
const CONNECTIONS = 20;

/** Autocannon's default (10 s) cuts off answers on a busy shared machine; a slow answer is measured, not dropped. */
const TIMEOUT_S = 30;

const UNCACHED = { 'cache-control': 'no-cache' };

async function load(url: string, seconds: number, headers: Record<string, string> = {}): Promise<autocannon.Result> {
  await autocannon({ url, connections: CONNECTIONS, duration: 3, timeout: TIMEOUT_S, headers });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds, timeout: TIMEOUT_S, headers });
  if (r.non2xx + r.errors + r.timeouts > 0) throw new Error(`${url}: ${r.non2xx + r.errors + r.timeouts} of ${r.requests.total} requests failed`);
  return r;
}

export default async function pagesLoad({ baseUrl, seconds }: LoadTarget): Promise<Figure[]> {
  const html = await (await fetch(`${baseUrl}${DAY_PAGE}`, { headers: { 'accept-encoding': 'identity' } })).text();
  const page = await load(`${baseUrl}${DAY_PAGE}`, seconds);
  const api = await load(`${baseUrl}${DAY_API}`, seconds);
  const pageUncached = await load(`${baseUrl}${DAY_PAGE}`, seconds, UNCACHED);
  const apiUncached = await load(`${baseUrl}${DAY_API}`, seconds, UNCACHED);
  return [
    { name: 'page_day_rps', value: page.requests.average, unit: 'req/s' },
    { name: 'page_day_p99_ms', value: page.latency.p99, unit: 'ms' },
    { name: 'api_panchang_rps', value: api.requests.average, unit: 'req/s' },
    { name: 'page_day_uncached_rps', value: pageUncached.requests.average, unit: 'req/s' },
    { name: 'page_day_uncached_p99_ms', value: pageUncached.latency.p99, unit: 'ms' },
    { name: 'api_panchang_uncached_rps', value: apiUncached.requests.average, unit: 'req/s' },
    { name: 'page_day_html_kb', value: Buffer.byteLength(html) / 1024, unit: 'KB' },
  ];
}

/**
 * The figures of issue 24, 20 connections, uncompressed (no Accept-Encoding):
 *
 * - crawl_day_rps, crawl_day_p99_ms: a crawler's traffic, every request a day
 *   page not asked for before (a new date 1990-2030 at one of 15 cities of
 *   the city picker's list), so each is rendered (Next's cache misses);
 * - crawl_api_panchang_rps, crawl_api_panchang_p99_ms: /api/panchang with
 *   the same mix;
 * - page_day_repeat_rps, page_day_repeat_p99_ms: one day page asked again
 *   and again, answered from Next's cache;
 * - page_day_html_kb: that page's HTML as sent;
 * - crawl_day_cpu_ms, crawl_api_panchang_cpu_ms, page_day_repeat_cpu_ms: the
 *   server's CPU time per request of each (its process and the festival
 *   workers; when this script started the server): the machine is shared,
 *   and 2,000 / cpu_ms is what its two cores would answer per second alone;
 * - crawl_api_panchang_load_cpu_ms: the load generator's CPU per request
 *   (autocannon, in this process), which shares the two cores with the server.
 *
 * A warm-up first (3 s of the same traffic on other dates, so the festival
 * years of the cities are not what is measured first). Any answer but 200
 * fails the bench.
 */
import autocannon from 'autocannon';
import { POPULAR_CITY_SLUGS } from '../../../lib/cities/popular';
import type { LoadTarget } from '../../bench-load';
import type { Figure } from '../../lib/figures';
import { treeCpuSeconds } from '../../lib/process-cpu';

const DAY_PAGE = '/panchang/today/varanasi/2025-11-22';
const CONNECTIONS = 20;
const CITIES = POPULAR_CITY_SLUGS.slice(0, 15);
const FIRST_DAY = Date.UTC(1990, 0, 1);
const DAYS = Math.round((Date.UTC(2030, 11, 31) - FIRST_DAY) / 86_400_000) + 1;

/** Autocannon's default (10 s) cuts off answers on a busy shared machine; a slow answer is measured, not dropped. */
const TIMEOUT_S = 30;

/**
 * Distinct (city, date) pairs in a scrambled order: the cities in turn, and
 * for each round the next date of a walk through 1990-2030 with a stride
 * coprime to the number of days, so no pair repeats (for 15 x 14,975
 * requests) and neighbouring rounds are years apart. `first` starts the
 * walk further on (scripts/api-panchang-identity.ts replays it in-process).
 */
export function crawl(first = 0) {
  let i = first;
  return () => {
    const n = i++;
    const day = (Math.floor(n / CITIES.length) * 7919) % DAYS;
    return { city: CITIES[n % CITIES.length], date: new Date(FIRST_DAY + day * 86_400_000).toISOString().slice(0, 10) };
  };
}

/**
 * Waits until the server and its workers are idle (under 5% of a core over
 * half a second, at most 60 s): a mix is measured from an idle server, not
 * while the festival work the previous mix queued is still running.
 */
async function idle(pid: number): Promise<void> {
  const stop = Date.now() + 60_000;
  for (let before = treeCpuSeconds(pid); Date.now() < stop; ) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = treeCpuSeconds(pid);
    if (now - before < 0.025) return;
    before = now;
  }
}

/** `path()` under 20 connections for `seconds` after a 3 s warm-up; the server's CPU per answer when `pid` is known. Also the API floor's (scripts/bench-floor.ts). */
export async function load(
  baseUrl: string,
  seconds: number,
  path: () => string,
  pid: number | null,
): Promise<autocannon.Result & { cpuMs: number | null; loadCpuMs: number | null }> {
  const run = (duration: number) =>
    autocannon({
      url: baseUrl,
      connections: CONNECTIONS,
      duration,
      timeout: TIMEOUT_S,
      requests: [{ setupRequest: (req) => ({ ...req, path: path() }) }],
    });
  if (pid !== null) await idle(pid);
  await run(3);
  const cpuBefore = pid === null ? 0 : treeCpuSeconds(pid);
  // Autocannon runs in this process: its CPU is the load generator's share of the two cores.
  const loadBefore = process.cpuUsage();
  const r = await run(seconds);
  const generator = process.cpuUsage(loadBefore);
  if (r.non2xx + r.errors + r.timeouts > 0) throw new Error(`${r.non2xx + r.errors + r.timeouts} of ${r.requests.total} requests failed`);
  // No answer within the run (a machine busy with other work): no figure rather than an infinite one.
  if (r.requests.total === 0) return { ...r, cpuMs: null, loadCpuMs: null };
  return {
    ...r,
    cpuMs: pid === null ? null : ((treeCpuSeconds(pid) - cpuBefore) * 1000) / r.requests.total,
    loadCpuMs: (generator.user + generator.system) / 1000 / r.requests.total,
  };
}

export default async function pagesLoad({ baseUrl, seconds, pid }: LoadTarget): Promise<Figure[]> {
  const html = await (await fetch(`${baseUrl}${DAY_PAGE}`, { headers: { 'accept-encoding': 'identity' } })).text();
  // The warm-up and the measurement draw from one walk: they ask for different pages.
  const pages = crawl();
  const crawlDay = await load(baseUrl, seconds, () => {
    const { city, date } = pages();
    return `/panchang/today/${city}/${date}`;
  }, pid);
  const queries = crawl();
  const crawlApi = await load(baseUrl, seconds, () => {
    const { city, date } = queries();
    return `/api/panchang?city=${city}&date=${date}`;
  }, pid);
  const repeat = await load(baseUrl, seconds, () => DAY_PAGE, pid);
  return [
    { name: 'crawl_day_rps', value: crawlDay.requests.average, unit: 'req/s' },
    { name: 'crawl_day_p99_ms', value: crawlDay.latency.p99, unit: 'ms' },
    { name: 'crawl_api_panchang_rps', value: crawlApi.requests.average, unit: 'req/s' },
    { name: 'crawl_api_panchang_p99_ms', value: crawlApi.latency.p99, unit: 'ms' },
    { name: 'page_day_repeat_rps', value: repeat.requests.average, unit: 'req/s' },
    { name: 'page_day_repeat_p99_ms', value: repeat.latency.p99, unit: 'ms' },
    { name: 'page_day_html_kb', value: Buffer.byteLength(html) / 1024, unit: 'KB' },
    ...(
      [
        ['crawl_day_cpu_ms', crawlDay],
        ['crawl_api_panchang_cpu_ms', crawlApi],
        ['page_day_repeat_cpu_ms', repeat],
      ] as const
    ).flatMap(([name, r]) => (r.cpuMs === null ? [] : [{ name, value: r.cpuMs, unit: 'ms' }])),
    ...(crawlApi.loadCpuMs === null ? [] : [{ name: 'crawl_api_panchang_load_cpu_ms', value: crawlApi.loadCpuMs, unit: 'ms' }]),
  ];
}

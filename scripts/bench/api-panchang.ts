/**
 * GET /api/panchang's own cost, without Next and the proxy: its route
 * handler called in-process on the crawl `npm run bench:load -- pages`
 * sends (a new city and date 1990-2030 each request), 1,000 requests after
 * a warm-up of 300 others. api_panchang_crawl_ms is the median wall time of
 * one (request to read body), api_panchang_crawl_cpu_ms this process's CPU
 * time per request (GC included), which is what crawl_api_panchang_cpu_ms
 * of the load bench holds besides Next's own handling.
 */
import { GET } from '../../app/api/panchang/route';
import type { Figure } from '../bench';
import { median } from '../lib/figures';
import { crawl } from './load/pages';

const REQUESTS = 1000;
const WARM_UP = 300;

async function ask(next: () => { city: string; date: string }): Promise<number> {
  const { city, date } = next();
  const t = performance.now();
  const res = await GET(new Request(`http://localhost/api/panchang?city=${city}&date=${date}`));
  await res.text();
  if (res.status !== 200) throw new Error(`/api/panchang?city=${city}&date=${date} answered ${res.status}`);
  return performance.now() - t;
}

export default async function bench(): Promise<Figure[]> {
  // Pairs far along the walk, so the measured ones are new to every cache.
  const warm = crawl(100_000);
  for (let i = 0; i < WARM_UP; i++) await ask(warm);
  const pairs = crawl();
  const times: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < REQUESTS; i++) times.push(await ask(pairs));
  const used = process.cpuUsage(cpu);
  return [
    { name: 'api_panchang_crawl_ms', value: median(times), unit: 'ms' },
    { name: 'api_panchang_crawl_cpu_ms', value: (used.user + used.system) / 1000 / REQUESTS, unit: 'ms' },
  ];
}

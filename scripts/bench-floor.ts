/**
 * `npm run bench:floor`: what Next itself costs, with none of the site's
 * code, for the figures of issue 24 that the site does not reach. Builds the
 * two apps of scripts/bench/floor/ (the same page, a table of plain server
 * markup, under Cache Components with 'use cache' as the site serves, and
 * under classic ISR for comparison), starts each with `next start` on a
 * loopback port and prints, as `name: value unit`:
 *
 * - floor_{mode}_new_{size}_cpu_ms: the server's CPU time for a page it has
 *   not kept (one request at a time, each a new path), for a near-empty page
 *   and for one as large as the site's day page (DAY_PAGE_KB of HTML);
 *   2,000 / cpu_ms is what two idle cores would render per second;
 * - floor_{mode}_repeat_{rps,p99_ms,cpu_ms}: one kept page again and again,
 *   20 connections, as `npm run bench:load` measures the day page;
 * - floor_api_crawl_{rps,p99_ms,cpu_ms}: a route handler that answers JSON
 *   as large as /api/panchang's from its query alone, under the crawl of
 *   `npm run bench:load` (crawl_api_panchang: every request a new query,
 *   20 connections, the load generator on the same two cores), and the
 *   load generator's own CPU per request.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { crawl, load } from './bench/load/pages';
import { formatFigure, type Figure } from './lib/figures';
import { treeCpuSeconds } from './lib/process-cpu';
import { freePort, stopServer, waitForServer } from './lib/server.mjs';

const ROOT = path.resolve(__dirname, '..');
/**
 * Where the apps are built: a copy of scripts/bench/floor/ with the site's
 * node_modules hard-linked beside them. Built in place, Turbopack would take
 * the site's proxy.ts and instrumentation.ts for the apps' own (its root must
 * hold node_modules); a symlinked node_modules lies outside its root.
 */
const WORK = path.join(ROOT, 'test-results', 'floor');
/** The linked copy's own Next: one React for Next and the apps. */
const NEXT = path.join(WORK, 'node_modules', 'next', 'dist', 'bin', 'next');
/** The site's day page is ~138 KB of HTML (npm run bench:load: page_day_html_kb); 140 rows of the floor table make as much. */
const DAY_PAGE_ROWS = 140;
const NEW_PAGES = 60;
const SECONDS = 10;

function build(dir: string) {
  const r = spawnSync(process.execPath, [NEXT, 'build', dir], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (r.status !== 0) throw new Error(`next build ${dir} failed`);
}

async function start(dir: string): Promise<{ base: string; server: ChildProcess }> {
  const port = await freePort();
  const server = spawn(process.execPath, [NEXT, 'start', dir, '-p', String(port), '-H', '127.0.0.1'], { detached: true, stdio: 'ignore', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  const base = `http://127.0.0.1:${port}`;
  await waitForServer(base, server);
  return { base, server };
}

/** CPU ms per request and the last page's size, for `count` pages each asked for the first time, one after another. */
async function newPages(base: string, pid: number, rows: number, tag: string): Promise<{ cpuMs: number; kb: number }> {
  const path = (i: number) => `/p/${tag}-${i}/${rows}`;
  for (let i = 0; i < 5; i++) await (await fetch(`${base}${path(-1 - i)}`)).text();
  const before = treeCpuSeconds(pid);
  let bytes = 0;
  for (let i = 0; i < NEW_PAGES; i++) {
    const res = await fetch(`${base}${path(i)}`);
    bytes = (await res.arrayBuffer()).byteLength;
    if (res.status !== 200) throw new Error(`${path(i)} answered ${res.status}`);
  }
  return { cpuMs: ((treeCpuSeconds(pid) - before) * 1000) / NEW_PAGES, kb: bytes / 1024 };
}

async function repeat(base: string, pid: number): Promise<autocannon.Result & { cpuMs: number }> {
  const url = `${base}/p/kept/${DAY_PAGE_ROWS}`;
  await (await fetch(url)).text();
  await autocannon({ url, connections: 20, duration: 2 });
  const before = treeCpuSeconds(pid);
  const r = await autocannon({ url, connections: 20, duration: SECONDS });
  if (r.non2xx + r.errors + r.timeouts > 0) throw new Error(`${r.non2xx + r.errors + r.timeouts} of ${r.requests.total} requests failed`);
  return { ...r, cpuMs: ((treeCpuSeconds(pid) - before) * 1000) / r.requests.total };
}

function copyApps() {
  rmSync(WORK, { recursive: true, force: true });
  cpSync(path.join(__dirname, 'bench', 'floor'), WORK, { recursive: true });
  const link = spawnSync('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(WORK, 'node_modules')], { stdio: 'inherit' });
  if (link.status !== 0) throw new Error('could not link node_modules beside the floor apps');
}

/** The API's floor (the cache app's app/api/day): the crawl of crawl_api_panchang, with none of the site's code. */
async function apiCrawl(base: string, pid: number): Promise<Figure[]> {
  const queries = crawl();
  const api = await load(base, SECONDS, () => {
    const { city, date } = queries();
    return `/api/day?city=${city}&date=${date}`;
  }, pid);
  return [
    { name: 'floor_api_crawl_rps', value: api.requests.average, unit: 'req/s' },
    { name: 'floor_api_crawl_p99_ms', value: api.latency.p99, unit: 'ms' },
    ...(api.cpuMs === null ? [] : [{ name: 'floor_api_crawl_cpu_ms', value: api.cpuMs, unit: 'ms' }]),
    ...(api.loadCpuMs === null ? [] : [{ name: 'floor_api_crawl_load_cpu_ms', value: api.loadCpuMs, unit: 'ms' }]),
  ];
}

async function measure(mode: 'cache' | 'classic'): Promise<Figure[]> {
  const dir = path.join(WORK, mode);
  build(dir);
  const { base, server } = await start(dir);
  try {
    const pid = server.pid!;
    const tag = String(Date.now());
    const empty = await newPages(base, pid, 1, tag);
    const day = await newPages(base, pid, DAY_PAGE_ROWS, tag);
    const kept = await repeat(base, pid);
    return [
      { name: `floor_${mode}_new_empty_cpu_ms`, value: empty.cpuMs, unit: 'ms' },
      { name: `floor_${mode}_new_day_size_cpu_ms`, value: day.cpuMs, unit: 'ms' },
      { name: `floor_${mode}_new_day_size_html_kb`, value: day.kb, unit: 'KB' },
      { name: `floor_${mode}_repeat_rps`, value: kept.requests.average, unit: 'req/s' },
      { name: `floor_${mode}_repeat_p99_ms`, value: kept.latency.p99, unit: 'ms' },
      { name: `floor_${mode}_repeat_cpu_ms`, value: kept.cpuMs, unit: 'ms' },
      ...(mode === 'cache' ? await apiCrawl(base, pid) : []),
    ];
  } finally {
    await stopServer(server);
  }
}

async function main() {
  const only = process.argv.slice(2);
  copyApps();
  try {
    for (const mode of ['cache', 'classic'] as const) {
      if (only.length > 0 && !only.includes(mode)) continue;
      for (const f of await measure(mode)) console.log(formatFigure(f));
    }
  } finally {
    rmSync(WORK, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

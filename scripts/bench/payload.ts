/**
 * What pages cost, measured on a production server of the current build
 * (scripts/lib/server.mjs; built first when stale):
 *
 * - the browser: the gzipped JavaScript each page type's HTML loads
 *   (scripts/lib/payload.ts; `js_kb_gzip_{type}`), the day page's HTML as
 *   sent, uncompressed in English and Hindi (`html_kb_day`, `html_kb_day_hi`)
 *   and gzipped at the default level as a CDN would send it
 *   (`page_day_gzip_kb`), and the part of it that is the RSC router payload,
 *   decoded from its inline scripts (`rsc_kb_day`, `rsc_kb_day_hi`:
 *   scripts/lib/payload.ts flightPayload);
 * - the server: `render_day_ms`, the CPU time (user and system, of the
 *   server and its festival workers, from /proc) one day page costs when it
 *   is not in Next's cache: 30 dates of one month at one city, asked one
 *   after another, each for the first time, after 5 other dates of the same
 *   year (the festival year is computed then, not in the figure).
 */
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Figure } from '../bench';
import { flightPayload, pagePayload } from '../lib/payload';
import { treeCpuSeconds } from '../lib/process-cpu';
import { serverForScript } from '../lib/server.mjs';

const DAY = '/panchang/today/varanasi/2025-11-22';
const kb = (bytes: number) => bytes / 1024;

/** One page of each page type (lib/urls), in English. */
const PAGE_TYPES: Record<string, string> = {
  home: '/',
  about: '/about',
  day: DAY,
  month: '/panchang/monthly/varanasi/2025-11',
  hub: '/panchang/varanasi/2025-11-22',
  hora: '/muhurat/hora/varanasi/2025-11-22',
  lagna: '/lagna/varanasi/2025-11-22',
  tithi_finder: '/tithi-today/varanasi/2025-11-22',
  nakshatra_finder: '/nakshatra-finder/varanasi/nakshatra-4/2025',
  festival_month: '/festivals/2025/november/varanasi',
  year_list: '/festivals/ekadashi/2025/varanasi',
  festival: '/festivals/festival/diwali-2025/varanasi',
  eclipses: '/festivals/grahan/2025/varanasi',
  article: '/blog/tithi',
  stats: '/stats',
};

async function get(base: string, p: string): Promise<void> {
  const r = await fetch(`${base}${p}`);
  await r.arrayBuffer();
  if (r.status !== 200) throw new Error(`payload bench: ${p} answered ${r.status}`);
}

/** Milliseconds of server CPU per day page not in Next's cache. */
async function renderDayMs(base: string, pid: number): Promise<number> {
  const dayOf = (month: number, day: number) => `/panchang/today/jaipur/2027-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  for (let d = 1; d <= 5; d++) await get(base, dayOf(1, d));
  const before = treeCpuSeconds(pid);
  const n = 30;
  for (let d = 1; d <= n; d++) await get(base, dayOf(6, d));
  return ((treeCpuSeconds(pid) - before) * 1000) / n;
}

export default async function payload(): Promise<Figure[]> {
  const { base, server, stop } = await serverForScript(path.join(process.cwd(), 'test-results', 'bench-payload-server.log'));
  try {
    const figures: Figure[] = [];
    for (const [type, p] of Object.entries(PAGE_TYPES)) {
      const page = await pagePayload(base, p);
      if (page.status !== 200) throw new Error(`payload bench: ${p} answered ${page.status}`);
      figures.push({ name: `js_kb_gzip_${type}`, value: kb(page.jsGzipBytes), unit: 'KB' });
    }
    const day = await (await fetch(`${base}${DAY}`, { headers: { 'accept-encoding': 'identity' } })).text();
    const dayHi = await (await fetch(`${base}/hi${DAY}`, { headers: { 'accept-encoding': 'identity' } })).text();
    figures.push(
      { name: 'html_kb_day', value: kb(Buffer.byteLength(day)), unit: 'KB' },
      { name: 'html_kb_day_hi', value: kb(Buffer.byteLength(dayHi)), unit: 'KB' },
      { name: 'page_day_gzip_kb', value: kb(gzipSync(day).length), unit: 'KB' },
      { name: 'rsc_kb_day', value: kb(Buffer.byteLength(flightPayload(day))), unit: 'KB' },
      { name: 'rsc_kb_day_hi', value: kb(Buffer.byteLength(flightPayload(dayHi))), unit: 'KB' },
    );
    // Only on a server started here: its process is what is measured.
    if (server?.pid) figures.push({ name: 'render_day_ms', value: await renderDayMs(base, server.pid), unit: 'ms' });
    return figures;
  } finally {
    await stop();
  }
}

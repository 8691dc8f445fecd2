/**
 * `npm run load:soak`: does memory stay bounded under endless variety? Starts
 * a production build on a free port (it needs the server's process to read
 * its memory), warms it up, then for 10 minutes sends hostile variety: time
 * zones in random spellings (`aSiA/kOlKaTa`) and abbreviations, random places
 * on Earth, random dates and years, city searches and slugs, pages in both
 * languages. Prints the resident memory of the server and its festival
 * workers before, at the peak, and a minute and two minutes after the load
 * stopped. Must hold (issue 16): a minute after, within 100 MB of the start.
 *
 *   npm run load:soak [-- --minutes 10 --connections 4]
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { IANA_ZONE_NAMES } from '../../engine';
import { serverForScript } from '../lib/server.mjs';
import { load, pick, print, random } from './run';

const { values } = parseArgs({
  options: { minutes: { type: 'string', default: '10' }, connections: { type: 'string', default: '4' } },
});

/** Resident memory (MB) of a process and all its descendants, from /proc. */
function treeRssMb(pid: number): number {
  let kb = 0;
  const visit = (p: number) => {
    try {
      const status = readFileSync(`/proc/${p}/status`, 'utf8');
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      for (const t of readdirSync(`/proc/${p}/task`)) {
        const kids = readFileSync(`/proc/${p}/task/${t}/children`, 'utf8').trim();
        for (const k of kids ? kids.split(/\s+/) : []) visit(Number(k));
      }
    } catch {
      // The process ended meanwhile.
    }
  };
  visit(pid);
  return kb / 1024;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function hostilePath(rnd: () => number): string {
  const spell = (s: string) => [...s].map((c) => (rnd() < 0.5 ? c.toUpperCase() : c.toLowerCase())).join('');
  const zone = () => (rnd() < 0.9 ? spell(pick(rnd, IANA_ZONE_NAMES)) : pick(rnd, ['IST', 'est', 'Japan', 'GMT', 'Mars/Base']));
  const coord = (max: number) => ((rnd() * 2 - 1) * max).toFixed(1 + Math.floor(rnd() * 5));
  const date = () => new Date(Date.UTC(1900, 0, 1) + Math.floor(rnd() * 73_413) * 86_400_000).toISOString().slice(0, 10);
  const place = () => `lat=${coord(90)}&lon=${coord(180)}&tz=${encodeURIComponent(zone())}`;
  const word = () => Array.from({ length: 1 + Math.floor(rnd() * 8) }, () => 'abcdefghijklmnopqrstuvwxyzअकम'[Math.floor(rnd() * 29)]).join('');
  const city = () => pick(rnd, ['new-delhi', 'varanasi', 'mumbai', 'chennai', 'london', 'new-york', 'toronto', 'sydney', 'tromso', 'nairobi', word()]);
  const r = rnd();
  if (r < 0.3) return `/api/panchang?date=${date()}&${place()}`;
  if (r < 0.4) return `/api/${pick(rnd, ['muhurats', 'choghadiya', 'hora', 'lagna'])}?date=${date()}&${place()}`;
  if (r < 0.5) return `/api/festivals?year=${1900 + Math.floor(rnd() * 201)}&${place()}`;
  if (r < 0.55) return `/api/festivals/upcoming?days=${1 + Math.floor(rnd() * 366)}&from=${date()}&${place()}`;
  if (r < 0.65) return `/api/cities?q=${encodeURIComponent(word())}`;
  if (r < 0.72) return `/api/cities/nearest?lat=${coord(90)}&lon=${coord(180)}`;
  if (r < 0.75) return `/api/cities/${encodeURIComponent(city())}`;
  const lang = rnd() < 0.5 ? '/hi' : '';
  const tool = pick(rnd, ['panchang/today', 'muhurat/choghadiya', 'muhurat/hora', 'panchang/monthly', 'lagna', 'panchang/tithi']);
  // A page of a day (the month page: of its month) at a city, named in its path (lib/urls).
  const day = date();
  return `${lang}/${tool}/${encodeURIComponent(city())}/${tool === 'panchang/monthly' ? day.slice(0, 7) : day}`;
}

async function main() {
  const minutes = Number(values.minutes);
  const connections = Number(values.connections);
  if (process.env.BASE_URL) throw new Error('The soak starts its own server (it reads the server process memory): unset BASE_URL');
  const { base, server, stop } = await serverForScript(path.join(process.cwd(), 'test-results', 'load-soak.log'));
  const pid = server!.pid!;
  try {
    const rnd = random(1616);
    const next = () => hostilePath(rnd);
    // Warm-up: every route compiled and the city index and worker loaded.
    await load(base, { path: next, connections, seconds: 30 });
    await sleep(10_000);
    const before = treeRssMb(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, treeRssMb(pid))), 2000);
    const soak = await load(base, { path: next, connections, seconds: minutes * 60 });
    clearInterval(sampler);
    const atStop = treeRssMb(pid);
    // Resident memory after the load, every 15 s for two minutes: the criterion reads it a minute after.
    const settling: number[] = [];
    for (let i = 0; i < 8; i++) {
      await sleep(15_000);
      settling.push(treeRssMb(pid));
    }
    const after = settling[3];
    print('soak_minutes', minutes, 'min');
    print('soak_requests', soak.requests, 'requests');
    print('soak_rps', soak.rps, 'req/s');
    print('soak_p99_ms', soak.p99, 'ms');
    print('soak_server_errors', soak.status['5xx'] + soak.errors, 'responses');
    print('soak_rss_before_mb', before, 'MB');
    print('soak_rss_peak_mb', peak, 'MB');
    print('soak_rss_at_stop_mb', atStop, 'MB');
    print('soak_rss_after_mb', after, 'MB');
    print('soak_rss_after_2min_mb', settling[7], 'MB');
    console.log(`(after the load, every 15 s: ${settling.map((mb) => mb.toFixed(0)).join(', ')} MB)`);
    print('soak_rss_growth_mb', after - before, 'MB');
    if (after - before > 100 || soak.status['5xx'] + soak.errors > 0) process.exitCode = 1;
  } finally {
    await stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

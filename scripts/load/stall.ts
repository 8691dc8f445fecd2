/**
 * `npm run load:stall`: can expensive requests stall everyone? Against a
 * production build on loopback (BASE_URL, or one started here on a free
 * port), it measures `/api/panchang` (random dates, one connection) alone,
 * then again while four clients ask for festival years of random polar
 * places and random years, the most expensive request the site has (every
 * one a cache miss). Must hold (issue 16): the p99 of /api/panchang stays
 * under 100 ms under that load.
 *
 *   npm run load:stall [-- --seconds 20]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serverForScript } from '../lib/server.mjs';
import { load, pick, print, random } from './run';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '20' } } });
const seconds = Number(values.seconds);

const POLAR = ['reykjavik', 'tromso', 'nuuk', 'murmansk', 'barrow', 'longyearbyen', 'norilsk', 'hammerfest'];
const CITIES = ['new-delhi', 'varanasi', 'mumbai', 'london', 'new-york', 'sydney'];

function day(rnd: () => number): string {
  const t = Date.UTC(1900, 0, 1) + Math.floor(rnd() * 73_000) * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

async function main() {
  const { base, stop } = await serverForScript(path.join(process.cwd(), 'test-results', 'load-stall.log'));
  try {
    const rnd = random(16);
    const panchang = () => `/api/panchang?city=${pick(rnd, CITIES)}&date=${day(rnd)}`;
    const festivals = () => `/api/festivals?year=${1900 + Math.floor(rnd() * 201)}&city=${pick(rnd, POLAR)}`;
    // Warm up the routes (first compilation of each handler, the city index).
    await load(base, { path: panchang, connections: 1, seconds: 3 });
    await load(base, { path: festivals, connections: 1, seconds: 3 });

    const alone = await load(base, { path: panchang, connections: 1, seconds });
    const [under, polar] = await Promise.all([
      load(base, { path: panchang, connections: 1, seconds }),
      load(base, { path: festivals, connections: 4, seconds }),
    ]);
    print('stall_panchang_alone_p50_ms', alone.p50, 'ms');
    print('stall_panchang_alone_p99_ms', alone.p99, 'ms');
    print('stall_panchang_p50_ms', under.p50, 'ms');
    print('stall_panchang_p99_ms', under.p99, 'ms');
    print('stall_panchang_max_ms', under.max, 'ms');
    print('stall_panchang_rps', under.rps, 'req/s');
    print('stall_festivals_polar_rps', polar.rps, 'req/s');
    print('stall_festivals_polar_p99_ms', polar.p99, 'ms');
    const bad = [alone, under, polar].reduce((n, r) => n + r.status['5xx'] + r.errors, 0);
    print('stall_server_errors', bad, 'responses');
    if (bad > 0 || under.p99 >= 100) process.exitCode = 1;
  } finally {
    await stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

/**
 * Shubh Muhurat (engine/muhurat/shubh): a kind's year at a city computed
 * from nothing (clearShubhCaches(): no year context, exclusions, festival
 * year, shared Moon or Sun), the wedding year with its lagna and Latta
 * checks as the costliest kind, median over five cities and years; and all
 * kinds' years at a city from nothing (the first kind pays for the shared
 * context and exclusions, the others read them). Targets: 300 ms and 1.5 s.
 * On a shared machine the wall-clock figures follow the load; the CPU time
 * of the same runs (shubh_year_cpu_ms) does much less so.
 */
import { clearShubhCaches, SHUBH_KINDS, shubhYear } from '../../engine';
import type { Figure } from '../bench';
import { median } from '../lib/figures';

const CITIES = [
  { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' },
  { lat: 19.076, lon: 72.8777, tz: 'Asia/Kolkata' },
  { lat: 13.0827, lon: 80.2707, tz: 'Asia/Kolkata' },
  { lat: 27.7172, lon: 85.324, tz: 'Asia/Kathmandu' },
  { lat: 51.5074, lon: -0.1278, tz: 'Europe/London' },
];

export default async function bench(): Promise<Figure[]> {
  shubhYear({ kind: 'vivah', year: 2020, ...CITIES[0] }); // warm-up (JIT, ephemeris files)
  const one: number[] = [];
  const cpu: number[] = [];
  const all: number[] = [];
  CITIES.forEach((city, i) => {
    clearShubhCaches();
    let t = performance.now();
    const c = process.cpuUsage();
    shubhYear({ kind: 'vivah', year: 2030 + i, ...city });
    one.push(performance.now() - t);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
    clearShubhCaches();
    t = performance.now();
    for (const kind of SHUBH_KINDS) shubhYear({ kind, year: 2040 + i, ...city });
    all.push(performance.now() - t);
  });
  return [
    { name: 'shubh_year_ms', value: median(one), unit: 'ms' },
    { name: 'shubh_year_cpu_ms', value: median(cpu), unit: 'ms' },
    { name: 'shubh_all_kinds_year_ms', value: median(all), unit: 'ms' },
  ];
}

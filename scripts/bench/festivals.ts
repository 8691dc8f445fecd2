/**
 * Festival engine speed: a whole year of events for New Delhi, median over
 * ten different years (each computed from scratch: the per-year cache is
 * bypassed by using a new place for every run).
 */
import { computeFestivals } from '../../engine';
import type { Figure } from '../bench';

const DELHI = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' };

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

export default async function bench(): Promise<Figure[]> {
  // Warm-up on other years so the figure is steady-state, not first-call JIT.
  for (const year of [2000, 2001]) computeFestivals({ year, ...DELHI, lat: DELHI.lat + 1e-9 });
  const times: number[] = [];
  for (let i = 0; i < 10; i++) {
    const year = 2020 + i;
    // A place differing in the 9th decimal: the same sky, a fresh cache key.
    const place = { ...DELHI, lat: DELHI.lat + (i + 2) * 1e-9 };
    const t = performance.now();
    computeFestivals({ year, ...place });
    times.push(performance.now() - t);
  }
  return [{ name: 'festivals_year_ms', value: median(times), unit: 'ms' }];
}

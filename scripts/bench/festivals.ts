/**
 * Festival engine speed: a whole year of events, median over ten runs each
 * computed from scratch (the per-year cache is bypassed by using a new place
 * for every run): New Delhi over ten different years, and Tromso 2026 (69.6
 * degrees north, polar night and midnight Sun), where rise and set searches
 * are hardest.
 */
import { computeFestivals } from '../../engine';
import type { Figure } from '../bench';

const DELHI = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' };
const TROMSO = { lat: 69.6496, lon: 18.956, tz: 'Europe/Oslo' };

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
  const polar: number[] = [];
  for (let i = 0; i < 10; i++) {
    const place = { ...TROMSO, lat: TROMSO.lat + (i + 2) * 1e-9 };
    const t = performance.now();
    computeFestivals({ year: 2026, ...place });
    polar.push(performance.now() - t);
  }
  return [
    { name: 'festivals_year_ms', value: median(times), unit: 'ms' },
    { name: 'festivals_year_polar_ms', value: median(polar), unit: 'ms' },
  ];
}

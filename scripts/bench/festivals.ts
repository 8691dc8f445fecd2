/**
 * Festival engine speed: a whole year of events, median over ten runs each
 * computed from scratch (clearFestivalCaches() before every run: no computed
 * year, no Moon or Sun shared by the places of a zone): New Delhi over ten different years, and Tromso 2026 (69.6
 * degrees north, polar night and midnight Sun), where rise and set searches
 * are hardest.
 */
import { clearFestivalCaches, computeFestivals } from '../../engine';
import type { Figure } from '../bench';
import { median } from '../lib/figures';

const DELHI = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' };
const TROMSO = { lat: 69.6496, lon: 18.956, tz: 'Europe/Oslo' };

export default async function bench(): Promise<Figure[]> {
  // Warm-up on other years so the figure is steady-state, not first-call JIT.
  for (const year of [2000, 2001]) computeFestivals({ year, ...DELHI });
  const times: number[] = [];
  for (let i = 0; i < 10; i++) {
    const year = 2020 + i;
    clearFestivalCaches();
    const t = performance.now();
    computeFestivals({ year, ...DELHI });
    times.push(performance.now() - t);
  }
  const polar: number[] = [];
  for (let i = 0; i < 10; i++) {
    clearFestivalCaches();
    const t = performance.now();
    computeFestivals({ year: 2026, ...TROMSO });
    polar.push(performance.now() - t);
  }
  return [
    { name: 'festivals_year_ms', value: median(times), unit: 'ms' },
    { name: 'festivals_year_polar_ms', value: median(polar), unit: 'ms' },
  ];
}

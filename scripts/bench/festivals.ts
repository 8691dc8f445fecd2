/**
 * Festival engine speed, each figure a median of runs computed from scratch
 * (clearFestivalCaches() before every run: no computed year, no Sun or Moon
 * of any place, no zone's midnights):
 *
 * - festivals_year_ms: a whole year, New Delhi over ten different years;
 * - festivals_year_polar_ms: Tromso 2026 (69.6 degrees north, polar night
 *   and midnight Sun), where rise and set searches are hardest;
 * - festivals_day_window_ms: one date's events as the day page shows them
 *   (festivalDays of that date, computed from the days around it), 40
 *   seeded dates 1990-2030 at the featured cities;
 * - festivals_day_window_crawl_ms: the same for a crawler's traffic, every
 *   request a new (date, city) with the next date (the Vaishnava twin), the
 *   caches kept: the mean over 1,000 requests after 1,000 of warm-up, when
 *   the Moon of those years and the zone's midnights are mostly at hand and
 *   each request pays for its place's days.
 */
import { cityPlace, getCityBySlug } from '../../lib/cities';
import { FEATURED_CITY_SLUGS } from '../../lib/cities/popular';
import { clearFestivalCaches, computeFestivals, festivalDays, type Place, shiftDate } from '../../engine';
import type { Figure } from '../bench';
import { median } from '../lib/figures';
import { pick, random } from '../lib/random';

const DELHI = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' };
const TROMSO = { lat: 69.6496, lon: 18.956, tz: 'Europe/Oslo' };

const FEATURED: Place[] = FEATURED_CITY_SLUGS.map((slug) => {
  const city = getCityBySlug(slug);
  if (!city) throw new Error(`unknown city ${slug}`);
  return cityPlace(city);
});

/** A date of 1990-2030, and its place among the featured cities. */
function request(rnd: () => number): { date: string; place: Place } {
  return { date: shiftDate('1990-01-01', Math.floor(rnd() * 41 * 365.25)), place: pick(rnd, FEATURED) };
}

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
  const rnd = random(24);
  const window: number[] = [];
  for (let i = 0; i < 40; i++) {
    const { date, place } = request(rnd);
    clearFestivalCaches();
    const t = performance.now();
    festivalDays({ from: date, to: date, ...place });
    window.push(performance.now() - t);
  }
  clearFestivalCaches();
  let crawl = 0;
  for (let i = 0; i < 2000; i++) {
    const { date, place } = request(rnd);
    const to = date < '2030-12-31' ? shiftDate(date, 1) : date;
    const t = performance.now();
    festivalDays({ from: date, to, ...place });
    if (i >= 1000) crawl += performance.now() - t;
  }
  return [
    { name: 'festivals_year_ms', value: median(times), unit: 'ms' },
    { name: 'festivals_year_polar_ms', value: median(polar), unit: 'ms' },
    { name: 'festivals_day_window_ms', value: median(window), unit: 'ms' },
    { name: 'festivals_day_window_crawl_ms', value: crawl / 1000, unit: 'ms' },
  ];
}

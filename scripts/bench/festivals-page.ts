/**
 * The festival month page's server work from a cold engine cache: what
 * loadFestivalMonth does for /festivals/2026/march/varanasi (the city's
 * festival year computed and indexed by date, then the month's view model:
 * grid, list, names, times), median over seven runs. Each run uses a place
 * differing in the 9th decimal of latitude (the same sky, a fresh cache key),
 * as festivals_year_ms does. The JSX around the view model is not timed.
 */
import { festivalYearIndex } from '../../engine';
import { namesFor } from '../../lib/names/names';
import { festivalMonthView } from '../../lib/view/festivals';
import type { Figure } from '../bench';

const VARANASI = { lat: 25.31668, lon: 83.01041, tz: 'Asia/Kolkata' };

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

function render(year: number, month: number, lat: number) {
  const place = { ...VARANASI, lat };
  const index = festivalYearIndex({ year, ...place });
  return festivalMonthView(
    { year, month, today: '2026-03-04', filter: 'all', events: index.events, byDate: index.byDate },
    { locale: 'en', tz: place.tz, names: namesFor('en'), otherNames: namesFor('hi'), city: 'varanasi' },
  );
}

export default async function bench(): Promise<Figure[]> {
  // Warm-up on other years so the figure is steady-state, not first-call JIT.
  for (const year of [2000, 2001]) render(year, 3, VARANASI.lat + 1e-9);
  const times: number[] = [];
  for (let i = 0; i < 7; i++) {
    const t = performance.now();
    render(2026, 3, VARANASI.lat + (i + 2) * 1e-9);
    times.push(performance.now() - t);
  }
  return [{ name: 'festivals_page_ms', value: median(times), unit: 'ms' }];
}

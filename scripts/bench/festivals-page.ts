/**
 * The festival month page's server work from a cold engine cache: what
 * loadFestivalMonth does for /festivals/2026/march/varanasi (the city's
 * festival year computed and indexed by date, then the month's view model:
 * grid, list, names, times), median over seven runs, each after
 * clearFestivalCaches() (no computed year, no shared Moon or Sun of the
 * zone). festivals_page_zone_ms is the same page when another city of the
 * zone has its year computed (New Delhi, untimed, before each run): the
 * lunar table and the daily Sun of a zone's year are shared by its places,
 * the common case of a server answering for many Indian cities. The JSX
 * around the view model is not timed.
 */
import { clearFestivalCaches, festivalYearIndex } from '../../engine';
import { namesFor } from '../../lib/names/names';
import { festivalMonthView } from '../../lib/view/festivals';
import type { Figure } from '../bench';
import { median } from '../lib/figures';

const VARANASI = { lat: 25.31668, lon: 83.01041, tz: 'Asia/Kolkata' };
const DELHI = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' };

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
  for (const year of [2000, 2001]) render(year, 3, VARANASI.lat);
  const cold: number[] = [];
  const zone: number[] = [];
  for (let i = 0; i < 7; i++) {
    clearFestivalCaches();
    let t = performance.now();
    render(2026, 3, VARANASI.lat);
    cold.push(performance.now() - t);
    clearFestivalCaches();
    festivalYearIndex({ year: 2026, ...DELHI });
    t = performance.now();
    render(2026, 3, VARANASI.lat);
    zone.push(performance.now() - t);
  }
  return [
    { name: 'festivals_page_ms', value: median(cold), unit: 'ms' },
    { name: 'festivals_page_zone_ms', value: median(zone), unit: 'ms' },
  ];
}

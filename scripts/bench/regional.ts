/**
 * Regional calendars: one month of a regional solar calendar (its day 1,
 * its last day and the sankrantis that bound them), never asked for before
 * (each run a different calendar, year and month, so no memoised sankranti
 * or month start is reused), median of 48; and the month page's data and
 * view model (the month, whether its neighbours exist, names and labels;
 * festivals excluded, festivals_year_ms covers them).
 */
import { SOLAR_CALENDAR, SOLAR_CALENDARS, solarMonth } from '../../engine';
import { namesFor } from '../../lib/names/names';
import { regionalMonthData, regionalMonthView } from '../../lib/view/regional';
import type { Figure } from '../bench';
import { median } from '../lib/figures';

const DELHI = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' };

/** The i-th month asked for: calendars in turn, years three apart, months in turn. */
const nth = (i: number, base: number) => {
  const calendar = SOLAR_CALENDARS[i % 4];
  return { calendar, year: base + 3 * i - SOLAR_CALENDAR[calendar].eraOffset, month: (i % 12) + 1, ...DELHI };
};

export default async function bench(): Promise<Figure[]> {
  const names = namesFor('en');
  const view = (input: ReturnType<typeof nth>) => regionalMonthView(regionalMonthData(input), [], { today: '2025-01-01', tz: DELHI.tz, locale: 'en', names });
  // Warm-up (JIT, ephemeris files, date formatters) on years the runs do not use.
  for (let i = 0; i < 8; i++) view(nth(i, 1901));
  /** Milliseconds of each of 48 runs of `fn` on the months of `base`. */
  const runs = (base: number, fn: (input: ReturnType<typeof nth>) => unknown) =>
    Array.from({ length: 48 }, (_, i) => {
      const input = nth(i, base);
      const t = performance.now();
      fn(input);
      return performance.now() - t;
    });
  const engine = runs(1930, (input) => solarMonth(input));
  const page = runs(1931, view);
  return [
    { name: 'regional_month_ms', value: median(engine), unit: 'ms' },
    { name: 'regional_month_page_ms', value: median(page), unit: 'ms' },
  ];
}

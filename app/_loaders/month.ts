/**
 * Loader of /panchang/monthly: the month at the city, in the conventions
 * its path names (the month system names the months, the sunrise moves
 * every sunrise, the clock formats the times, the Ekadashi emphasis orders
 * the festivals), with the festivals starting on each day and the
 * calendar's periods (Kharmas, Chaturmas ...) the days are in.
 */
import { daysInMonth, isoDate, MAX_YEAR, MIN_YEAR, solarDates, splitIsoDate } from '@/engine';
import type { Conventions } from '@/lib/conventions/conventions';
import { festivalMonth } from '@/lib/festivals';
import { namesFor } from '@/lib/names/names';
import { monthDays, monthView, type MonthView } from '@/lib/view/month';
import { regionalGridView, type RegionalGridView } from '@/lib/view/regional';
import { monthPeriodsView, type MonthPeriodsView } from '@/lib/view/periods';
import { monthPeriods } from './periods';
import type { PageSelection } from './selection';

export interface MonthPage {
  conventions: Conventions;
  month: MonthView;
  /** The regional calendar the conventions choose (`.../2026-03/tamil`), its day in each cell; null for none. */
  regional: RegionalGridView | null;
  periods: MonthPeriodsView;
}

/** The month of the selection's date (a month page's, or today's), marking today. */
export async function loadMonth(sel: PageSelection): Promise<MonthPage> {
  const { year, month } = splitIsoDate(sel.date);
  const c = sel.conventions;
  // The festival worker (lib/festivals) computes the year while this thread computes the days.
  const [festivals, periods, days] = await Promise.all([
    year >= MIN_YEAR && year <= MAX_YEAR ? festivalMonth({ year, month, ...sel.place, options: sel.options }).then((l) => l.events) : [],
    monthPeriods(sel),
    Promise.resolve().then(() => monthDays(year, month, sel.place, sel.options)),
  ]);
  const names = namesFor(sel.locale);
  const from = isoDate(year, month, 1);
  // The months the grid spans are found once (engine solarDates), not once a day: bench regional-month-grid.
  const regional =
    c.regional === 'none' ? null : regionalGridView(c.regional, from, solarDates({ calendar: c.regional, from, days: daysInMonth(year, month), ...sel.place, options: sel.options }), names);
  return {
    conventions: c,
    regional,
    month: monthView(days, festivals, {
      date: sel.date,
      today: sel.today,
      tz: sel.place.tz,
      system: c.masa,
      locale: sel.locale,
      names,
      clock: c.clock,
      ekadashi: c.ekadashi,
    }),
    periods: monthPeriodsView(
      periods,
      days.map((d) => d.date),
      { locale: sel.locale, names },
    ),
  };
}

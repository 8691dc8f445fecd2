/**
 * Loader of /panchang/monthly: the month of the selected date at the city,
 * in the visitor's conventions (the selection's: `?masa=amanta` or the
 * cookie names the months, `?sunrise=hindu` moves every sunrise, the clock
 * formats the times, the Ekadashi emphasis orders the festivals), with the
 * festivals starting on each day.
 */
import { cache } from 'react';
import { MAX_YEAR, MIN_YEAR, splitIsoDate } from '@/engine';
import type { Conventions } from '@/lib/conventions/conventions';
import { festivalMonth } from '@/lib/festivals';
import { namesFor } from '@/lib/names/names';
import { memoAcrossRequests } from '@/lib/memo';
import { monthDays, monthView, type MonthView } from '@/lib/view/month';
import { VIEWS_HELD, viewKey } from './day';
import type { PageSelection } from './selection';

export interface MonthPage {
  conventions: Conventions;
  month: MonthView;
}

/** Kept across requests: the grid marks the selected day and today, so both are in the key (viewKey holds the conventions). */
const monthOf = memoAcrossRequests(VIEWS_HELD, (sel: PageSelection) => viewKey(sel, sel.today), async (sel): Promise<MonthPage> => {
  const { year, month } = splitIsoDate(sel.date);
  const c = sel.conventions;
  // The festival worker (lib/festivals) computes the year while this thread computes the days.
  const [festivals, days] = await Promise.all([
    year >= MIN_YEAR && year <= MAX_YEAR ? festivalMonth({ year, month, ...sel.place, options: sel.options }).then((l) => l.events) : [],
    Promise.resolve().then(() => monthDays(year, month, sel.place, sel.options)),
  ]);
  return {
    conventions: c,
    month: monthView(days, festivals, {
      date: sel.date,
      today: sel.today,
      tz: sel.place.tz,
      system: c.masa,
      locale: sel.locale,
      names: namesFor(sel.locale),
      clock: c.clock,
      ekadashi: c.ekadashi,
    }),
  };
});

export const loadMonth = cache((sel: PageSelection): Promise<MonthPage> => monthOf(sel));

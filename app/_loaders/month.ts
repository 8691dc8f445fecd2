/**
 * Loader of /panchang/monthly: the month of the selected date at the city,
 * in the reckoning the URL names (`?system=amanta`; purnimanta by default,
 * anything else is a 404), with the festivals starting on each day.
 */
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { MAX_YEAR, MIN_YEAR, splitIsoDate } from '@/engine';
import { festivalMonth } from '@/lib/festivals';
import { namesFor } from '@/lib/names/names';
import { firstParam } from '@/lib/selection/params';
import { memoAcrossRequests } from '@/lib/memo';
import { DEFAULT_MONTH_SYSTEM, MONTH_SYSTEMS, monthDays, monthView, type MonthSystem, type MonthView } from '@/lib/view/month';
import { VIEWS_HELD, viewKey } from './day';
import type { PageSelection } from './selection';

const systemSchema = z.enum(MONTH_SYSTEMS as [MonthSystem, ...MonthSystem[]]).default(DEFAULT_MONTH_SYSTEM);

export interface MonthPage {
  system: MonthSystem;
  month: MonthView;
}

export const loadMonth = cache(async (sel: PageSelection): Promise<MonthPage> => {
  const system = systemSchema.safeParse(firstParam(sel.query.system));
  if (!system.success) notFound();
  return monthOf(sel, system.data);
});

/** Kept across requests: the grid marks the selected day and today, so both are in the key. */
const monthOf = memoAcrossRequests(VIEWS_HELD, (sel: PageSelection, system: MonthSystem) => viewKey(sel, sel.today, system), async (sel, system): Promise<MonthPage> => {
  const { year, month } = splitIsoDate(sel.date);
  // The festival worker (lib/festivals) computes the year while this thread computes the days.
  const [festivals, days] = await Promise.all([
    year >= MIN_YEAR && year <= MAX_YEAR ? festivalMonth({ year, month, ...sel.place }).then((l) => l.events) : [],
    Promise.resolve().then(() => monthDays(year, month, sel.place)),
  ]);
  return {
    system,
    month: monthView(days, festivals, {
      date: sel.date,
      today: sel.today,
      tz: sel.place.tz,
      system,
      locale: sel.locale,
      names: namesFor(sel.locale),
    }),
  };
});

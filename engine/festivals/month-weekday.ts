/**
 * Weekdays of a lunar month: every Monday of Shravana (Sawan Somvar), every
 * Tuesday (Mangala Gauri vrat). The month of a day is the month of the tithi
 * holding at its sunrise, in the reckoning the rule names (North India keeps
 * these vrats by the purnimanta Shravana, from the day after Ashadha Purnima
 * to Shravana Purnima; an adhika Shravana counts when the rule says 'any').
 */
import type { YearContext } from './context';
import { inMonth, type RawEvent } from './evaluate';
import { MASA_KEYS, type MonthWeekdayRule } from './types';

export function evaluateMonthWeekdayRule(ctx: YearContext, rule: MonthWeekdayRule): RawEvent[] {
  const out: RawEvent[] = [];
  const named = 'purnimanta' in rule.month ? rule.month.purnimanta : rule.month.amanta;
  const masa = MASA_KEYS.indexOf(named) + 1;
  // The source days (context.ts): a day's event depends on that day alone.
  const { first, last } = ctx.sourceDays;
  for (let i = first; i <= last; i++) {
    if (ctx.days[i].weekday !== rule.weekday) continue;
    const t = ctx.lunar.tithiAt(ctx.dayStart(i));
    if (!inMonth(rule.month, rule.adhika, t)) continue;
    out.push({
      rule,
      slug: rule.slug,
      day: i,
      // The day's tithi (at sunrise) is shown with it, and orders it among the date's events.
      tithi: t,
      muhurat: null,
      windows: [],
      moments: [],
      reason: { choice: 'month-weekday', weekday: rule.weekday, masa },
    });
  }
  return out;
}

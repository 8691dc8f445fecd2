/**
 * The calendar's periods of a page's month at its city (engine/periods.ts,
 * computed by the festival workers: lib/festivals calendarPeriods), and the
 * day page's model with the periods its day is in. The month page and the
 * pages of its days ask for the same month, so after the first of them the
 * others find it kept (`npm run bench` periods_* for the cost of the first).
 */
import { MAX_YEAR, MIN_YEAR, splitIsoDate, type CalendarPeriod } from '@/engine';
import { calendarPeriods } from '@/lib/festivals';
import { namesFor } from '@/lib/names/names';
import type { PanchangDayView } from '@/lib/view/panchang';
import { dayPeriodsView, monthSpan, type DayPeriod } from '@/lib/view/periods';
import { loadPanchangDay } from './day';
import type { PageSelection } from './selection';

/** The periods touching the month of the selection's date (none outside the festival years, which bound Holashtak and Chaturmas). */
export async function monthPeriods(sel: PageSelection): Promise<CalendarPeriod<number>[]> {
  const { year } = splitIsoDate(sel.date);
  if (year < MIN_YEAR || year > MAX_YEAR) return [];
  return calendarPeriods({ ...monthSpan(sel.date), ...sel.place, options: sel.options });
}

export interface PanchangDayPage extends PanchangDayView {
  /** The periods the day is in (Kharmas until ..., Chaturmas until ...). */
  periods: DayPeriod[];
}

/** /panchang/today: the day's Panchang and, asked of the workers while it is computed, the periods it is in. */
export async function loadPanchangDayPage(sel: PageSelection): Promise<PanchangDayPage> {
  const [day, periods] = await Promise.all([loadPanchangDay(sel), monthPeriods(sel)]);
  return { ...day, periods: dayPeriodsView(periods, sel.date, { locale: sel.locale, names: namesFor(sel.locale) }) };
}

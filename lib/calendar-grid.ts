/**
 * Gregorian month grids for the date picker and the monthly Panchang:
 * weeks start on Sunday (as Indian wall calendars print them), dates are
 * `yyyy-MM-dd` civil dates. Client-safe, pure; the date arithmetic is
 * engine/civil-date.ts's.
 */
import { daysInMonth, isoDate, MAX_DATE, MIN_DATE, shiftDate, splitIsoDate, weekdayOfDate } from '@/engine/civil-date';

/** The same day of another month, clamped to that month's length (Jan 31 + 1 month = Feb 28/29). */
export function shiftMonth(date: string, months: number): string {
  const { year, month, day } = splitIsoDate(date);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return isoDate(y, m, Math.min(day, daysInMonth(y, m)));
}

export const firstOfMonth = (date: string) => `${date.slice(0, 8)}01`;

export const clampToSupported = (date: string) => (date < MIN_DATE ? MIN_DATE : date > MAX_DATE ? MAX_DATE : date);

/**
 * The month's dates in weeks of seven, Sunday first; null fills the days
 * before the 1st and after the last day.
 */
export function monthWeeks(year: number, month: number): (string | null)[][] {
  return weeksOf(isoDate(year, month, 1), daysInMonth(year, month));
}

/**
 * `count` consecutive dates from `first` in weeks of seven, Sunday first,
 * null before the first and after the last (a month of another calendar,
 * which crosses Gregorian months).
 */
export function weeksOf(first: string, count: number): (string | null)[][] {
  const cells: (string | null)[] = Array.from({ length: weekdayOfDate(first) }, () => null);
  for (let d = 0; d < count; d++) cells.push(shiftDate(first, d));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Seven dates of a week starting on a Sunday (2023-01-01 was one), for column heads. */
export const WEEK_SUNDAY_FIRST = Array.from({ length: 7 }, (_, i) => isoDate(2023, 1, 1 + i));

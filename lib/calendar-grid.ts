/**
 * Gregorian month grids for the date picker and the monthly Panchang:
 * weeks start on Sunday (as Indian wall calendars print them), dates are
 * `yyyy-MM-dd` civil dates. Client-safe, pure.
 */
import { MAX_DATE, MIN_DATE } from '@/engine/time';

const pad = (n: number) => String(n).padStart(2, '0');

export const toIsoDate = (y: number, m: number, d: number) => `${String(y).padStart(4, '0')}-${pad(m)}-${pad(d)}`;

export function parseIsoDate(date: string): { year: number; month: number; day: number } {
  const [year, month, day] = date.split('-').map(Number);
  return { year, month, day };
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 0 = Sunday. */
export function weekdayOfDate(date: string): number {
  const { year, month, day } = parseIsoDate(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

export function shiftDate(date: string, days: number): string {
  const { year, month, day } = parseIsoDate(date);
  const t = new Date(Date.UTC(year, month - 1, day + days));
  return toIsoDate(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** The same day of another month, clamped to that month's length (Jan 31 + 1 month = Feb 28/29). */
export function shiftMonth(date: string, months: number): string {
  const { year, month, day } = parseIsoDate(date);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return toIsoDate(y, m, Math.min(day, daysInMonth(y, m)));
}

export const firstOfMonth = (date: string) => `${date.slice(0, 8)}01`;

export const inSupportedRange = (date: string) => date >= MIN_DATE && date <= MAX_DATE;

export const clampToSupported = (date: string) => (date < MIN_DATE ? MIN_DATE : date > MAX_DATE ? MAX_DATE : date);

/**
 * The month's dates in weeks of seven, Sunday first; null fills the days
 * before the 1st and after the last day.
 */
export function monthWeeks(year: number, month: number): (string | null)[][] {
  const lead = weekdayOfDate(toIsoDate(year, month, 1));
  const n = daysInMonth(year, month);
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 1; d <= n; d++) cells.push(toIsoDate(year, month, d));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Seven dates of a week starting on a Sunday (2023-01-01 was one), for column heads. */
export const WEEK_SUNDAY_FIRST = Array.from({ length: 7 }, (_, i) => toIsoDate(2023, 1, 1 + i));

/**
 * The calendar's periods (engine/periods.ts: Pitru Paksha, Chaturmas,
 * Kharmas, Guru and Shukra asta, Holashtak, Panchak) as the month grid and
 * the day page show them: the grid marks each day inside one and lists the
 * month's periods under it as a legend; the day page says which periods the
 * day is in and until when ("In Kharmas (Sun in Dhanu) until 14 Jan").
 * Each period is shown on the civil dates the engine gives it at the place
 * (its first and last date), so the grid, the day page and the API agree.
 */
import { daysInMonth, isoDate, splitIsoDate, type CalendarPeriod, type PeriodKind } from '@/engine';
import type { Locale } from '@/i18n/routing';
import { formatDate } from '@/lib/format/date';
import type { Names } from '@/lib/names/names';

/**
 * The span of dates a page asks the periods of: the Gregorian month of its
 * date, so that the month page and the pages of its days ask the same
 * question and share its answer (lib/festivals calendarPeriods keeps it).
 */
export function monthSpan(date: string): { from: string; to: string } {
  const { year, month } = splitIsoDate(date);
  return { from: isoDate(year, month, 1), to: isoDate(year, month, daysInMonth(year, month)) };
}

interface PeriodFrame {
  locale: Locale;
  names: Names;
}

export interface PeriodItem {
  kind: PeriodKind;
  /** `Kharmas (Sun in Dhanu)`, `Guru asta (Jupiter combust)`. */
  name: string;
  startDate: string;
  endDate: string;
  /** `16 Dec 2025 – 14 Jan 2026`. */
  range: string;
}

const item = (p: CalendarPeriod<number>, f: PeriodFrame): PeriodItem => ({
  kind: p.kind,
  name: f.names.calendarPeriod(p.kind, p.sign),
  startDate: p.startDate,
  endDate: p.endDate,
  range: `${formatDate(p.startDate, f.locale, 'medium')} – ${formatDate(p.endDate, f.locale, 'medium')}`,
});

const holds = (p: { startDate: string; endDate: string }, date: string) => p.startDate <= date && date <= p.endDate;

export interface MonthPeriodsView {
  /** The periods touching the month, in the engine's order (by first date). */
  legend: PeriodItem[];
  /** Each date of the month inside a period: the indices of its periods in `legend`. */
  byDate: Record<string, number[]>;
}

/** The month's periods (those touching the dates of `dates`) and which of its dates each covers. */
export function monthPeriodsView(periods: readonly CalendarPeriod<number>[], dates: readonly string[], f: PeriodFrame): MonthPeriodsView {
  const legend = periods.filter((p) => dates.some((d) => holds(p, d))).map((p) => item(p, f));
  const byDate: Record<string, number[]> = {};
  for (const d of dates) {
    const ix = legend.flatMap((p, i) => (holds(p, d) ? [i] : []));
    if (ix.length > 0) byDate[d] = ix;
  }
  return { legend, byDate };
}

export interface DayPeriod extends PeriodItem {
  /** The period's last date, `14 Jan` (with the year when it is not the day's). */
  until: string;
  /** The day is the period's last. */
  lastDay: boolean;
}

/**
 * The periods a day is in. Panchak is left out: the day page's Doshas card
 * already gives its spans to the minute, which matter within its few days.
 */
export function dayPeriodsView(periods: readonly CalendarPeriod<number>[], date: string, f: PeriodFrame): DayPeriod[] {
  return periods
    .filter((p) => p.kind !== 'panchak' && holds(p, date))
    .map((p) => ({
      ...item(p, f),
      until: formatDate(p.endDate, f.locale, p.endDate.slice(0, 4) === date.slice(0, 4) ? 'short' : 'medium'),
      lastDay: p.endDate === date,
    }));
}

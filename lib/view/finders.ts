/**
 * The two finder pages: the tithi at a date, time and place (/tithi-today)
 * and every period of a nakshatra over whole years (/nakshatra-finder).
 * Query values are validated with zod (a bad value is reported, never
 * guessed); the engine's periods become the view models the pages render.
 */
import { DateTime } from 'luxon';
import { z } from 'zod';
import { findNakshatra, findTithi, jdToMs, MAX_DATE, MIN_DATE, msToJd, shiftDate, tithiAt, wallClock, type Paksha, type Place } from '@/engine';
import type { Locale } from '@/i18n/routing';
import { formatDate } from '@/lib/format/date';
import { instantClock, timeLabel } from '@/lib/format/time';
import type { Names } from '@/lib/names/names';
import { occurrenceOf, type Occurrence } from './limb-lists';

export const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:MM (00:00-23:59)');
export const tithiNumberSchema = z.coerce.number().int().min(1).max(30);
export const nakshatraNumberSchema = z.coerce.number().int().min(1).max(27);

export const MIN_YEAR = Number(MIN_DATE.slice(0, 4));
export const MAX_YEAR = Number(MAX_DATE.slice(0, 4));
/** Longest range of years the nakshatra finder lists at once (about 135 periods). */
export const MAX_YEARS = 10;
export const yearSchema = z.coerce.number().int().min(MIN_YEAR).max(MAX_YEAR);

/** Local wall-clock HH:mm of an epoch instant in a zone (the minute it is in, not rounded). */
export function localClock(ms: number, tz: string): string {
  const c = wallClock(ms, tz);
  return `${String(c.hour).padStart(2, '0')}:${String(c.minute).padStart(2, '0')}`;
}

export interface TithiMoment {
  /** The local instant asked about, epoch ms. */
  instant: number;
  number: number;
  paksha: Paksha;
  start: number;
  end: number;
}

/** The tithi holding at a local date and time at a place. */
export function tithiAtLocal(date: string, time: string, place: Place): TithiMoment {
  const dt = DateTime.fromISO(`${date}T${time}`, { zone: place.tz });
  if (!dt.isValid) throw new RangeError(`No such local time ${date} ${time} in ${place.tz}`);
  const instant = dt.toMillis();
  const t = tithiAt(msToJd(instant));
  return { instant, number: t.number, paksha: t.paksha, start: jdToMs(t.start), end: jdToMs(t.end) };
}

/** The next `count` periods of a tithi that end after the given date (about one a month). */
export function nextTithiDates(number: number, fromDate: string, place: Place, count = 12): Occurrence[] {
  const to = shiftDate(fromDate, Math.ceil(count * 29.6) + 31);
  return findTithi(number, fromDate, to > MAX_DATE ? MAX_DATE : to, place, jdToMs)
    .slice(0, count)
    .map((p) => occurrenceOf(p, place.tz));
}

/** Every period of a nakshatra that overlaps the years from..to at a place. */
export function nakshatraPeriods(number: number, fromYear: number, toYear: number, place: Place): Occurrence[] {
  return findNakshatra(number, `${fromYear}-01-01`, `${toYear}-12-31`, place, jdToMs).map((p) => occurrenceOf(p, place.tz));
}

/**
 * A year range asked for. Two valid years out of order or too far apart are what
 * the form itself can send (its lists offer every year), so they come back with
 * the years and the reason, for the page to say inline; anything else (a year
 * outside 1900-2100, not a number) never comes from the form and is `invalid`.
 */
export type YearRangeProblem = { reason: 'reversed' | 'tooLong'; from: number; to: number };
export type YearRange = { ok: true; from: number; to: number } | ({ ok: false } & YearRangeProblem) | { ok: false; reason: 'invalid' };

/** `year=2025`, or `from=2025&to=2027` (at most MAX_YEARS years, in order, within 1900-2100). */
export function parseYearRange(q: { year?: string; from?: string; to?: string }, fallback: number): YearRange {
  const parse = (v: string | undefined, dflt: number): number | null => {
    if (v === undefined || v === '') return dflt;
    const r = yearSchema.safeParse(v);
    return r.success ? r.data : null;
  };
  const from = parse(q.year ?? q.from, fallback);
  const to = from === null ? null : q.year !== undefined ? from : parse(q.to, from);
  if (from === null || to === null) return { ok: false, reason: 'invalid' };
  if (to < from) return { ok: false, reason: 'reversed', from, to };
  if (to - from + 1 > MAX_YEARS) return { ok: false, reason: 'tooLong', from, to };
  return { ok: true, from, to };
}

/** A period in a finder table: the day it names and its start and end, labelled against that day. */
export interface PeriodRow {
  key: string;
  date: string;
  dateLabel: string;
  weekday: string;
  kshaya: boolean;
  start: string;
  end: string;
}

const periodRow = (o: Occurrence, tz: string, locale: Locale): PeriodRow => ({
  key: String(o.start),
  date: o.date,
  dateLabel: formatDate(o.date, locale, 'medium'),
  weekday: formatDate(o.date, locale, 'weekday'),
  kshaya: o.kshaya,
  start: timeLabel(o.start, tz, o.date, locale),
  end: timeLabel(o.end, tz, o.date, locale),
});

export interface TithiFinderView {
  /** The form's time, HH:mm, and the tithi whose next dates are listed. */
  time: string;
  tithi: number;
  /** Every tithi, with its paksha, for the form's list. */
  options: { number: number; name: string }[];
  result: { title: string; name: string; paksha: string; began: string; ends: string };
  chosen: string;
  dateLabel: string;
  next: PeriodRow[];
}

export function tithiFinderView(
  moment: TithiMoment,
  time: string,
  tithi: number,
  next: readonly Occurrence[],
  v: { date: string; tz: string; locale: Locale; names: Names },
): TithiFinderView {
  const n = v.names;
  const dateLabel = formatDate(v.date, v.locale, 'medium');
  return {
    time,
    tithi,
    options: Array.from({ length: 30 }, (_, i) => ({ number: i + 1, name: n.tithiInPaksha(i + 1) })),
    result: {
      title: `${dateLabel}, ${instantClock(moment.instant, v.tz).text}`,
      name: n.tithiInPaksha(moment.number),
      paksha: n.paksha(moment.paksha),
      began: timeLabel(moment.start, v.tz, v.date, v.locale),
      ends: timeLabel(moment.end, v.tz, v.date, v.locale),
    },
    chosen: n.tithiInPaksha(tithi),
    dateLabel,
    next: next.map((o) => periodRow(o, v.tz, v.locale)),
  };
}

export interface NakshatraFinderView {
  nakshatra: number | null;
  from: number;
  to: number;
  years: number[];
  /** The longest range listed at once. */
  maxYears: number;
  options: { number: number; name: string }[];
  /** The form's years out of order or too far apart: said at the form, no result. */
  rangeProblem: (YearRangeProblem & { max: number; lastTo: number }) | null;
  /** The chosen nakshatra's name and its periods; null until one is chosen (or the years are wrong). */
  result: { name: string; range: string; periods: PeriodRow[] } | null;
}

export function nakshatraFinderView(
  nakshatra: number | null,
  from: number,
  to: number,
  periods: readonly Occurrence[],
  v: { tz: string; locale: Locale; names: Names },
  rangeProblem: YearRangeProblem | null = null,
): NakshatraFinderView {
  const n = v.names;
  return {
    nakshatra,
    from,
    to,
    rangeProblem: rangeProblem && { ...rangeProblem, max: MAX_YEARS, lastTo: Math.min(rangeProblem.from + MAX_YEARS - 1, MAX_YEAR) },
    years: Array.from({ length: MAX_YEAR - MIN_YEAR + 1 }, (_, i) => MIN_YEAR + i),
    maxYears: MAX_YEARS,
    options: Array.from({ length: 27 }, (_, i) => ({ number: i + 1, name: n.nakshatra(i + 1) })),
    result: nakshatra && !rangeProblem
      ? {
          name: n.nakshatra(nakshatra),
          range: from === to ? String(from) : `${from}–${to}`,
          periods: periods.map((o) => periodRow(o, v.tz, v.locale)),
        }
      : null,
  };
}

/**
 * Input parsing and engine calls of the two finder pages: the tithi at a
 * date, time and place (/tithi-today) and every period of a nakshatra over
 * whole years (/nakshatra-finder). Query values are validated with zod; a
 * bad value is reported, never guessed.
 */
import { DateTime } from 'luxon';
import { z } from 'zod';
import { findNakshatra, findTithi, tithiAt, toLocalIso, type Place } from '@/engine';
import { MAX_DATE, MIN_DATE } from '@/lib/selection';
import { addDays } from './day';
import { occurrenceOf, type Occurrence } from './limb-dates';

export const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:MM (00:00-23:59)');
export const tithiNumberSchema = z.coerce.number().int().min(1).max(30);
export const nakshatraNumberSchema = z.coerce.number().int().min(1).max(27);

export const MIN_YEAR = Number(MIN_DATE.slice(0, 4));
export const MAX_YEAR = Number(MAX_DATE.slice(0, 4));
/** Longest range of years the nakshatra finder lists at once (about 135 periods). */
export const MAX_YEARS = 10;
export const yearSchema = z.coerce.number().int().min(MIN_YEAR).max(MAX_YEAR);

/** Local wall-clock HH:mm of an epoch instant in a zone. */
export function localClock(ms: number, tz: string): string {
  return DateTime.fromMillis(ms, { zone: tz }).toFormat('HH:mm');
}

export interface TithiMoment {
  /** ISO local instant asked about. */
  instant: string;
  number: number;
  paksha: 'Shukla' | 'Krishna';
  start: string;
  end: string;
}

/** The tithi holding at a local date and time at a place. */
export function tithiAtLocal(date: string, time: string, place: Place): TithiMoment {
  const dt = DateTime.fromISO(`${date}T${time}`, { zone: place.tz });
  if (!dt.isValid) throw new RangeError(`No such local time ${date} ${time} in ${place.tz}`);
  const instant = dt.toISO({ suppressMilliseconds: true })!;
  const t = tithiAt(instant);
  return {
    instant,
    number: t.number,
    paksha: t.paksha === 'Shukla' ? 'Shukla' : 'Krishna',
    start: toLocalIso(t.start, place.tz),
    end: toLocalIso(t.end, place.tz),
  };
}

/** The next `count` periods of a tithi that end after the given instant (about one a month). */
export function nextTithiDates(number: number, fromDate: string, place: Place, count = 12): Occurrence[] {
  const to = addDays(fromDate, Math.ceil(count * 29.6) + 31);
  return findTithi(number, fromDate, to > MAX_DATE ? MAX_DATE : to, place)
    .slice(0, count)
    .map(occurrenceOf);
}

/** Every period of a nakshatra that overlaps the years from..to at a place. */
export function nakshatraPeriods(number: number, fromYear: number, toYear: number, place: Place): Occurrence[] {
  return findNakshatra(number, `${fromYear}-01-01`, `${toYear}-12-31`, place).map(occurrenceOf);
}

export type YearRange = { ok: true; from: number; to: number } | { ok: false };

/** `year=2025`, or `from=2025&to=2027` (at most MAX_YEARS years, in order, within 1900-2100). */
export function parseYearRange(q: { year?: string; from?: string; to?: string }, fallback: number): YearRange {
  const parse = (v: string | undefined, dflt: number): number | null => {
    if (v === undefined || v === '') return dflt;
    const r = yearSchema.safeParse(v);
    return r.success ? r.data : null;
  };
  const from = parse(q.year ?? q.from, fallback);
  const to = from === null ? null : q.year !== undefined ? from : parse(q.to, from);
  if (from === null || to === null || to < from || to - from + 1 > MAX_YEARS) return { ok: false };
  return { ok: true, from, to };
}

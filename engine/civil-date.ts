/**
 * Civil dates (a day of the proleptic Gregorian calendar, no zone, no time):
 * the one definition of date arithmetic for the engine, the site and the
 * browser. Browser-safe on purpose: this module imports nothing, so client
 * components may use it without pulling in the ephemeris (as @hebcal/core
 * keeps its date package apart from the astronomy). It is the only engine
 * module the site's client code may import (eslint.config.mjs).
 *
 * Dates are `YYYY-MM-DD` strings at the edges and `CivilDate` objects
 * inside the engine; the arithmetic runs on UTC day numbers, so no zone or
 * daylight-saving rule can shift a date.
 */

export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

/** Supported civil dates: the Swiss Ephemeris files cover far more, the site promises 1900-2100. */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2100-12-31';

const MS_PER_DAY = 86_400_000;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a civil date (negative before). */
export const dayNumber = (d: CivilDate): number => Date.UTC(d.year, d.month - 1, d.day) / MS_PER_DAY;

/**
 * The civil date of a day number (proleptic Gregorian, as Date's UTC fields
 * read it, a fraction of a day cut as Date cuts milliseconds). By arithmetic
 * (H. Hinnant's civil_from_days), not a Date: under Cache Components Next
 * wraps the Date constructor on the server (node-environment-extensions/date.js),
 * which made constructing one the costlier part of the day's ~150 dates.
 */
export function fromDayNumber(n: number): CivilDate {
  const z = Math.floor(Math.trunc(n * MS_PER_DAY) / MS_PER_DAY) + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day: doy - Math.floor((153 * mp + 2) / 5) + 1 };
}

/** `YYYY-MM-DD` of a date that exists (2025-02-30 does not), else null. Range is not checked. */
export function civilDateOf(iso: string): CivilDate | null {
  const m = DATE_RE.exec(iso);
  if (!m) return null;
  const d = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  const back = fromDayNumber(dayNumber(d));
  return back.year === d.year && back.month === d.month && back.day === d.day ? d : null;
}

/** Whether a `YYYY-MM-DD` date lies in the supported range (ISO dates compare correctly as strings). */
export const inSupportedRange = (iso: string): boolean => iso >= MIN_DATE && iso <= MAX_DATE;

export function formatCivilDate(d: CivilDate): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(d.year).padStart(4, '0')}-${pad(d.month)}-${pad(d.day)}`;
}

/** `YYYY-MM-DD` of a year, month and day. */
export const isoDate = (year: number, month: number, day: number): string => formatCivilDate({ year, month, day });

/** The civil date `days` after `d`. */
export const addDays = (d: CivilDate, days: number): CivilDate => fromDayNumber(dayNumber(d) + days);

/** Whole days from `a` to `b`. */
export const daysBetween = (a: CivilDate, b: CivilDate): number => dayNumber(b) - dayNumber(a);

/** Day of week, 0 = Sunday. */
export const weekdayOf = (d: CivilDate): number => (((dayNumber(d) + 4) % 7) + 7) % 7;

export const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The `YYYY-MM-DD` fields, without checking that the day exists (a well-formed date from our own code). */
export function splitIsoDate(iso: string): CivilDate {
  const [year, month, day] = iso.split('-').map(Number);
  return { year, month, day };
}

/** `YYYY-MM-DD` plus whole days. */
export const shiftDate = (iso: string, days: number): string => formatCivilDate(addDays(splitIsoDate(iso), days));

/** Day of week of a `YYYY-MM-DD` date, 0 = Sunday. */
export const weekdayOfDate = (iso: string): number => weekdayOf(splitIsoDate(iso));

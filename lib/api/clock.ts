/**
 * The seed's time fields from the engine's ISO local strings
 * (`2025-11-22T17:11:49+05:30`): "HH:MM" and the civil date in the place's
 * zone, rounded to the nearest minute.
 *
 * Why rounded: the trusted reference rounds. Over the 63 times printed on its
 * four reference days (drik-days-dev.json), the engine's times rounded to
 * the minute match 50 exactly, truncated only 32 (sunrise 07:13:40 is
 * printed 07:14, Rahu Kaal 15:42:50 as 15:43). The date comes from the
 * rounded instant, so 23:59:40 is "00:00" of the next date, and the
 * instant is re-zoned (not its digits shifted) so a minute rounded across a
 * daylight-saving change gets the new offset.
 */
import { DateTime } from 'luxon';

const MINUTE = 60_000;

export interface Clock {
  /** "HH:MM" of an ISO instant; null stays null. */
  time(iso: string): string;
  time(iso: string | null): string | null;
  /** "YYYY-MM-DD" of the same rounded minute; null stays null. */
  date(iso: string): string;
  date(iso: string | null): string | null;
  /** A span as local "HH:MM" times with the civil dates they fall on. */
  span(start: string, end: string): { start: string; end: string; start_date: string; end_date: string };
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})([+-])(\d{2}):(\d{2}(?:\.\d+)?)$/;

/**
 * Epoch milliseconds of an engine ISO string. Parsed by hand because zones
 * kept local mean time into the 20th century (India used Madras time,
 * +05:21:10, until 1906) and the engine then writes the offset's minutes
 * with a fraction (`+05:21.1666...`), which Date.parse rejects.
 */
export function isoToMs(iso: string): number {
  const m = ISO.exec(iso);
  if (!m) throw new Error(`Not an ISO instant: ${iso}`);
  const wall = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]);
  const offsetMinutes = (m[7] === '-' ? -1 : 1) * (Number(m[8]) * 60 + Number(m[9]));
  return wall - Math.round(offsetMinutes * MINUTE);
}

function rounded(iso: string, tz: string): DateTime {
  return DateTime.fromMillis(Math.round(isoToMs(iso) / MINUTE) * MINUTE, { zone: tz });
}

/** Clock-time formatting in one IANA zone. */
export function clockIn(tz: string): Clock {
  const time = ((iso: string | null) => (iso === null ? null : rounded(iso, tz).toFormat('HH:mm'))) as Clock['time'];
  const date = ((iso: string | null) => (iso === null ? null : rounded(iso, tz).toISODate()!)) as Clock['date'];
  return {
    time,
    date,
    span: (start, end) => ({ start: time(start), end: time(end), start_date: date(start), end_date: date(end) }),
  };
}

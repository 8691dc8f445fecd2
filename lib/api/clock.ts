/**
 * The seed's time fields from the engine's ISO local strings
 * (`2025-11-22T17:11:49+05:30`): "HH:MM" and the civil date, rounded to the
 * nearest minute by the site's one time formatter (lib/format/time.ts, where
 * the evidence for rounding is written down), so the API and the pages
 * always show the same minute.
 */
import { clock24 } from '@/lib/format/time';

export interface Clock {
  /** "HH:MM" of an ISO local time; null stays null. */
  time(iso: string): string;
  time(iso: string | null): string | null;
  /** "YYYY-MM-DD" of the same rounded minute; null stays null. */
  date(iso: string): string;
  date(iso: string | null): string | null;
  /** A span as local "HH:MM" times with the civil dates they fall on. */
  span(start: string, end: string): { start: string; end: string; start_date: string; end_date: string };
}

function read(iso: string): { time: string; date: string } {
  const c = clock24(iso);
  if (!c) throw new Error(`Not an ISO local time: ${iso}`);
  return c;
}

const time = ((iso: string | null) => (iso === null ? null : read(iso).time)) as Clock['time'];
const date = ((iso: string | null) => (iso === null ? null : read(iso).date)) as Clock['date'];

export const clock: Clock = {
  time,
  date,
  span: (start, end) => ({ start: time(start), end: time(end), start_date: date(start), end_date: date(end) }),
};

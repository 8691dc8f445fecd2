/**
 * The seed's time fields from the engine's ISO local strings
 * (`2025-11-22T17:11:49+05:30`): "HH:MM" and "YYYY-MM-DD" in the place's own
 * zone. Seconds are dropped, not rounded, as lib/format/time.ts does for the
 * pages (printed panchangs truncate, and rounding could roll into the next
 * day), so the API and the pages show the same minute.
 */

/** "HH:MM" of an ISO local time; null stays null. */
export function hhmm(iso: string): string;
export function hhmm(iso: string | null): string | null;
export function hhmm(iso: string | null): string | null {
  return iso === null ? null : iso.slice(11, 16);
}

/** "YYYY-MM-DD" of an ISO local time; null stays null. */
export function isoDate(iso: string): string;
export function isoDate(iso: string | null): string | null;
export function isoDate(iso: string | null): string | null {
  return iso === null ? null : iso.slice(0, 10);
}

/** A span in the seed's form: local clock times and the civil dates they fall on. */
export function clockSpan(start: string, end: string) {
  return { start: hhmm(start), end: hhmm(end), start_date: isoDate(start), end_date: isoDate(end) };
}

/**
 * The seed's 12-hour clock, `h:mm AM/PM` in both languages (Hindi panchangs
 * print AM/PM too). Client-safe (no engine): the sidebar's ticking clock and
 * the times it reads from /api/panchang use it in the browser, and
 * lib/format/time.ts builds every server-side time label with it.
 */

/** `5:12 PM` for hour 17, minute 12; `5:12:09 PM` with seconds. */
export function clock12(hour: number, minute: number, second?: number): string {
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${h12}:${two(minute)}${second === undefined ? '' : `:${two(second)}`} ${hour < 12 ? 'AM' : 'PM'}`;
}

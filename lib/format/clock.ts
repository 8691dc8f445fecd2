/**
 * The seed's 12-hour clock, `h:mm AM/PM` in both languages (Hindi panchangs
 * print AM/PM too), or the 24-hour `HH:mm` a visitor may choose instead
 * (lib/conventions). Client-safe (no engine): the sidebar's ticking clock and
 * the times it reads from /api/panchang use it in the browser, and
 * lib/format/time.ts builds every server-side time label with it.
 */
import type { ClockStyle } from '@/lib/conventions/conventions';

const two = (n: number) => String(n).padStart(2, '0');

/** `5:12 PM` for hour 17, minute 12; `5:12:09 PM` with seconds. */
export function clock12(hour: number, minute: number, second?: number): string {
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${two(minute)}${second === undefined ? '' : `:${two(second)}`} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** `17:12` for hour 17, minute 12 (`05:12` in the morning); `17:12:09` with seconds. */
export function clock24h(hour: number, minute: number, second?: number): string {
  return `${two(hour)}:${two(minute)}${second === undefined ? '' : `:${two(second)}`}`;
}

/** A wall-clock reading in the visitor's clock style. */
export const clockText = (style: ClockStyle, hour: number, minute: number, second?: number): string =>
  style === '24h' ? clock24h(hour, minute, second) : clock12(hour, minute, second);

/**
 * The one place times are turned into display text. The seed's rules:
 * - 12-hour clock `h:mm AM/PM` in both languages (Hindi panchangs print AM/PM too),
 *   or the 24-hour `HH:mm` when the visitor chose it (the `clock` argument of
 *   the instant forms below; lib/conventions);
 * - the markers `--:--` (no time, e.g. no moonrise that day) and `N/A` pass
 *   through unchanged;
 * - `HH:mm` hours of 24 or more mean the next day(s) (the panchang day runs
 *   from sunrise to the next sunrise, so 25:10 is 1:10 AM the next morning);
 * - a range whose ends fall on another civil date than the day shown names
 *   that date: `11:40 PM – 12:32 AM, Nov 23`; when both ends share that date
 *   it is written once, after the end: `12:08 AM – 1:48 AM, Nov 24`.
 * Seconds are rounded to the nearest minute, as the trusted reference does:
 * of the 63 times printed on its four reference days (drik-days-dev.json)
 * the engine's times rounded match 50, truncated only 32 (sunrise 07:13:40
 * is printed 07:14). A time rounded past midnight moves to the next date
 * (23:59:40 on Nov 22 is 12:00 AM, Nov 23). The rounding works on the local
 * digits, so the API and the pages show the same minute.
 *
 * Pages hand over instants as numbers (epoch ms) with the place's zone
 * (`timeLabel`, `rangeLabel`, `dateTimeLabel`): the engine's wall clock
 * reads them, with the same second as its ISO strings, and the one rounding
 * rule below makes the minute. The string forms serve the API's "HH:MM"
 * fields and times written by hand.
 */
import { shiftDate, wallClock } from '@/engine';
import type { ClockStyle } from '@/lib/conventions/conventions';
import { clock12, clockText } from './clock';
import { formatDate, formatShortDate, type DateLocale } from './date';

export const NO_TIME = '--:--';
export const NOT_AVAILABLE = 'N/A';

export interface ClockTime {
  /** Civil date written in the input (ISO inputs only), `yyyy-MM-dd`. */
  date?: string;
  /** Whole days past the base date, from `HH:mm` hours >= 24. */
  dayOffset: number;
  hour: number; // 0-23
  minute: number;
}

const HM_RE = /^(\d{1,3}):(\d{2})(?::(\d{2}(?:\.\d+)?))?$/;
// Wall-clock time as written: the engine emits ISO strings in the city's own
// offset, so the digits are already local time and must not be re-zoned.
const ISO_RE = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}(?:\.\d+)?))?(?:Z|[+-]\d{2}:?\d{2})?$/;

/** Minutes since the start of the day, rounded to the nearest minute by the seconds. */
const roundedMinutes = (h: number, m: number, sec: string | number | undefined) => h * 60 + m + (Number(sec ?? 0) >= 30 ? 1 : 0);

/** The one rounding rule: a wall-clock reading on a civil date, to the nearest minute (past midnight: the next date). */
function roundedOnDate(date: string, h: number, m: number, sec: string | number | undefined): ClockTime {
  const total = roundedMinutes(h, m, sec);
  return { date: total >= 24 * 60 ? shiftDate(date, 1) : date, dayOffset: 0, hour: Math.floor(total / 60) % 24, minute: total % 60 };
}

/** Parses `HH:mm[:ss]` or an ISO date-time, rounded to the minute; null when it is neither. */
export function parseClockTime(value: string): ClockTime | null {
  const s = value.trim();
  const hm = HM_RE.exec(s);
  if (hm) {
    if (Number(hm[2]) > 59) return null;
    const total = roundedMinutes(Number(hm[1]), Number(hm[2]), hm[3]);
    const h = Math.floor(total / 60);
    return { dayOffset: Math.floor(h / 24), hour: h % 24, minute: total % 60 };
  }
  const iso = ISO_RE.exec(s);
  if (iso) {
    if (Number(iso[2]) > 23 || Number(iso[3]) > 59) return null;
    return roundedOnDate(iso[1], Number(iso[2]), Number(iso[3]), iso[4]);
  }
  return null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `HH:mm` (24-hour) and the civil date of an ISO local time, rounded to the minute; the API's fields. */
export function clock24(iso: string): { time: string; date: string } | null {
  const t = parseClockTime(iso);
  if (!t?.date) return null;
  return { time: `${pad(t.hour)}:${pad(t.minute)}`, date: t.date };
}

function isMarker(value: string | null | undefined): boolean {
  return value === NO_TIME || value === NOT_AVAILABLE;
}

/**
 * `h:mm AM/PM` for `HH:mm`, `HH:mm:ss` or ISO input. Empty input becomes
 * `--:--`; the markers and anything unrecognised are returned unchanged so a
 * bad value stays visible instead of turning into a plausible time.
 */
export function formatTime(value: string | null | undefined): string {
  if (value == null || value === '') return NO_TIME;
  if (isMarker(value)) return value;
  const t = parseClockTime(value);
  return t ? clock12(t.hour, t.minute) : value;
}

/** Civil date of a parsed time relative to the base date, if it can be known. */
function civilDate(t: ClockTime, baseDate: string | undefined): string | undefined {
  if (t.date) return t.date;
  return baseDate ? shiftDate(baseDate, t.dayOffset) : undefined;
}

export interface RangeOptions {
  locale?: DateLocale;
  /** The day being shown (`yyyy-MM-dd`); ends on other dates get their date appended. Defaults to the start's date. */
  baseDate?: string;
}

function endpoint(value: string, t: ClockTime | null, base: string | undefined, locale: DateLocale, withDate = true): string {
  if (!t) return formatTime(value);
  const text = clock12(t.hour, t.minute);
  const date = civilDate(t, base);
  if (date && base && date !== base) return withDate ? `${text}, ${formatShortDate(date, locale)}` : text;
  // Without any calendar date we can still say "next day".
  if (!date && t.dayOffset > 0) return withDate ? `${text} (+${t.dayOffset})` : text;
  return text;
}

/** Both ends on one date other than the base day: that date is written once, after the end. */
function sameOtherDay(a: string | undefined, b: string | undefined, base: string | undefined): boolean {
  return a !== undefined && a === b && a !== base;
}

/** `11:40 PM – 12:32 AM, Nov 23`: a start–end range, naming the date of any end not on the base day. */
export function formatTimeRange(
  start: string | null | undefined,
  end: string | null | undefined,
  { locale = 'en', baseDate }: RangeOptions = {},
): string {
  const s = start == null || start === '' ? NO_TIME : start;
  const e = end == null || end === '' ? NO_TIME : end;
  const ts = isMarker(s) ? null : parseClockTime(s);
  const te = isMarker(e) ? null : parseClockTime(e);
  const base = baseDate ?? ts?.date;
  const shared =
    ts !== null && te !== null &&
    (base ? sameOtherDay(civilDate(ts, base), civilDate(te, base), base) : ts.dayOffset > 0 && ts.dayOffset === te.dayOffset);
  return `${endpoint(s, ts, base, locale, !shared)} – ${endpoint(e, te, base, locale)}`;
}

/** The displayed minute of an instant (epoch ms) in a zone: the civil date it falls on and `5:12 PM`. */
export function instantClock(ms: number, tz: string, clock: ClockStyle = '12h'): { date: string; text: string } {
  const c = wallClock(ms, tz);
  const t = roundedOnDate(c.date, c.hour, c.minute, c.second);
  return { date: t.date as string, text: clockText(clock, t.hour, t.minute) };
}

/** `5:12 PM`, or `2:37 AM, Nov 23` when the instant's minute is not on `baseDate`; `--:--` for none. */
export function timeLabel(ms: number | null | undefined, tz: string, baseDate: string, locale: DateLocale, clock: ClockStyle = '12h'): string {
  if (ms == null) return NO_TIME;
  const c = instantClock(ms, tz, clock);
  return c.date === baseDate ? c.text : `${c.text}, ${formatShortDate(c.date, locale)}`;
}

/** `6:53 AM, Nov 27`: an instant with its date whatever the day shown (the two ends of a day-long span). */
export function datedTimeLabel(ms: number, tz: string, locale: DateLocale, clock: ClockStyle = '12h'): string {
  const c = instantClock(ms, tz, clock);
  return `${c.text}, ${formatShortDate(c.date, locale)}`;
}

/**
 * `11:40 PM – 12:32 AM, Nov 23`: a window of the day `baseDate`, naming the date of an end on another day,
 * once when both ends share it (`12:08 AM – 1:48 AM, Nov 24`).
 */
export function rangeLabel(start: number, end: number, tz: string, baseDate: string, locale: DateLocale, clock: ClockStyle = '12h'): string {
  const s = instantClock(start, tz, clock);
  const e = instantClock(end, tz, clock);
  if (sameOtherDay(s.date, e.date, baseDate)) return `${s.text} – ${e.text}, ${formatShortDate(e.date, locale)}`;
  return `${timeLabel(start, tz, baseDate, locale, clock)} – ${timeLabel(end, tz, baseDate, locale, clock)}`;
}

/** An instant's displayed minute in a zone: its civil date, the date's label, the time and both together (dateTimeLabel). */
export function instantLabels(ms: number, tz: string, locale: DateLocale, clock: ClockStyle = '12h'): { date: string; dateLabel: string; time: string; when: string } {
  const c = instantClock(ms, tz, clock);
  const dateLabel = formatDate(c.date, locale, 'medium');
  return { date: c.date, dateLabel, time: c.text, when: `${dateLabel}, ${c.text}` };
}

/** `Nov 22, 2025, 5:11 PM`: an instant with its full date (tables spanning months). */
export function dateTimeLabel(ms: number, tz: string, locale: DateLocale, clock: ClockStyle = '12h'): string {
  return instantLabels(ms, tz, locale, clock).when;
}

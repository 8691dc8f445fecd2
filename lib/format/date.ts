/**
 * Calendar dates (`yyyy-MM-dd`, a civil date with no zone) as display text in
 * English or Hindi. Formatting happens in UTC on purpose: the input is already
 * the civil date of the place, and no zone conversion may shift it.
 */
import type { Locale } from '@/i18n/routing';

export type DateLocale = Locale;

/** BCP-47 tags: US English month-first order (`Nov 23`), Hindi (India) names in Devanagari with Latin digits. */
const INTL_LOCALE: Record<DateLocale, string> = { en: 'en-US', hi: 'hi-IN' };

export type DateStyle = 'full' | 'long' | 'medium' | 'short' | 'monthYear' | 'weekday' | 'month' | 'weekdayShort';

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  // Saturday, November 22, 2025 / शनिवार, 22 नवंबर 2025
  full: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  // November 22, 2025 / 22 नवंबर 2025
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  // Nov 22, 2025
  medium: { day: 'numeric', month: 'short', year: 'numeric' },
  // Nov 22
  short: { day: 'numeric', month: 'short' },
  // November 2025
  monthYear: { month: 'long', year: 'numeric' },
  // Saturday
  weekday: { weekday: 'long' },
  // November (the date picker's month list)
  month: { month: 'long' },
  // Sat (calendar column heads)
  weekdayShort: { weekday: 'short' },
};

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: DateLocale, style: DateStyle): Intl.DateTimeFormat {
  const key = `${locale}:${style}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...OPTIONS[style], timeZone: 'UTC' });
    cache.set(key, f);
  }
  return f;
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Texts the server already formatted for the page (KnownDates): the browser
 * shows them without creating an Intl formatter, whose first use on a page
 * loads ICU's data in the middle of hydration (issue 24). The same text
 * Intl would give, since the server formatted it with this function.
 */
const known = new Map<string, string>();
const knownKey = (date: string, locale: DateLocale, style: DateStyle) => `${locale}:${style}:${date}`;

/** Keeps a text formatDate(date, locale, style) gave on the server (a page hands over one or two). */
export function rememberFormattedDate(date: string, locale: DateLocale, style: DateStyle, text: string): void {
  // Bounded: the server renders KnownDates too, for every date a crawler asks.
  if (known.size > 64) known.clear();
  known.set(knownKey(date, locale, style), text);
}

/** Formats a `yyyy-MM-dd` civil date; anything else is returned unchanged. */
export function formatDate(date: string, locale: DateLocale = 'en', style: DateStyle = 'long'): string {
  const kept = known.get(knownKey(date, locale, style));
  if (kept !== undefined) return kept;
  const m = DATE_RE.exec(date);
  if (!m) return date;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (Number.isNaN(t)) return date;
  return formatter(locale, style).format(t);
}

/** `Nov 23` / `23 नव॰`: the date appended to times that fall on another day. */
export function formatShortDate(date: string, locale: DateLocale = 'en'): string {
  return formatDate(date, locale, 'short');
}

/** `22-11-2025`: the date picker's dd-MM-yyyy text, the same in every language. */
export function formatNumericDate(date: string): string {
  const m = DATE_RE.exec(date);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : date;
}

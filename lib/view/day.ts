/**
 * Turns the engine's Panchang (ISO local times, English keys) into the rows
 * the pages show: localized names, "till 5:11 PM" badges, times labelled with
 * their date when they fall on another day. Time text comes only from
 * lib/format (formatTime, formatTimeRange, formatShortDate).
 */
import { DateTime } from 'luxon';
import type { KaranaSegment, MasaInfo, Panchang, Segment, TithiSegment } from '@/engine';
import type { Locale } from '@/i18n/routing';
import { formatDate, formatShortDate } from '@/lib/format/date';
import { clock24, formatTime, formatTimeRange, NO_TIME } from '@/lib/format/time';
import { namesFor } from '@/lib/names/names';
import { nameOf, pakshaName, type LimbKind } from './names';

/** `yyyy-MM-dd` plus whole days (civil arithmetic, no zone). */
export function addDays(date: string, days: number): string {
  return DateTime.fromISO(date, { zone: 'utc' }).plus({ days }).toISODate()!;
}

/** The civil date written in an ISO local time (`2025-11-23T02:37:34+05:30` → `2025-11-23`). */
export const isoDate = (iso: string) => iso.slice(0, 10);

/** `5:11 PM`, or `2:37 AM, Nov 23` when the instant is not on `baseDate`; `--:--` for none. */
export function instantLabel(iso: string | null | undefined, baseDate: string, locale: Locale): string {
  if (!iso) return NO_TIME;
  const text = formatTime(iso);
  // The date of the displayed (rounded) minute: 23:59:40 shows as 12:00 AM of the next day.
  const d = clock24(iso)?.date ?? isoDate(iso);
  return d === baseDate ? text : `${text}, ${formatShortDate(d, locale)}`;
}

/** `Nov 22, 2025, 5:11 PM`: an instant with its full date (finder tables spanning months). */
export function dateTimeLabel(iso: string, locale: Locale): string {
  const d = clock24(iso)?.date ?? isoDate(iso);
  return `${formatDate(d, locale, 'medium')}, ${formatTime(iso)}`;
}

/** `11:40 PM – 12:32 AM, Nov 23` for a window of the day `baseDate`. */
export const rangeLabel = (start: string, end: string, baseDate: string, locale: Locale) =>
  formatTimeRange(start, end, { locale, baseDate });

/** How long a limb lasts within the Panchang day: till a time, the whole day, or past the next sunrise. */
export type Badge = { kind: 'till'; time: string } | { kind: 'allDay' } | { kind: 'fullNight' };

export interface SegmentRow {
  key: string;
  name: string;
  badge: Badge;
}

export type SegmentKind = 'tithi' | 'nakshatra' | 'yoga' | 'karana' | 'rashi';

/** Tithi names carry their paksha, except Purnima and Amavasya which name it already. */
function tithiName(s: TithiSegment, locale: Locale): string {
  const name = nameOf('tithi', s.number, locale);
  return s.number === 15 || s.number === 30 ? name : `${pakshaName(s.paksha, locale)} ${name}`;
}

export function segmentRows(kind: SegmentKind, segs: readonly Segment[], baseDate: string, locale: Locale): SegmentRow[] {
  return segs.map((s, i) => ({
    key: `${kind}-${s.number}-${i}`,
    name: kind === 'tithi' ? tithiName(s as TithiSegment, locale) : nameOf(kind, kind === 'karana' ? (s as KaranaSegment).kind : s.number, locale),
    badge:
      s.end !== null
        ? { kind: 'till', time: instantLabel(s.end, baseDate, locale) }
        : segs.length === 1
          ? { kind: 'allDay' }
          : { kind: 'fullNight' },
  }));
}

/** `Margashirsha` / `Adhika Jyeshtha`. */
export const masaName = (m: MasaInfo, locale: Locale): string => namesFor(locale).masa(m);

export const localized = (kind: LimbKind, n: number, locale: Locale) => nameOf(kind, n, locale);

/** The tithi, nakshatra... current at sunrise: the first segment (segments start at or before sunrise). */
export const atSunrise = <T extends Segment>(segs: readonly T[]): T => segs[0];

/** Short facts of a day for cards and descriptions: tithi and nakshatra at sunrise, localized. */
export function daySummary(p: Panchang, locale: Locale) {
  const tithi = atSunrise(p.tithi);
  return {
    tithi: tithiName(tithi, locale),
    nakshatra: nameOf('nakshatra', atSunrise(p.nakshatra).number, locale),
    paksha: pakshaName(p.paksha, locale),
    vara: nameOf('vara', p.vara.number, locale),
  };
}

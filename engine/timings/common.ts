/**
 * What every timing table shares: the day/night frame of a Panchang day
 * and the header that tells a caller which date, zone and polar state the
 * table belongs to. Inside the engine times are JD UT; they become ISO
 * local strings only when a table is formatted.
 */
import type { Polar, RawDay } from '../day';
import { PanchangInputError } from '../errors';
import { formatCivilDate, isoToJd, localDateOf, MAX_DATE, MIN_DATE } from '../time';
import { localIsoFormatter } from '../time';

export type Period = 'day' | 'night';

export interface TimingsHeader {
  /** The Panchang date (its sunrise's civil date), YYYY-MM-DD. */
  date: string;
  tz: string;
  /** 'polar-day' / 'polar-night' where the Sun does not rise or set on this date. */
  polar: Polar;
  /**
   * True when the Sun does not rise on this date: the windows counted from
   * sunrise (and the day's choghadiya, hora and lagna table) are then absent,
   * never NaN.
   */
  noSunrise: boolean;
}

export function headerOf(day: RawDay): TimingsHeader {
  return { date: formatCivilDate(day.date), tz: day.place.tz, polar: day.polar, noSunrise: day.sunrise === null };
}

/** The daytime (sunrise to sunset) of a Panchang day, when the Sun rises and sets. */
export function daySpan(day: RawDay): [number, number] | null {
  return day.sunrise !== null && day.sunset !== null && day.sunset > day.sunrise ? [day.sunrise, day.sunset] : null;
}

/** The night (sunset to next sunrise) of a Panchang day. */
export function nightSpan(day: RawDay): [number, number] | null {
  return day.sunset !== null && day.nextSunrise !== null && day.nextSunrise > day.sunset
    ? [day.sunset, day.nextSunrise]
    : null;
}

/** The day and the night of a Panchang day that exist (neither in polar day or night), in that order. */
export function dayAndNight(day: RawDay): [Period, [number, number]][] {
  const out: [Period, [number, number]][] = [];
  const d = daySpan(day);
  const n = nightSpan(day);
  if (d) out.push(['day', d]);
  if (n) out.push(['night', n]);
  return out;
}

/**
 * ISO local formatter for the instants of a Panchang day's tables (they
 * lie within half a day of it; others are formatted the slow, exact way).
 */
export function dayFormatter(day: RawDay): (jd: number) => string {
  return localIsoFormatter(day.place.tz, day.dayStart - 0.5, day.dayEnd + 0.5);
}

/** Part `index` (0-based) of `count` equal parts of [start, end]. */
export function partOf(span: [number, number], count: number, index: number): [number, number] {
  const len = (span[1] - span[0]) / count;
  return [span[0] + index * len, index === count - 1 ? span[1] : span[0] + (index + 1) * len];
}

/** JD UT of an instant given as JD UT or ISO 8601 with offset, within the supported years. */
export function instantToJd(instant: number | string, tz: string): number {
  const t = typeof instant === 'string' ? isoToJd(instant) : instant;
  if (typeof t !== 'number' || !Number.isFinite(t)) {
    throw new PanchangInputError('instant', `Invalid instant "${String(instant)}"`);
  }
  const date = formatCivilDate(localDateOf(t, tz));
  if (date < MIN_DATE || date > MAX_DATE) {
    throw new PanchangInputError('instant', `Instant ${String(instant)} is outside ${MIN_DATE} to ${MAX_DATE}`);
  }
  return t;
}

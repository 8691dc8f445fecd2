/**
 * Cache-Control for the Panchang API. A result for an explicit date and place
 * is a pure function of the request (the ephemeris does not change), so
 * browsers keep it a day and shared caches a year; it only changes with a
 * new engine, which is a deploy. A result that depends on the clock (the
 * default date "today", or a `current` period) is cached briefly.
 */

import { DateTime } from 'luxon';

/** Deterministic results (a shared cache may also serve one stale while it fetches it again). */
export const CACHE_LONG = 'public, max-age=86400, s-maxage=31536000, stale-while-revalidate=86400, immutable';
/** Results that depend on the clock: a minute, so a `current` period is at most a minute stale. */
export const SHORT_SECONDS = 60;
export const CACHE_SHORT = `public, max-age=${SHORT_SECONDS}, s-maxage=${SHORT_SECONDS}, stale-while-revalidate=${SHORT_SECONDS}`;

const MAX_SECONDS = 86_400;

export function cacheForSeconds(seconds: number): string {
  const s = Math.max(SHORT_SECONDS, Math.min(MAX_SECONDS, Math.floor(seconds)));
  return `public, max-age=${s}, s-maxage=${s}, stale-while-revalidate=${SHORT_SECONDS}`;
}

/** Seconds from `now` to the next midnight in `tz`. */
export function secondsUntilMidnight(tz: string, now: Date): number {
  const t = DateTime.fromJSDate(now, { zone: tz });
  return t.plus({ days: 1 }).startOf('day').diff(t, 'seconds').seconds;
}

/**
 * A result without a `current` part: long when the date was given; when it
 * defaulted to today, until today ends in the place's zone.
 */
export function cacheForDate(dateFromUrl: boolean, tz: string, now: Date): string {
  return dateFromUrl ? CACHE_LONG : cacheForSeconds(secondsUntilMidnight(tz, now));
}

/**
 * A result with a `current` part (choghadiya, hora, lagna) for a Panchang day
 * spanning [dayStartMs, dayEndMs): once the day is over nothing changes; while
 * it runs `current` moves; before it starts the result holds until it starts.
 */
export function cacheForLiveDay(dateFromUrl: boolean, dayStartMs: number, dayEndMs: number, nowMs: number): string {
  if (!dateFromUrl) return CACHE_SHORT;
  if (nowMs >= dayEndMs) return CACHE_LONG;
  if (nowMs >= dayStartMs) return CACHE_SHORT;
  return cacheForSeconds((dayStartMs - nowMs) / 1000);
}

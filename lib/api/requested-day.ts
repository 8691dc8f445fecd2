/** The Panchang day an API request asks for (its date and place parameters), and the Cache-Control of results that show what holds now. */
import { computeDay, jdToMs, type RawDay } from '@/engine';
import { cacheForLiveDay } from './cache';
import type { ApiRequest } from './handler';
import { dayInput, resolveLocation, type ResolvedLocation } from './location';

export function requestedDay({ url, now }: ApiRequest): { loc: ResolvedLocation; day: RawDay } {
  const loc = resolveLocation(url.searchParams, now);
  return { loc, day: computeDay(dayInput(loc)) };
}

/** Cache-Control of a result with a `current` period (see cacheForLiveDay). */
export function liveCacheControl(loc: ResolvedLocation, day: RawDay, now: Date): string {
  return cacheForLiveDay(loc.dateFromUrl, jdToMs(day.dayStart), jdToMs(day.dayEnd), now.getTime());
}

/**
 * Retention: raw events are kept RETENTION_DAYS days, then rolled up into
 * the daily aggregates (kept for good) and deleted; a day's visitor salt is
 * deleted once the day is over, so its hashes can no longer be recomputed.
 * Runs when the server starts and every day just after midnight (runtime.ts).
 */
import { shiftDate } from '@/lib/calendar-grid';
import { todayInZone } from '@/lib/selection';
import { DEFAULT_TIME_ZONE } from '@/lib/site';
import type { AnalyticsStore, ExpireResult } from './store';

export const RETENTION_DAYS = 90;

/** Analytics days are calendar days of the site's zone (India), where most visitors are. */
export function analyticsDay(at: number): string {
  return todayInZone(DEFAULT_TIME_ZONE, new Date(at));
}

/** The first day whose raw events are kept at `now`. */
export function retentionCutoff(now: number): string {
  return shiftDate(analyticsDay(now), -RETENTION_DAYS);
}

export function runRetention(store: AnalyticsStore, now: number): Promise<ExpireResult> {
  return store.expire(retentionCutoff(now), analyticsDay(now));
}

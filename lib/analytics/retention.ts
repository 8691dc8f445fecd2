/**
 * Retention: raw events are kept RETENTION_DAYS days, then rolled up into
 * the daily aggregates (kept for good) and deleted; a day's visitor salt is
 * deleted once the day is over, so its hashes can no longer be recomputed.
 * Runs when the server starts and every day just after midnight (runtime.ts).
 */
import { DateTime } from 'luxon';
import { shiftDate } from '@/engine/civil-date';
import { DEFAULT_TIME_ZONE } from '@/lib/site';
import type { AnalyticsStore, ExpireResult } from './store';

export const RETENTION_DAYS = 90;

// The last day looked up: nearly every event of a batch (and of the next one) falls in it.
let last: { start: number; end: number; day: string } | null = null;

/** Analytics days are calendar days of the site's zone (India), where most visitors are. */
export function analyticsDay(at: number): string {
  if (last && at >= last.start && at < last.end) return last.day;
  const start = DateTime.fromMillis(at, { zone: DEFAULT_TIME_ZONE }).startOf('day');
  last = { start: start.toMillis(), end: start.plus({ days: 1 }).toMillis(), day: start.toISODate()! };
  return last.day;
}

/** The first day whose raw events are kept at `now`. */
export function retentionCutoff(now: number): string {
  return shiftDate(analyticsDay(now), -RETENTION_DAYS);
}

export function runRetention(store: AnalyticsStore, now: number): Promise<ExpireResult> {
  return store.expire(retentionCutoff(now), analyticsDay(now));
}

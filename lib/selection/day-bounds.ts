import { IANAZone } from 'luxon';
import { shiftDate } from '@/engine';
import type { KnownDay } from './known-day';

/**
 * The first instant of a civil date in a zone: local midnight under the
 * offset in force just before or just after it (UTC midnight less the zone's
 * offset there, then less the offset at that guess), the earliest of them
 * that the zone's clock shows on that date. A midnight a DST change skips
 * begins the day at the change; one it repeats, at its first occurrence.
 * Pure: luxon's DateTime constructors read the clock, which a prerender may not.
 */
function dayStart(zone: IANAZone, date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const utcMidnight = Date.UTC(y, m - 1, d);
  const localDate = (ms: number) => new Date(ms + zone.offset(ms) * 60_000).toISOString().slice(0, 10);
  const first = utcMidnight - zone.offset(utcMidnight) * 60_000;
  const second = utcMidnight - zone.offset(first) * 60_000;
  const third = utcMidnight - zone.offset(second) * 60_000;
  const onDate = [first, second, third].filter((ms) => localDate(ms) === date);
  return onDate.length > 0 ? Math.min(...onDate) : NaN;
}

/** The instants `date` starts and ends in `timeZone` (23 or 25 hours across a DST change); NaN bounds for an unknown zone. */
export function knownDay(timeZone: string, date: string): KnownDay {
  const zone = IANAZone.create(timeZone);
  if (!zone.isValid) return { timeZone, date, start: NaN, end: NaN };
  return { timeZone, date, start: dayStart(zone, date), end: dayStart(zone, shiftDate(date, 1)) };
}

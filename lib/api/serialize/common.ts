/** The head every timings response shares: which day, where, and whether the Sun rises. */
import { names, type RawDay, type TimingsHeader } from '@/engine';
import { locationBlock, type ResolvedLocation } from '../location';

export function timingsHead(loc: ResolvedLocation, day: RawDay, header: TimingsHeader) {
  return {
    date: header.date,
    day: names.VARA_NAMES[day.weekday].en,
    location: locationBlock(loc),
    polar: header.polar,
    noSunrise: header.noSunrise,
  };
}

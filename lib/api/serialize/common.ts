/** The head every timings response shares: which day, where, and whether the Sun rises. */
import type { RawDay, TimingsHeader } from '@/engine';
import { namesFor } from '@/lib/names/names';
import { locationBlock, type ResolvedLocation } from '../resolved';

export function timingsHead(loc: ResolvedLocation, day: RawDay, header: TimingsHeader) {
  return {
    date: header.date,
    day: namesFor('en').vara(day.weekday + 1),
    location: locationBlock(loc),
    conventions: loc.conventions,
    polar: header.polar,
    noSunrise: header.noSunrise,
  };
}

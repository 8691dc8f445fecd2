/**
 * GET /api/regional-month: a month of a regional solar calendar with its
 * English names (lib/names/named.ts), the reason for each of its two day-1s,
 * and each of its days with the civil date.
 */
import { shiftDate, type SolarMonth } from '@/engine';
import { namedSolarMonth } from '@/lib/names/named';
import { namesFor } from '@/lib/names/names';
import { locationBlock, type ResolvedPlace } from '../resolved';

export function serializeRegionalMonth(m: SolarMonth, place: ResolvedPlace) {
  const { calendar, ...month } = namedSolarMonth(m, namesFor('en'));
  return {
    region: calendar,
    ...month,
    dates: Array.from({ length: m.days }, (_, i) => ({ day: i + 1, date: shiftDate(m.start, i) })),
    location: locationBlock(place),
    conventions: place.conventions,
  };
}

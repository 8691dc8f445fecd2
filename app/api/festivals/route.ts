/**
 * GET /api/festivals?year=YYYY[&month=MM]&lat=&lon=&tz=   (or &city=slug)
 * Every vrat and festival of the year (or month) at the place, by date.
 */
import { z } from 'zod';
import { computeFestivals, computeFestivalsMonth } from '@/engine';
import {
  CACHE_DETERMINISTIC,
  engineCall,
  error,
  firstIssue,
  json,
  params,
  PLACE_PARAMS,
  placeQuery,
  resolvePlace,
  wholeNumber,
} from './_shared';

export const runtime = 'nodejs';

const query = placeQuery.extend({
  year: wholeNumber('year', 1900, 2100),
  month: wholeNumber('month', 1, 12).optional(),
});

export async function GET(request: Request): Promise<Response> {
  const parsed = query.safeParse(params(request.url, ['year', 'month', ...PLACE_PARAMS]));
  if (!parsed.success) return error(400, firstIssue(parsed.error as z.ZodError));
  const place = resolvePlace(parsed.data);
  if (place instanceof Response) return place;
  const { year, month } = parsed.data;
  const input = { year, lat: place.lat, lon: place.lon, tz: place.tz };
  return engineCall(() => {
    const list = month === undefined ? computeFestivals(input) : computeFestivalsMonth({ ...input, month });
    return json(
      { year, ...(month === undefined ? {} : { month }), place: { ...list.place, ...(place.city ? { city: place.city } : {}) }, events: list.events },
      CACHE_DETERMINISTIC,
    );
  });
}

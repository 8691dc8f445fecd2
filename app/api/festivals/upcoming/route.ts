/**
 * GET /api/festivals/upcoming?days=30[&from=YYYY-MM-DD][&significance=high]&lat=&lon=&tz=   (or &city=slug)
 * The events from a date (default: today at the place) for the next `days`
 * days, for the site's upcoming-festival cards. `significance` keeps events
 * of at least that level (high, medium, low).
 */
import { DateTime } from 'luxon';
import { z } from 'zod';
import { upcomingFestivals } from '@/engine';
import {
  CACHE_DETERMINISTIC,
  CACHE_TODAY,
  engineCall,
  error,
  firstIssue,
  json,
  params,
  PLACE_PARAMS,
  placeQuery,
  resolvePlace,
  wholeNumber,
} from '../_shared';

export const runtime = 'nodejs';

const LEVELS = ['high', 'medium', 'low'] as const;

const query = placeQuery.extend({
  days: wholeNumber('days', 1, 366).default(30),
  from: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'from must be a date YYYY-MM-DD')
    .optional(),
  significance: z.enum(LEVELS, { error: 'significance must be high, medium or low' }).optional(),
});

export async function GET(request: Request): Promise<Response> {
  const parsed = query.safeParse(params(request.url, ['days', 'from', 'significance', ...PLACE_PARAMS]));
  if (!parsed.success) return error(400, firstIssue(parsed.error as z.ZodError));
  const place = resolvePlace(parsed.data);
  if (place instanceof Response) return place;
  const { days, significance } = parsed.data;
  return engineCall(() => {
    // "Today" is the civil date at the place, not on the server.
    const from = parsed.data.from ?? DateTime.now().setZone(place.tz).toISODate();
    if (!from) return error(400, `tz: unknown time zone "${place.tz}"`);
    const list = upcomingFestivals({ from, days, lat: place.lat, lon: place.lon, tz: place.tz });
    const max = significance ? LEVELS.indexOf(significance) : LEVELS.length - 1;
    const events = list.events.filter((e) => LEVELS.indexOf(e.significance) <= max);
    return json(
      { from, days, place: { ...list.place, ...(place.city ? { city: place.city } : {}) }, events },
      parsed.data.from ? CACHE_DETERMINISTIC : CACHE_TODAY,
    );
  });
}

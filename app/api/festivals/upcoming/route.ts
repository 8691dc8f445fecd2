/**
 * GET /api/festivals/upcoming?days=30[&from=YYYY-MM-DD][&significance=high]&lat=&lon=&tz=   (or &city=slug) [&sunrise=]
 * The events from a date (default: today at the place) for the next `days`
 * days, for the site's upcoming-festival cards. `significance` keeps events
 * of at least that level (high, medium, low).
 */
import { z } from 'zod';
import { cacheForDate } from '@/lib/api/cache';
import { apiRoute } from '@/lib/api/handler';
import { resolvePlace } from '@/lib/api/location';
import { festivalsUpcoming } from '@/lib/festivals';
import { parseQuery, wholeNumber } from '@/lib/api/query';
import { serializeFestivalEvent } from '@/lib/api/serialize/festivals';
import { todayInZone } from '@/lib/selection/params';
import { festivalPlace } from '../_place';

export const runtime = 'nodejs';

const LEVELS = ['high', 'medium', 'low'] as const;

const query = z.object({
  days: wholeNumber('days', 1, 366).default(30),
  // Only the form here: the engine checks the calendar day and the supported range, naming `from`.
  from: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'from must be a date YYYY-MM-DD')
    .optional(),
  significance: z.enum(LEVELS, { error: 'significance must be high, medium or low' }).optional(),
});

export const GET = apiRoute(async ({ url, now }) => {
  const q = parseQuery(query, url.searchParams);
  const place = resolvePlace(url.searchParams);
  // "Today" is the civil date at the place, not on the server.
  const from = q.from ?? todayInZone(place.tz, now);
  const list = await festivalsUpcoming({ from, days: q.days, lat: place.lat, lon: place.lon, tz: place.tz, options: place.options });
  const max = q.significance ? LEVELS.indexOf(q.significance) : LEVELS.length - 1;
  const events = list.events.filter((e) => LEVELS.indexOf(e.significance) <= max).map((e) => serializeFestivalEvent(e, place.city?.slug ?? null));
  return {
    body: { from, days: q.days, place: festivalPlace(list.place, place), events },
    // "From today" moves with the clock; an explicit date does not.
    cacheControl: cacheForDate(q.from !== undefined, place.tz, now),
  };
});

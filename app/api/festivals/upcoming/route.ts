/**
 * GET /api/festivals/upcoming?days=30[&from=YYYY-MM-DD][&significance=high]&lat=&lon=&tz=   (or &city=slug) [&masa=&sunrise=]
 * The events from a date (default: today at the place) for the next `days`
 * days, for the site's upcoming-festival cards. `significance` keeps events
 * of at least that level (high, medium, low).
 */
import { cacheForDate } from '@/lib/api/cache';
import { apiRoute } from '@/lib/api/handler';
import { resolvePlace } from '@/lib/api/location';
import { festivalsUpcoming } from '@/lib/festivals';
import { parseQuery } from '@/lib/api/query';
import { SIGNIFICANCE_LEVELS as LEVELS, upcomingEndpoint, upcomingQuery } from '@/lib/api/endpoints/festivals';
import { serializeFestivalEvent } from '@/lib/api/serialize/festivals';
import { todayInZone } from '@/lib/selection/params';
import { festivalPlace } from '../_place';

// Not proxied (lib/api/edge.ts): the refusals the proxy would answer.
export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/edge';

export const GET = apiRoute(upcomingEndpoint, async ({ url, now }) => {
  const q = parseQuery(upcomingQuery, url.searchParams);
  const place = resolvePlace(url.searchParams);
  // "Today" is the civil date at the place, not on the server.
  const from = q.from ?? todayInZone(place.tz, now);
  const list = await festivalsUpcoming({ from, days: q.days, lat: place.lat, lon: place.lon, tz: place.tz, options: place.options });
  const max = q.significance ? LEVELS.indexOf(q.significance) : LEVELS.length - 1;
  const events = list.events.filter((e) => LEVELS.indexOf(e.significance) <= max).map((e) => serializeFestivalEvent(e, place.city?.slug ?? null, place.conventions));
  return {
    body: { from, days: q.days, place: festivalPlace(list.place, place), conventions: place.conventions, events },
    // "From today" moves with the clock; an explicit date does not.
    cacheControl: cacheForDate(q.from !== undefined, place.tz, now),
  };
});

/**
 * GET /api/festivals?year=YYYY[&month=MM]&lat=&lon=&tz=   (or &city=slug) [&masa=&sunrise=]
 * Every vrat and festival of the year (or month) at the place, by date, each
 * with its English and Hindi name, English description, the address of its
 * page, and the reason for its date in both languages.
 */
import { CACHE_LONG } from '@/lib/api/cache';
import { apiRoute } from '@/lib/api/handler';
import { resolvePlace } from '@/lib/api/location';
import { festivalMonth, festivalYear } from '@/lib/festivals';
import { parseQuery } from '@/lib/api/query';
import { festivalsEndpoint, festivalsQuery } from '@/lib/api/endpoints/festivals';
import { serializeFestivalEvent } from '@/lib/api/serialize/festivals';
import { festivalPlace } from './_place';

// Not proxied (lib/api/edge.ts): the refusals the proxy would answer.
export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/edge';

export const GET = apiRoute(festivalsEndpoint, async ({ url }) => {
  const { year, month } = parseQuery(festivalsQuery, url.searchParams);
  const place = resolvePlace(url.searchParams);
  const input = { year, lat: place.lat, lon: place.lon, tz: place.tz, options: place.options };
  const list = month === undefined ? await festivalYear(input) : await festivalMonth({ ...input, month });
  return {
    body: {
      year,
      ...(month === undefined ? {} : { month }),
      place: festivalPlace(list.place, place),
      conventions: place.conventions,
      events: list.events.map((e) => serializeFestivalEvent(e, place.city?.slug ?? null, place.conventions)),
    },
    // A year at a place is a pure function of the request.
    cacheControl: CACHE_LONG,
  };
});

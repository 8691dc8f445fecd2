/**
 * GET /api/regional-month?region=tamil&year=1947&month=8&city=chennai (or &lat=&lon=&tz=) [&sunrise=]:
 * a month of the Tamil, Bengali, Malayalam or Odia solar calendar at a place.
 */
import { solarMonth } from '@/engine';
import { CACHE_LONG } from '@/lib/api/cache';
import { regionalMonthEndpoint, regionalMonthQuery } from '@/lib/api/endpoints/regional';
import { apiRoute } from '@/lib/api/handler';
import { resolvePlace } from '@/lib/api/location';
import { parseQuery } from '@/lib/api/query';
import { serializeRegionalMonth } from '@/lib/api/serialize/regional';

// Not proxied (lib/api/edge.ts): the refusals the proxy would answer.
export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/edge';

export const GET = apiRoute(regionalMonthEndpoint, ({ url }) => {
  const { region, year, month } = parseQuery(regionalMonthQuery, url.searchParams);
  const place = resolvePlace(url.searchParams);
  const m = solarMonth({ calendar: region, year, month, lat: place.lat, lon: place.lon, tz: place.tz, options: place.options });
  // A month at a place is a pure function of the request.
  return { body: serializeRegionalMonth(m, place), cacheControl: CACHE_LONG };
});

/**
 * GET /api/muhurat/shubh?kind=vivah&year=2026&city= (or &lat=&lon=&tz=) [&alternatives=lagna-mc] [&sunrise=]
 * A kind's Shubh Muhurat dates of the year at the place: windows, grades, checks and the gaps' reasons,
 * computed off the request thread (lib/festivals' workers).
 */
import { CACHE_LONG } from '@/lib/api/cache';
import { shubhEndpoint, shubhQuery } from '@/lib/api/endpoints/shubh';
import { apiRoute } from '@/lib/api/handler';
import { locationBlock, resolvePlace } from '@/lib/api/location';
import { parseQuery } from '@/lib/api/query';
import { serializeShubhYear } from '@/lib/api/serialize/shubh';
import { shubhMuhuratYear } from '@/lib/festivals';

// Not proxied (lib/api/edge.ts): the refusals the proxy would answer.
export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/edge';

export const GET = apiRoute(shubhEndpoint, async ({ url }) => {
  const { kind, year, alternatives } = parseQuery(shubhQuery, url.searchParams);
  const place = resolvePlace(url.searchParams);
  const y = await shubhMuhuratYear({ kind, year, alternatives, lat: place.lat, lon: place.lon, tz: place.tz, options: place.options }, 'iso');
  return {
    body: { ...serializeShubhYear(y), location: locationBlock(place), conventions: place.conventions },
    // A kind's year at a place is a pure function of the request.
    cacheControl: CACHE_LONG,
  };
});

/** GET /api/panchang?date=&city= (or &lat=&lon=&tz=) [&masa=&sunrise=&regional=]: the Panchang day in the seed's shape, plus the engine's under `detail`. */
import { computeDay } from '@/engine';
import { cacheForDate } from '@/lib/api/cache';
import { apiRoute } from '@/lib/api/handler';
import { dayInput, resolveLocation } from '@/lib/api/location';
import { serializePanchang } from '@/lib/api/serialize/panchang';
import { panchangEndpoint, panchangQuery } from '@/lib/api/endpoints/panchang';
import { parseQuery } from '@/lib/api/query';

// Not proxied (lib/api/edge.ts): the refusals the proxy would answer.
export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/edge';

// resolveLocation has read the rest of the query.
const regionalQuery = panchangQuery.pick({ regional: true });

export const GET = apiRoute(panchangEndpoint, ({ url, now }) => {
  const loc = resolveLocation(url.searchParams, now);
  const { regional } = parseQuery(regionalQuery, url.searchParams);
  return { body: serializePanchang(loc, computeDay(dayInput(loc)), regional ?? null), cacheControl: cacheForDate(loc.dateFromUrl, loc.tz, now) };
});

/** GET /api/panchang?date=&city= (or &lat=&lon=&tz=) [&masa=&sunrise=&regional=]: the Panchang day in the seed's shape, plus the engine's under `detail`. */
import { cacheForDate } from '@/lib/api/cache';
import { apiRoute } from '@/lib/api/handler';
import { resolveLocation } from '@/lib/api/location';
import { panchangAnswer } from '@/lib/festivals';
import { panchangEndpoint, panchangQuery } from '@/lib/api/endpoints/panchang';
import { parseQuery } from '@/lib/api/query';

// Not proxied (lib/api/edge.ts): the refusals the proxy would answer.
export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/edge';

// resolveLocation has read the rest of the query.
const regionalQuery = panchangQuery.pick({ regional: true });

// The day is computed by the engine's worker process (lib/festivals), on the second core.
export const GET = apiRoute(panchangEndpoint, async ({ url, now }) => {
  const loc = resolveLocation(url.searchParams, now);
  const { regional } = parseQuery(regionalQuery, url.searchParams);
  return { body: await panchangAnswer(loc, regional ?? null), cacheControl: cacheForDate(loc.dateFromUrl, loc.tz, now) };
});

/** GET /api/cities/nearest?lat=&lon= : the nearest place (for the browser's geolocation button). */
import { CACHE_LONG } from '@/lib/api/cache';
import { apiRoute } from '@/lib/api/handler';
import { parseQuery } from '@/lib/api/query';
import { nearestCity } from '@/lib/cities';
import { nearestCityEndpoint, nearestQuery } from '@/lib/api/endpoints/cities';

// Not proxied (lib/api/edge.ts): the refusals the proxy would answer.
export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/edge';

export const GET = apiRoute(nearestCityEndpoint, ({ url }) => {
  const { lat, lon } = parseQuery(nearestQuery, url.searchParams);
  return { body: nearestCity(lat, lon), cacheControl: CACHE_LONG };
});

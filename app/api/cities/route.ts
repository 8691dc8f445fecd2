/** GET /api/cities?q=&cc=&limit= : prefix search over all names (blank q: popular cities). */
import { CACHE_LONG } from '@/lib/api/cache';
import { apiRoute } from '@/lib/api/handler';
import { parseQuery } from '@/lib/api/query';
import { searchCities } from '@/lib/cities';
import { citiesEndpoint, searchQuery } from '@/lib/api/endpoints/cities';

// Not proxied (lib/api/edge.ts): the refusals the proxy would answer.
export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/edge';

export const GET = apiRoute(citiesEndpoint, ({ url }) => {
  const { q, cc, limit } = parseQuery(searchQuery, url.searchParams);
  return { body: { results: searchCities(q, { cc, limit }) }, cacheControl: CACHE_LONG };
});

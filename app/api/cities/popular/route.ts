/** GET /api/cities/popular : the curated popular places, in display order. */
import { CACHE_LONG } from '@/lib/api/cache';
import { apiRoute } from '@/lib/api/handler';
import { popularCities } from '@/lib/cities';
import { popularCitiesEndpoint } from '@/lib/api/endpoints/cities';

// Not proxied (lib/api/edge.ts): the refusals the proxy would answer.
export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/edge';

export const GET = apiRoute(popularCitiesEndpoint, () => ({ body: { results: popularCities() }, cacheControl: CACHE_LONG }));

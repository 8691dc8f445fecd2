/** GET /api/cities/{slug} : one place by its slug. */
import { CACHE_LONG } from '@/lib/api/cache';
import { ApiError } from '@/lib/api/errors';
import { apiRoute, type ApiRequest } from '@/lib/api/handler';
import { parseValue } from '@/lib/api/query';
import { getCityBySlug } from '@/lib/cities';
import { cityEndpoint, slugParams } from '@/lib/api/endpoints/cities';

export const GET = apiRoute(cityEndpoint, async (_req: ApiRequest, { params }: { params: Promise<{ slug: string }> }) => {
  const slug = parseValue('slug', slugParams.shape.slug, (await params).slug);
  const city = getCityBySlug(slug);
  if (!city) throw new ApiError(404, 'slug', `No city with slug "${slug}"`);
  return { body: city, cacheControl: CACHE_LONG };
});

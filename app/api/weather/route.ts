/**
 * GET /api/weather?city=<slug>  or  ?lat=&lon=
 * Current weather and air quality for a place (lib/weather/service.ts): the
 * seed's shape, with each part from Open-Meteo or, when that provider
 * failed, the demo values and the error. Bad parameters are a 400 naming the
 * field, an unknown city a 404; a provider failure is not an error of this
 * API (it still answers 200 and says what failed).
 */
import { cacheForSeconds, CACHE_SHORT } from '@/lib/api/cache';
import { ApiError } from '@/lib/api/errors';
import { apiRoute } from '@/lib/api/handler';
import { parseQuery } from '@/lib/api/query';
import { weatherEndpoint, weatherQuery } from '@/lib/api/endpoints/weather';
import { resolveSelection } from '@/lib/selection/resolve';
import { weatherService, type WeatherQuery } from '@/lib/weather/service';

// Not proxied (lib/api/edge.ts): the refusals the proxy would answer.
export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/edge';

/** A city of the index, or coordinates; never both (which one would win is not obvious). */
function place(params: URLSearchParams): WeatherQuery {
  const q = parseQuery(weatherQuery, params);
  if (q.city !== undefined) {
    const given = (['lat', 'lon'] as const).filter((p) => q[p] !== undefined);
    if (given.length > 0) throw new ApiError(400, 'city', `city cannot be combined with ${given.join(', ')}: give either city or lat and lon`);
    const sel = resolveSelection({ city: q.city });
    if (!sel.ok) throw new ApiError(sel.status, sel.field, sel.error);
    return { lat: sel.city.lat, lon: sel.city.lon, city: sel.city.name };
  }
  if (q.lat === undefined && q.lon === undefined) throw new ApiError(400, 'city', 'city or lat and lon are required');
  for (const p of ['lat', 'lon'] as const) {
    if (q[p] === undefined) throw new ApiError(400, p, `${p} is required unless city is given`);
  }
  return { lat: q.lat!, lon: q.lon!, city: null };
}

export const GET = apiRoute(weatherEndpoint, async ({ url }) => {
  const { report, freshFor } = await weatherService().getWeather(place(url.searchParams));
  // Shared caches may keep a full answer as long as our own cache does; one with a demo part only briefly.
  const cacheControl = report.errors.length === 0 ? cacheForSeconds(freshFor) : CACHE_SHORT;
  return { body: report, cacheControl };
});

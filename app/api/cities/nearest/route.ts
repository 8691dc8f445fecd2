/** GET /api/cities/nearest?lat=&lon= : the nearest place (for the browser's geolocation button). */
import { nearestCity } from '@/lib/cities';
import { error, firstIssue, json, nearestQuery, params } from '../_shared';

export const runtime = 'nodejs';

export async function GET(request: Request): Promise<Response> {
  const parsed = nearestQuery.safeParse(params(request.url, ['lat', 'lon']));
  if (!parsed.success) return error(400, firstIssue(parsed.error));
  return json(nearestCity(parsed.data.lat, parsed.data.lon));
}

/** GET /api/panchang?date=&city= (or &lat=&lon=&tz=) [&masa=&sunrise=]: the Panchang day in the seed's shape, plus the engine's under `detail`. */
import { cacheForDate } from '@/lib/api/cache';
import { requestedDay } from '@/lib/api/requested-day';
import { apiRoute } from '@/lib/api/handler';
import { serializePanchang } from '@/lib/api/serialize/panchang';
import { panchangEndpoint } from '@/lib/api/endpoints/panchang';

export const runtime = 'nodejs';

export const GET = apiRoute(panchangEndpoint, (req) => {
  const { loc, day } = requestedDay(req);
  return { body: serializePanchang(loc, day), cacheControl: cacheForDate(loc.dateFromUrl) };
});

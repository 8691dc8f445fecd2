/** GET /api/muhurats?date=&city= (or &lat=&lon=&tz=) [&masa=&sunrise=]: Rahu Kaal, Yamaganda, Gulika, Abhijit and every window of the day. */
import { muhuratsOfDay } from '@/engine';
import { cacheForDate } from '@/lib/api/cache';
import { requestedDay } from '@/lib/api/requested-day';
import { apiRoute } from '@/lib/api/handler';
import { muhuratsEndpoint } from '@/lib/api/endpoints/timings';
import { serializeMuhurats } from '@/lib/api/serialize/muhurats';

// Not proxied (lib/api/edge.ts): the refusals the proxy would answer.
export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/edge';

export const GET = apiRoute(muhuratsEndpoint, (req) => {
  const { loc, day } = requestedDay(req);
  return { body: serializeMuhurats(loc, day, muhuratsOfDay(day)), cacheControl: cacheForDate(loc.dateFromUrl, loc.tz, req.now) };
});

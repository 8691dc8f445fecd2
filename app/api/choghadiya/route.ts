/** GET /api/choghadiya?date=&city= (or &lat=&lon=&tz=) [&masa=&sunrise=]: the 8 day and 8 night choghadiyas, and the one holding now. */
import { liveCacheControl, requestedDay } from '@/lib/api/requested-day';
import { apiRoute } from '@/lib/api/handler';
import { choghadiyaEndpoint } from '@/lib/api/endpoints/timings';
import { nowInDay, serializeChoghadiya } from '@/lib/api/serialize/periods';

// Not proxied (lib/api/edge.ts): the refusals the proxy would answer.
export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/edge';

export const GET = apiRoute(choghadiyaEndpoint, (req) => {
  const { loc, day } = requestedDay(req);
  const now = nowInDay(day, req.now);
  return { body: serializeChoghadiya(loc, day, now), cacheControl: liveCacheControl(loc, day, req.now) };
});

/** GET /api/gowri-panchangam?date=&city= (or &lat=&lon=&tz=) [&masa=&sunrise=]: the 8 day and 8 night parts of the Gowri Panchangam, and the one holding now. */
import { liveCacheControl, requestedDay } from '@/lib/api/requested-day';
import { apiRoute } from '@/lib/api/handler';
import { gowriEndpoint } from '@/lib/api/endpoints/timings';
import { serializeGowri } from '@/lib/api/serialize/periods';

// Not proxied (lib/api/edge.ts): the refusals the proxy would answer.
export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/edge';

export const GET = apiRoute(gowriEndpoint, (req) => {
  const { loc, day } = requestedDay(req);
  return { body: serializeGowri(loc, day, req.now.getTime()), cacheControl: liveCacheControl(loc, day, req.now) };
});

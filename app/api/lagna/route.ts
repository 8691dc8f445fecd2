/** GET /api/lagna?date=&city= (or &lat=&lon=&tz=) [&masa=&sunrise=]: the rising signs from sunrise to next sunrise, and the one holding now. */
import { liveCacheControl, requestedDay } from '@/lib/api/requested-day';
import { apiRoute } from '@/lib/api/handler';
import { lagnaEndpoint } from '@/lib/api/endpoints/timings';
import { nowInDay, serializeLagna } from '@/lib/api/serialize/periods';

// Not proxied (lib/api/edge.ts): the refusals the proxy would answer.
export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/edge';

export const GET = apiRoute(lagnaEndpoint, (req) => {
  const { loc, day } = requestedDay(req);
  const now = nowInDay(day, req.now);
  return { body: serializeLagna(loc, day, now, req.now.getTime()), cacheControl: liveCacheControl(loc, day, req.now) };
});

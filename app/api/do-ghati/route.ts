/** GET /api/do-ghati?date=&city= (or &lat=&lon=&tz=) [&masa=&sunrise=]: the 15 day and 15 night Do Ghati muhurtas, and the one holding now. */
import { liveCacheControl, requestedDay } from '@/lib/api/requested-day';
import { apiRoute } from '@/lib/api/handler';
import { doGhatiEndpoint } from '@/lib/api/endpoints/timings';
import { serializeDoGhati } from '@/lib/api/serialize/periods';

// Not proxied (lib/api/edge.ts): the refusals the proxy would answer.
export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/edge';

export const GET = apiRoute(doGhatiEndpoint, (req) => {
  const { loc, day } = requestedDay(req);
  return { body: serializeDoGhati(loc, day, req.now.getTime()), cacheControl: liveCacheControl(loc, day, req.now) };
});

/** GET /api/hora?date=&city= (or &lat=&lon=&tz=) [&masa=&sunrise=]: the 24 horas, and the one holding now. */
import { liveCacheControl, requestedDay } from '@/lib/api/requested-day';
import { apiRoute } from '@/lib/api/handler';
import { horaEndpoint } from '@/lib/api/endpoints/timings';
import { nowInDay, serializeHora } from '@/lib/api/serialize/periods';

// Not proxied (lib/api/edge.ts): the refusals the proxy would answer.
export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/edge';

export const GET = apiRoute(horaEndpoint, (req) => {
  const { loc, day } = requestedDay(req);
  const now = nowInDay(day, req.now);
  return { body: serializeHora(loc, day, now), cacheControl: liveCacheControl(loc, day, req.now) };
});

/** GET /api/panchang?date=&city= (or &lat=&lon=&tz=) [&masa=&sunrise=]: the Panchang day in the seed's shape, plus the engine's under `detail`. */
import { computeDay } from '@/engine';
import { cacheForDate } from '@/lib/api/cache';
import { apiRoute } from '@/lib/api/handler';
import { dayInput, resolveLocation, type ResolvedLocation } from '@/lib/api/location';
import { serializePanchang } from '@/lib/api/serialize/panchang';
import { panchangEndpoint } from '@/lib/api/endpoints/panchang';
import { memoAcrossRequests } from '@/lib/memo';

export const runtime = 'nodejs';

/**
 * Answers kept across requests (~11 KB of heap each): identical concurrent
 * requests share one computation, and a few repeats are answered from here.
 * Repeats at large (the sidebar of every page asks for today at its
 * visitor's city) are answered by the front's shared cache
 * (scripts/lib/front) from the answer's bytes; 2,000 held here added 22 MB
 * to Next's heap under the soak (README, Hardening).
 */
const ANSWERS_HELD = 200;

const answerFor = memoAcrossRequests(
  ANSWERS_HELD,
  (loc: ResolvedLocation) => JSON.stringify([loc.date, loc.lat, loc.lon, loc.tz, loc.elevation, loc.conventions, loc.city?.slug ?? null]),
  (loc) => serializePanchang(loc, computeDay(dayInput(loc))),
);

export const GET = apiRoute(panchangEndpoint, ({ url, now }) => {
  const loc = resolveLocation(url.searchParams, now);
  return { body: answerFor(loc), cacheControl: cacheForDate(loc.dateFromUrl, loc.tz, now) };
});

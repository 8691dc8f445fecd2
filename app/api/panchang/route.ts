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
 * Answers kept across requests (~25 KB each): the same day at the same
 * place in the same conventions is computed once, however many clients ask
 * (the sidebar of every page asks for today at its visitor's city).
 */
const ANSWERS_HELD = 2000;

const answerFor = memoAcrossRequests(
  ANSWERS_HELD,
  (loc: ResolvedLocation) => JSON.stringify([loc.date, loc.lat, loc.lon, loc.tz, loc.elevation, loc.conventions, loc.city?.slug ?? null]),
  (loc) => serializePanchang(loc, computeDay(dayInput(loc))),
);

export const GET = apiRoute(panchangEndpoint, ({ url, now }) => {
  const loc = resolveLocation(url.searchParams, now);
  return { body: answerFor(loc), cacheControl: cacheForDate(loc.dateFromUrl, loc.tz, now) };
});

/**
 * GET /api/grahas?date=&city= (or &lat=&lon=&tz=) [&time=HH:MM&node=mean|true&sunrise=&masa=]
 * The nine grahas' sidereal positions at the date's sunrise (or the local time asked for).
 */
import { grahasOnDate, toLocalIso } from '@/engine';
import { cacheForDate } from '@/lib/api/cache';
import { grahasEndpoint, grahasQuery } from '@/lib/api/endpoints/grahas';
import { apiRoute } from '@/lib/api/handler';
import { dayInput, locationBlock, resolveLocation } from '@/lib/api/location';
import { parseQuery } from '@/lib/api/query';
import { ayanamsaBlock, serializeGrahaPosition } from '@/lib/api/serialize/grahas';

// Not proxied (lib/api/edge.ts): the refusals the proxy would answer.
export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/edge';

export const GET = apiRoute(grahasEndpoint, ({ url, now }) => {
  const { time, node } = parseQuery(grahasQuery, url.searchParams);
  const loc = resolveLocation(url.searchParams, now);
  const input = dayInput(loc);
  const g = grahasOnDate({ ...input, time, options: { ...input.options, node } });
  return {
    body: {
      date: loc.date,
      location: locationBlock(loc),
      conventions: loc.conventions,
      at: toLocalIso(g.at, loc.tz),
      basis: g.basis,
      ayanamsa: { ...ayanamsaBlock(g.ayanamsa.model), degrees: g.ayanamsa.degrees },
      node: g.node,
      grahas: g.positions.map(serializeGrahaPosition),
    },
    cacheControl: cacheForDate(loc.dateFromUrl, loc.tz, now),
  };
});

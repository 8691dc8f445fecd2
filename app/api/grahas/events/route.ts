/**
 * GET /api/grahas/events?planet=saturn&year=2025&city= (or &lat=&lon=&tz=) [&node=mean|true]
 * Every rashi and nakshatra change, station and combustion of one graha in the civil year at the place's zone.
 */
import { grahaYear } from '@/engine';
import { CACHE_LONG } from '@/lib/api/cache';
import { grahaEventsEndpoint, grahaEventsQuery } from '@/lib/api/endpoints/grahas';
import { apiRoute } from '@/lib/api/handler';
import { locationBlock, resolvePlace } from '@/lib/api/location';
import { parseQuery } from '@/lib/api/query';
import { ayanamsaBlock, serializeGrahaEvent, serializeGrahaPosition } from '@/lib/api/serialize/grahas';
import { namesFor } from '@/lib/names/names';

// Not proxied (lib/api/edge.ts): the refusals the proxy would answer.
export { DELETE, OPTIONS, PATCH, POST, PUT } from '@/lib/api/edge';

export const GET = apiRoute(grahaEventsEndpoint, ({ url }) => {
  const { planet, year, node } = parseQuery(grahaEventsQuery, url.searchParams);
  const place = resolvePlace(url.searchParams);
  const y = grahaYear({ planet, year, tz: place.tz, options: { ...place.options, node } }, (jd) => jd);
  return {
    body: {
      planet,
      name: namesFor('en').planet(planet),
      year,
      location: locationBlock(place),
      conventions: place.conventions,
      ayanamsa: ayanamsaBlock(y.models.ayanamsa),
      node: y.models.node,
      start: serializeGrahaPosition(y.position),
      events: y.events.map((e) => serializeGrahaEvent(e, place.tz)),
    },
    // A planet's year at a place is a pure function of the request.
    cacheControl: CACHE_LONG,
  };
});

/** The JSON of the grahas endpoints: the engine's positions and events with their English (and Hindi) names. */
import { formatDms } from '@/lib/format/number';
import { instantClock } from '@/lib/format/time';
import { namesFor } from '@/lib/names/names';
import { jdToMs, toLocalIso, type GrahaEvent, type GrahaPosition } from '@/engine';

const EN = namesFor('en');
const HI = namesFor('hi');

export function serializeGrahaPosition(p: GrahaPosition) {
  return {
    planet: p.graha,
    name: EN.planet(p.graha),
    sanskrit: EN.planetSanskrit(p.graha),
    nameHindi: HI.planet(p.graha),
    longitude: p.longitude,
    rashi: { number: p.rashi, name: EN.rashi(p.rashi) },
    degree: p.degree,
    dms: formatDms(p.degree),
    nakshatra: { number: p.nakshatra, name: EN.nakshatra(p.nakshatra), pada: p.pada },
    speed: p.speed,
    retrograde: p.retrograde,
    combust: p.combust,
    elongation: p.elongation,
  };
}

export const ayanamsaBlock = (model: string) => ({ model, name: EN.ayanamsaModel(model) });

/** One event, its instant (JD UT) as local time in `tz`. */
export function serializeGrahaEvent(e: GrahaEvent, tz: string) {
  const c = instantClock(jdToMs(e.at), tz, '24h');
  const head = { kind: e.kind, at: toLocalIso(e.at, tz), date: c.date, time: c.text, retrograde: e.retrograde };
  const titles = { title: EN.grahaEventTitle(e), titleHindi: HI.grahaEventTitle(e) };
  switch (e.kind) {
    case 'rashi':
    case 'nakshatra': {
      const name = e.kind === 'rashi' ? EN.rashi : EN.nakshatra;
      return { ...head, into: e.into, from: e.from, intoName: name(e.into), fromName: name(e.from), ...titles };
    }
    case 'retrograde':
    case 'direct':
      return { ...head, rashi: e.rashi, longitude: e.longitude, ...titles };
    default:
      return { ...head, orb: e.orb, ...titles };
  }
}

/**
 * Writes the fixed table of Saturn's and Jupiter's rashi ingresses
 * 1950-2050 that tests/engine/grahas.test.ts compares the engine with, so
 * that a change to a model (ayanamsa, Delta T, ephemeris) shows as a diff
 * of this file. Run once and review; run again only on purpose:
 *
 *   npx tsx scripts/grahas-ingress-table.ts > tests/fixtures/grahas/saturn-jupiter-ingresses-1950-2050.csv
 *
 * One row per crossing of a rashi boundary (a retrograde return is a row
 * of its own, marked R), times in IST (Asia/Kolkata) to the second, under
 * the engine's defaults (mean Lahiri VP285, the site's Delta T).
 */
import { grahaEvents, type IngressEvent, toLocalIso } from '../engine';

const FROM = '1950-01-01T00:00:00+05:30';
const TO = '2051-01-01T00:00:00+05:30';

console.log('planet,ist,from,into,motion');
for (const planet of ['Saturn', 'Jupiter'] as const) {
  const events = grahaEvents(planet, FROM, TO, undefined, (jd) => toLocalIso(jd, 'Asia/Kolkata'), ['rashi']) as IngressEvent<string>[];
  for (const e of events) console.log([planet, e.at.slice(0, 19).replace('T', ' '), e.from, e.into, e.retrograde ? 'R' : 'D'].join(','));
}

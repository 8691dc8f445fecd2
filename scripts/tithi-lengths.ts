/**
 * The shortest and the longest tithi from 1900 to 2100, from the engine
 * (every tithi that begins and ends within the range, about 74,000):
 * the range the site's texts state (lib/site-stats.ts TITHI_LENGTH, one
 * message `common.tithiLength`). Prints `name: value unit` lines.
 *
 *   npx tsx scripts/tithi-lengths.ts
 */
import { isoToJd, jdToMs, tithiAt } from '../engine';

const FROM = isoToJd('1900-01-01T00:00:00Z');
const TO = isoToJd('2101-01-01T00:00:00Z');

let t = tithiAt(FROM).end + 1e-6;
let count = 0;
let shortest = { minutes: Infinity, start: 0 };
let longest = { minutes: 0, start: 0 };
while (t < TO) {
  const p = tithiAt(t);
  if (p.end >= TO) break;
  const minutes = (p.end - p.start) * 1440;
  if (minutes < shortest.minutes) shortest = { minutes, start: p.start };
  if (minutes > longest.minutes) longest = { minutes, start: p.start };
  count++;
  t = p.end + 1e-6;
}
const when = (jd: number) => new Date(jdToMs(jd)).toISOString().slice(0, 16);
console.log(`tithis_measured: ${count} tithis`);
console.log(`tithi_shortest: ${shortest.minutes.toFixed(1)} min (begins ${when(shortest.start)} UT)`);
console.log(`tithi_longest: ${longest.minutes.toFixed(1)} min (begins ${when(longest.start)} UT)`);

/**
 * Proof that a change to the cost of GET /api/panchang changed no answer:
 * runs the route's handler in-process on a fixed list of requests and
 * records its answers (status, Cache-Control and the JSON body, byte for
 * byte), or compares them with answers recorded before the change.
 *
 *   npx tsx scripts/api-panchang-identity.ts record FILE   (on the code before the change)
 *   npx tsx scripts/api-panchang-identity.ts check FILE    (after it: lists every answer that differs)
 *   npx tsx scripts/api-panchang-identity.ts check FILE http://127.0.0.1:3000
 *                                    (the answers of a running server, computed by its worker processes)
 *
 * The requests: 2,000 pairs of the crawl `npm run bench:load -- pages`
 * sends (15 cities, dates 1990-2030), the same dates with the other
 * conventions and a chosen regional calendar, and places given by lat, lon
 * and tz whose days are unlike India's (daylight saving, the southern
 * hemisphere, polar day and night, west of Greenwich), at dates across
 * 1900-2100 and on days a clock changes. Prints `name: value unit` lines;
 * exits 1 when an answer differs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { GET } from '../app/api/panchang/route';
import { SOLAR_CALENDARS } from '../engine';
import { crawl } from './bench/load/pages';

const CRAWL_PAIRS = 2000;

const PLACES = [
  'lat=40.7128&lon=-74.006&tz=America/New_York',
  'lat=-33.8688&lon=151.2093&tz=Australia/Sydney',
  'lat=69.6496&lon=18.956&tz=Europe/Oslo',
  'lat=64.1466&lon=-21.9426&tz=Atlantic/Reykjavik',
  'lat=51.5074&lon=-0.1278&tz=Europe/London',
  'lat=-54.8019&lon=-68.303&tz=America/Argentina/Ushuaia',
];
const PLACE_DATES = ['1900-01-01', '1947-08-15', '1975-06-21', '2000-02-29', '2024-03-10', '2024-03-31', '2024-11-03', '2025-06-21', '2025-12-21', '2100-12-31'];

function requests(): string[] {
  const next = crawl();
  const pairs = Array.from({ length: CRAWL_PAIRS }, next);
  const crawled = pairs.map(({ city, date }) => `city=${city}&date=${date}`);
  // Every 10th pair again with the other conventions and each regional calendar in turn.
  const conventions = pairs
    .filter((_, i) => i % 10 === 0)
    .map(({ city, date }, i) => `city=${city}&date=${date}&sunrise=hindu&masa=amanta&regional=${SOLAR_CALENDARS[i % SOLAR_CALENDARS.length]}`);
  const places = PLACES.flatMap((place) => PLACE_DATES.map((date) => `${place}&date=${date}`));
  return [...crawled, ...conventions, ...places].map((q) => `/api/panchang?${q}`);
}

async function answer(path: string, base: string | undefined): Promise<string> {
  const res = base === undefined ? await GET(new Request(`http://localhost${path}`)) : await fetch(`${base}${path}`);
  return `${path}\t${res.status}\t${res.headers.get('cache-control')}\t${await res.text()}`;
}

async function main() {
  const [mode, file, base] = process.argv.slice(2);
  if ((mode !== 'record' && mode !== 'check') || !file) {
    console.error('usage: npx tsx scripts/api-panchang-identity.ts record|check FILE [BASE_URL]');
    process.exit(2);
  }
  const paths = requests();
  const answers: string[] = [];
  for (const p of paths) answers.push(await answer(p, base));
  if (mode === 'record') {
    writeFileSync(file, `${answers.join('\n')}\n`);
    console.log(`api_panchang_answers_recorded: ${answers.length} answers`);
    return;
  }
  const before = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  if (before.length !== answers.length) throw new Error(`${file} holds ${before.length} answers, this run ${answers.length}: not the same requests`);
  let differ = 0;
  answers.forEach((a, i) => {
    if (a === before[i]) return;
    differ++;
    let at = 0;
    while (a[at] === before[i][at]) at++;
    if (differ <= 20) console.error(`differs: ${paths[i]} at character ${at}: was ...${before[i].slice(at - 40, at + 40)}... now ...${a.slice(at - 40, at + 40)}...`);
  });
  console.log(`api_panchang_answers_compared: ${answers.length} answers`);
  console.log(`api_panchang_answers_differing: ${differ} answers`);
  if (differ > 0) process.exit(1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

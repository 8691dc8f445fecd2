/**
 * Festival CLI.
 *   npm run -s festivals -- --year 2025 --lat 28.6139 --lon 77.2090 --tz Asia/Kolkata [--json] [--amanta] [--hi] [--why]
 *   npm run -s festivals -- --year 2025 --city new-delhi [--month 10]
 * Names come from the site's messages (lib/names); --json prints the API's events.
 */
import { parseArgs } from 'node:util';
import { computeFestivals, computeFestivalsMonth, type FestivalEvent, isPanchangInputError, type Place } from '../engine';
import { namedFestivalEvent } from '../lib/names/named';
import { namesFor } from '../lib/names/names';

// parseArgs reads "--lon -74.0" as two flags; join option values that start with "-" and a digit.
const argv = process.argv.slice(2);
const args = argv.flatMap((a, i) =>
  /^-\d/.test(argv[i + 1] ?? '') && a.startsWith('--') && !a.includes('=')
    ? []
    : /^-\d/.test(a) && i > 0 && argv[i - 1].startsWith('--')
      ? [`${argv[i - 1]}=${a}`]
      : [a],
);

const { values } = parseArgs({
  args,
  options: {
    year: { type: 'string' },
    month: { type: 'string' },
    lat: { type: 'string' },
    lon: { type: 'string' },
    tz: { type: 'string' },
    city: { type: 'string' },
    json: { type: 'boolean', default: false },
    amanta: { type: 'boolean', default: false },
    hi: { type: 'boolean', default: false },
    why: { type: 'boolean', default: false },
  },
});

function fail(message: string): never {
  console.error(`festivals: ${message}`);
  process.exit(2);
}

async function resolvePlace(): Promise<Place> {
  if (values.city) {
    const { cityPlace, getCityBySlug } = await import('../lib/cities');
    const c = getCityBySlug(values.city);
    if (!c) fail(`unknown city "${values.city}"`);
    return cityPlace(c);
  }
  if (values.lat === undefined || values.lon === undefined || values.tz === undefined) {
    fail('give --city <slug> or --lat, --lon and --tz');
  }
  return { lat: Number(values.lat), lon: Number(values.lon), tz: values.tz };
}

const names = namesFor(values.hi ? 'hi' : 'en');
const hm = (iso: string) => iso.slice(11, 16);
/** A time, with its date when it is not the event's. */
const at = (iso: string, date: string) => (iso.slice(0, 10) === date ? hm(iso) : `${hm(iso)} (${iso.slice(5, 10)})`);

function line(e: FestivalEvent): string {
  const masa = values.amanta ? e.masa?.amanta : e.masa?.purnimanta;
  const parts = [
    `${e.date} ${names.vara(e.weekday + 1).slice(0, 3)}`,
    `${names.festival(e.slug, e)}${e.endDate ? ` (to ${e.endDate})` : ''}`.padEnd(40),
    `${masa ? names.masa(masa) : ''} ${e.paksha ? names.paksha(e.paksha) : ''}`.padEnd(24),
  ];
  const extra: string[] = [];
  if (e.tithi) extra.push(`${names.tithi(e.tithi.number)} ${at(e.tithi.start, e.date)}-${at(e.tithi.end, e.date)}`);
  if (e.muhurat) extra.push(`${names.window(e.muhurat.kind)} ${at(e.muhurat.start, e.date)}-${at(e.muhurat.end, e.date)}`);
  for (const w of e.windows.filter((x) => x.kind === 'parana' || x.kind === 'punya-kaal' || x.kind === 'nakshatra')) {
    extra.push(`${names.window(w.kind)} ${at(w.start, e.date)}-${at(w.end, e.date)}`);
  }
  for (const m of e.moments.filter((x) => x.kind === 'sankranti' || x.kind === 'moonrise')) {
    extra.push(`${names.moment(m.kind)} ${at(m.at, e.date)}`);
  }
  // A Vaishnava day or a Purnima vrat: the main event it belongs to.
  if (e.relatedTo) extra.push(`→ ${names.festival(e.relatedTo)}`);
  if (e.reason.kaal) extra.push(`[${names.kaal(e.reason.kaal)}: ${e.reason.choice}]`);
  if (values.why) extra.push(names.reason(e.reason));
  return `${parts.join('  ')}  ${extra.join('; ')}`;
}

async function main() {
  if (values.year === undefined) fail('give --year YYYY (1900-2100)');
  const place = await resolvePlace();
  const year = Number(values.year);
  try {
    const list =
      values.month !== undefined
        ? computeFestivalsMonth({ year, month: Number(values.month), ...place })
        : computeFestivals({ year, ...place });
    if (values.json) {
      console.log(JSON.stringify({ ...list, events: list.events.map(namedFestivalEvent) }, null, 2));
      return;
    }
    console.log(`Festivals ${year}${values.month ? `-${values.month.padStart(2, '0')}` : ''} at ${place.lat}, ${place.lon} [${place.tz}] (${values.amanta ? 'amanta' : 'purnimanta'} months)`);
    for (const e of list.events) console.log(line(e));
  } catch (e) {
    if (isPanchangInputError(e)) fail(`${e.field}: ${e.message}`);
    throw e;
  }
}

void main();

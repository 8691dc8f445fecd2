/**
 * Festival CLI.
 *   npm run -s festivals -- --year 2025 --lat 28.6139 --lon 77.2090 --tz Asia/Kolkata [--json] [--amanta] [--hi]
 *   npm run -s festivals -- --year 2025 --city new-delhi [--month 10]
 *   npm run -s festivals -- --write-messages   (merge the "festivals" namespace into messages/en.json and hi.json)
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  computeFestivals,
  computeFestivalsMonth,
  type FestivalEvent,
  FESTIVAL_NAMES,
  festivalMessages,
  isPanchangInputError,
  KAAL_NAMES,
  MOMENT_NAMES,
  names,
  type Place,
  TRADITION_NAMES,
  WINDOW_NAMES,
} from '../engine';

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
    'write-messages': { type: 'boolean', default: false },
  },
});

function fail(message: string): never {
  console.error(`festivals: ${message}`);
  process.exit(2);
}

/** Re-reads each message file and replaces only its "festivals" namespace (2-space JSON). */
function writeMessages() {
  for (const lang of ['en', 'hi'] as const) {
    const file = path.join(process.cwd(), 'messages', `${lang}.json`);
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    data.festivals = festivalMessages(lang);
    fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
    console.log(`festivals: wrote the "festivals" namespace of ${path.relative(process.cwd(), file)}`);
  }
}

async function resolvePlace(): Promise<Place> {
  if (values.city) {
    const { getCityBySlug } = await import('../lib/cities');
    const c = getCityBySlug(values.city);
    if (!c) fail(`unknown city "${values.city}"`);
    return { lat: c.lat, lon: c.lon, tz: c.timezone };
  }
  if (values.lat === undefined || values.lon === undefined || values.tz === undefined) {
    fail('give --city <slug> or --lat, --lon and --tz');
  }
  return { lat: Number(values.lat), lon: Number(values.lon), tz: values.tz };
}

const lang = values.hi ? 'hi' : 'en';
const hm = (iso: string) => iso.slice(11, 16);
/** A time, with its date when it is not the event's. */
const at = (iso: string, date: string) => (iso.slice(0, 10) === date ? hm(iso) : `${hm(iso)} (${iso.slice(5, 10)})`);

function line(e: FestivalEvent): string {
  const name = FESTIVAL_NAMES[e.slug]?.[lang] ?? e.slug;
  const masa = values.amanta ? e.masa?.amanta : e.masa?.purnimanta;
  const masaName = masa ? `${masa.adhika ? 'Adhika ' : ''}${names.MASA_NAMES[masa.number - 1][lang]}` : '';
  const parts = [
    `${e.date} ${names.VARA_NAMES[e.weekday][lang].slice(0, 3)}`,
    `${name}${e.endDate ? ` (to ${e.endDate})` : ''}`.padEnd(40),
    `${masaName} ${e.paksha ? names.PAKSHA_NAMES[e.paksha === 'Shukla' ? 0 : 1][lang] : ''}`.padEnd(24),
  ];
  const extra: string[] = [];
  if (e.tithi) extra.push(`${names.TITHI_NAMES[e.tithi.number - 1][lang]} ${at(e.tithi.start, e.date)}-${at(e.tithi.end, e.date)}`);
  if (e.muhurat) extra.push(`${WINDOW_NAMES[e.muhurat.kind as keyof typeof WINDOW_NAMES]?.[lang] ?? e.muhurat.kind} ${at(e.muhurat.start, e.date)}-${at(e.muhurat.end, e.date)}`);
  for (const w of e.windows.filter((x) => x.kind === 'parana' || x.kind === 'punya-kaal')) {
    extra.push(`${WINDOW_NAMES[w.kind as keyof typeof WINDOW_NAMES][lang]} ${at(w.start, e.date)}-${at(w.end, e.date)}`);
  }
  for (const m of e.moments.filter((x) => x.kind === 'sankranti' || x.kind === 'moonrise')) {
    extra.push(`${MOMENT_NAMES[m.kind][lang]} ${at(m.at, e.date)}`);
  }
  for (const v of e.variants) extra.push(`${TRADITION_NAMES[v.tradition][lang]} ${v.date}`);
  if (e.reason.kaal) extra.push(`[${KAAL_NAMES[e.reason.kaal][lang]}: ${e.reason.choice}]`);
  return `${parts.join('  ')}  ${extra.join('; ')}`;
}

async function main() {
  if (values['write-messages']) {
    writeMessages();
    return;
  }
  if (values.year === undefined) fail('give --year YYYY (1900-2100)');
  const place = await resolvePlace();
  const year = Number(values.year);
  try {
    const list =
      values.month !== undefined
        ? computeFestivalsMonth({ year, month: Number(values.month), ...place })
        : computeFestivals({ year, ...place });
    if (values.json) {
      console.log(JSON.stringify(list, null, 2));
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

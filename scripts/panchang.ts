/**
 * Engine CLI.
 *   npm run -s panchang -- --date 2025-11-22 --lat 28.6139 --lon 77.2090 --tz Asia/Kolkata [--json] [--hindu] [--hi]
 *     [--ayanamsa lahiri] [--delta-t swiss-ephemeris]   (the engine's models: engine/models)
 *   npm run -s panchang -- --from 1900-01-01 --to 2050-12-31 --lat .. --lon .. --tz .. --csv
 *   --city <slug> instead of --lat/--lon/--tz once the city index is built.
 * Names come from the site's messages (lib/names), in English or, with --hi, in Hindi.
 */
import { parseArgs } from 'node:util';
import {
  addDays,
  computePanchang,
  type EngineOptions,
  formatCivilDate,
  isPanchangInputError,
  parseCivilDate,
  type Place,
  sunriseSummary,
  toLocalIso,
} from '../engine';
import { namedPanchang, type NamedPanchang } from '../lib/names/named';
import { namesFor } from '../lib/names/names';

// parseArgs reads "--lon -74.0" as two flags; join option values that start with "-" and a digit.
const args = process.argv.slice(2).flatMap((a, i, all) =>
  /^-\d/.test(all[i + 1] ?? '') && a.startsWith('--') && !a.includes('=') ? [] : /^-\d/.test(a) && i > 0 ? [`${all[i - 1]}=${a}`] : [a],
);

const { values } = parseArgs({
  args,
  options: {
    date: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    lat: { type: 'string' },
    lon: { type: 'string' },
    tz: { type: 'string' },
    city: { type: 'string' },
    json: { type: 'boolean', default: false },
    csv: { type: 'boolean', default: false },
    hindu: { type: 'boolean', default: false },
    ayanamsa: { type: 'string' },
    'delta-t': { type: 'string' },
    hi: { type: 'boolean', default: false },
  },
});

function fail(message: string): never {
  console.error(`panchang: ${message}`);
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

const hm = (iso: string | null) => (iso === null ? '--:--' : iso.slice(11, 16));
const upto = (end: string | null, date: string) =>
  end === null ? 'beyond next sunrise' : `upto ${hm(end)}${end.slice(0, 10) !== date ? ` (${end.slice(0, 10)})` : ''}`;

const names = namesFor(values.hi ? 'hi' : 'en');

function printText(p: NamedPanchang) {
  const lines = [
    `Panchang for ${p.date} (${p.vara.name}) at ${p.place.lat}, ${p.place.lon} [${p.place.tz}]`,
    `Sunrise ${hm(p.sunrise)}  Sunset ${hm(p.sunset)}  Moonrise ${hm(p.moonrise)}  Moonset ${hm(p.moonset)}${p.polar ? `  (${p.polar})` : ''}`,
    ...p.tithi.map((s) => `Tithi      ${names.paksha(s.paksha)} ${s.name} ${upto(s.end, p.date)}${s.kshaya ? ' [kshaya]' : ''}${s.vriddhi ? ' [vriddhi]' : ''}`),
    ...p.nakshatra.map((s) => `Nakshatra  ${s.name} ${upto(s.end, p.date)}`),
    ...p.yoga.map((s) => `Yoga       ${s.name} ${upto(s.end, p.date)}`),
    ...p.karana.map((s) => `Karana     ${s.name} ${upto(s.end, p.date)}`),
    ...p.moonRashi.map((s) => `Moon sign  ${s.name} ${upto(s.end, p.date)}`),
    `Sun sign   ${p.sunRashi.map((s) => s.name).join(', ')}`,
    `Masa       amanta ${names.masa(p.masa.amanta)}, purnimanta ${names.masa(p.masa.purnimanta)}, ${names.paksha(p.paksha)} paksha`,
    `Samvat     Vikram ${p.samvat.vikram} ${p.samvat.samvatsara.vikram}, Shaka ${p.samvat.shaka} ${p.samvat.samvatsara.shaka}, Gujarati ${p.samvat.gujarati} ${p.samvat.samvatsara.gujarati}`,
    `Ritu       ${p.ritu.drik} (drik), ${p.ritu.vedic} (vedic); Ayana ${p.ayana.drik} (drik), ${p.ayana.vedic} (vedic)`,
    `Dinamana   ${p.dinamana ?? '-'}  Ratrimana ${p.ratrimana ?? '-'}  Madhyahna ${hm(p.madhyahna)}`,
    `Moon       ${p.moonPhase.name}, ${p.moonPhase.illumination}% lit; Sun ${p.sun.longitude.toFixed(4)} deg, Moon ${p.moon.longitude.toFixed(4)} deg (sidereal)`,
  ];
  console.log(lines.join('\n'));
}

async function main() {
  const place = await resolvePlace();
  // The engine validates the model names (PanchangInputError names the option).
  const options = {
    sunrise: values.hindu ? ('hindu' as const) : ('upper-limb' as const),
    ayanamsa: values.ayanamsa as EngineOptions['ayanamsa'],
    deltaT: values['delta-t'] as EngineOptions['deltaT'],
  };
  if (values.csv || values.from) {
    if (!values.from || !values.to) fail('--csv needs --from and --to');
    const end = parseCivilDate(values.to);
    const out: string[] = ['date,tithi,nakshatra,yoga,karana,amanta_masa,adhika,sunrise,sunset'];
    for (let d = parseCivilDate(values.from); formatCivilDate(d) <= formatCivilDate(end); d = addDays(d, 1)) {
      const s = sunriseSummary(d, place, options);
      const t = (jd: number | null) => (jd === null ? '' : toLocalIso(jd, place.tz).slice(11, 19));
      out.push(
        [s.date, s.tithi, s.nakshatra, s.yoga, names.karana(s.karanaKind), s.amantaMasa, s.adhika ? 1 : 0, t(s.sunrise), t(s.sunset)].join(','),
      );
      if (out.length >= 5000) process.stdout.write(out.splice(0).join('\n') + '\n');
    }
    process.stdout.write(out.join('\n') + (out.length ? '\n' : ''));
    return;
  }
  if (!values.date) fail('give --date YYYY-MM-DD (or --from/--to with --csv)');
  const p = namedPanchang(computePanchang({ date: values.date, ...place, options }), names);
  if (values.json) console.log(JSON.stringify(p, null, 2));
  else printText(p);
}

main().catch((e) => {
  if (isPanchangInputError(e)) fail(e.message);
  throw e;
});

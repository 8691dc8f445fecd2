/**
 * Solar and lunar eclipses (grahan) of a year as seen from a place, from
 * Swiss Ephemeris' eclipse functions (engine/ephemeris.ts): the global
 * eclipse with its type, greatest moment, magnitude and saros; the local
 * circumstances (contacts, which of them happen with the body above the
 * horizon, the Sun or Moon rising or setting during it, the local magnitude
 * and obscuration of a solar eclipse); and the Sutak.
 *
 * Sutak, the traditional rule: food is not taken for four yamas (prahars,
 * 3 hours each: 12 hours) before a solar eclipse and three yamas (9 hours)
 * before a lunar one, counted from the first contact (sparsha) and lasting
 * to the last (moksha); children, the old and the sick are exempt. Source:
 * Nirnaya Sindhu and Dharma Sindhu, quoting Vriddha Vasishtha: "sūryagrahe
 * tu nāśnīyāt pūrvaṃ yāmacatuṣṭayam | candragrahe tu yāmāṃstrīn
 * bālavṛddhāturairvinā ||". It applies only where the eclipse is visible:
 * a solar eclipse with some phase above the horizon, a lunar eclipse with
 * part of its umbral phase above the horizon (counted from the umbral first
 * contact, U1). A penumbral eclipse (the Moon only in the half-shadow) is
 * not observed and has no Sutak. The first contact counts even when it
 * happens below the horizon (an eclipse that rises eclipsed); the Sutak ends
 * with the eclipse, the later rules for an eclipse that sets eclipsed
 * (grastasta) are not applied.
 *
 * A year's eclipses at a place are computed once and kept in a bounded LRU
 * cache (the global eclipses of a year, which every place shares, in their
 * own).
 */
import { PanchangInputError } from './errors';
import {
  ECLIPSE,
  equatorial,
  type LunarEclipseGlobal,
  MOON,
  nextLunarEclipse,
  nextLunarEclipseAt,
  nextSolarEclipse,
  nextSolarEclipseAt,
  siderealTimeDeg,
  type SolarEclipseGlobal,
  SUN,
} from './ephemeris';
import { type EngineOptions, type Place, validateOptions, validatePlace } from './input';
import { type DeltaTModel, modelsOf } from './models';
import { nextSunEvent } from './riseset';
import { addDays, formatCivilDate, jdToMs, localDateOf, localMidnightJd, parseCivilDate, toLocalIso } from './time';

export type EclipseKind = 'solar' | 'lunar';
export type EclipseType = 'total' | 'annular' | 'hybrid' | 'partial' | 'penumbral';
/** Solar: C1 first contact .. C4 last; lunar: P1/P4 penumbra, U1/U4 umbra (partial phase), U2/U3 totality. */
export type ContactKey = 'P1' | 'U1' | 'U2' | 'max' | 'U3' | 'U4' | 'P4' | 'C1' | 'C2' | 'C3' | 'C4';
export type HorizonEvent = 'sunrise' | 'sunset' | 'moonrise' | 'moonset';

/** Hours of Sutak before the first contact: four prahars before a solar eclipse, three before a lunar one. */
export const SUTAK_HOURS: Readonly<Record<EclipseKind, number>> = { solar: 12, lunar: 9 };

export interface Contact<T> {
  key: ContactKey;
  at: T;
  /** The body is above the horizon at that moment. */
  visible: boolean;
}

export interface Eclipse<T = string> {
  /** Stable across places: kind and the UT date of greatest eclipse (lunar-2025-09-07). */
  id: string;
  kind: EclipseKind;
  /** The eclipse's type on Earth as a whole. */
  type: EclipseType;
  /** Greatest eclipse (global). */
  greatest: T;
  /** Solar: magnitude at greatest eclipse; lunar: umbral magnitude (penumbral for a penumbral eclipse). */
  magnitude: number;
  saros: { series: number; member: number };
  /** Civil date at the place of the local maximum (or of greatest eclipse where it is not seen). */
  date: string;
  /** The eclipse's span on Earth (solar: penumbra's first and last contact with the Earth; lunar: P1 to P4). */
  global: { start: T; end: T };
  local: {
    visible: boolean;
    /** As seen here: a total solar eclipse is partial outside the path; null where nothing is seen. */
    type: EclipseType | null;
    /** In order; empty for a solar eclipse not seen here. */
    contacts: Contact<T>[];
    /** Solar: local magnitude and fraction of the Sun's disc covered at the local maximum. */
    magnitude: number | null;
    obscuration: number | null;
    /** The body rising or setting while eclipsed. */
    horizon: { key: HorizonEvent; at: T }[];
    sutak: { start: T; end: T; hours: number } | null;
  };
}

export interface EclipseYearInput extends Place {
  year: number;
  options?: EngineOptions;
}

export const ECLIPSE_MIN_YEAR = 1900;
export const ECLIPSE_MAX_YEAR = 2100;

const HOUR = 1 / 24;

function solarType(flags: number): EclipseType {
  if (flags & ECLIPSE.annularTotal) return 'hybrid';
  if (flags & ECLIPSE.total) return 'total';
  if (flags & ECLIPSE.annular) return 'annular';
  return 'partial';
}

function lunarType(flags: number): EclipseType {
  if (flags & ECLIPSE.total) return 'total';
  if (flags & ECLIPSE.partial) return 'partial';
  return 'penumbral';
}

const utDate = (jd: number) => new Date(jdToMs(jd)).toISOString().slice(0, 10);

type Raw = Eclipse<number>;

/** The global eclipses (both kinds) with greatest eclipse in [from, to), in order. */
function globalEclipses(from: number, to: number): ({ kind: 'solar'; g: SolarEclipseGlobal } | { kind: 'lunar'; g: LunarEclipseGlobal })[] {
  const out: ({ kind: 'solar'; g: SolarEclipseGlobal } | { kind: 'lunar'; g: LunarEclipseGlobal })[] = [];
  for (let t = from; ; ) {
    const g = nextSolarEclipse(t);
    if (g.maximum >= to) break;
    out.push({ kind: 'solar', g });
    t = g.maximum + 20;
  }
  for (let t = from; ; ) {
    const g = nextLunarEclipse(t);
    if (g.maximum >= to) break;
    out.push({ kind: 'lunar', g });
    t = g.maximum + 20;
  }
  return out.sort((a, b) => a.g.maximum - b.g.maximum);
}

/**
 * How far from the global greatest eclipse its local maximum can lie
 * anywhere (days): a solar eclipse touches the Earth for at most ~6 hours,
 * and the next one is at least two weeks away.
 */
const SAME_ECLIPSE_DAYS = 0.5;

/**
 * The global eclipse's first and last contact with the Earth. Swiss
 * Ephemeris gives none (0) for an eclipse whose penumbra only grazes the
 * Earth; of the eclipses of 1900-2100 that is 1935-01-05 alone (magnitude
 * 0.0014). Its interval is then its instant of greatest eclipse.
 */
const globalInterval = (g: SolarEclipseGlobal) => (g.begin > 0 && g.end > 0 ? { start: g.begin, end: g.end } : { start: g.maximum, end: g.maximum });

/** Altitude (deg) the Sun's or Moon's centre stays under, for unseenThroughout: civil twilight. */
const DEEP_BELOW = -6;
/** Fastest change of a body's altitude, deg per day: the Earth's rotation (15.04 deg/h) and the Moon's declination (under 0.3 deg/h), rounded up. */
const ALTITUDE_RATE = 16 * 24;
/**
 * Fastest change of the Sun-Moon distance seen from a place, deg per day:
 * the Moon's motion (at most 0.64 deg/h) and the Sun's (0.04), and the
 * parallax (at most 1.02 deg) turning with the Earth (0.27 deg/h), rounded up.
 */
const SEPARATION_RATE = 1.2 * 24;
/** Distance the discs keep apart, deg: far beyond the arc-seconds of Swiss Ephemeris' finer geometry (the Earth's flattening, 11"). */
const SEPARATION_MARGIN = 0.05;
/** The least room (deg) under either bound that moves a sample on; less, and the full search decides. */
const MIN_ROOM = 2;
const MIN_SEPARATION_ROOM = 0.1;
const EARTH_RADIUS_KM = 6378.137;
const AU_KM = 149_597_870.7;
const SUN_RADIUS_KM = 696_000;
const MOON_RADIUS_KM = 1737.4;

/** Unit vector (scaled by r) of a right ascension and declination, degrees. */
function vector(ra: number, dec: number, r: number): [number, number, number] {
  const D = Math.PI / 180;
  return [r * Math.cos(dec * D) * Math.cos(ra * D), r * Math.cos(dec * D) * Math.sin(ra * D), r * Math.sin(dec * D)];
}

/**
 * Whether no phase of an eclipse spanning [from, to] on Earth can be seen at
 * the place: at every moment the body is 6 degrees below the horizon, or
 * (a solar eclipse, `sunAndMoon`) the Sun's and Moon's discs seen from the
 * place are apart. Swiss Ephemeris' local search tells that too, but only by
 * running on to the next eclipse the place does see (a solar search ~15-35 ms,
 * a lunar one ~7 ms, measured over the crawl of /api/panchang: on a date
 * near an eclipse it was most of the answer's cost). Proved, not estimated:
 * what a sample finds bounds the next moments, as far ahead as the fastest
 * change (ALTITUDE_RATE, SEPARATION_RATE) leaves the bound holding; the
 * geometric altitude is above the topocentric one (the parallax), and 6
 * degrees below the horizon no refraction, semi-diameter or dip of a high
 * place's horizon (2 degrees at 5,000 m) brings the disc into view.
 */
function unseenThroughout(body: typeof SUN | typeof MOON, sunAndMoon: boolean, from: number, to: number, place: Place, deltaT: DeltaTModel): boolean {
  const D = Math.PI / 180;
  const sinPhi = Math.sin(place.lat * D);
  const cosPhi = Math.cos(place.lat * D);
  for (let t = from; ; ) {
    const gast = siderealTimeDeg(t);
    const q = equatorial(t, body, deltaT);
    const h = (gast + place.lon - q.ra) * D;
    const alt = Math.asin(Math.max(-1, Math.min(1, sinPhi * Math.sin(q.dec * D) + cosPhi * Math.cos(q.dec * D) * Math.cos(h)))) / D;
    let step = alt < DEEP_BELOW - MIN_ROOM ? (DEEP_BELOW - alt) / ALTITUDE_RATE : 0;
    if (sunAndMoon) {
      // The Moon and the Sun from the place: geocentric vectors less the place's (a sphere of the Earth's equatorial radius).
      const m = equatorial(t, MOON, deltaT);
      const place3 = vector(gast + place.lon, place.lat, EARTH_RADIUS_KM);
      const moon3 = vector(m.ra, m.dec, m.dist * AU_KM).map((x, i) => x - place3[i]);
      const sun3 = vector(q.ra, q.dec, q.dist * AU_KM).map((x, i) => x - place3[i]);
      const moonKm = Math.hypot(...moon3);
      const sunKm = Math.hypot(...sun3);
      const cos = (moon3[0] * sun3[0] + moon3[1] * sun3[1] + moon3[2] * sun3[2]) / (moonKm * sunKm);
      const apart = Math.acos(Math.max(-1, Math.min(1, cos))) / D;
      const room = apart - (Math.asin(SUN_RADIUS_KM / sunKm) + Math.asin(MOON_RADIUS_KM / moonKm)) / D - SEPARATION_MARGIN;
      if (room >= MIN_SEPARATION_ROOM) step = Math.max(step, room / SEPARATION_RATE);
    }
    // Neither bound has room: the body may be up with the eclipse on; leave it to the full search.
    if (step === 0) return false;
    if (t >= to) return true;
    t = Math.min(to, t + step);
  }
}

function solarAt(g: SolarEclipseGlobal, place: Place, options: Required<EngineOptions>): Raw {
  const models = modelsOf(options);
  // The local search finds the next eclipse seen from the place: this one, or one weeks later when this is not seen.
  // Not needed when the Sun is down at the place, or the Moon's disc away from it, throughout the eclipse
  // (a grazing eclipse without contacts is searched).
  const hidden = g.begin > 0 && g.end > 0 && unseenThroughout(SUN, true, g.begin, g.end, place, models.deltaT);
  const local = hidden ? null : nextSolarEclipseAt(g.maximum - SAME_ECLIPSE_DAYS, place.lat, place.lon, place.elevation ?? 0);
  const seen = local !== null && Math.abs(local.maximum - g.maximum) < SAME_ECLIPSE_DAYS && (local.flags & ECLIPSE.visible) !== 0;
  const base = {
    id: `solar-${utDate(g.maximum)}`,
    kind: 'solar' as const,
    type: solarType(g.flags),
    greatest: g.maximum,
    magnitude: g.magnitude,
    saros: g.saros,
    global: globalInterval(g),
  };
  if (!seen) {
    return {
      ...base,
      date: formatCivilDate(localDateOf(g.maximum, place.tz)),
      local: { visible: false, type: null, contacts: [], magnitude: null, obscuration: null, horizon: [], sutak: null },
    };
  }
  const [c1, c2, c3, c4] = local.contacts;
  const f = local.flags;
  const contacts: Contact<number>[] = [{ key: 'C1', at: c1, visible: (f & ECLIPSE.firstVisible) !== 0 }];
  if (c2 > 0) contacts.push({ key: 'C2', at: c2, visible: (f & ECLIPSE.secondVisible) !== 0 });
  contacts.push({ key: 'max', at: local.maximum, visible: (f & ECLIPSE.maxVisible) !== 0 });
  if (c3 > 0) contacts.push({ key: 'C3', at: c3, visible: (f & ECLIPSE.thirdVisible) !== 0 });
  contacts.push({ key: 'C4', at: c4, visible: (f & ECLIPSE.fourthVisible) !== 0 });
  // The Sun rising or setting eclipsed: its rise after the first contact, its set before the last.
  const horizon: { key: HorizonEvent; at: number }[] = [];
  const geo = { lat: place.lat, lon: place.lon };
  const rise = nextSunEvent(c1, geo, 'rise', options.sunrise, models.deltaT);
  if (rise !== null && rise < c4) horizon.push({ key: 'sunrise', at: rise });
  const set = nextSunEvent(c1, geo, 'set', options.sunrise, models.deltaT);
  if (set !== null && set < c4) horizon.push({ key: 'sunset', at: set });
  return {
    ...base,
    date: formatCivilDate(localDateOf(local.maximum, place.tz)),
    local: {
      visible: true,
      type: solarType(f),
      contacts,
      magnitude: local.magnitude,
      // Swiss Ephemeris reports more than the whole disc inside the umbra (total).
      obscuration: Math.min(local.obscuration, 1),
      horizon: horizon.sort((a, b) => a.at - b.at),
      sutak: { start: c1 - SUTAK_HOURS.solar * HOUR, end: c4, hours: SUTAK_HOURS.solar },
    },
  };
}

function lunarAt(g: LunarEclipseGlobal, place: Place, options: Required<EngineOptions>): Raw {
  const type = lunarType(g.flags);
  // Not searched when the Moon is down at the place from the first penumbral contact to the last.
  const hidden = unseenThroughout(MOON, false, g.penumbralBegin, g.penumbralEnd, place, modelsOf(options).deltaT);
  const local = hidden ? null : nextLunarEclipseAt(g.penumbralBegin - 0.1, place.lat, place.lon, place.elevation ?? 0);
  const seen = local !== null && Math.abs(local.maximum - g.maximum) < 0.5 && (local.flags & ECLIPSE.visible) !== 0;
  const f = seen ? local.flags : 0;
  const contacts: Contact<number>[] = [];
  const add = (key: ContactKey, at: number, bit: number) => {
    if (at > 0) contacts.push({ key, at, visible: (f & bit) !== 0 });
  };
  add('P1', g.penumbralBegin, ECLIPSE.penumbralBeginVisible);
  add('U1', g.partialBegin, ECLIPSE.firstVisible);
  add('U2', g.totalBegin, ECLIPSE.secondVisible);
  // Swiss Ephemeris gives the local maximum as the moment the Moon rises or sets when the greatest eclipse is below the horizon.
  add('max', g.maximum, ECLIPSE.maxVisible);
  add('U3', g.totalEnd, ECLIPSE.thirdVisible);
  add('U4', g.partialEnd, ECLIPSE.fourthVisible);
  add('P4', g.penumbralEnd, ECLIPSE.penumbralEndVisible);
  const horizon: { key: HorizonEvent; at: number }[] = [];
  if (seen && local.moonrise > 0) horizon.push({ key: 'moonrise', at: local.moonrise });
  if (seen && local.moonset > 0) horizon.push({ key: 'moonset', at: local.moonset });
  // The umbral phase is seen when one of its contacts is, or the Moon rises or sets within it.
  const umbral = type !== 'penumbral';
  const inUmbra = (t: number) => t > g.partialBegin && t < g.partialEnd;
  const umbralSeen =
    umbral && seen && (contacts.some((c) => c.visible && c.key !== 'P1' && c.key !== 'P4') || horizon.some((h) => inUmbra(h.at)));
  return {
    id: `lunar-${utDate(g.maximum)}`,
    kind: 'lunar',
    type,
    greatest: g.maximum,
    magnitude: umbral ? g.umbralMagnitude : g.penumbralMagnitude,
    saros: g.saros,
    date: formatCivilDate(localDateOf(g.maximum, place.tz)),
    global: { start: g.penumbralBegin, end: g.penumbralEnd },
    local: {
      visible: seen,
      type: seen ? type : null,
      contacts,
      magnitude: null,
      obscuration: null,
      horizon: horizon.sort((a, b) => a.at - b.at),
      sutak: umbralSeen ? { start: g.partialBegin - SUTAK_HOURS.lunar * HOUR, end: g.partialEnd, hours: SUTAK_HOURS.lunar } : null,
    },
  };
}

/**
 * The global eclipses of each UT year, kept for every year asked (at most
 * the 201 years of the range plus its neighbours, ~5 small records each):
 * they are the same for every place, cost ~15 ms a year, and a crawler
 * walking dates asks for any year. A year's eclipses at a place in a
 * bounded LRU.
 */
const LOCAL_CACHE_SIZE = 64;
const globalCache = new Map<number, ReturnType<typeof globalEclipses>>();
const localCache = new Map<string, readonly Raw[]>();

function remember<K, V>(cache: Map<K, V>, size: number, key: K, make: () => V): V {
  let v = cache.get(key);
  if (v !== undefined) cache.delete(key);
  else {
    v = make();
    if (cache.size >= size) cache.delete(cache.keys().next().value as K);
  }
  cache.set(key, v);
  return v;
}

function validateYear(year: unknown): number {
  if (typeof year !== 'number' || !Number.isInteger(year) || year < ECLIPSE_MIN_YEAR || year > ECLIPSE_MAX_YEAR) {
    throw new PanchangInputError('year', `Year must be a whole number from ${ECLIPSE_MIN_YEAR} to ${ECLIPSE_MAX_YEAR} (got ${String(year)})`);
  }
  return year;
}

/** JD of 0h UT on 1 January of a year. */
const utYearStart = (year: number) => localMidnightJd({ year, month: 1, day: 1 }, 'UTC');

/** The global eclipses with greatest eclipse in [from, to), from the per-year cache (the UT years partition time). */
function globalBetween(from: number, to: number): ReturnType<typeof globalEclipses> {
  const first = new Date(jdToMs(from)).getUTCFullYear();
  const last = new Date(jdToMs(to)).getUTCFullYear();
  const out: ReturnType<typeof globalEclipses> = [];
  for (let y = first; y <= last; y++) {
    const year = remember(globalCache, ECLIPSE_MAX_YEAR - ECLIPSE_MIN_YEAR + 8, y, () => globalEclipses(utYearStart(y), utYearStart(y + 1)));
    for (const e of year) if (e.g.maximum >= from && e.g.maximum < to) out.push(e);
  }
  return out;
}

const atPlace = (e: ReturnType<typeof globalEclipses>[number], place: Place, options: Required<EngineOptions>): Raw =>
  e.kind === 'solar' ? solarAt(e.g, place, options) : lunarAt(e.g, place, options);

/** The year's eclipses at a place in engine units (JD UT), from the cache. */
function rawYear(year: number, place: Place, options: Required<EngineOptions>): readonly Raw[] {
  const key = `${year}|${place.lat}|${place.lon}|${place.tz}|${place.elevation ?? 0}|${options.sunrise}|${options.ayanamsa}|${options.deltaT}`;
  return remember(localCache, LOCAL_CACHE_SIZE, key, () => {
    // Greatest eclipse within a day of the year's local bounds: the local date decides the year.
    const from = localMidnightJd({ year, month: 1, day: 1 }, place.tz) - 1;
    const to = localMidnightJd({ year: year + 1, month: 1, day: 1 }, place.tz) + 1;
    const prefix = `${year}-`;
    return Object.freeze(
      globalBetween(from, to)
        .map((e) => atPlace(e, place, options))
        .filter((e) => e.date.startsWith(prefix)),
    );
  });
}

function encode<T>(e: Raw, at: (jd: number) => T): Eclipse<T> {
  const l = e.local;
  return {
    ...e,
    greatest: at(e.greatest),
    global: { start: at(e.global.start), end: at(e.global.end) },
    local: {
      ...l,
      contacts: l.contacts.map((c) => ({ ...c, at: at(c.at) })),
      horizon: l.horizon.map((h) => ({ ...h, at: at(h.at) })),
      sutak: l.sutak ? { start: at(l.sutak.start), end: at(l.sutak.end), hours: l.sutak.hours } : null,
    },
  };
}

/** Every solar and lunar eclipse of a civil year (by the local date) with its circumstances at the place, instants encoded by `at`. */
export function eclipsesOfYear(input: EclipseYearInput): Eclipse[];
export function eclipsesOfYear<T>(input: EclipseYearInput, at: (jd: number) => T): Eclipse<T>[];
export function eclipsesOfYear<T>(input: EclipseYearInput, at?: (jd: number) => T): Eclipse<T | string>[] {
  const year = validateYear(input.year);
  const place = validatePlace(input);
  const enc: (jd: number) => T | string = at ?? ((jd) => toLocalIso(jd, place.tz));
  return rawYear(year, place, validateOptions(input.options)).map((e) => encode(e, enc));
}

/**
 * The eclipses seen from the place whose eclipse or Sutak touches a civil
 * date (midnight to midnight): what the day page's banner shows.
 */
/** Days around a date within which an eclipse touching it has its greatest eclipse (see eclipsesOnDate): a safe bound. */
const WINDOW_DAYS = 1.5;

export function eclipsesOnDate<T>(input: Place & { date: string; options?: EngineOptions }, at: (jd: number) => T): Eclipse<T>[] {
  const d = parseCivilDate(input.date);
  const place = validatePlace(input);
  const options = validateOptions(input.options);
  const from = localMidnightJd(d, place.tz);
  const to = localMidnightJd(addDays(d, 1), place.tz);
  // Only the eclipses near the date, not the year's (a day page or an /api/panchang answer for any date would
  // otherwise compute a year of local circumstances, ~40 ms): a local maximum lies within half a day of the
  // global greatest eclipse, the contacts within ~6 hours of it, and the Sutak at most 12 hours before them.
  const out: Raw[] = [];
  for (const g of globalBetween(from - WINDOW_DAYS, to + WINDOW_DAYS)) {
    const e = atPlace(g, place, options);
    // Listed by its local date, in the years the engine covers (as eclipsesOfYear lists them).
    const year = Number(e.date.slice(0, 4));
    if (!e.local.visible || year < ECLIPSE_MIN_YEAR || year > ECLIPSE_MAX_YEAR) continue;
    const start = Math.min(e.local.sutak?.start ?? Infinity, ...e.local.contacts.map((c) => c.at));
    const end = Math.max(...e.local.contacts.map((c) => c.at));
    if (start < to && end >= from) out.push(e);
  }
  return out.map((e) => encode(e, at));
}

/**
 * The grahas' public API: where the nine stand at an instant (and at a
 * day's sunrise), their events over a span or a civil year at a place,
 * the next change of each, combustion spans for the muhurat and festival
 * rules, and the major transits. Instants are JD UT inside and encoded at
 * the edge (ISO local time by default, or by the caller's `at`), as the
 * rest of the engine does; planets are keys ('Saturn'), events kinds
 * ('rashi', 'retrograde', 'asta', ...), signs and nakshatras numbers.
 */
import type { RawDay } from '../day';
import { PanchangInputError } from '../errors';
import { type EngineOptions, type Place, validateDayInput, validateOptions } from '../input';
import { Lru } from '../lru';
import { type AstroModels, modelsOf } from '../models';
import { DEFAULT_NODE_MODEL, NODE_MODEL_NAMES, type NodeModelName } from '../models/lunar-node';
import { civilSun } from '../riseset';
import { dayNumber } from '../civil-date';
import { canonicalZone, isoToJd, JD_UNIX_EPOCH, localMidnightJd, localTimeJd, MAX_DATE, MIN_DATE, parseCivilDate, toLocalIso } from '../time';
import { eventKindsOf, eventsBetween, type GrahaEvent, type GrahaEventKind, type IngressEvent } from './events';
import { type GrahaPosition, positionsAt } from './position';
import { COMBUSTION_ORBS, type Graha, GRAHAS, isGraha, SAMPLE_DAYS } from './table';
import { aspectHouses, groupTransits, MAJOR_TRANSIT_GRAHAS, type RashiTransit, saturnChanges, type SaturnChanges, signPlus } from './transits';

export interface GrahaOptions extends EngineOptions {
  /** Rahu and Ketu from the mean node (default, the trusted site's) or the true node: engine/models/lunar-node.ts. */
  node?: NodeModelName;
}

interface Resolved {
  models: AstroModels;
  node: NodeModelName;
  /** Cache key part. */
  key: string;
}

function resolve(options: GrahaOptions | undefined): Resolved {
  const models = modelsOf(validateOptions(options));
  const node = options?.node ?? DEFAULT_NODE_MODEL;
  if (!NODE_MODEL_NAMES.includes(node)) {
    throw new PanchangInputError('node', `Unknown node model "${String(node)}" (${NODE_MODEL_NAMES.join(' or ')})`);
  }
  return { models, node, key: `${models.id}|${node}` };
}

/** The ayanamsa and node models the options compute with (what a page names beside positions it shows). */
export function grahaModels(options?: GrahaOptions): { ayanamsa: string; node: NodeModelName } {
  const r = resolve(options);
  return { ayanamsa: r.models.ayanamsa.name, node: r.node };
}

export function validateGraha(planet: unknown): Graha {
  if (!isGraha(planet)) throw new PanchangInputError('planet', `Unknown planet "${String(planet)}" (${GRAHAS.join(', ')})`);
  return planet;
}

/** Years whose events the engine lists, as every year-based function of the engine. */
export const GRAHA_MIN_YEAR = 1900;
export const GRAHA_MAX_YEAR = 2100;

/** Instants inside the supported dates (civil-date.ts), with a day's margin for any zone. */
const MIN_JD = dayNumber(parseCivilDate(MIN_DATE)) + JD_UNIX_EPOCH - 1;
const MAX_JD = dayNumber(parseCivilDate(MAX_DATE)) + JD_UNIX_EPOCH + 2;

function instantJd(instant: number | string, field = 'instant'): number {
  const t = typeof instant === 'string' ? isoToJd(instant) : instant;
  if (typeof t !== 'number' || !Number.isFinite(t) || t < MIN_JD || t > MAX_JD) {
    throw new PanchangInputError(field, `${field} must lie within 1900-2100`);
  }
  return t;
}

function validateYear(year: unknown): number {
  if (typeof year !== 'number' || !Number.isInteger(year) || year < GRAHA_MIN_YEAR || year > GRAHA_MAX_YEAR) {
    throw new PanchangInputError('year', `Year must be a whole number from ${GRAHA_MIN_YEAR} to ${GRAHA_MAX_YEAR} (got ${String(year)})`);
  }
  return year;
}

type Encode<T> = (jd: number) => T;

function encodeEvent<T>(e: GrahaEvent, at: Encode<T>): GrahaEvent<T> {
  return { ...e, at: at(e.at) } as GrahaEvent<T>;
}

/** The nine grahas at an instant (JD UT or an ISO 8601 string with offset), in GRAHAS order. */
export function grahaPositions(instant: number | string, options?: GrahaOptions): GrahaPosition[] {
  const r = resolve(options);
  return positionsAt(instantJd(instant), r.models, r.node);
}

/**
 * The nine grahas at a Panchang day's sunrise (where the Sun does not
 * rise, at the day's start, local midnight), under the day's models: the
 * day page's "Planets" card.
 */
export function grahaPositionsOfDay(day: RawDay, node: NodeModelName = DEFAULT_NODE_MODEL): { at: number; positions: GrahaPosition[] } {
  const at = day.sunrise ?? day.dayStart;
  return { at, positions: positionsAt(at, day.models, resolve({ node }).node) };
}

export interface GrahaDayInput extends Place {
  /** Civil date YYYY-MM-DD. */
  date: string;
  /** Local time "HH:MM" (24-hour) on the date; the date's sunrise when not given. */
  time?: string;
  options?: GrahaOptions;
}

export interface GrahasOnDate {
  /** JD UT the positions are for, and what it is: the given time, the date's sunrise, or local midnight where the Sun does not rise. */
  at: number;
  basis: 'time' | 'sunrise' | 'midnight';
  /** The ayanamsa model's name and value (degrees) at that instant, and the node model. */
  ayanamsa: { model: string; degrees: number };
  node: NodeModelName;
  positions: GrahaPosition[];
}

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The nine grahas at a local time of a civil date at a place, or at its sunrise (the API's default). */
export function grahasOnDate(input: GrahaDayInput): GrahasOnDate {
  const { date, place, options } = validateDayInput({ ...input, options: input.options });
  const r = resolve(input.options);
  let at: number;
  let basis: GrahasOnDate['basis'];
  if (input.time !== undefined) {
    const m = HHMM.exec(String(input.time));
    if (!m) throw new PanchangInputError('time', `time must be HH:MM, 00:00 to 23:59 (got ${JSON.stringify(String(input.time).slice(0, 20))})`);
    at = localTimeJd(date, Number(m[1]), Number(m[2]), place.tz);
    basis = 'time';
  } else {
    const sun = civilSun(date, place.tz, { lat: place.lat, lon: place.lon }, options.sunrise, r.models.deltaT);
    at = sun.sunrise ?? sun.midnight;
    basis = sun.sunrise === null ? 'midnight' : 'sunrise';
  }
  return {
    at,
    basis,
    ayanamsa: { model: r.models.ayanamsa.name, degrees: r.models.ayanamsa.at(at) },
    node: r.node,
    positions: positionsAt(at, r.models, r.node),
  };
}

/**
 * Every event of a graha between two instants (JD UT or ISO strings), in
 * time order, optionally only some kinds; instants encoded by `at` (JD UT
 * when not given).
 */
export function grahaEvents(planet: Graha, from: number | string, to: number | string, options?: GrahaOptions): GrahaEvent[];
export function grahaEvents<T>(
  planet: Graha,
  from: number | string,
  to: number | string,
  options: GrahaOptions | undefined,
  at: Encode<T>,
  kinds?: readonly GrahaEventKind[],
): GrahaEvent<T>[];
export function grahaEvents<T>(
  planet: Graha,
  from: number | string,
  to: number | string,
  options?: GrahaOptions,
  at?: Encode<T>,
  kinds?: readonly GrahaEventKind[],
): GrahaEvent<T | number>[] {
  const g = validateGraha(planet);
  const a = instantJd(from, 'from');
  const b = instantJd(to, 'to');
  if (!(b > a)) throw new PanchangInputError('to', 'to must be after from');
  const r = resolve(options);
  const events = eventsBetween(g, a, b, r.models, r.node, kinds ?? eventKindsOf(g));
  return at ? events.map((e) => encodeEvent(e, at)) : events;
}

export interface GrahaYearInput {
  planet: Graha;
  year: number;
  /** IANA zone whose civil year is listed. */
  tz: string;
  options?: GrahaOptions;
}

export interface GrahaYear<T = string> {
  planet: Graha;
  year: number;
  tz: string;
  /** The year's first instant (local midnight of 1 January) and the graha's position then. */
  start: T;
  position: GrahaPosition;
  events: GrahaEvent<T>[];
  /** The ayanamsa and node models the year is computed with. */
  models: { ayanamsa: string; node: NodeModelName };
}

// A planet-year is the same for every visitor of a zone: ~70 KB for the Moon's 550 events, a few KB for the others.
const yearCache = new Lru<string, { from: number; position: GrahaPosition; events: readonly GrahaEvent[] }>(120);

function rawYear(g: Graha, year: number, tz: string, r: Resolved) {
  const key = `${g}|${year}|${tz}|${r.key}`;
  let hit = yearCache.get(key);
  if (!hit) {
    const from = localMidnightJd({ year, month: 1, day: 1 }, tz);
    const to = localMidnightJd({ year: year + 1, month: 1, day: 1 }, tz);
    const [position] = positionsAt(from, r.models, r.node, [g]);
    hit = { from, position, events: Object.freeze(eventsBetween(g, from, to, r.models, r.node)) };
    yearCache.set(key, hit);
  }
  return hit;
}

/** Every ingress, station and combustion of a graha in a civil year of a zone, with where it stood as the year began. */
export function grahaYear(input: GrahaYearInput): GrahaYear;
export function grahaYear<T>(input: GrahaYearInput, at: Encode<T>): GrahaYear<T>;
export function grahaYear<T>(input: GrahaYearInput, at?: Encode<T>): GrahaYear<T | string> {
  const g = validateGraha(input.planet);
  const year = validateYear(input.year);
  const tz = canonicalZone(input.tz);
  const r = resolve(input.options);
  const raw = rawYear(g, year, tz, r);
  const enc: Encode<T | string> = at ?? ((jd) => toLocalIso(jd, tz));
  return {
    planet: g,
    year,
    tz,
    start: enc(raw.from),
    position: raw.position,
    events: raw.events.map((e) => encodeEvent(e, enc)),
    models: { ayanamsa: r.models.ayanamsa.name, node: r.node },
  };
}

/**
 * How far ahead the next event is searched, in chunks of CHUNK_SAMPLES
 * samples: Saturn stays in a rashi up to ~2.9 years (with its retrograde
 * returns), Rahu 18.6 months; nothing waits longer than HORIZON_DAYS.
 */
const CHUNK_SAMPLES = 40;
const HORIZON_DAYS = 4 * 366;

/** An event found again from a search starting at its own instant lands within milliseconds of it: not a later one. */
const SAME = 1 / 1440;

/** The first event of the kinds after `after` (more than a minute after it), within HORIZON_DAYS. */
function nextEvent(g: Graha, after: number, kinds: readonly GrahaEventKind[], r: Resolved): GrahaEvent | null {
  const chunk = CHUNK_SAMPLES * SAMPLE_DAYS[g];
  for (let a = after; a < after + HORIZON_DAYS; a += chunk) {
    const found = eventsBetween(g, a, a + chunk, r.models, r.node, kinds).find((e) => e.at > after + SAME);
    if (found) return found;
  }
  return null;
}

/** The last event of the kinds before `before` (more than a minute before it), within HORIZON_DAYS. */
function previousEvent(g: Graha, before: number, kinds: readonly GrahaEventKind[], r: Resolved): GrahaEvent | null {
  const chunk = CHUNK_SAMPLES * SAMPLE_DAYS[g];
  for (let b = before; b > before - HORIZON_DAYS; b -= chunk) {
    const found = eventsBetween(g, b - chunk, b, r.models, r.node, kinds).filter((e) => e.at < before - SAME);
    if (found.length > 0) return found[found.length - 1];
  }
  return null;
}

export interface GrahaNow<T = string> {
  position: GrahaPosition;
  /** The next rashi change. */
  nextRashi: IngressEvent<T> | null;
  /** The next event of any kind but a nakshatra change (a rashi change, a station, combustion). */
  next: GrahaEvent<T> | null;
}

/** Where each graha stands at an instant and what it does next: the /grahas hub. */
export function grahasNow(instant: number | string, options?: GrahaOptions): GrahaNow<number>[];
export function grahasNow<T>(instant: number | string, options: GrahaOptions | undefined, at: Encode<T>): GrahaNow<T>[];
export function grahasNow<T>(instant: number | string, options?: GrahaOptions, at?: Encode<T>): GrahaNow<T | number>[] {
  const t = instantJd(instant);
  const r = resolve(options);
  const enc: Encode<T | number> = at ?? ((jd) => jd);
  return positionsAt(t, r.models, r.node).map((position) => {
    const g = position.graha;
    const kinds = eventKindsOf(g).filter((k) => k !== 'nakshatra');
    const next = nextEvent(g, t, kinds, r);
    const nextRashi = next?.kind === 'rashi' ? next : nextEvent(g, t, ['rashi'], r);
    return {
      position,
      nextRashi: nextRashi ? (encodeEvent(nextRashi, enc) as IngressEvent<T | number>) : null,
      next: next ? encodeEvent(next, enc) : null,
    };
  });
}

/** A span of time, JD UT: the shape of engine/periods.ts' periods. */
export interface Span {
  start: number;
  end: number;
}

/**
 * The spans (JD UT) in which a graha is combust (asta, from setting in the
 * Sun's glare to rising out of it) that overlap [from, to), whole: a span
 * running at `from` starts at its own asta. For the muhurat and festival
 * rules (Guru and Shukra asta forbid weddings). None for the Sun, Rahu and
 * Ketu.
 */
export function combustionSpans(planet: Graha, from: number, to: number, options?: GrahaOptions): Span[] {
  const g = validateGraha(planet);
  const a = instantJd(from, 'from');
  const b = instantJd(to, 'to');
  if (!(b > a)) throw new PanchangInputError('to', 'to must be after from');
  if (!COMBUSTION_ORBS[g]) return [];
  const r = resolve(options);
  const kinds: GrahaEventKind[] = ['asta', 'uday'];
  const [now] = positionsAt(a, r.models, r.node, [g]);
  let open: number | null = now.combust ? (previousEvent(g, a, ['asta'], r)?.at ?? a) : null;
  const spans: Span[] = [];
  for (const e of eventsBetween(g, a, b, r.models, r.node, kinds)) {
    if (e.kind === 'asta') open = e.at;
    else if (open !== null) {
      spans.push({ start: open, end: e.at });
      open = null;
    }
  }
  if (open !== null) spans.push({ start: open, end: nextEvent(g, b, ['uday'], r)?.at ?? b });
  return spans;
}

/** A major transit with what it changes (transits.ts), and the same crossings under the other conventions. */
export interface TransitDetail<T = string> extends RashiTransit<T> {
  /** When the graha leaves `into` for the next sign (null beyond the search). */
  leaves: IngressEvent<T> | null;
  /** The signs the graha aspects from `into`. */
  aspects: number[];
  /** Saturn: the Sade Sati and Dhaiya changes by Moon sign. */
  saturn: SaturnChanges | null;
  /** Rahu and Ketu: the other node's sign from `into`. */
  partner: { graha: 'Rahu' | 'Ketu'; into: number } | null;
  /** The ayanamsa and node models the times are computed with. */
  models: { ayanamsa: string; node: NodeModelName };
  /** The same boundary's crossings under Swiss Ephemeris' true Lahiri ayanamsa, and (Rahu, Ketu) under the other node model. */
  alternatives: { ayanamsa: string; node: NodeModelName; crossings: IngressEvent<T>[] }[];
}

/** Transits whose first crossing falls in the margin's span are complete: Saturn's back-and-forth lasts under nine months. */
const TRANSIT_MARGIN_DAYS = 400;

function rawTransits(g: Graha, from: number, to: number, r: Resolved): RashiTransit[] {
  const ingresses = eventsBetween(g, from - TRANSIT_MARGIN_DAYS, to + TRANSIT_MARGIN_DAYS, r.models, r.node, ['rashi']) as IngressEvent<number>[];
  return groupTransits(ingresses).filter((x) => x.crossings[0].at >= from && x.crossings[0].at < to);
}

export const isMajorTransitGraha = (g: Graha): boolean => MAJOR_TRANSIT_GRAHAS.includes(g);

function validateMajor(planet: unknown): Graha {
  const g = validateGraha(planet);
  if (!isMajorTransitGraha(g)) {
    throw new PanchangInputError('planet', `Major transits are those of ${MAJOR_TRANSIT_GRAHAS.join(', ')} (got ${g})`);
  }
  return g;
}

/** The major transits (Saturn, Jupiter, Rahu, Ketu rashi changes) whose first crossing falls in a civil year of a zone. */
export function majorTransits<T>(input: GrahaYearInput, at: Encode<T>): RashiTransit<T>[] {
  const g = validateMajor(input.planet);
  const year = validateYear(input.year);
  const tz = canonicalZone(input.tz);
  const r = resolve(input.options);
  const from = localMidnightJd({ year, month: 1, day: 1 }, tz);
  const to = localMidnightJd({ year: year + 1, month: 1, day: 1 }, tz);
  return rawTransits(g, from, to, r).map((x) => ({ ...x, crossings: x.crossings.map((c) => encodeEvent(c, at) as IngressEvent<T>) }));
}

/**
 * One major transit: the graha's move into rashi `into` whose first
 * crossing falls in the civil year (null when it makes none that year),
 * with what it changes and its times under the other conventions.
 */
export function transitDetail<T>(input: GrahaYearInput & { into: number }, at: Encode<T>): TransitDetail<T> | null {
  const g = validateMajor(input.planet);
  const year = validateYear(input.year);
  if (!Number.isInteger(input.into) || input.into < 1 || input.into > 12) {
    throw new PanchangInputError('rashi', `Rashi must be a whole number from 1 to 12 (got ${String(input.into)})`);
  }
  const tz = canonicalZone(input.tz);
  const r = resolve(input.options);
  const from = localMidnightJd({ year, month: 1, day: 1 }, tz);
  const to = localMidnightJd({ year: year + 1, month: 1, day: 1 }, tz);
  const transit = rawTransits(g, from, to, r).find((x) => x.into === input.into);
  if (!transit) return null;
  const first = transit.crossings[0].at;
  const last = transit.crossings[transit.crossings.length - 1].at;
  const leaves = nextEvent(g, last, ['rashi'], r) as IngressEvent<number> | null;
  const boundary = (e: IngressEvent<number>) => (e.retrograde ? e.from : e.into);
  const base = options(input.options);
  const others: GrahaOptions[] = [{ ...base, ayanamsa: base.ayanamsa === 'lahiri' ? 'lahiri-vp285-mean' : 'lahiri' }];
  if (g === 'Rahu' || g === 'Ketu') others.push({ ...base, node: r.node === 'mean' ? 'true' : 'mean' });
  // The true node swings up to 1.7 degrees about the mean one: its crossings can lie months away.
  const margin = g === 'Rahu' || g === 'Ketu' ? 120 : 30;
  const alternatives = others.map((o) => {
    const alt = resolve(o);
    const crossings = (eventsBetween(g, first - margin, last + margin, alt.models, alt.node, ['rashi']) as IngressEvent<number>[]).filter(
      (e) => boundary(e) === boundary(transit.crossings[0]),
    );
    return { ayanamsa: alt.models.ayanamsa.name, node: alt.node, crossings: crossings.map((c) => encodeEvent(c, at) as IngressEvent<T>) };
  });
  return {
    ...transit,
    crossings: transit.crossings.map((c) => encodeEvent(c, at) as IngressEvent<T>),
    leaves: leaves ? (encodeEvent(leaves, at) as IngressEvent<T>) : null,
    aspects: aspectHouses(g).map((h) => signPlus(transit.into, h - 1)),
    saturn: g === 'Saturn' ? saturnChanges(transit.into) : null,
    partner: g === 'Rahu' || g === 'Ketu' ? { graha: g === 'Rahu' ? 'Ketu' : 'Rahu', into: signPlus(transit.into, 6) } : null,
    models: { ayanamsa: r.models.ayanamsa.name, node: r.node },
    alternatives,
  };
}

/** The options with their defaults filled in (the models' names), for deriving another convention's options. */
function options(o: GrahaOptions | undefined): Required<GrahaOptions> {
  return { ...validateOptions(o), node: resolve(o).node };
}

export { GRAHAS, COMBUSTION_ORBS, STATIONING } from './table';
export type { Graha, Orb } from './table';
export type { GrahaPosition } from './position';
export { GRAHA_EVENT_KINDS, eventKindsOf } from './events';
export type { GrahaEvent, GrahaEventKind, IngressEvent, StationEvent, CombustionEvent } from './events';
export { MAJOR_TRANSIT_GRAHAS, saturnChanges, signPlus } from './transits';
export type { RashiTransit, SaturnChanges, SadeSatiPhase } from './transits';
export { NODE_MODEL_NAMES, DEFAULT_NODE_MODEL } from '../models/lunar-node';
export type { NodeModelName } from '../models/lunar-node';

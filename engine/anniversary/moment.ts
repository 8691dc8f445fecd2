/**
 * The lunar date of a moment (a birth, a passing) at its place: the tithi
 * and paksha, the lunar month in both reckonings (adhika flagged) and the
 * nakshatra with its pada. What the anniversaries (anniversaries.ts) are
 * kept by.
 *
 * Without a time the moment is the date's sunrise at the place: the tithi
 * and nakshatra the Panchang prints for that date (calendar-conventions.md,
 * "the Panchang day runs from one sunrise to the next"). When a limb
 * changes before the next sunrise, the anniversary depends on the hour,
 * and the moment says so (`tithi-changes`, `nakshatra-changes`).
 */
import { amantaMasa, lunationAt, purnimantaMasa, type Lunation, type Masa } from '../calendar/masa';
import { PanchangInputError } from '../errors';
import { nakshatraAt, tithiAt } from '../find';
import { type EngineOptions, type Place, validateOptions, validatePlace } from '../input';
import type { Paksha } from '../limbs/limbs';
import { modelsOf } from '../models';
import { civilSun, sunriseWithin } from '../riseset';
import { addDays, localMidnightJd, localTimeJd, parseCivilDate, toLocalIso } from '../time';

export interface MomentInput extends Place {
  /** Civil date at the place, YYYY-MM-DD (1900-2100). */
  date: string;
  /** Local time HH:MM (24-hour); omitted: the date's sunrise. */
  time?: string | null;
  options?: EngineOptions;
}

/**
 * What the reader of a moment should know: `sunrise-taken` (no time: the
 * sunrise was used), `tithi-changes` / `nakshatra-changes` (no time, and the
 * limb changes before the next sunrise: the hour decides), `before-sunrise`
 * (a time before that date's sunrise: by the Panchang it belongs to the
 * previous date's day), `no-sunrise` (no time and no sunrise that date:
 * local midnight was used).
 */
export type MomentNote = 'sunrise-taken' | 'tithi-changes' | 'nakshatra-changes' | 'before-sunrise' | 'no-sunrise';

export interface MasaOfMoment {
  /** 1 = Chaitra .. 12 = Phalguna. */
  number: number;
  adhika: boolean;
}

export interface LunarMoment<T = string> {
  instant: T;
  /** Whether a time was given (else the instant is the sunrise). */
  timeGiven: boolean;
  tithi: { number: number; paksha: Paksha; start: T; end: T };
  masa: { amanta: MasaOfMoment; purnimanta: MasaOfMoment; kshaya: boolean };
  nakshatra: { number: number; pada: number; start: T; end: T };
  notes: MomentNote[];
}

/** The moment in engine units: what the anniversaries are computed from. */
export interface RawMoment {
  jd: number;
  timeGiven: boolean;
  tithi: { number: number; paksha: Paksha; start: number; end: number };
  nakshatra: { number: number; pada: number; start: number; end: number };
  lunation: Lunation;
  amanta: Masa;
  purnimanta: Masa;
  notes: MomentNote[];
}

const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** `HH:MM` to hours and minutes, or a PanchangInputError naming `time`. */
export function parseLocalTime(time: string): { hour: number; minute: number } {
  const m = typeof time === 'string' ? TIME_RE.exec(time) : null;
  if (!m) throw new PanchangInputError('time', `Invalid time "${String(time).slice(0, 20)}": expected HH:MM from 00:00 to 23:59`);
  return { hour: Number(m[1]), minute: Number(m[2]) };
}

export function rawMoment(input: MomentInput): RawMoment {
  const date = parseCivilDate(input.date);
  const place = validatePlace(input);
  const options = validateOptions(input.options);
  const models = modelsOf(options);
  const geo = { lat: place.lat, lon: place.lon };
  const sun = civilSun(date, place.tz, geo, options.sunrise, models.deltaT);
  const notes: MomentNote[] = [];
  const timeGiven = input.time !== undefined && input.time !== null && input.time !== '';
  let jd: number;
  if (timeGiven) {
    const { hour, minute } = parseLocalTime(input.time as string);
    jd = localTimeJd(date, hour, minute, place.tz);
    if (sun.sunrise !== null && jd < sun.sunrise) notes.push('before-sunrise');
  } else if (sun.sunrise !== null) {
    jd = sun.sunrise;
    notes.push('sunrise-taken');
  } else {
    jd = sun.midnight;
    notes.push('no-sunrise');
  }
  const tithi = tithiAt(jd, options);
  const nakshatra = nakshatraAt(jd, options);
  if (!timeGiven) {
    // The day's end: the next sunrise, or the next midnight where the Sun does not rise.
    const next = sunriseWithin(sun.nextMidnight, localMidnightJd(addDays(date, 2), place.tz), geo, options.sunrise, models.deltaT) ?? sun.nextMidnight;
    if (tithi.end < next) notes.push('tithi-changes');
    if (nakshatra.end < next) notes.push('nakshatra-changes');
  }
  const lunation = lunationAt(jd, models);
  const amanta = amantaMasa(lunation);
  return {
    jd,
    timeGiven,
    tithi: { number: tithi.number, paksha: tithi.paksha, start: tithi.start, end: tithi.end },
    nakshatra: { number: nakshatra.number, pada: nakshatra.pada, start: nakshatra.start, end: nakshatra.end },
    lunation,
    amanta,
    purnimanta: purnimantaMasa(amanta, tithi.paksha),
    notes,
  };
}

/** The moment's instants encoded by `at` (ISO local time at the place by default). */
export function encodeMoment<T>(m: RawMoment, at: (jd: number) => T): LunarMoment<T> {
  return {
    instant: at(m.jd),
    timeGiven: m.timeGiven,
    tithi: { number: m.tithi.number, paksha: m.tithi.paksha, start: at(m.tithi.start), end: at(m.tithi.end) },
    masa: {
      amanta: { number: m.amanta.number, adhika: m.amanta.adhika },
      purnimanta: { number: m.purnimanta.number, adhika: m.purnimanta.adhika },
      kshaya: m.amanta.kshaya,
    },
    nakshatra: { number: m.nakshatra.number, pada: m.nakshatra.pada, start: at(m.nakshatra.start), end: at(m.nakshatra.end) },
    notes: m.notes,
  };
}

/** The tithi, month and nakshatra of a moment at its place; instants as ISO local times there, or as `at` makes them. */
export function lunarMoment(input: MomentInput): LunarMoment;
export function lunarMoment<T>(input: MomentInput, at: (jd: number) => T): LunarMoment<T>;
export function lunarMoment<T>(input: MomentInput, at?: (jd: number) => T): LunarMoment<T | string> {
  const m = rawMoment(input);
  const tz = validatePlace(input).tz;
  return encodeMoment<T | string>(m, at ?? ((jd) => toLocalIso(jd, tz)));
}


/**
 * Lagna table: which sidereal sign is rising (the day's ayanamsa model), from this sunrise to
 * the next, with the exact instants the ascendant crosses each 30-degree
 * boundary; and the lagna at any instant.
 *
 * The first entry starts when its sign began to rise (before sunrise) and
 * the last ends after the next sunrise, so a day has 13 entries as a rule
 * (the sign rising at sunrise rises again a day later).
 */
import { computeDay, type RawDay } from '../day';
import { type DayInput, type EngineOptions, type Place, validateOptions, validatePlace } from '../input';
import { modelsOf } from '../models';
import { toLocalIso } from '../time';
import { ascendantAt, ascendantCrossing, ascendantModel, type AscendantModel } from './ascendant';
import { dayFormatter, headerOf, instantToJd, type TimingsHeader } from './common';

export interface RawLagna {
  /** 1 = Mesha .. 12 = Meena. */
  sign: number;
  start: number;
  end: number;
}

export interface LagnaPeriod<T = string> {
  /** 1 = Mesha .. 12 = Meena. */
  sign: number;
  start: T;
  end: T;
}

export interface LagnaTable<T = string> extends TimingsHeader {
  /** The span the table covers: sunrise to next sunrise (local midnights where the Sun does not rise). */
  from: T;
  to: T;
  lagnas: LagnaPeriod<T>[];
}

const signOf = (lon: number) => Math.floor(lon / 30) % 12;

/** Grid step for the polar-circle search: 2 minutes. */
const POLAR_STEP = 2 / 1440;
/** Bisection stops under 10 ms. */
const POLAR_TOLERANCE = 0.01 / 86400;

/**
 * Inside a polar circle: the instant after `t` (direction 1) or before it
 * (-1) at which the rising sign stops being the one at `t`. The ascendant
 * leaves any sign within ~0.6 day (it stays within 180 deg after the
 * steadily moving MC), so the search is bounded.
 */
function polarSignChange(m: AscendantModel, t: number, direction: 1 | -1): number {
  const sign = signOf(ascendantAt(m, t));
  let inside = t;
  let outside = t;
  for (let i = 1; i <= 1440; i++) {
    const probe = t + direction * i * POLAR_STEP;
    if (signOf(ascendantAt(m, probe)) !== sign) {
      outside = probe;
      break;
    }
    inside = probe;
  }
  if (outside === t) return inside; // unreachable: kept for safety against an endless sign
  while (Math.abs(outside - inside) > POLAR_TOLERANCE) {
    const mid = (inside + outside) / 2;
    if (signOf(ascendantAt(m, mid)) === sign) inside = mid;
    else outside = mid;
  }
  return (inside + outside) / 2;
}

/** Start and end (JD UT) of the sign rising at `t`. */
function lagnaAround(m: AscendantModel, t: number): RawLagna {
  const k = signOf(ascendantAt(m, t));
  if (m.polar) {
    return { sign: k + 1, start: polarSignChange(m, t, -1), end: polarSignChange(m, t, 1) };
  }
  return {
    sign: k + 1,
    start: ascendantCrossing(m, k * 30, t, -1),
    end: ascendantCrossing(m, ((k + 1) % 12) * 30, t, 1),
  };
}

/** The rising signs over [from, to] (JD UT), in order. */
export function lagnaSegments(m: AscendantModel, from: number, to: number): RawLagna[] {
  const out: RawLagna[] = [];
  let current = lagnaAround(m, from);
  out.push(current);
  // A day has 13 entries at most outside the polar circles; the cap guards the polar search.
  while (current.end < to && out.length < 200) {
    const t = current.end;
    if (m.polar) {
      // Probe just past the boundary: the next sign holds there.
      const probe = t + POLAR_TOLERANCE;
      current = { sign: signOf(ascendantAt(m, probe)) + 1, start: t, end: polarSignChange(m, probe, 1) };
    } else {
      const k = current.sign % 12; // index of the next sign
      current = { sign: k + 1, start: t, end: ascendantCrossing(m, ((k + 1) % 12) * 30, t, 1) };
    }
    out.push(current);
  }
  return out;
}

const formatLagna = <T>(l: RawLagna, iso: (jd: number) => T): LagnaPeriod<T> => ({ sign: l.sign, start: iso(l.start), end: iso(l.end) });

/** The ascendant model of a Panchang day, sharing the day's ayanamsa model. */
export function dayAscendantModel(day: RawDay): AscendantModel {
  // Half a day of margin either side covers the first sign's start and the last one's end.
  return ascendantModel(day.place.lat, day.place.lon, day.dayStart - 0.25, day.dayEnd + 0.25, day.models, (t) => day.motion.ayanamsa(t).value);
}

export function rawLagnaTable(day: RawDay): RawLagna[] {
  return lagnaSegments(dayAscendantModel(day), day.dayStart, day.dayEnd);
}

/** The lagna table of a computed day, instants encoded by `at` (ISO by default). */
export function lagnaTableOfDay(day: RawDay): LagnaTable;
export function lagnaTableOfDay<T>(day: RawDay, at: (jd: number) => T): LagnaTable<T>;
export function lagnaTableOfDay<T>(day: RawDay, at?: (jd: number) => T): LagnaTable<T | string> {
  const enc: (jd: number) => T | string = at ?? dayFormatter(day);
  return {
    ...headerOf(day),
    from: enc(day.dayStart),
    to: enc(day.dayEnd),
    lagnas: rawLagnaTable(day).map((l) => formatLagna(l, enc)),
  };
}

export function computeLagnaTable(input: DayInput): LagnaTable {
  return lagnaTableOfDay(computeDay(input));
}

export interface LagnaAt<T = string> extends LagnaPeriod<T> {
  /** The instant asked about. */
  instant: T;
  /** Sidereal longitude of the ascendant, degrees [0, 360). */
  longitude: number;
}

/**
 * The lagna (sidereal ascendant) at an instant (JD UT or ISO string) and
 * place, with its sign's rising span; instants encoded by `at` (ISO local by
 * default), positions under the options' models.
 */
export function lagnaAt(instant: number | string, place: Place): LagnaAt;
export function lagnaAt<T>(instant: number | string, place: Place, at: (jd: number) => T, options?: EngineOptions): LagnaAt<T>;
export function lagnaAt<T>(
  instant: number | string,
  place: Place,
  at?: (jd: number) => T,
  options?: EngineOptions,
): LagnaAt<T | string> {
  const p = validatePlace(place);
  const t = instantToJd(instant, p.tz);
  const enc: (jd: number) => T | string = at ?? ((jd: number) => toLocalIso(jd, p.tz));
  const m = ascendantModel(p.lat, p.lon, t - 0.75, t + 0.75, modelsOf(validateOptions(options)));
  const longitude = ascendantAt(m, t);
  return {
    instant: enc(t),
    longitude: Math.round(longitude * 1e6) / 1e6,
    ...formatLagna(lagnaAround(m, t), enc),
  };
}

/**
 * The sidereal ascendant (under the models' ayanamsa) in pure TypeScript, and the instants at
 * which it crosses a given longitude.
 *
 * Why not `swe_houses_ex` at every step: it costs ~10 us a call, and a
 * lagna table would need hundreds. Over a day the inputs of the ascendant
 * are almost linear in time: apparent sidereal time advances 360.9856
 * deg/day (the equation of the equinoxes drifts by milli-seconds a day),
 * true obliquity and ayanamsa by fractions of an arc-second. So the model
 * asks the ephemeris for them at the two ends of the span and interpolates;
 * the ascendant then agrees with `swe_houses_ex` (SEFLG_SIDEREAL) to well
 * under an arc-second (tests/engine/timings/ascendant.test.ts).
 *
 * Crossings are solved on the inverse function: an ecliptic point of
 * longitude L rises when the local sidereal time (RAMC) equals its right
 * ascension minus its semi-diurnal arc, RAMC = RA(L) - acos(-tan(lat) tan(dec(L))).
 * That is exact and monotonic outside the polar circles, so a boundary is
 * found in two fixed-point steps (the only time dependence left is the
 * slow drift of obliquity and ayanamsa). Inside the polar circles the
 * ascendant jumps and runs backwards; there the model brackets sign changes
 * on a fine grid and bisects.
 */
import { obliquity, SIDEREAL_RATE, siderealTimeDeg } from '../ephemeris';
import type { AstroModels } from '../models';
import { norm360, wrap180 } from '../roots';

const D = Math.PI / 180;

export interface AscendantModel {
  lat: number;
  lon: number;
  /** Span (JD UT) over which the linear inputs were fitted. */
  from: number;
  to: number;
  /** Local apparent sidereal time (RAMC), degrees, unwrapped. */
  ramc(t: number): number;
  /** True obliquity of the ecliptic, degrees. */
  eps(t: number): number;
  /** The models' ayanamsa, degrees: the same as every other sidereal longitude's. */
  ayanamsa(t: number): number;
  /** Whether the place is inside a polar circle (the ascendant is not monotonic there). */
  polar: boolean;
}

/** A linear fit of f over [from, to], given its values at the ends. */
function linear(from: number, to: number, f0: number, f1: number): (t: number) => number {
  const rate = to > from ? (f1 - f0) / (to - from) : 0;
  return (t) => f0 + (t - from) * rate;
}

/**
 * Builds the model over [from, to] (a day or so). `ayan` lets a caller that
 * already has an ayanamsa model (RawDay.motion) share it.
 */
export function ascendantModel(
  lat: number,
  lon: number,
  from: number,
  to: number,
  models: AstroModels,
  ayan?: (t: number) => number,
): AscendantModel {
  const g0 = siderealTimeDeg(from);
  const g1 = siderealTimeDeg(to);
  // Residual of apparent sidereal time against the mean rate: the equation
  // of the equinoxes and the tiny secular terms, linear over a day.
  const drift = to > from ? wrap180(g1 - (g0 + SIDEREAL_RATE * (to - from))) / (to - from) : 0;
  const rate = SIDEREAL_RATE + drift;
  const e0 = obliquity(from, models.deltaT);
  const eps = linear(from, to, e0, obliquity(to, models.deltaT));
  const ayanamsaFn = ayan ?? linear(from, to, models.ayanamsa.at(from), models.ayanamsa.at(to));
  return {
    lat,
    lon,
    from,
    to,
    ramc: (t) => g0 + lon + (t - from) * rate,
    eps,
    ayanamsa: ayanamsaFn,
    // Beyond 90 - obliquity some ecliptic points never rise or never set.
    polar: Math.abs(lat) >= 90 - e0,
  };
}

/**
 * Tropical ascendant (degrees) for a sidereal time, obliquity and latitude.
 * Inside the polar circles Swiss Ephemeris keeps the ascendant in the
 * eastern half (within 180 deg after the MC) and so do we.
 */
export function tropicalAscendant(ramcDeg: number, epsDeg: number, latDeg: number): number {
  const r = ramcDeg * D;
  const e = epsDeg * D;
  const sr = Math.sin(r);
  const cr = Math.cos(r);
  let asc = norm360(Math.atan2(cr, -(sr * Math.cos(e) + Math.tan(latDeg * D) * Math.sin(e))) / D);
  if (Math.abs(latDeg) >= 90 - epsDeg) {
    const mc = Math.atan2(sr, cr * Math.cos(e)) / D;
    if (wrap180(asc - mc) < 0) asc = norm360(asc + 180);
  }
  return asc;
}

/** Sidereal ascendant (degrees, [0, 360)) at t. */
export function ascendantAt(m: AscendantModel, t: number): number {
  return norm360(tropicalAscendant(m.ramc(t), m.eps(t), m.lat) - m.ayanamsa(t));
}

/**
 * RAMC (degrees) at which the tropical ecliptic longitude `lonDeg` is on the
 * eastern horizon, or null if that point never rises at this latitude.
 */
export function risingRamc(lonDeg: number, epsDeg: number, latDeg: number): number | null {
  const l = lonDeg * D;
  const e = epsDeg * D;
  const ra = Math.atan2(Math.sin(l) * Math.cos(e), Math.cos(l));
  const dec = Math.asin(Math.sin(e) * Math.sin(l));
  const c = -Math.tan(latDeg * D) * Math.tan(dec);
  if (!(c >= -1 && c <= 1)) return null;
  return norm360((ra - Math.acos(c)) / D);
}

/**
 * The instant nearest `guess` (within half a sidereal day) at which the
 * sidereal ascendant equals `target`, for a place outside the polar circles.
 */
function solveNear(m: AscendantModel, target: number, guess: number): number {
  let t = guess;
  for (let i = 0; i < 4; i++) {
    const eps = m.eps(t);
    const r = risingRamc(target + m.ayanamsa(t), eps, m.lat);
    if (r === null) return Number.NaN; // cannot happen outside the polar circles
    const step = wrap180(r - m.ramc(t)) / SIDEREAL_RATE;
    t += step;
    if (Math.abs(step) < 1e-8) break;
  }
  return t;
}

/**
 * First instant after `t` (or at or before it, with direction -1) when the
 * sidereal ascendant reaches `target` degrees. Outside the polar circles only.
 */
export function ascendantCrossing(m: AscendantModel, target: number, t: number, direction: 1 | -1 = 1): number {
  const r = risingRamc(target + m.ayanamsa(t), m.eps(t), m.lat);
  if (r === null) return Number.NaN;
  // The RAMC that brings the target up lies this far ahead of (or behind)
  // the current one; exactly on the boundary, the crossing is t itself.
  const guess =
    direction === 1 ? t + norm360(r - m.ramc(t)) / SIDEREAL_RATE : t - norm360(m.ramc(t) - r) / SIDEREAL_RATE;
  return solveNear(m, target, guess);
}

/**
 * The Sun's and Moon's motion over a window of a few days, as cubic Hermite
 * interpolants through ephemeris positions and speeds at a handful of nodes.
 *
 * Why: a Panchang day needs ~20 limb end times, each a root of an angle
 * function. Asking the ephemeris at every Newton step costs ~9 us a call; the
 * interpolant answers in nanoseconds. With nodes at most 0.6 day apart the
 * interpolation error (h^4/384 times the 4th derivative of the Moon's
 * longitude, below 0.05 deg/day^4) stays under 0.1 arc-second, i.e. under
 * 0.2 s of time for the fastest limb. Outside the window the functions fall
 * back to the ephemeris itself, so callers never need to care.
 *
 * An `anchor` instant (a day's sunrise) is made a node: there the
 * interpolant returns the ephemeris' own values, so what holds at sunrise
 * is decided exactly as the sunrise summary (engine/summary.ts) decides it,
 * even for a limb that ends milli-seconds from sunrise.
 */
import { MOON, SUN, tropical } from './ephemeris';
import type { AstroModels } from './models';
import { norm360 } from './roots';

export interface Motion {
  readonly from: number;
  readonly to: number;
  /** Unwrapped apparent tropical longitude of the Sun (deg) and its speed (deg/day). */
  sun(t: number): { value: number; speed: number };
  moon(t: number): { value: number; speed: number };
  /** The models' ayanamsa (deg) and its rate. */
  ayanamsa(t: number): { value: number; speed: number };
}

/** Node instants, values and rates of one interpolated quantity. */
export interface Track {
  t: Float64Array;
  v: Float64Array;
  d: Float64Array;
}

/** The cubic Hermite interpolant of a track (value and rate) at t, inside the nodes' span. */
export function hermite(track: Track, t: number): { value: number; speed: number } {
  // The first interval whose end is at or after t (the last one beyond it), found by bisection:
  // a year's track has ~700 nodes and the festival year asks it ~10^5 times.
  const n = track.t.length;
  let lo = 0;
  let hi = n - 2;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (t > track.t[mid + 1]) lo = mid + 1;
    else hi = mid;
  }
  const i = lo;
  const t0 = track.t[i];
  const h = track.t[i + 1] - t0;
  const s = (t - t0) / h;
  const s2 = s * s;
  const s3 = s2 * s;
  const p0 = track.v[i];
  const p1 = track.v[i + 1];
  const m0 = track.d[i] * h;
  const m1 = track.d[i + 1] * h;
  const value = (2 * s3 - 3 * s2 + 1) * p0 + (s3 - 2 * s2 + s) * m0 + (-2 * s3 + 3 * s2) * p1 + (s3 - s2) * m1;
  const speed = ((6 * s2 - 6 * s) * p0 + (3 * s2 - 4 * s + 1) * m0 + (-6 * s2 + 6 * s) * p1 + (3 * s2 - 2 * s) * m1) / h;
  return { value, speed };
}

/** Node instants covering [from, to] at most `maxStep` apart, `anchor` (in [from, to]) among them. */
function nodes(from: number, to: number, anchor: number, maxStep: number): Float64Array {
  const before = Math.ceil((anchor - from) / maxStep);
  const after = Math.max(1, Math.ceil((to - anchor) / maxStep));
  const t = new Float64Array(before + after + 1);
  for (let i = 0; i < before; i++) t[i] = from + (i * (anchor - from)) / before;
  t[before] = anchor;
  for (let i = 1; i <= after; i++) t[before + i] = i === after ? to : anchor + (i * (to - anchor)) / after;
  return t;
}

/**
 * Builds the motion model over [from, to] with nodes at most `maxStep` days
 * apart, one of them at `anchor`, under the given ayanamsa and Delta T.
 */
export function buildMotion(from: number, to: number, models: AstroModels, anchor = from, maxStep = 0.6): Motion {
  const t = nodes(from, to, anchor, maxStep);
  const count = t.length;
  const sun: Track = { t, v: new Float64Array(count), d: new Float64Array(count) };
  const moon: Track = { t, v: new Float64Array(count), d: new Float64Array(count) };
  for (let i = 0; i < count; i++) {
    const s = tropical(t[i], SUN, models.deltaT);
    const m = tropical(t[i], MOON, models.deltaT);
    // Unwrap so that each track increases continuously across 360.
    sun.v[i] = i === 0 ? s.lon : sun.v[i - 1] + norm360(s.lon - sun.v[i - 1]);
    moon.v[i] = i === 0 ? m.lon : moon.v[i - 1] + norm360(m.lon - moon.v[i - 1]);
    sun.d[i] = s.speed;
    moon.d[i] = m.speed;
  }
  // The ayanamsa changes by ~0.14" a day (precession; nutation adds under
  // 0.01" a day in the 'lahiri' model); a straight line through its value at
  // the anchor is exact to a milli-arc-second over the window.
  const a0 = models.ayanamsa.at(anchor);
  const aRate = (models.ayanamsa.at(to) - models.ayanamsa.at(from)) / (to - from);

  const outside = (body: typeof SUN | typeof MOON, ref: Track, at: number) => {
    const p = tropical(at, body, models.deltaT);
    // Keep the unwrapped branch continuous with the window's values.
    const base = at < from ? ref.v[0] : ref.v[count - 1];
    return { value: base + wrapNear(p.lon - base, (at - (at < from ? from : to)) * p.speed), speed: p.speed };
  };

  return {
    from,
    to,
    sun: (x) => (x >= from && x <= to ? hermite(sun, x) : outside(SUN, sun, x)),
    moon: (x) => (x >= from && x <= to ? hermite(moon, x) : outside(MOON, moon, x)),
    ayanamsa: (x) => ({ value: a0 + (x - anchor) * aRate, speed: aRate }),
  };
}

/** The representative of `delta` (mod 360) closest to the expected change `expected`. */
function wrapNear(delta: number, expected: number): number {
  return delta + 360 * Math.round((expected - delta) / 360);
}

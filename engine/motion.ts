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
 */
import { ayanamsa, MOON, SUN, tropical } from './ephemeris';
import { norm360 } from './roots';

export interface Motion {
  readonly from: number;
  readonly to: number;
  /** Unwrapped apparent tropical longitude of the Sun (deg) and its speed (deg/day). */
  sun(t: number): { value: number; speed: number };
  moon(t: number): { value: number; speed: number };
  /** Lahiri ayanamsa (deg) and its rate. */
  ayanamsa(t: number): { value: number; speed: number };
}

interface Track {
  t: Float64Array;
  v: Float64Array;
  d: Float64Array;
}

function hermite(track: Track, t: number): { value: number; speed: number } {
  const n = track.t.length;
  let i = 0;
  while (i < n - 2 && t > track.t[i + 1]) i++;
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

/** Builds the motion model over [from, to] with nodes at most `maxStep` days apart. */
export function buildMotion(from: number, to: number, maxStep = 0.6): Motion {
  const count = Math.max(2, Math.ceil((to - from) / maxStep) + 1);
  const step = (to - from) / (count - 1);
  const sun: Track = { t: new Float64Array(count), v: new Float64Array(count), d: new Float64Array(count) };
  const moon: Track = { t: new Float64Array(count), v: new Float64Array(count), d: new Float64Array(count) };
  for (let i = 0; i < count; i++) {
    const t = from + i * step;
    const s = tropical(t, SUN);
    const m = tropical(t, MOON);
    sun.t[i] = moon.t[i] = t;
    // Unwrap so that each track increases continuously across 360.
    sun.v[i] = i === 0 ? s.lon : sun.v[i - 1] + norm360(s.lon - sun.v[i - 1]);
    moon.v[i] = i === 0 ? m.lon : moon.v[i - 1] + norm360(m.lon - moon.v[i - 1]);
    sun.d[i] = s.speed;
    moon.d[i] = m.speed;
  }
  // The ayanamsa changes by ~0.14" a day (precession plus nutation); a
  // straight line between the window's ends is exact to a milli-arc-second.
  const a0 = ayanamsa(from);
  const a1 = ayanamsa(to);
  const aRate = (a1 - a0) / (to - from);

  const outside = (body: typeof SUN | typeof MOON, ref: Track, t: number) => {
    const p = tropical(t, body);
    // Keep the unwrapped branch continuous with the window's values.
    const base = t < from ? ref.v[0] : ref.v[count - 1];
    return { value: base + wrapNear(p.lon - base, (t - (t < from ? from : to)) * p.speed), speed: p.speed };
  };

  return {
    from,
    to,
    sun: (t) => (t >= from && t <= to ? hermite(sun, t) : outside(SUN, sun, t)),
    moon: (t) => (t >= from && t <= to ? hermite(moon, t) : outside(MOON, moon, t)),
    ayanamsa: (t) => ({ value: a0 + (t - from) * aRate, speed: aRate }),
  };
}

/** The representative of `delta` (mod 360) closest to the expected change `expected`. */
function wrapNear(delta: number, expected: number): number {
  return delta + 360 * Math.round((expected - delta) / 360);
}

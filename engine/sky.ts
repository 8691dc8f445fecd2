/**
 * A body's apparent equatorial position and the apparent sidereal time,
 * asked of the ephemeris on evenly spaced nodes and interpolated between
 * them: rise/set searches evaluate the sky hundreds of times over a span,
 * and one ephemeris call costs as much as ~50 interpolations.
 *
 * Cubic Lagrange on nodes i-1..i+2. Its error is far below a
 * milli-arc-second for the Sun on daily nodes (the festival year's polar
 * days, festivals/days.ts); the sidereal time is linear in UT to within
 * milli-seconds over a day. (The Moon has its own interpolant, with rates,
 * in moonrise.ts.)
 */
import { type Body, equatorial, SIDEREAL_RATE, siderealTimeDeg } from './ephemeris';
import type { DeltaTModel } from './models';
import { wrap180 } from './roots';

/** A body's apparent RA, declination (deg), distance (AU) and the apparent sidereal time (deg) at an instant. */
export interface Sky {
  ra: number;
  dec: number;
  dist: number;
  gast: number;
}
export type SkyAt = (t: number) => Sky;

interface Nodes {
  t0: number;
  step: number;
  ra: Float64Array;
  dec: Float64Array;
  dist: Float64Array;
  gast: Float64Array;
}

/**
 * The sky of `body` over [from, to] (JD UT) on nodes `step` days apart,
 * starting at a whole multiple of the step, with two nodes of margin before
 * and three after; the body placed under the given Delta T model (the
 * sidereal time is the Earth's rotation, UT alone: ephemeris.ts).
 */
export function interpolatedSky(body: Body, from: number, to: number, step: number, deltaT: DeltaTModel): SkyAt {
  const k0 = Math.floor(from / step) - 2;
  const t0 = k0 * step;
  const n = Math.ceil(to / step) + 3 - k0;
  const ra = new Float64Array(n);
  const dec = new Float64Array(n);
  const dist = new Float64Array(n);
  const gast = new Float64Array(n);
  const turn = SIDEREAL_RATE * step;
  for (let i = 0; i < n; i++) {
    const t = t0 + i * step;
    const q = equatorial(t, body, deltaT);
    const g = siderealTimeDeg(t);
    // Unwrap both angles so that the interpolants run continuously.
    ra[i] = i === 0 ? q.ra : ra[i - 1] + wrap180(q.ra - ra[i - 1]);
    dec[i] = q.dec;
    dist[i] = q.dist;
    gast[i] = i === 0 ? g : gast[i - 1] + turn + wrap180(g - gast[i - 1] - turn);
  }
  return (t) => skyAt({ t0, step, ra, dec, dist, gast }, t);
}

/** Cubic Lagrange interpolation on unit-spaced nodes i-1..i+2 at fraction u of [i, i+1]. */
function lagrange(v: Float64Array, i: number, u: number): number {
  const a = v[i - 1];
  const b = v[i];
  const c = v[i + 1];
  const d = v[i + 2];
  return (
    (-u * (u - 1) * (u - 2) * a) / 6 +
    ((u + 1) * (u - 1) * (u - 2) * b) / 2 -
    ((u + 1) * u * (u - 2) * c) / 2 +
    ((u + 1) * u * (u - 1) * d) / 6
  );
}

function skyAt(nodes: Nodes, t: number): Sky {
  const x = (t - nodes.t0) / nodes.step;
  const i = Math.min(Math.max(Math.floor(x), 1), nodes.ra.length - 3);
  const u = x - i;
  return {
    ra: lagrange(nodes.ra, i, u),
    dec: lagrange(nodes.dec, i, u),
    dist: lagrange(nodes.dist, i, u),
    gast: nodes.gast[i] + (nodes.gast[i + 1] - nodes.gast[i]) * u,
  };
}

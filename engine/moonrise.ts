/**
 * Moonrise and moonset of a place.
 *
 * Convention (fitted on the trusted site's printed times, to the minute):
 * the Moon rises or sets when the centre of its disc, seen from the Earth's
 * centre, crosses the true (geometric) horizon, with no refraction and no
 * parallax. On the nine moonrises and moonsets of the reference
 * (drik-days-dev.json: New Delhi 2000 and 2020, Hooghly 1958, Navoiy 2020;
 * festivals-dev.json: Karva Chauth 2021 and 2022, Sharad Purnima 2021) it
 * reproduces every printed minute (residuals -27..+30 s), where Swiss
 * Ephemeris' own rise (upper limb, refraction and topocentric parallax, as
 * for the Sun) leaves the Moon up to 76 s late at rise and 72 s early at
 * set near new moon: its altitude of about +7' (geocentric) is not the
 * site's. See tests/engine/drik-days.test.ts.
 *
 * How: the Moon's apparent right ascension and declination over the span
 * as a cubic Hermite interpolant through ephemeris positions and rates at
 * nodes half a day apart (exact to a small fraction of an arc-second), the
 * apparent sidereal time as a straight line (its rate drifts by
 * milli-seconds a day); then the altitude is walked forward in steps it
 * cannot outrun (the diurnal motion changes an altitude by at most
 * 361 cos(latitude) degrees a day, the Moon's own motion by at most 16) and
 * each crossing is solved by Newton steps. Four ephemeris calls serve both
 * events of a day, at every latitude.
 */
import { equatorialMotion, MOON, SIDEREAL_RATE, siderealTimeDeg } from './ephemeris';
import type { DeltaTModel } from './models';
import { hermite, type Track } from './motion';
import { wrap180 } from './roots';
import type { Geo } from './riseset';

const D = Math.PI / 180;
/** Node spacing of the interpolant, days. */
const NODE_STEP = 0.5;
/** Smallest step of the walk (days): grazing passes shorter than this are not events. */
const MIN_STEP = 20 / 86400;

export interface MoonEvents {
  /** First moonrise and first moonset in [from, to), JD UT; null when there is none. */
  rise: number | null;
  set: number | null;
}

export interface MoonSearch {
  /** Stop at the first moonrise (the set is left null): a festival day asks for nothing else. */
  riseOnly?: boolean;
  /** The apparent sidereal time (deg) at a JD UT: a caller may share one memo of it over many days. */
  siderealTime?: (jdUt: number) => number;
}

/**
 * The first moonrise and moonset in [from, to) (JD UT) at a place, under a Delta T model.
 * The interpolant's nodes are asked of the ephemeris only as the walk reaches
 * them: the node instants are fixed in advance, so a node's values and the
 * times found are the same whether or not the later nodes are ever asked for.
 */
export function moonEvents(from: number, to: number, geo: Geo, deltaT: DeltaTModel, search: MoonSearch = {}): MoonEvents {
  const n = Math.max(2, Math.ceil((to - from) / NODE_STEP) + 1);
  const step = (to - from) / (n - 1);
  const ra: Track = { t: new Float64Array(n), v: new Float64Array(n), d: new Float64Array(n) };
  const dec: Track = { t: ra.t, v: new Float64Array(n), d: new Float64Array(n) };
  for (let i = 0; i < n; i++) ra.t[i] = from + i * step;
  let filled = 0;
  /** Asks the ephemeris for every node up to the first at or after t (the interval hermite() reads for t). */
  const reach = (t: number) => {
    while (filled < n && (filled < 2 || ra.t[filled - 1] < t)) {
      const i = filled++;
      const q = equatorialMotion(ra.t[i], MOON, deltaT);
      // Unwrap right ascension so that the interpolant runs continuously.
      ra.v[i] = i === 0 ? q.ra : ra.v[i - 1] + wrap180(q.ra - ra.v[i - 1]);
      ra.d[i] = q.raSpeed;
      dec.v[i] = q.dec;
      dec.d[i] = q.decSpeed;
    }
  };
  const sidereal = search.siderealTime ?? siderealTimeDeg;
  const g0 = sidereal(from);
  const g1 = sidereal(to);
  const gRate = SIDEREAL_RATE + wrap180(g1 - g0 - SIDEREAL_RATE * (to - from)) / (to - from);
  const sinPhi = Math.sin(geo.lat * D);
  const cosPhi = Math.cos(geo.lat * D);

  /** Geocentric altitude of the Moon's centre (deg) and its rate (deg/day). */
  const altitude = (t: number) => {
    reach(t);
    const a = hermite(ra, t);
    const d = hermite(dec, t);
    const h = (g0 + gRate * (t - from) + geo.lon - a.value) * D;
    const dd = d.value * D;
    const sinAlt = sinPhi * Math.sin(dd) + cosPhi * Math.cos(dd) * Math.cos(h);
    const cosAlt = Math.sqrt(Math.max(1e-12, 1 - sinAlt * sinAlt));
    const dSin =
      (-cosPhi * Math.cos(dd) * Math.sin(h) * (gRate - a.speed) +
        (sinPhi * Math.cos(dd) - cosPhi * Math.sin(dd) * Math.cos(h)) * d.speed) *
      D;
    return { value: Math.asin(sinAlt) / D, speed: dSin / cosAlt / D };
  };

  /** The crossing of altitude 0 between a and b (a below and b above, or the reverse). */
  const solve = (a: number, b: number): number => {
    let lo = a;
    let hi = b;
    const rising = altitude(a).value < 0;
    let t = (a + b) / 2;
    for (let i = 0; i < 40; i++) {
      const { value, speed } = altitude(t);
      if (value < 0 === rising) lo = t;
      else hi = t;
      const next = speed !== 0 ? t - value / speed : (lo + hi) / 2;
      const stepped = next > lo && next < hi ? next : (lo + hi) / 2;
      if (Math.abs(stepped - t) < 0.001 / 86400) return stepped;
      t = stepped;
    }
    return t;
  };

  const bound = 360.99 * Math.abs(cosPhi) + 16;
  const out: MoonEvents = { rise: null, set: null };
  let t = from;
  let h = altitude(t).value;
  while (t < to && (out.rise === null || (out.set === null && !search.riseOnly))) {
    const next = Math.min(to, t + Math.max(MIN_STEP, Math.abs(h) / bound));
    const hn = altitude(next).value;
    if (h < 0 && hn >= 0 && out.rise === null) out.rise = solve(t, next);
    if (h >= 0 && hn < 0 && out.set === null) out.set = solve(t, next);
    t = next;
    h = hn;
  }
  return out;
}

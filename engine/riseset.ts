/**
 * Sunrise, sunset, moonrise and moonset of a place.
 *
 * Sunrise convention (calendar-conventions.md, measured on the reference's
 * tithi-at-sunrise tables): the upper limb touching the sea-level horizon,
 * modelled as the disc centre at a fixed geometric altitude of -0.8333 deg
 * (34' standard refraction + 16' mean semi-diameter, the almanac
 * convention). Swiss Ephemeris' own refraction model (pressure/temperature
 * dependent) disagrees with the reference more often. The "hindu" option is
 * the disc centre on the horizon with no refraction.
 *
 * The Moon's rise and set use its upper limb with Swiss Ephemeris'
 * refraction and topocentric parallax (its disc and parallax vary too much
 * for a fixed altitude).
 */
import { equatorial, MOON, RISE_BITS, riseSet, siderealTimeDeg, SUN } from './ephemeris';
import { wrap180 } from './roots';
import { interpolatedSky, SIDEREAL_RATE, type Sky, type SkyAt } from './sky';

export type SunriseDefinition = 'upper-limb' | 'hindu';

export interface Geo {
  lat: number;
  lon: number;
}

/** Geometric altitude (deg) of the Sun's centre at rise and set, by definition. */
export const SUN_HORIZON_ALTITUDE: Record<SunriseDefinition, number> = { 'upper-limb': -50 / 60, hindu: 0 };
const SUN_BITS = RISE_BITS.discCenter | RISE_BITS.noRefraction;

const D = Math.PI / 180;

const sunSkyFromEphemeris: SkyAt = (t): Sky => ({ ...equatorial(t, SUN), gast: siderealTimeDeg(t) });

/**
 * Sunrise or sunset nearest the local mean noon `noon` (JD UT), by iterating
 * on the hour angle at which the disc centre reaches the fixed altitude:
 * 3-4 Sun positions instead of the ~60 that Swiss Ephemeris' general
 * search at a non-zero horizon altitude spends (0.5 ms a call). Returns
 * null when the Sun does not reach that altitude (polar day/night) or the
 * iteration does not settle, so the caller can fall back to the full search.
 */
export function sunEventNear(
  noon: number,
  geo: Geo,
  event: 'rise' | 'set',
  altitude: number,
  sunAt: SkyAt = sunSkyFromEphemeris,
): number | null {
  const sinPhi = Math.sin(geo.lat * D);
  const cosPhi = Math.cos(geo.lat * D);
  let t = noon + (event === 'rise' ? -0.25 : 0.25);
  for (let i = 0; i < 8; i++) {
    const q = sunAt(t);
    // Topocentric altitude is lower than geocentric by the solar parallax (8.794"/r).
    const h0 = (altitude + 8.794 / 3600 / q.dist) * D;
    const dec = q.dec * D;
    const cosH0 = (Math.sin(h0) - sinPhi * Math.sin(dec)) / (cosPhi * Math.cos(dec));
    if (!(cosH0 > -1 && cosH0 < 1)) return null;
    const h0Deg = Math.acos(cosH0) / D;
    const hourAngle = wrap180(q.gast + geo.lon - q.ra);
    const target = event === 'rise' ? -h0Deg : h0Deg;
    const step = wrap180(target - hourAngle) / SIDEREAL_RATE;
    t += step;
    if (Math.abs(step) < 0.05 / 86400) return t;
  }
  return null;
}

/**
 * The first sunrise (or sunset) after jd, or null if the Sun stays up or
 * down. Tries the fast hour-angle iteration for the days around jd and
 * falls back to Swiss Ephemeris' search where that cannot decide (close to
 * polar day or night).
 */
export function nextSunEvent(
  jd: number,
  geo: Geo,
  event: 'rise' | 'set',
  definition: SunriseDefinition = 'upper-limb',
): number | null {
  const altitude = SUN_HORIZON_ALTITUDE[definition];
  const fallback = () => riseSet(jd, SUN, { lon: geo.lon, lat: geo.lat, event, bits: SUN_BITS, horizonAltitude: altitude });
  // Beyond 60 degrees the Sun can skim the horizon for hours and an event
  // need not be the one nearest a local noon: leave those to the full search.
  if (Math.abs(geo.lat) > 60) return fallback();
  // Local mean noons (UT) around jd; an event belongs to the noon it is nearest.
  // Integer JDs fall at 12:00 UT, so local mean noon is at n - lon/360. Start
  // with the first noon whose event (about 6 h before or after it) could come
  // after jd; the noon before only if jd is close enough for a long or short
  // day to put its event after jd.
  const e = event === 'rise' ? -0.25 : 0.25;
  let noon = Math.ceil(jd - e + geo.lon / 360) - geo.lon / 360;
  if (noon - 1 + e > jd - 0.25) noon -= 1;
  for (let k = 0; k < 3; k++) {
    const t = sunEventNear(noon + k, geo, event, altitude);
    if (t === null) break;
    if (t > jd) return t;
  }
  return fallback();
}

/**
 * The first moonrise (or moonset) after jd, or null when there is none
 * within 26 hours (Swiss Ephemeris' search window, kept everywhere).
 * Below 60 degrees of latitude Swiss Ephemeris' fast method answers in
 * ~0.1 ms; beyond it its general search costs ~1 ms, so the same event is
 * found on a 6-hourly interpolated Moon with Swiss Ephemeris' own horizon
 * model (`moonHeight`), within a fraction of a second of its search
 * (tests/engine/riseset.test.ts).
 */
export function nextMoonEvent(jd: number, geo: Geo, event: 'rise' | 'set'): number | null {
  if (Math.abs(geo.lat) <= 60) return riseSet(jd, MOON, { lon: geo.lon, lat: geo.lat, event });
  const to = jd + MOON_SEARCH_DAYS;
  const sky = interpolatedSky(MOON, jd, to, 0.25);
  const found = horizonCrossings(moonHeight(geo, sky), jd, to).find((c) => c.event === event && c.t > jd);
  return found ? found.t : null;
}

const MOON_SEARCH_DAYS = 26 / 24;

/** A rise or set found by `horizonCrossings`. */
export interface Crossing {
  t: number;
  event: 'rise' | 'set';
}

/** Degrees above the horizon of an event, as a function of JD UT. */
export type Height = (t: number) => number;

/**
 * Every rise and set in [from, to) at any latitude, polar ones included:
 * the times at which `height` (cheap to evaluate: an interpolated sky)
 * changes sign. The span is sampled every hour and cut at the extremes of
 * height between samples (the culminations, about 12 hours apart for the Sun
 * and the Moon, refined on parabolas); between two cuts the height only
 * rises or only falls, so a piece whose ends lie on both sides of zero holds
 * exactly one event, solved to about a millisecond. This is Swiss
 * Ephemeris' general method at high latitudes (2-hour samples, culminations,
 * bisection), which costs ~1 ms an event on the full ephemeris; here ~80
 * interpolations.
 */
export function horizonCrossings(height: Height, from: number, to: number): Crossing[] {
  const n = Math.max(2, Math.ceil((to - from) * 24));
  const dt = (to - from) / n;
  // One sample beyond each end, so that an extreme next to an end is cut too.
  const ts: number[] = [];
  const hs: number[] = [];
  for (let i = -1; i <= n + 1; i++) {
    ts.push(from + i * dt);
    hs.push(height(from + i * dt));
  }
  const cuts = [from];
  for (let i = 1; i + 1 < ts.length; i++) {
    const rise = hs[i] - hs[i - 1];
    const next = hs[i + 1] - hs[i];
    if ((rise > 0 && next <= 0) || (rise < 0 && next >= 0)) {
      const x = extreme(height, ts[i], dt, [hs[i - 1], hs[i], hs[i + 1]]);
      if (x > cuts[cuts.length - 1] && x < to) cuts.push(x);
    }
  }
  cuts.push(to);
  const out: Crossing[] = [];
  let a = cuts[0];
  let ha = height(a);
  for (let k = 1; k < cuts.length; k++) {
    const b = cuts[k];
    const hb = height(b);
    if (ha <= 0 !== hb <= 0) out.push({ t: root(height, a, b, ha, hb), event: hb > 0 ? 'rise' : 'set' });
    a = b;
    ha = hb;
  }
  return out;
}

/**
 * The zero of height in [a, b], where it only rises or only falls, to about
 * a millisecond: regula falsi with the Illinois step (the stalled end's value
 * halved), 5-8 evaluations where bisection takes 25.
 */
function root(height: Height, a: number, b: number, ha: number, hb: number): number {
  let side = 0;
  let t = a;
  for (let i = 0; i < 100; i++) {
    const c = (a * hb - b * ha) / (hb - ha);
    if (Math.abs(c - t) < 1e-8 || b - a < 1e-8) return c;
    t = c;
    const hc = height(c);
    if (hc <= 0 === hb <= 0) {
      b = c;
      hb = hc;
      if (side === -1) ha /= 2;
      side = -1;
    } else {
      a = c;
      ha = hc;
      if (side === 1) hb /= 2;
      side = 1;
    }
  }
  return t;
}

/**
 * The time of the extreme of height near the sample t (its neighbours dt
 * away are both lower, or both higher): the vertex of the parabola through
 * three samples, taken again on samples 1/8 as far apart around it. Near an
 * extreme the height changes with the square of the time, so the remaining
 * error (well under a second) changes the height there by nothing that counts.
 */
function extreme(height: Height, t: number, dt: number, h: readonly [number, number, number]): number {
  let [h0, h1, h2] = h;
  let x = t;
  let step = dt;
  for (let i = 0; i < 3; i++) {
    const curvature = h0 - 2 * h1 + h2;
    const shift = curvature === 0 ? 0 : ((h0 - h2) / (2 * curvature)) * step;
    x += Math.max(-step, Math.min(step, shift));
    if (i === 2) break;
    step /= 8;
    [h0, h1, h2] = [height(x - step), height(x), height(x + step)];
  }
  return x;
}

/**
 * Height of the Sun's centre above `altitude` (sunEventNear's convention:
 * geometric altitude, lowered by the solar parallax) on a sky model.
 */
export function sunHeight(geo: Geo, altitude: number, sky: SkyAt): Height {
  const sinPhi = Math.sin(geo.lat * D);
  const cosPhi = Math.cos(geo.lat * D);
  return (t) => {
    const q = sky(t);
    const h = (q.gast + geo.lon - q.ra) * D;
    const sinAlt = sinPhi * Math.sin(q.dec * D) + cosPhi * Math.cos(q.dec * D) * Math.cos(h);
    return Math.asin(Math.min(1, Math.max(-1, sinAlt))) / D - (altitude + 8.794 / 3600 / q.dist);
  };
}

const AU_METRES = 1.495978707e11;
/** Swiss Ephemeris' Earth ellipsoid (EARTH_RADIUS, EARTH_OBLATENESS) and lunar diameter (pla_diam). */
const EARTH_RADIUS_AU = 6378136.6 / AU_METRES;
const EARTH_FLATTENING = 1 / 298.25642;
const MOON_RADIUS_AU = 3476300 / 2 / AU_METRES;
/**
 * Refraction at the apparent horizon as Swiss Ephemeris' rise/set search
 * applies it by default (Sinclair's formula at 1013.25 hPa and 15 C,
 * swecl.c calc_astronomical_refr): 33.59'.
 */
const HORIZON_REFRACTION = ((34.46 / 60) * ((1013.25 - 80) / 930)) / (1 + 0.00008 * (34.46 + 39) * (15 - 10));

/**
 * Apparent height of the Moon's upper limb above the sea-level horizon, as
 * Swiss Ephemeris' search defines moonrise: the topocentric position (the
 * observer on the ellipsoid), the disc's radius at the topocentric
 * distance, and the horizon refraction.
 */
function moonHeight(geo: Geo, sky: SkyAt): Height {
  const phi = geo.lat * D;
  const u = Math.atan((1 - EARTH_FLATTENING) * Math.tan(phi));
  const rhoSin = EARTH_RADIUS_AU * (1 - EARTH_FLATTENING) * Math.sin(u);
  const rhoCos = EARTH_RADIUS_AU * Math.cos(u);
  const sinPhi = Math.sin(phi);
  const cosPhi = Math.cos(phi);
  return (t) => {
    const q = sky(t);
    const lst = (q.gast + geo.lon) * D;
    const ra = q.ra * D;
    const dec = q.dec * D;
    // Geocentric vector of the Moon minus the observer's, in the equator of date (AU).
    const x = q.dist * Math.cos(dec) * Math.cos(ra) - rhoCos * Math.cos(lst);
    const y = q.dist * Math.cos(dec) * Math.sin(ra) - rhoCos * Math.sin(lst);
    const z = q.dist * Math.sin(dec) - rhoSin;
    const r = Math.hypot(x, y, z);
    // Altitude over the geodetic horizon: the angle to the plane normal to the local vertical.
    const up = (x * cosPhi * Math.cos(lst) + y * cosPhi * Math.sin(lst) + z * sinPhi) / r;
    return (Math.asin(up) + Math.asin(MOON_RADIUS_AU / r)) / D + HORIZON_REFRACTION;
  };
}

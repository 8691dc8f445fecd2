/**
 * Sunrise and sunset of a place (moonrise and moonset: moonrise.ts).
 *
 * Sunrise convention (calendar-conventions.md, measured on the reference's
 * tithi-at-sunrise tables): the upper limb touching the sea-level horizon,
 * modelled as the disc centre at a fixed geometric altitude of -0.8333 deg
 * (34' standard refraction + 16' mean semi-diameter, the almanac
 * convention). Swiss Ephemeris' own refraction model (pressure/temperature
 * dependent) disagrees with the reference more often. The "hindu" option is
 * the disc centre on the horizon with no refraction.
 */
import { equatorial, RISE_BITS, riseSet, SIDEREAL_RATE, siderealTimeDeg, SUN } from './ephemeris';
import type { DeltaTModel } from './models';
import { rootIn, wrap180 } from './roots';
import type { Sky, SkyAt } from './sky';
import { addDays, type CivilDate, localMidnightJd } from './time';

export type SunriseDefinition = 'upper-limb' | 'hindu';

export interface Geo {
  lat: number;
  lon: number;
}

/** Geometric altitude (deg) of the Sun's centre at rise and set, by definition. */
export const SUN_HORIZON_ALTITUDE: Record<SunriseDefinition, number> = { 'upper-limb': -50 / 60, hindu: 0 };
const SUN_BITS = RISE_BITS.discCenter | RISE_BITS.noRefraction;

const D = Math.PI / 180;

const sunSkyFromEphemeris =
  (deltaT: DeltaTModel): SkyAt =>
  (t): Sky => ({ ...equatorial(t, SUN, deltaT), gast: siderealTimeDeg(t) });

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
  sunAt: SkyAt,
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
  definition: SunriseDefinition,
  deltaT: DeltaTModel,
): number | null {
  return nextSunAtAltitude(jd, geo, event, SUN_HORIZON_ALTITUDE[definition], deltaT);
}

/** The first instant after jd at which the Sun's centre rises (sets) through a geometric altitude (deg), or null. */
export function nextSunAtAltitude(
  jd: number,
  geo: Geo,
  event: 'rise' | 'set',
  altitude: number,
  deltaT: DeltaTModel,
): number | null {
  const fallback = () =>
    riseSet(jd, SUN, { lon: geo.lon, lat: geo.lat, event, bits: SUN_BITS, horizonAltitude: altitude }, deltaT);
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
  const sky = sunSkyFromEphemeris(deltaT);
  for (let k = 0; k < 3; k++) {
    const t = sunEventNear(noon + k, geo, event, altitude, sky);
    if (t === null) break;
    if (t > jd) return t;
  }
  return fallback();
}

export interface CivilSun {
  /** JD UT of the local midnights that open this date and the next. */
  midnight: number;
  nextMidnight: number;
  /** JD UT, null where the Sun does not rise / set on this date (polar day or night). */
  sunrise: number | null;
  sunset: number | null;
}

/**
 * The sunrise and sunset of a civil date, the one definition every path
 * shares (the Panchang day, the sunrise summary, the festival year's
 * fallback): the first sunrise after local midnight, and the first sunset
 * after it (or after midnight when the Sun does not rise), each only if it
 * falls before the next local midnight.
 */
export function civilSun(date: CivilDate, tz: string, geo: Geo, definition: SunriseDefinition, deltaT: DeltaTModel): CivilSun {
  const midnight = localMidnightJd(date, tz);
  const nextMidnight = localMidnightJd(addDays(date, 1), tz);
  return { midnight, nextMidnight, ...sunWithin(midnight, nextMidnight, geo, definition, deltaT) };
}

const within = (t: number | null, from: number, to: number) => (t !== null && t >= from && t < to ? t : null);

/** The first sunrise in [from, to) (a civil date's local midnights), or null. */
export function sunriseWithin(from: number, to: number, geo: Geo, definition: SunriseDefinition, deltaT: DeltaTModel): number | null {
  return within(nextSunEvent(from, geo, 'rise', definition, deltaT), from, to);
}

/** civilSun's rule on a date given by its local midnights [from, to). */
export function sunWithin(
  from: number,
  to: number,
  geo: Geo,
  definition: SunriseDefinition,
  deltaT: DeltaTModel,
): { sunrise: number | null; sunset: number | null } {
  const sunrise = sunriseWithin(from, to, geo, definition, deltaT);
  const sunset = within(nextSunEvent(sunrise ?? from, geo, 'set', definition, deltaT), from, to);
  return { sunrise, sunset };
}

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
    if (ha <= 0 !== hb <= 0) out.push({ t: rootIn(height, a, b, ha, hb), event: hb > 0 ? 'rise' : 'set' });
    a = b;
    ha = hb;
  }
  return out;
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

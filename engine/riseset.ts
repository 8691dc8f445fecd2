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
import { wrap180 } from './roots';
import { addDays, type CivilDate, localMidnightJd } from './time';

export { SIDEREAL_RATE };

export type SunriseDefinition = 'upper-limb' | 'hindu';

export interface Geo {
  lat: number;
  lon: number;
}

/** Geometric altitude (deg) of the Sun's centre at rise and set, by definition. */
export const SUN_HORIZON_ALTITUDE: Record<SunriseDefinition, number> = { 'upper-limb': -50 / 60, hindu: 0 };
const SUN_BITS = RISE_BITS.discCenter | RISE_BITS.noRefraction;

const D = Math.PI / 180;

/** The Sun's apparent RA, declination (deg), distance (AU) and the apparent sidereal time (deg) at an instant. */
export interface SunSky {
  ra: number;
  dec: number;
  dist: number;
  gast: number;
}
export type SunSkyAt = (t: number) => SunSky;

const sunSkyFromEphemeris =
  (deltaT: DeltaTModel): SunSkyAt =>
  (t) => ({ ...equatorial(t, SUN, deltaT), gast: siderealTimeDeg(t) });

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
  sunAt: SunSkyAt,
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

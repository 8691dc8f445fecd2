/**
 * The one module that touches the Swiss Ephemeris binding (`swisseph`).
 * Everything else in the engine asks this module for positions, sidereal
 * time, ayanamsa and rise/set moments, so the binding can be swapped here.
 *
 * Units: time is a Julian day in Universal Time (JD UT) unless a name says
 * otherwise; angles are degrees; speeds are degrees per day.
 */
import fs from 'node:fs';
import path from 'node:path';
import swisseph from 'swisseph';

const SE = swisseph;

/**
 * The Swiss Ephemeris files the engine needs: planets (the Sun, and the
 * Earth for every position) and the Moon, each covering 1800-2400 AD. Without
 * one of them the library silently falls back to its Moshier series, less
 * accurate than the reference: the engine refuses to run on that.
 */
export const EPHEMERIS_FILES = ['sepl_18.se1', 'semo_18.se1'] as const;

const RESTORE =
  'Reinstall the swisseph package (`npm ci`, or `npm install`), which ships them in node_modules/swisseph/ephe, ' +
  'or set SWISSEPH_EPHE_PATH to a folder that holds them.';

function candidateFolders(): string[] {
  // A folder named by the environment is the one to use: a wrong one is an error, not a reason to look elsewhere.
  if (process.env.SWISSEPH_EPHE_PATH) return [process.env.SWISSEPH_EPHE_PATH];
  const candidates: string[] = [];
  try {
    // The package ships its data files beside its package.json.
    candidates.push(path.join(path.dirname(require.resolve('swisseph/package.json')), 'ephe'));
  } catch {
    // Bundlers may not provide require.resolve; fall through to the project folder.
  }
  candidates.push(path.join(process.cwd(), 'node_modules', 'swisseph', 'ephe'));
  return candidates;
}

// The folder is only known at run time: tell the bundler not to trace (and ship) the whole project for it.
const has = (dir: string, file: string) => fs.existsSync(/* turbopackIgnore: true */ path.join(/* turbopackIgnore: true */ dir, file));

/** The first folder holding every file; else an error naming the files missing from the first candidate. */
function locateEphemerisFolder(): string {
  const candidates = candidateFolders();
  for (const dir of candidates) {
    if (EPHEMERIS_FILES.every((f) => has(dir, f))) return dir;
  }
  const missing = EPHEMERIS_FILES.filter((f) => !has(candidates[0], f));
  throw new Error(
    `Swiss Ephemeris file${missing.length > 1 ? 's' : ''} ${missing.join(', ')} not found in ${candidates[0]}` +
      `${candidates.length > 1 ? ` (nor complete in ${candidates.slice(1).join(', ')})` : ''}. ${RESTORE}`,
  );
}

export interface EphemerisInfo {
  /** Swiss Ephemeris version and the folder of its files. */
  version: string;
  path: string;
  files: readonly string[];
}

let info: EphemerisInfo | null = null;
let failure: Error | null = null;

/**
 * Finds and checks the ephemeris files once: every later call answers the
 * same (the files, or the same error: never a silent fallback after a
 * first failure). Each file is probed at the ends and middle of the site's
 * range (1900, 2000, 2100) and must be the one that answered.
 */
function init(): EphemerisInfo {
  if (info) return info;
  if (failure) throw failure;
  try {
    const dir = locateEphemerisFolder();
    SE.swe_set_ephe_path(dir);
    // Lahiri (Chitrapaksha) ayanamsa, as the trusted reference uses.
    SE.swe_set_sid_mode(SE.SE_SIDM_LAHIRI, 0, 0);
    for (const jd of [2415020.5, 2451545, 2488069.5]) {
      for (const [body, file] of [
        [SE.SE_SUN, 'sepl_18.se1'],
        [SE.SE_MOON, 'semo_18.se1'],
      ] as const) {
        const probe = SE.swe_calc_ut(jd, body, SE.SEFLG_SWIEPH) as { rflag: number; error?: string };
        if (!(probe.rflag & SE.SEFLG_SWIEPH)) {
          throw new Error(`Swiss Ephemeris file ${file} in ${dir} could not be read${probe.error ? ` (${probe.error})` : ''}. ${RESTORE}`);
        }
      }
    }
    const version = (SE as unknown as { swe_version?: () => string }).swe_version?.() ?? 'unknown';
    info = { version, path: dir, files: EPHEMERIS_FILES };
    return info;
  } catch (e) {
    failure = e instanceof Error ? e : new Error(String(e));
    throw failure;
  }
}

/** The ephemeris in use, checked (throws, naming the missing file and how to restore it). */
export function checkEphemeris(): EphemerisInfo {
  return init();
}

export const SUN = 0;
export const MOON = 1;
export type Body = typeof SUN | typeof MOON | number;

const FLAGS = 2 /* SEFLG_SWIEPH */ | 256; /* SEFLG_SPEED */

export interface EclipticPosition {
  /** Apparent ecliptic longitude, degrees [0, 360). */
  lon: number;
  lat: number;
  /** Distance in AU. */
  dist: number;
  /** Longitude speed, degrees per day. */
  speed: number;
}

interface CalcResult {
  longitude: number;
  latitude: number;
  distance: number;
  longitudeSpeed: number;
  rightAscension?: number;
  declination?: number;
  error?: string;
}

function calc(jdUt: number, body: Body, flags: number): CalcResult {
  init();
  const r = SE.swe_calc_ut(jdUt, body, flags) as CalcResult & { rflag?: number };
  if (r.error && r.longitude === undefined && r.rightAscension === undefined) {
    throw new Error(`Swiss Ephemeris: ${r.error}`);
  }
  // The files were there at start; a position from the fallback series now is still an error, not an answer.
  if (r.rflag !== undefined && r.rflag >= 0 && !(r.rflag & SE.SEFLG_SWIEPH) && body !== -1) {
    throw new Error(`Swiss Ephemeris answered from its fallback series (rflag ${r.rflag}): an ephemeris file is unreadable. ${RESTORE}`);
  }
  return r;
}

/** Apparent tropical ecliptic position (true equinox of date) with speed. */
export function tropical(jdUt: number, body: Body): EclipticPosition {
  const r = calc(jdUt, body, FLAGS);
  return { lon: r.longitude, lat: r.latitude, dist: r.distance, speed: r.longitudeSpeed };
}

/**
 * The reference's Lahiri ayanamsa is larger than Swiss Ephemeris'
 * SE_SIDM_LAHIRI (true, i.e. with nutation) by about 37 arc-seconds.
 * Measured where nothing else interferes, on the slow Sun: Mesha Sankranti
 * 2019 (reference 15.9 min later than SE Lahiri), Makar Sankranti 2022
 * (13.4 min later) and the Sun's Purva Ashadha pada 1 ending on 2021-01-01
 * (14.6 min later) give 40", 34" and 37". The Moon's nakshatra, yoga and
 * rashi ends of the four reference days agree with it (yoga of 2000-08-15
 * was 129 s early without it, 6 s with it). No other Swiss Ephemeris mode
 * matches (True Chitra is 37-72" smaller, Lahiri VP285 23" larger, the mean
 * ayanamsa differs by nutation, which changes sign over 18.6 years while the
 * offset does not). It shifts every sidereal longitude the engine uses.
 */
const REFERENCE_LAHIRI_OFFSET = 37 / 3600;

/** Apparent sidereal (Lahiri, as the reference) ecliptic position with speed. */
export function sidereal(jdUt: number, body: Body): EclipticPosition {
  const r = calc(jdUt, body, FLAGS | SE.SEFLG_SIDEREAL);
  const lon = r.longitude - REFERENCE_LAHIRI_OFFSET;
  return { lon: lon < 0 ? lon + 360 : lon, lat: r.latitude, dist: r.distance, speed: r.longitudeSpeed };
}

export interface EquatorialPosition {
  /** Apparent right ascension, degrees. */
  ra: number;
  /** Apparent declination, degrees. */
  dec: number;
  /** Distance in AU. */
  dist: number;
}

/** Apparent geocentric equatorial position (true equator and equinox of date). */
export function equatorial(jdUt: number, body: Body): EquatorialPosition {
  const r = calc(jdUt, body, SE.SEFLG_SWIEPH | SE.SEFLG_EQUATORIAL);
  // The binding names the key `rectAscension`.
  const ra = (r as unknown as { rectAscension: number }).rectAscension;
  return { ra, dec: r.declination as number, dist: r.distance };
}

/**
 * Lahiri ayanamsa including nutation (the "true" ayanamsa), i.e. the value
 * that separates the apparent tropical longitude from the sidereal one, with
 * the reference's offset (see REFERENCE_LAHIRI_OFFSET).
 */
export function ayanamsa(jdUt: number): number {
  init();
  const r = SE.swe_get_ayanamsa_ex_ut(jdUt, SE.SEFLG_SWIEPH) as { ayanamsa: number };
  return r.ayanamsa + REFERENCE_LAHIRI_OFFSET;
}

/** Greenwich apparent sidereal time, degrees. */
export function siderealTimeDeg(jdUt: number): number {
  init();
  // The binding spells the key `siderialTime`.
  const r = SE.swe_sidtime(jdUt) as { siderialTime: number };
  return r.siderialTime * 15;
}

/** True obliquity of the ecliptic, degrees. */
export function obliquity(jdUt: number): number {
  const r = calc(jdUt, -1 /* SE_ECL_NUT */, SE.SEFLG_SWIEPH);
  return r.longitude;
}

export interface RiseSetOptions {
  /** Geographic longitude (east positive), latitude, metres above sea level. */
  lon: number;
  lat: number;
  elevation?: number;
  /** SE_CALC_RISE (1) or SE_CALC_SET (2). */
  event: 'rise' | 'set';
  /** Extra SE_BIT_* flags (disc centre, no refraction, ...). */
  bits?: number;
  /** When given, the body's centre (or limb, by bits) is found at this altitude (degrees) instead of the horizon. */
  horizonAltitude?: number;
  /** Atmospheric pressure (hPa) and temperature (C) for the refraction model. */
  pressure?: number;
  temperature?: number;
}

/**
 * The first rise or set of `body` after `jdUt`, as a JD UT, or null when the
 * body does not rise or set (polar day or night) within the search.
 */
export function riseSet(jdUt: number, body: Body, o: RiseSetOptions): number | null {
  init();
  const rsmi = (o.event === 'rise' ? SE.SE_CALC_RISE : SE.SE_CALC_SET) | (o.bits ?? 0);
  const pressure = o.pressure ?? 1013.25;
  const temperature = o.temperature ?? 15;
  const elevation = o.elevation ?? 0;
  const r = (
    o.horizonAltitude === undefined
      ? SE.swe_rise_trans(jdUt, body, '', SE.SEFLG_SWIEPH, rsmi, o.lon, o.lat, elevation, pressure, temperature)
      : SE.swe_rise_trans_true_hor(
          jdUt,
          body,
          '',
          SE.SEFLG_SWIEPH,
          rsmi,
          o.lon,
          o.lat,
          elevation,
          // The binding's comment lists (pressure, altitude, temperature) but it
          // passes its arguments in the C order: pressure, temperature, altitude.
          pressure,
          temperature,
          o.horizonAltitude,
        )
  ) as { transitTime?: number; error?: string };
  if (r.error) throw new Error(`Swiss Ephemeris rise/set: ${r.error}`);
  const t = r.transitTime;
  if (t === undefined || t < 0) return null;
  return t;
}

export const RISE_BITS = {
  discCenter: 256,
  discBottom: 8192,
  noRefraction: 512,
  fixedDiscSize: 16384,
} as const;

export interface Houses {
  /** Sidereal (Lahiri) ascendant, degrees. */
  ascendant: number;
  /** Sidereal midheaven, degrees. */
  mc: number;
  /** Right ascension of the meridian, degrees. */
  armc: number;
}

/** Sidereal ascendant and MC at a place (whole-sign houses are not needed here). */
export function siderealHouses(jdUt: number, lat: number, lon: number): Houses {
  init();
  const r = SE.swe_houses_ex(jdUt, SE.SEFLG_SIDEREAL, lat, lon, 'W') as Houses & { error?: string };
  if (r.error) throw new Error(`Swiss Ephemeris houses: ${r.error}`);
  const shift = (x: number) => (x - REFERENCE_LAHIRI_OFFSET + 360) % 360;
  return { ascendant: shift(r.ascendant), mc: shift(r.mc), armc: r.armc };
}

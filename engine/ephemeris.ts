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
import type { AstroModels } from './models';
import { AYANAMSA_RATE } from './models/ayanamsa';
import type { DeltaTModel } from './models/delta-t';

const SE = swisseph;

/**
 * The Swiss Ephemeris files the engine needs: planets (the Sun, and the
 * Earth for every position) and the Moon, each covering 1800-2400 AD. Without
 * one of them the library silently falls back to its Moshier series, less
 * accurate than the reference: the engine refuses to run on that.
 */
export const EPHEMERIS_FILES = ['sepl_18.se1', 'semo_18.se1'] as const;

/** An error naming what is wrong with the ephemeris files, and how to restore them. */
const ephemerisError = (problem: string) =>
  new Error(
    `${problem}. Reinstall the swisseph package (\`npm ci\`, or \`npm install\`), which ships them in node_modules/swisseph/ephe, ` +
      'or set SWISSEPH_EPHE_PATH to a folder that holds them.',
  );

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
  throw ephemerisError(
    `Swiss Ephemeris file${missing.length > 1 ? 's' : ''} ${missing.join(', ')} not found in ${candidates[0]}` +
      `${candidates.length > 1 ? ` (nor complete in ${candidates.slice(1).join(', ')})` : ''}`,
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
    for (const jd of [2415020.5, 2451545, 2488069.5]) {
      for (const [body, file] of [
        [SE.SE_SUN, 'sepl_18.se1'],
        [SE.SE_MOON, 'semo_18.se1'],
      ] as const) {
        const probe = SE.swe_calc_ut(jd, body, SE.SEFLG_SWIEPH) as { rflag: number; error?: string };
        if (!(probe.rflag & SE.SEFLG_SWIEPH)) {
          throw ephemerisError(`Swiss Ephemeris file ${file} in ${dir} could not be read${probe.error ? ` (${probe.error})` : ''}`);
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

/**
 * Swiss Ephemeris' numbers of the other bodies the grahas need
 * (swephexp.h SE_MERCURY .. SE_TRUE_NODE). The planets come from the same
 * planetary file as the Sun (sepl_18.se1); the lunar nodes are derived from
 * the Moon's theory (the mean node analytically, the true node from the
 * osculating orbit of semo_18.se1).
 */
export const PLANET_BODIES = {
  mercury: 2,
  venus: 3,
  mars: 4,
  jupiter: 5,
  saturn: 6,
  meanNode: 10,
  trueNode: 11,
} as const;

const FLAGS = 2 /* SEFLG_SWIEPH */ | 256; /* SEFLG_SPEED */

/**
 * Swiss Ephemeris' own Delta T (TT - UT, days) at a JD UT: what
 * `swe_calc_ut` adds internally. The 'swiss-ephemeris' Delta T model.
 */
export function swissEphemerisDeltaT(jdUt: number): number {
  init();
  return (SE.swe_deltat(jdUt) as { delta: number }).delta;
}

/** SE_SIDM_LAHIRI_VP285 is defined by the bundled library (2.10) but not exported by the binding. */
const SIDEREAL_MODES = { lahiri: 1 /* SE_SIDM_LAHIRI */, 'lahiri-vp285': 44 /* SE_SIDM_LAHIRI_VP285 */ } as const;
let sidMode = -1;

/**
 * A Swiss Ephemeris ayanamsa (degrees) at a JD UT, with or without
 * nutation: the ayanamsa models (engine/models/ayanamsa.ts) are built on it.
 * Sidereal positions are never asked of the library (no SEFLG_SIDEREAL), so
 * its global sidereal mode matters only here.
 */
export function swissEphemerisAyanamsa(jdUt: number, mode: keyof typeof SIDEREAL_MODES, nutation: boolean): number {
  init();
  const m = SIDEREAL_MODES[mode];
  if (sidMode !== m) {
    SE.swe_set_sid_mode(m, 0, 0);
    sidMode = m;
  }
  const flags = SE.SEFLG_SWIEPH | (nutation ? 0 : SE.SEFLG_NONUT);
  return (SE.swe_get_ayanamsa_ex_ut(jdUt, flags) as { ayanamsa: number }).ayanamsa;
}

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

/** A position at JD TT (Ephemeris Time): callers add their Delta T model's value to the JD UT. */
function calc(jdTt: number, body: Body, flags: number): CalcResult {
  init();
  const r = SE.swe_calc(jdTt, body, flags) as CalcResult & { rflag?: number };
  if (r.error && r.longitude === undefined && r.rightAscension === undefined) {
    throw new Error(`Swiss Ephemeris: ${r.error}`);
  }
  // The files were there at start; a position from the fallback series now is still an error, not an answer.
  if (r.rflag !== undefined && r.rflag >= 0 && !(r.rflag & SE.SEFLG_SWIEPH) && body !== -1) {
    throw ephemerisError(`Swiss Ephemeris answered from its fallback series (rflag ${r.rflag}): an ephemeris file is unreadable`);
  }
  return r;
}

/** Apparent tropical ecliptic position (true equinox of date) with speed, at JD UT under a Delta T model. */
export function tropical(jdUt: number, body: Body, deltaT: DeltaTModel): EclipticPosition {
  const r = calc(jdUt + deltaT.days(jdUt), body, FLAGS);
  return { lon: r.longitude, lat: r.latitude, dist: r.distance, speed: r.longitudeSpeed };
}

/** Apparent sidereal ecliptic position with speed: the tropical one minus the models' ayanamsa. */
export function sidereal(jdUt: number, body: Body, models: AstroModels): EclipticPosition {
  const p = tropical(jdUt, body, models.deltaT);
  const lon = p.lon - models.ayanamsa.at(jdUt);
  return { lon: lon < 0 ? lon + 360 : lon, lat: p.lat, dist: p.dist, speed: p.speed - AYANAMSA_RATE };
}

export interface EquatorialPosition {
  /** Apparent right ascension, degrees. */
  ra: number;
  /** Apparent declination, degrees. */
  dec: number;
  /** Distance in AU. */
  dist: number;
}

interface EquatorialResult {
  /** The binding names the key `rectAscension`. */
  rectAscension: number;
  declination: number;
  distance: number;
  rectAscensionSpeed: number;
  declinationSpeed: number;
}

/** Apparent geocentric equatorial position (true equator and equinox of date) at JD UT under a Delta T model. */
export function equatorial(jdUt: number, body: Body, deltaT: DeltaTModel): EquatorialPosition {
  const r = calc(jdUt + deltaT.days(jdUt), body, SE.SEFLG_SWIEPH | SE.SEFLG_EQUATORIAL) as unknown as EquatorialResult;
  return { ra: r.rectAscension, dec: r.declination, dist: r.distance };
}

export interface EquatorialMotion extends EquatorialPosition {
  /** Rates of right ascension and declination, degrees per day. */
  raSpeed: number;
  decSpeed: number;
}

/** equatorial() with the rates of right ascension and declination. */
export function equatorialMotion(jdUt: number, body: Body, deltaT: DeltaTModel): EquatorialMotion {
  const flags = SE.SEFLG_SWIEPH | SE.SEFLG_EQUATORIAL | SE.SEFLG_SPEED;
  const r = calc(jdUt + deltaT.days(jdUt), body, flags) as unknown as EquatorialResult;
  return {
    ra: r.rectAscension,
    dec: r.declination,
    dist: r.distance,
    raSpeed: r.rectAscensionSpeed,
    decSpeed: r.declinationSpeed,
  };
}

/**
 * Greenwich apparent sidereal time, degrees: the Earth's rotation, a
 * function of UT alone (the Delta T models move the bodies, not the Earth;
 * the nutation inside the equation of the equinoxes changes by micro-
 * arc-seconds over the models' minute).
 */
export function siderealTimeDeg(jdUt: number): number {
  init();
  // The binding spells the key `siderialTime`.
  const r = SE.swe_sidtime(jdUt) as { siderialTime: number };
  return r.siderialTime * 15;
}

/** True obliquity of the ecliptic, degrees. */
export function obliquity(jdUt: number, deltaT: DeltaTModel): number {
  return calc(jdUt + deltaT.days(jdUt), -1 /* SE_ECL_NUT */, SE.SEFLG_SWIEPH).longitude;
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
export function riseSet(jdUt: number, body: Body, o: RiseSetOptions, deltaT: DeltaTModel): number | null {
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
  return underDeltaT(t, body, o.lat, o.lon, deltaT);
}

/** Rate of the hour angle of a fixed point of the sky: degrees per day of UT. */
export const SIDEREAL_RATE = 360.98564736629;

/**
 * Swiss Ephemeris' rise/set search places the body with its own Delta T.
 * Under a model whose Delta T is larger by d days the body stands where
 * Swiss Ephemeris puts it d days later, under the same sky (the Earth's
 * rotation is UT). One Newton step on the altitude moves the event found
 * to the model's: the body's motion over d changes its altitude by
 * dh/dH * (-RA') d + dh/dDec * Dec' d, and the altitude changes in time at
 * dh/dH * (sidereal rate - RA') + dh/dDec * Dec' (the common 1 / cos h
 * cancels). Only the Sun comes here (its full search near the poles,
 * riseset.ts), moved by a fraction of a second for d = 55 s; the error
 * left is of the order of micro-seconds.
 */
function underDeltaT(t: number, body: Body, lat: number, lon: number, deltaT: DeltaTModel): number {
  const own = swissEphemerisDeltaT(t);
  const d = deltaT.days(t) - own;
  if (d === 0) return t;
  const q = calc(t + own, body, SE.SEFLG_SWIEPH | SE.SEFLG_EQUATORIAL | SE.SEFLG_SPEED) as unknown as EquatorialResult;
  const R = Math.PI / 180;
  const phi = lat * R;
  const dec = q.declination * R;
  const h = (siderealTimeDeg(t) + lon - q.rectAscension) * R;
  const dhdH = -Math.cos(phi) * Math.cos(dec) * Math.sin(h);
  const dhdDec = Math.sin(phi) * Math.cos(dec) - Math.cos(phi) * Math.sin(dec) * Math.cos(h);
  const shift = (-dhdH * q.rectAscensionSpeed + dhdDec * q.declinationSpeed) * d;
  const rate = dhdH * (SIDEREAL_RATE - q.rectAscensionSpeed) + dhdDec * q.declinationSpeed;
  return t - shift / rate;
}

export const RISE_BITS = {
  discCenter: 256,
  discBottom: 8192,
  noRefraction: 512,
  fixedDiscSize: 16384,
} as const;

export interface Houses {
  /** Sidereal ascendant, degrees. */
  ascendant: number;
  /** Sidereal midheaven, degrees. */
  mc: number;
  /** Right ascension of the meridian, degrees. */
  armc: number;
}

/**
 * Sidereal ascendant and MC at a place: Swiss Ephemeris' tropical houses
 * (whole-sign; only the angles are read) minus the models' ayanamsa, as
 * every other sidereal longitude of the engine.
 */
export function siderealHouses(jdUt: number, lat: number, lon: number, models: AstroModels): Houses {
  init();
  const r = SE.swe_houses_ex(jdUt, 0, lat, lon, 'W') as Houses & { error?: string };
  if (r.error) throw new Error(`Swiss Ephemeris houses: ${r.error}`);
  const a = models.ayanamsa.at(jdUt);
  const shift = (x: number) => (((x - a) % 360) + 360) % 360;
  return { ascendant: shift(r.ascendant), mc: shift(r.mc), armc: r.armc };
}

// ---------------------------------------------------------------------------
// Eclipses (engine/eclipses.ts). Swiss Ephemeris' eclipse functions place
// the Sun and Moon with its own Delta T (the binding cannot pass another):
// eclipse contacts are what the published canons give (NASA's Five
// Millennium Canon agrees to within seconds, see tests/engine/eclipses),
// not shifted by the Panchang's Delta T model.

/** Bits of an eclipse's type and of which contacts are visible (swephexp.h SE_ECL_*). */
export const ECLIPSE = {
  central: 1,
  noncentral: 2,
  total: 4,
  annular: 8,
  partial: 16,
  annularTotal: 32,
  penumbral: 64,
  visible: 128,
  maxVisible: 256,
  firstVisible: 512,
  secondVisible: 1024,
  thirdVisible: 2048,
  fourthVisible: 4096,
  penumbralBeginVisible: 8192,
  penumbralEndVisible: 16384,
} as const;

export interface SolarEclipseGlobal {
  flags: number;
  /** JD UT of greatest eclipse, of the first and last contact of the penumbra with the Earth, of the central phase (0 if none). */
  maximum: number;
  begin: number;
  end: number;
  totalBegin: number;
  totalEnd: number;
  /** Magnitude at greatest eclipse (NASA's: the ratio of diameters for a central eclipse). */
  magnitude: number;
  saros: { series: number; member: number };
}

/** The next solar eclipse anywhere on Earth after JD UT `from`. */
export function nextSolarEclipse(from: number): SolarEclipseGlobal {
  init();
  const r = SE.swe_sol_eclipse_when_glob(from, SE.SEFLG_SWIEPH, 0, 0) as {
    rflag: number; maximum: number; begin: number; end: number; totalBegin: number; totalEnd: number; error?: string;
  };
  if (r.error) throw new Error(`Swiss Ephemeris solar eclipse search: ${r.error}`);
  const w = SE.swe_sol_eclipse_where(r.maximum, SE.SEFLG_SWIEPH) as { eclipseMagnitude: number; sarosNumber: number; sarosMember: number; error?: string };
  if (w.error) throw new Error(`Swiss Ephemeris solar eclipse: ${w.error}`);
  return {
    flags: r.rflag,
    maximum: r.maximum,
    begin: r.begin,
    end: r.end,
    totalBegin: r.totalBegin,
    totalEnd: r.totalEnd,
    magnitude: w.eclipseMagnitude,
    saros: { series: w.sarosNumber, member: w.sarosMember },
  };
}

export interface SolarEclipseLocal {
  flags: number;
  /** JD UT of the local maximum and of the four contacts (second and third 0 unless central here). */
  maximum: number;
  contacts: [number, number, number, number];
  /** Magnitude and the fraction of the Sun's disc covered, at the local maximum. */
  magnitude: number;
  obscuration: number;
}

/** The next solar eclipse visible from a place after JD UT `from`. */
export function nextSolarEclipseAt(from: number, lat: number, lon: number, elevation = 0): SolarEclipseLocal {
  init();
  const r = SE.swe_sol_eclipse_when_loc(from, SE.SEFLG_SWIEPH, lon, lat, elevation, 0) as {
    rflag: number; maximum: number; first: number; second: number; third: number; forth: number;
    eclipseMagnitude: number; solarDiscFraction: number; error?: string;
  };
  if (r.error) throw new Error(`Swiss Ephemeris local solar eclipse search: ${r.error}`);
  return {
    flags: r.rflag,
    maximum: r.maximum,
    contacts: [r.first, r.second, r.third, r.forth],
    magnitude: r.eclipseMagnitude,
    obscuration: r.solarDiscFraction,
  };
}

export interface LunarEclipseGlobal {
  flags: number;
  /** JD UT of greatest eclipse and of the contacts (0 for a phase the eclipse does not have). */
  maximum: number;
  penumbralBegin: number;
  partialBegin: number;
  totalBegin: number;
  totalEnd: number;
  partialEnd: number;
  penumbralEnd: number;
  umbralMagnitude: number;
  penumbralMagnitude: number;
  saros: { series: number; member: number };
}

/** The next lunar eclipse after JD UT `from`. */
export function nextLunarEclipse(from: number): LunarEclipseGlobal {
  init();
  const r = SE.swe_lun_eclipse_when(from, SE.SEFLG_SWIEPH, 0, 0) as {
    rflag: number; maximum: number; partialBegin: number; partialEnd: number; totalBegin: number; totalEnd: number;
    penumbralBegin: number; penumbralEnd: number; error?: string;
  };
  if (r.error) throw new Error(`Swiss Ephemeris lunar eclipse search: ${r.error}`);
  const how = SE.swe_lun_eclipse_how(r.maximum, SE.SEFLG_SWIEPH, 0, 0, 0) as {
    umbralMagnitude: number; penumbralMagnitude: number; sarosNumber: number; sarosMember: number; error?: string;
  };
  if (how.error) throw new Error(`Swiss Ephemeris lunar eclipse: ${how.error}`);
  return {
    flags: r.rflag,
    maximum: r.maximum,
    penumbralBegin: r.penumbralBegin,
    partialBegin: r.partialBegin,
    totalBegin: r.totalBegin,
    totalEnd: r.totalEnd,
    partialEnd: r.partialEnd,
    penumbralEnd: r.penumbralEnd,
    umbralMagnitude: how.umbralMagnitude,
    penumbralMagnitude: how.penumbralMagnitude,
    saros: { series: how.sarosNumber, member: how.sarosMember },
  };
}

export interface LunarEclipseLocal {
  flags: number;
  maximum: number;
  /** JD UT of moonrise / moonset during the eclipse, 0 when the Moon neither rises nor sets in it. */
  moonrise: number;
  moonset: number;
}

/** The next lunar eclipse with some phase visible from a place after JD UT `from`. */
export function nextLunarEclipseAt(from: number, lat: number, lon: number, elevation = 0): LunarEclipseLocal {
  init();
  const r = SE.swe_lun_eclipse_when_loc(from, SE.SEFLG_SWIEPH, lon, lat, elevation, 0) as {
    rflag: number; maximum: number; moonRise: number; moonSet: number; error?: string;
  };
  if (r.error) throw new Error(`Swiss Ephemeris local lunar eclipse search: ${r.error}`);
  return { flags: r.rflag, maximum: r.maximum, moonrise: r.moonRise, moonset: r.moonSet };
}

/**
 * Delta T = TT - UT: how far the uniform time of the ephemeris runs ahead
 * of the Earth's rotation. The engine computes the Sun's and Moon's
 * positions at JD_TT = JD_UT + DeltaT (engine/ephemeris.ts), while the
 * Earth's rotation (sidereal time, hence rise, set and the lagna) stays a
 * function of UT; so the model moves every lunar moment (tithi, karana,
 * nakshatra, yoga, moon rashi, Amrit Kalam, Varjyam) together, and sunrise
 * by a fraction of a second (the Sun moves 2.5" a minute). Chosen by
 * EngineOptions.deltaT.
 *
 * - 'swiss-ephemeris': Swiss Ephemeris' own Delta T (its table of observed
 *   values, extrapolated after it ends: 69.4 s in 2020, 71.5 s in 2025).
 * - 'sm1984-from-2018' (the default, the trusted site's): Swiss Ephemeris'
 *   values until SWITCH_YEAR, then the classic long-term parabola of
 *   Stephenson & Morrison (1984), as Meeus quotes it for the years after
 *   2000: 102 + 102 t + 25.3 t^2 seconds, t = (year - 2000) / 100, used
 *   without Meeus' correction of +0.37 (year - 2100) s. That exceeds Swiss
 *   Ephemeris' Delta T by 54 s in 2020, 58 s in 2026 and 81 s in 2050, and
 *   the step at the switch-over is the site's own: its table ends, the
 *   formula takes over.
 *
 * The fit (calendar-conventions.md, "Findings of 2026-11"): from mid-2018 to
 * mid-2020 on, every lunar boundary the site prints is ~55 s earlier than
 * with Swiss Ephemeris' Delta T, growing ~0.5 s a year; before 2015 the two
 * differ by under 10 s. The switch-over year is chosen on the dev data
 * (tests/fixtures/reference); the residuals per candidate year are printed
 * by tests/engine/models.test.ts and quoted at SWITCH_YEAR.
 */
import { swissEphemerisDeltaT } from '../ephemeris';

export type DeltaTName = 'sm1984-from-2018' | 'swiss-ephemeris';

export const DELTA_T_NAMES: readonly DeltaTName[] = ['sm1984-from-2018', 'swiss-ephemeris'];

export interface DeltaTModel {
  readonly name: DeltaTName;
  /** TT - UT at JD UT `jdUt`, in days. */
  days(jdUt: number): number;
}

/** JD UT of 2000-01-01 00:00 UT, and the mean Gregorian year in days. */
const JD_2000 = 2451544.5;
const YEAR_DAYS = 365.2425;

/** Stephenson & Morrison's long-term parabola (seconds) at JD `jd`, without Meeus' 2000-2100 correction. */
export function stephensonMorrison1984(jd: number): number {
  const t = (jd - JD_2000) / YEAR_DAYS / 100;
  return 102 + 102 * t + 25.3 * t * t;
}

/** JD UT of 1 January 00:00 UT of a (decimal) year. */
export const jdOfYear = (year: number): number => JD_2000 + (year - 2000) * YEAR_DAYS;

/**
 * The site's Delta T with its table ending at `switchYear` (decimal year):
 * exported for the fit in tests/engine/models.test.ts, which tries each
 * candidate switch-over on the dev data.
 */
export function siteDeltaT(switchYear: number): (jdUt: number) => number {
  const switchJd = jdOfYear(switchYear);
  return (jdUt) => (jdUt < switchJd ? swissEphemerisDeltaT(jdUt) : stephensonMorrison1984(jdUt) / 86400);
}

/**
 * The switch-over, fitted on the dev data (residuals printed by
 * tests/engine/models.test.ts; see there for the numbers).
 */
export const SWITCH_YEAR = 2018;

const MODELS: Record<DeltaTName, DeltaTModel> = {
  'sm1984-from-2018': { name: 'sm1984-from-2018', days: siteDeltaT(SWITCH_YEAR) },
  'swiss-ephemeris': { name: 'swiss-ephemeris', days: swissEphemerisDeltaT },
};

export const deltaTModel = (name: DeltaTName): DeltaTModel => MODELS[name];

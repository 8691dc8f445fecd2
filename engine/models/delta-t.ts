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
 *   formula takes over. (A limb that ends within a day of the step, on
 *   1 January 2018, is placed by interpolating across it, within 53 s.)
 *
 * The fit (calendar-conventions.md, "Findings of 2026-11"): from 2018 on,
 * the lunar boundaries the site prints are ~55 s earlier than with Swiss
 * Ephemeris' Delta T, growing ~0.5 s a year; before 2015 the two agree.
 * The switch-over year is chosen on the dev data at SWITCH_YEAR.
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

/** JD UT of a decimal year: 1 January 00:00 UT of its whole part, plus its fraction of that year. */
export function jdOfYear(year: number): number {
  const whole = Math.floor(year);
  const jan1 = Date.UTC(whole, 0, 1) / 86_400_000 + 2440587.5;
  const next = Date.UTC(whole + 1, 0, 1) / 86_400_000 + 2440587.5;
  return jan1 + (year - whole) * (next - jan1);
}

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
 * The switch-over (1 January 00:00 UT of this year), fitted on the dev data
 * by tests/engine/models.test.ts, which prints this table: each candidate
 * against the 65 tithi begins and ends printed 2012-2022 by the records
 * that cite the site (printed minutes are rounded, so a right time lies
 * within 30 s) and the tithi at sunrise of both reference tables 2012-2022.
 *
 *   candidate        beyond 60 s  beyond 30 s  rms     table days wrong
 *   swiss-ephemeris       15           48      50.3 s   2 (2020-06-01 NY, 2020-11-06 Delhi)
 *   2016.0-2017.0          1           18      26.2 s   0
 *   2017.5                 1           16      25.7 s   0
 *   2018.0                 3           18      28.1 s   0
 *   2018.5                 3           20      29.4 s   0
 *   2019.0-2019.5          4           21      30.3 s   0
 *   2020.0                 4           20      30.2 s   0
 *   2020.5                 4           20      30.2 s   1 (2020-06-01 NY)
 *
 * Within 2018-2020, the range the site's current pages allow (the
 * findings), 2018.0 is best: Nirjala Ekadashi of June 2018 (r0251) and
 * Janmashtami of September 2018 (r0197) already follow the parabola. The
 * dev data alone would put the switch-over in 2017 (Dussehra of September
 * 2017, r0241, is printed 63-69 s early under Swiss Ephemeris' Delta T),
 * which the findings rule out for the site's current pages: articles of
 * 2013 and 2017 were printed while the site's table of that time ended
 * before them (tests/engine/festivals/reference.test.ts, PRINTED_THEN).
 */
export const SWITCH_YEAR = 2018;

const MODELS: Record<DeltaTName, DeltaTModel> = {
  'sm1984-from-2018': { name: 'sm1984-from-2018', days: siteDeltaT(SWITCH_YEAR) },
  'swiss-ephemeris': { name: 'swiss-ephemeris', days: swissEphemerisDeltaT },
};

export const deltaTModel = (name: DeltaTName): DeltaTModel => MODELS[name];

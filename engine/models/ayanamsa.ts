/**
 * The ayanamsa: how far the sidereal zodiac's origin lies from the true
 * equinox of date. Every sidereal longitude of the engine (nakshatra, yoga,
 * moon and sun rashi, the Sun's nakshatra and padas, sankranti, the lagna
 * and the festival scans) is the apparent tropical longitude (true equinox
 * of date, nutation included) minus `at(jdUt)` of one of these models,
 * chosen by EngineOptions.ayanamsa. Tithi and karana use the Moon - Sun
 * elongation, where the ayanamsa cancels.
 *
 * - 'lahiri-vp285-mean' (the default, the trusted site's): Swiss
 *   Ephemeris' SE_SIDM_LAHIRI_VP285 (the mean Sun at 0 deg sidereal in
 *   285 CE, Lahiri's Indian Ephemeris 1980) evaluated without nutation,
 *   i.e. a mean ayanamsa taken from apparent longitudes. It is 23.0" larger
 *   than Swiss Ephemeris' mean SE_SIDM_LAHIRI in every year 1900-2100.
 * - 'lahiri': Lahiri as Swiss Ephemeris defines it (SE_SIDM_LAHIRI, with
 *   nutation, what SEFLG_SIDEREAL gives): the usual astrology-software value.
 *
 * The fit that chose the default (calendar-conventions.md, "Findings of
 * 2026-11"; tests/engine/models.test.ts): on the Sun's sidereal moments
 * the reference prints, Swiss Ephemeris' Lahiri comes 14-17 minutes early
 * (Mesha Sankranti 2019 by 1010 s, Makar Sankranti 2022 by 860 s, the
 * Sun's Purva Ashadha pada 1 end on 2021-01-01 by 929 s: its ayanamsa is
 * ~37" smaller), the default within a minute (-37, +3 and -7 s). The +37"
 * over the true Lahiri that this engine used before fits only while the
 * nutation in longitude stays near -14" (2019-2022), where mean + 23" and
 * true + 37" coincide; elsewhere they part by up to 30", which moves the
 * Sun's sankranti and pada ends by up to 12 minutes (7 min late in late
 * 2025) and the Moon's nakshatra, yoga and rashi ends by up to a minute.
 */
import { swissEphemerisAyanamsa } from '../ephemeris';

export type AyanamsaName = 'lahiri-vp285-mean' | 'lahiri';

export const AYANAMSA_NAMES: readonly AyanamsaName[] = ['lahiri-vp285-mean', 'lahiri'];

export interface AyanamsaModel {
  readonly name: AyanamsaName;
  /** Degrees to subtract from an apparent tropical longitude at JD UT `jdUt`. */
  at(jdUt: number): number;
}

const MODELS: Record<AyanamsaName, AyanamsaModel> = {
  'lahiri-vp285-mean': { name: 'lahiri-vp285-mean', at: (t) => swissEphemerisAyanamsa(t, 'lahiri-vp285', false) },
  lahiri: { name: 'lahiri', at: (t) => swissEphemerisAyanamsa(t, 'lahiri', true) },
};

export const ayanamsaModel = (name: AyanamsaName): AyanamsaModel => MODELS[name];

/**
 * Mean rate of the ayanamsa (general precession, 50.29" a year), degrees
 * per day: the sidereal speed is the tropical speed minus this. Nutation
 * adds at most 0.0005 deg/day, far below what any Newton step notices.
 */
export const AYANAMSA_RATE = 50.29 / 3600 / 365.25;

/**
 * The model's own rate at JD UT `t`, degrees per day, by a forward
 * difference over a hundredth of a day (`at` its value at t, when known).
 * Where a station is the root, the rate matters: a true ayanamsa ('lahiri')
 * carries the nutation's rate, up to 5e-5 deg/day (more than the
 * precession's 3.8e-5), which would move Saturn's station by most of an
 * hour; for the mean models it is the precession rate.
 */
export function ayanamsaRate(model: AyanamsaModel, t: number, at = model.at(t)): number {
  return (model.at(t + 0.01) - at) / 0.01;
}

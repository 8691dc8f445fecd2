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
 * 2026-11", and tests/engine/models.test.ts): the site's sidereal Sun and
 * Moon exceed SE Lahiri's by 37-40" in 2019-2022 (Mesha Sankranti 2019
 * 15.9 min later, Makar Sankranti 2022 13.4 min later, the Sun's Purva
 * Ashadha pada 1 ending on 2021-01-01 14.6 min later than SE Lahiri gives),
 * a figure that a constant offset fits only while the nutation in longitude
 * stays near -15" (2019-2022): the mean ayanamsa + 23" equals the true one
 * + 37" exactly then. Outside those years the two part by up to 30", which
 * moves the Sun's sankranti and pada ends by up to 12 minutes (7 min in
 * late 2025) and the Moon's nakshatra, yoga and rashi ends by up to 2
 * minutes; the site's pages of 2023-2026 follow the mean model.
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

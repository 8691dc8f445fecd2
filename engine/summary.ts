/**
 * The limbs that hold at sunrise, without the day's segment lists: what a
 * calendar grid or a century-long comparison needs, at a fraction of the
 * cost of a full Panchang (two rise/set searches and one Sun/Moon position).
 */
import { amantaMasa, lunationAt } from './calendar/masa';
import { MOON, SUN, tropical } from './ephemeris';
import type { Place, EngineOptions } from './input';
import { validateOptions, validatePlace } from './input';
import { karanaKind } from './limbs/limbs';
import { modelsOf } from './models';
import { civilSun } from './riseset';
import { norm360 } from './roots';
import { type CivilDate, formatCivilDate, parseCivilDate } from './time';

export interface SunriseSummary {
  date: string;
  /** JD UT, null where the Sun does not rise (then the limbs are taken at local midnight). */
  sunrise: number | null;
  sunset: number | null;
  tithi: number;
  nakshatra: number;
  yoga: number;
  /** Karana number 1-60 and its kind 1-11 (index into KARANA_NAMES + 1). */
  karana: number;
  karanaKind: number;
  amantaMasa: number;
  adhika: boolean;
}

export function sunriseSummary(date: string | CivilDate, place: Place, options?: EngineOptions): SunriseSummary {
  const d = typeof date === 'string' ? parseCivilDate(date) : date;
  const p = validatePlace(place);
  const o = validateOptions(options);
  const models = modelsOf(o);
  // The same sunrise as computeDay's (riseset.ts civilSun), and the limbs
  // from the ephemeris at that instant, where computeDay's interpolant has
  // a node: the two agree on every day (tests/engine/tithi-at-sunrise.ts).
  const { midnight, sunrise, sunset } = civilSun(d, p.tz, { lat: p.lat, lon: p.lon }, o.sunrise, models.deltaT);
  const t = sunrise ?? midnight;
  const s = tropical(t, SUN, models.deltaT).lon;
  const m = tropical(t, MOON, models.deltaT).lon;
  const a = models.ayanamsa.at(t);
  const elong = norm360(m - s);
  const karana = Math.floor(elong / 6) + 1;
  const masa = amantaMasa(lunationAt(t, models, elong));
  return {
    date: formatCivilDate(d),
    sunrise,
    sunset,
    tithi: Math.floor(elong / 12) + 1,
    nakshatra: Math.floor(norm360(m - a) / (360 / 27)) + 1,
    yoga: Math.floor(norm360(s + m - 2 * a) / (360 / 27)) + 1,
    karana,
    karanaKind: karanaKind(karana),
    amantaMasa: masa.number,
    adhika: masa.adhika,
  };
}

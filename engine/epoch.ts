/**
 * The day's place in the long counts the Panchang prints beside the year:
 * the Kali Yuga year, the Kali ahargana (days since the Kali epoch), the
 * Julian day, and the ayanamsa the engine subtracted that day.
 *
 * - Kali Yuga: it began at the midnight of 17/18 February 3102 BCE (Julian
 *   calendar) at Ujjain, JD 588465.5 (Surya Siddhanta I.45-57, Burgess'
 *   translation; the same epoch in every Siddhanta of the Kaliyuga count).
 *   Kali years run with the Shaka years (both begin at Chaitra Shukla
 *   Pratipada): Kali = Shaka + 3179 (Shaka 1947, 2025-26, is Kali 5126).
 * - Kali ahargana: whole days from the epoch's midnight to the civil
 *   date's, i.e. the date's Julian day number minus 588466.
 * - Julian day: of 0h UT of the civil date (the x.5 value almanacs list
 *   for a date), and the modified Julian day (JD - 2400000.5).
 * - Ayanamsa: the engine's model (EngineOptions.ayanamsa) at sunrise, the
 *   value every sidereal longitude of the day was taken with.
 */
import type { RawDay } from './day';
import { dayNumber } from './civil-date';
import { JD_UNIX_EPOCH } from './time';

/** Kali = Shaka + this. */
export const KALI_SHAKA_OFFSET = 3179;
/** JD of the Kali Yuga epoch, midnight at Ujjain (Surya Siddhanta). */
export const KALI_EPOCH_JD = 588465.5;

export interface RawEpoch {
  kaliYear: number;
  kaliAhargana: number;
  julianDay: number;
  modifiedJulianDay: number;
  /** The ayanamsa model's name and value at sunrise, degrees. */
  ayanamsa: { model: string; degrees: number };
}

export function dayEpoch(day: RawDay): RawEpoch {
  const jd0 = dayNumber(day.date) + JD_UNIX_EPOCH;
  return {
    kaliYear: day.samvat.shaka + KALI_SHAKA_OFFSET,
    kaliAhargana: Math.round(jd0 - KALI_EPOCH_JD),
    julianDay: jd0,
    modifiedJulianDay: jd0 - 2400000.5,
    ayanamsa: { model: day.models.ayanamsa.name, degrees: day.models.ayanamsa.at(day.dayStart) },
  };
}

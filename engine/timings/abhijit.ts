/**
 * Abhijit muhurta, the one definition the muhurat card and the festival
 * windows share: the 8th of the day's 15 muhurtas (the one around local
 * noon), and none on Wednesdays, when it is not observed (the reference's
 * daily Panchang prints no Abhijit on a Wednesday).
 */
import { partOf } from './common';

/** Wednesday (0 = Sunday). */
export const NO_ABHIJIT_WEEKDAY = 3;

/** Abhijit on a day with sunrise..sunset (JD UT) and weekday (0 = Sunday), or null. */
export function abhijitSpan(day: [number, number], weekday: number): [number, number] | null {
  return weekday === NO_ABHIJIT_WEEKDAY ? null : partOf(day, 15, 7);
}

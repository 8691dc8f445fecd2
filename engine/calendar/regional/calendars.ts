/**
 * The regional solar calendars as data: for each, the rule that places day
 * 1 of a month (month-start.ts), how its months are numbered and named,
 * and how its era years are counted. A month is the Sun's stay in one
 * sidereal sign; month numbers, era years and their turning points are
 * those of the reference tables (tests/fixtures/reference/regional/README.md):
 *
 * - Tamil: month 1 = Chithirai (Mesha). The year is the Shaka-based count
 *   the reference gives (Gregorian year - 78 from Chithirai 1, else - 79)
 *   and is named by the 60-year cycle (samvat.ts, the Shaka cycle: 1947 =
 *   Vishvavasu, which begins at Puthandu 2025).
 * - Bengali: month 1 = Boishakh (Mesha); Bangabda, Gregorian year - 593
 *   from Boishakh 1 (Pohela Boishakh), else - 594.
 * - Malayalam: month 1 = Chingam (Simha); the Kollam era, Gregorian year
 *   - 824 from Chingam 1, else - 825.
 * - Odia: month 1 = Baisakha (Mesha); the year counts as the reference
 *   does, Gregorian year - 592 from Ashvina 1 (the Sun entering Kanya),
 *   else - 593. (The Amli year proper turns on Bhadrapada Shukla Dwadashi,
 *   a lunar date a few weeks earlier; the reference, and this engine, turn
 *   it at the solar Ashvina 1 as the Vilayati reckoning does.)
 */
import type { MonthStartRule } from './month-start';

export const SOLAR_CALENDARS = ['tamil', 'bengali', 'malayalam', 'odia'] as const;
export type SolarCalendarKey = (typeof SOLAR_CALENDARS)[number];

export type SolarEra = 'tamil' | 'bangabda' | 'kollam' | 'amli';

export interface SolarCalendar {
  key: SolarCalendarKey;
  rule: MonthStartRule;
  /** Sidereal sign (0 = Mesha) whose sankranti opens month 1. */
  firstSign: number;
  /** The month (1-12) on whose day 1 the era year turns. */
  yearStartMonth: number;
  era: SolarEra;
  /** Era year = the Gregorian year in which the era year began - eraOffset. */
  eraOffset: number;
  /** Whether the year is also named by the 60-year cycle (the Shaka cycle). */
  samvatsara: boolean;
  /** Month keys, month 1 first (display names: messages `regional.months.<calendar>.<key>`). */
  months: readonly string[];
}

export const SOLAR_CALENDAR: Readonly<Record<SolarCalendarKey, SolarCalendar>> = {
  tamil: {
    key: 'tamil',
    rule: 'sunset',
    firstSign: 0,
    yearStartMonth: 1,
    era: 'tamil',
    eraOffset: 78,
    samvatsara: true,
    months: ['chithirai', 'vaikasi', 'aani', 'aadi', 'avani', 'purattasi', 'aippasi', 'karthigai', 'margazhi', 'thai', 'masi', 'panguni'],
  },
  bengali: {
    key: 'bengali',
    rule: 'ardharatri',
    firstSign: 0,
    yearStartMonth: 1,
    era: 'bangabda',
    eraOffset: 593,
    samvatsara: false,
    months: ['boishakh', 'joishtho', 'asharh', 'srabon', 'bhadro', 'ashwin', 'kartik', 'ogrohayon', 'poush', 'magh', 'falgun', 'choitro'],
  },
  malayalam: {
    key: 'malayalam',
    rule: 'madhyahna',
    firstSign: 4,
    yearStartMonth: 1,
    era: 'kollam',
    eraOffset: 824,
    samvatsara: false,
    months: ['chingam', 'kanni', 'thulam', 'vrischikam', 'dhanu', 'makaram', 'kumbham', 'meenam', 'medam', 'edavam', 'mithunam', 'karkidakam'],
  },
  odia: {
    key: 'odia',
    rule: 'mean-clock',
    firstSign: 0,
    yearStartMonth: 6,
    era: 'amli',
    eraOffset: 592,
    samvatsara: false,
    months: ['baisakha', 'jyeshtha', 'ashadha', 'shrabana', 'bhadraba', 'ashwina', 'kartika', 'margashira', 'pausha', 'magha', 'phalguna', 'chaitra'],
  },
};

/** The sidereal sign (0 = Mesha) of month `month` (1-12) of a calendar. */
export const signOfMonth = (c: SolarCalendar, month: number): number => (c.firstSign + month - 1) % 12;

/** The month (1-12) of a calendar that the Sun's stay in `sign` makes. */
export const monthOfSign = (c: SolarCalendar, sign: number): number => ((sign - c.firstSign + 12) % 12) + 1;

/** How many months into its era year month `month` lies (0 for the month the year turns on). */
export const monthsIntoYear = (c: SolarCalendar, month: number): number => (month - c.yearStartMonth + 12) % 12;

/** The month before (step -1) or after (step 1) month `month` of era year `year`: the year turns on yearStartMonth. */
export function adjacentMonth(c: SolarCalendar, year: number, month: number, step: 1 | -1): { year: number; month: number } {
  if (step === 1) {
    const next = (month % 12) + 1;
    return { year: next === c.yearStartMonth ? year + 1 : year, month: next };
  }
  const prev = ((month + 10) % 12) + 1;
  return { year: month === c.yearStartMonth ? year - 1 : year, month: prev };
}

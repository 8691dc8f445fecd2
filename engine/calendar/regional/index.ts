/**
 * Regional calendars, the public side: a civil date in the Tamil, Bengali,
 * Malayalam and Odia solar calendars and in the Gujarati, Marathi, Telugu
 * and Kannada lunar reckonings, a whole solar month, and the North Indian
 * solar day count. Numbers and keys only; names live with the site's
 * messages (`regional.*`).
 *
 *   solarDate({ calendar, date, lat, lon, tz })          one date in one solar calendar
 *   solarMonth({ calendar, year, month, lat, lon, tz })  a month of one, by its era year and number
 *   regionalDatesOf(day)                                 every regional date of a computed Panchang day
 */
import { addDays, dayNumber, formatCivilDate, MAX_DATE, MIN_DATE } from '../../civil-date';
import type { RawDay } from '../../day';
import { PanchangInputError } from '../../errors';
import { type DayInput, type EngineOptions, type Place, validateDayInput, validateOptions, validatePlace } from '../../input';
import { modelsOf } from '../../models';
import { toLocalIso } from '../../time';
import { adjacentMonth, SOLAR_CALENDAR, SOLAR_CALENDARS, type SolarCalendarKey } from './calendars';
import { type LunarCalendarKey, type LunarDate, lunarDateIn } from './lunar-years';
import type { MonthStartContext } from './month-start';
import {
  type SolarDate,
  solarDateIn,
  type SolarMonth,
  solarMonthNumbered,
  solarMonthOf,
  solarMonthStartOn,
  solarDatesOver,
} from './solar-date';

export type { SolarCalendar, SolarCalendarKey, SolarEra } from './calendars';
export { SOLAR_CALENDAR, SOLAR_CALENDARS } from './calendars';
export type { LunarCalendarKey, LunarDate } from './lunar-years';
export { LUNAR_CALENDARS } from './lunar-years';
export type { MonthStartChoice, MonthStartRule } from './month-start';
export { MONTH_START_CHOICES, MONTH_START_RULES } from './month-start';
export type { MonthBoundary, SolarDate, SolarMonth } from './solar-date';

function calendarOf(key: unknown) {
  if (typeof key !== 'string' || !(SOLAR_CALENDARS as readonly string[]).includes(key)) {
    throw new PanchangInputError('calendar', `Unknown solar calendar "${String(key)}" (${SOLAR_CALENDARS.join(', ')})`);
  }
  return SOLAR_CALENDAR[key as SolarCalendarKey];
}

const contextOf = (place: Place, options: Required<EngineOptions>): MonthStartContext => ({ place, sunrise: options.sunrise, models: modelsOf(options) });

export interface SolarDateInput extends DayInput {
  calendar: SolarCalendarKey;
}

/** A civil date at a place in one regional solar calendar. */
export function solarDate(input: SolarDateInput): SolarDate {
  const c = calendarOf(input.calendar);
  const { date, place, options } = validateDayInput(input);
  return solarDateIn(c, date, contextOf(place, options));
}

export interface SolarDatesInput extends Place {
  calendar: SolarCalendarKey;
  /** First civil date, YYYY-MM-DD. */
  from: string;
  /** Number of consecutive days, 1-62 (a month grid). */
  days: number;
  options?: EngineOptions;
}

/**
 * Consecutive civil dates in one solar calendar (a month grid's cells): the
 * months they span are found once, not once a day.
 */
export function solarDates(input: SolarDatesInput): SolarDate[] {
  const c = calendarOf(input.calendar);
  const { days } = input;
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > 62) {
    throw new PanchangInputError('days', `Days must be a whole number from 1 to 62 (got ${String(days)})`);
  }
  const { date: first, place, options } = validateDayInput({ ...input, date: input.from });
  const last = addDays(first, days - 1);
  if (formatCivilDate(last) > MAX_DATE) throw new PanchangInputError('days', `The last date ${formatCivilDate(last)} lies after ${MAX_DATE}`);
  return solarDatesOver(c, first, last, contextOf(place, options));
}

/** The month before or after a month of a calendar, as (era year, month); the era year turns where the calendar turns it. */
export function adjacentSolarMonth(calendar: SolarCalendarKey, year: number, month: number, step: 1 | -1): { year: number; month: number } {
  return adjacentMonth(calendarOf(calendar), year, month, step);
}

export interface SolarMonthInput extends Place {
  calendar: SolarCalendarKey;
  /** Era year as the calendar counts it (calendars.ts: Tamil 1947, Bangabda 1432, Kollam 1201, Odia 1433). */
  year: number;
  /** 1-12 as the calendar numbers its months. */
  month: number;
  options?: EngineOptions;
}

/**
 * A month of a regional solar calendar at a place: its first and last civil
 * dates and the sankrantis that open and close it, with the moments
 * encoded by `at` (ISO 8601 local time at the place by default).
 */
export function solarMonth<T = string>(input: SolarMonthInput, at?: (jd: number) => T): SolarMonth<T> {
  const c = calendarOf(input.calendar);
  const { year, month } = input;
  if (typeof month !== 'number' || !Number.isInteger(month) || month < 1 || month > 12) {
    throw new PanchangInputError('month', `Month must be a whole number from 1 to 12 (got ${String(month)})`);
  }
  const first = Number(MIN_DATE.slice(0, 4)) - 1 - c.eraOffset;
  const last = Number(MAX_DATE.slice(0, 4)) - c.eraOffset;
  if (typeof year !== 'number' || !Number.isInteger(year) || year < first || year > last) {
    throw new PanchangInputError('year', `Year must be a whole ${c.key} era year from ${first} to ${last} (got ${String(year)})`);
  }
  const place = validatePlace(input);
  const options = validateOptions(input.options);
  const raw = solarMonthNumbered(c, year, month, contextOf(place, options));
  const encode = at ?? ((jd: number) => toLocalIso(jd, place.tz) as T);
  const m = solarMonthOf(c, raw, encode);
  if (m.start < MIN_DATE || m.end > MAX_DATE) {
    throw new PanchangInputError('year', `Month ${month} of ${c.key} year ${year} (${m.start} to ${m.end}) does not lie within ${MIN_DATE} to ${MAX_DATE}`);
  }
  return m;
}

export interface RegionalDates {
  tamil: SolarDate;
  bengali: SolarDate;
  malayalam: SolarDate;
  odia: SolarDate;
  gujarati: LunarDate;
  marathi: LunarDate;
  telugu: LunarDate;
  kannada: LunarDate;
  /**
   * The North Indian solar day ("pravishte", "gate"): the day of the Sun's
   * stay in its sign, counted from the sankranti's civil day (month-start.ts,
   * 'civil-day'), and that sign (1 = Mesha).
   */
  pravishte: { rashi: number; day: number };
}

/** Every regional date of a computed Panchang day (its place, sunrise definition and models). */
export function regionalDatesOf(day: RawDay): RegionalDates {
  const ctx = contextOf(day.place, day.options);
  const solar = (key: SolarCalendarKey) => solarDateIn(SOLAR_CALENDAR[key], day.date, ctx);
  const lunar = (key: LunarCalendarKey) => lunarDateIn(key, day.amanta, day.samvat);
  const sun = solarMonthStartOn('civil-day', day.date, ctx);
  return {
    tamil: solar('tamil'),
    bengali: solar('bengali'),
    malayalam: solar('malayalam'),
    odia: solar('odia'),
    gujarati: lunar('gujarati'),
    marathi: lunar('marathi'),
    telugu: lunar('telugu'),
    kannada: lunar('kannada'),
    pravishte: { rashi: sun.sign + 1, day: dayNumber(day.date) - dayNumber(sun.start.date) + 1 },
  };
}

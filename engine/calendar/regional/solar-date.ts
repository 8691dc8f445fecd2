/**
 * Solar dates: the month, day and era year of a civil date in a regional
 * solar calendar (calendars.ts), and a whole month of one. A month runs
 * from its day 1 (month-start.ts: the region's rule applied to the
 * sankranti that opens it) to the day before the next month's day 1; the
 * day of the month counts civil days from day 1.
 */
import { addDays, type CivilDate, dayNumber, formatCivilDate, fromDayNumber } from '../../civil-date';
import { sidereal, SUN } from '../../ephemeris';
import { Lru } from '../../lru';
import { norm360 } from '../../roots';
import { JD_UNIX_EPOCH, localMidnightJd } from '../../time';
import { samvatsaraOf } from '../samvat';
import { type Sankranti, sunCrossing } from '../sankranti';
import { monthOfSign, monthsIntoYear, type SolarCalendar, type SolarCalendarKey, type SolarEra, signOfMonth } from './calendars';
import { earliestMonthStart, type MonthStart, type MonthStartContext, type MonthStartRule, monthStart } from './month-start';

/** The Sun's mean stay in a sign (a sidereal year / 12), days. */
const MEAN_MONTH = 365.25636 / 12;
/** The Sun's mean motion, degrees a day. */
const SUN_RATE = 360 / 365.25636;

const crossing = (sign: number, guess: number, ctx: MonthStartContext): Sankranti => ({
  sign,
  jd: sunCrossing(sign * 30, guess, ctx.models),
});

/** A solar month as a rule places it: day 1 of it and day 1 of the next. */
export interface RawSolarMonth {
  /** Sign (0 = Mesha) the Sun stays in. */
  sign: number;
  start: MonthStart;
  next: MonthStart;
}

const opening = (rule: MonthStartRule, sign: number, guess: number, ctx: MonthStartContext) => monthStart(rule, crossing(sign, guess, ctx), ctx);

// A regional date of a day (regionalDatesOf) asks for the month holding the same date by five rules, which
// all start from the Sun at the date's end: one Swiss Ephemeris position (and ayanamsa) instead of five,
// ~0.1 ms a request of /api/panchang over the load bench's crawl. A handful suffices: the five asks follow
// one another.
const sunAtEnd = new Lru<string, { end: number; lon: number }>(16);

function sunAtEndOf(date: CivilDate, ctx: MonthStartContext): { end: number; lon: number } {
  const key = `${date.year}-${date.month}-${date.day}|${ctx.place.tz}|${ctx.models.id}`;
  let sun = sunAtEnd.get(key);
  if (!sun) {
    const end = localMidnightJd(addDays(date, 1), ctx.place.tz);
    sun = { end, lon: norm360(sidereal(end, SUN, ctx.models).lon) };
    sunAtEnd.set(key, sun);
  }
  return sun;
}

/** The last month (by `rule`) whose day 1 is on or before `date`: its sign and day 1. */
function lastOpeningBy(rule: MonthStartRule, date: CivilDate, ctx: MonthStartContext): { sign: number; start: MonthStart } {
  const target = dayNumber(date);
  const { end, lon } = sunAtEndOf(date, ctx);
  let sign = Math.floor(lon / 30);
  // The last sankranti before the date's end...
  let start = opening(rule, sign, end - (lon - sign * 30) / SUN_RATE, ctx);
  // ...may open its month only on a later day (the next day, or the day after for the Bengal rule).
  while (dayNumber(start.date) > target) {
    sign = (sign + 11) % 12;
    start = opening(rule, sign, start.sankranti.jd - MEAN_MONTH, ctx);
  }
  return { sign, start };
}

/** The solar month (by `rule`) that holds civil date `date` at the context's place. */
export function solarMonthOn(rule: MonthStartRule, date: CivilDate, ctx: MonthStartContext): RawSolarMonth {
  const target = dayNumber(date);
  let { sign, start } = lastOpeningBy(rule, date, ctx);
  let next = opening(rule, (sign + 1) % 12, start.sankranti.jd + MEAN_MONTH, ctx);
  // A rule may place day 1 on the day before the sankranti's civil day (the
  // Odia clock, where the zone runs hours ahead of mean time).
  while (dayNumber(next.date) <= target) {
    start = next;
    sign = (sign + 1) % 12;
    next = opening(rule, (sign + 1) % 12, start.sankranti.jd + MEAN_MONTH, ctx);
  }
  return { sign, start, next };
}

/**
 * solarMonthOn's sign and day 1 without the next month's day 1 where no rule
 * can place that on or before `date` (earliestMonthStart): a date's place in
 * its month reads only the month's start, and deciding the next one reads
 * the Sun on the next sankranti's days (two to four sunrises and sunsets,
 * about half of a regional date's cost over the crawl of /api/panchang).
 */
export function solarMonthStartOn(rule: MonthStartRule, date: CivilDate, ctx: MonthStartContext): Omit<RawSolarMonth, 'next'> {
  const held = lastOpeningBy(rule, date, ctx);
  const following = crossing((held.sign + 1) % 12, held.start.sankranti.jd + MEAN_MONTH, ctx);
  if (dayNumber(earliestMonthStart(following, ctx)) > dayNumber(date)) return held;
  const { sign, start } = solarMonthOn(rule, date, ctx);
  return { sign, start };
}

/**
 * Month `month` (1-12) of era year `year` of a calendar. The guess for its
 * sankranti counts mean months from the Sun entering Mesha, about 14 April
 * in 1900-2100; Newton's method (sunCrossing) finds the true moment from
 * there.
 */
export function solarMonthNumbered(c: SolarCalendar, year: number, month: number, ctx: MonthStartContext): RawSolarMonth {
  const sign = signOfMonth(c, month);
  const began = year + c.eraOffset;
  const firstSign = signOfMonth(c, c.yearStartMonth);
  const mesha = dayNumber({ year: began, month: 4, day: 14 }) + JD_UNIX_EPOCH;
  const guess = mesha + (firstSign + monthsIntoYear(c, month)) * MEAN_MONTH;
  const start = opening(c.rule, sign, guess, ctx);
  const next = opening(c.rule, (sign + 1) % 12, start.sankranti.jd + MEAN_MONTH, ctx);
  return { sign, start, next };
}

/** The months of calendar `c` from the one holding `from` to the one holding `to`, each with its number. */
export function solarMonthsFrom(c: SolarCalendar, from: CivilDate, to: CivilDate, ctx: MonthStartContext): (RawSolarMonth & { month: number })[] {
  const out: (RawSolarMonth & { month: number })[] = [];
  let m = solarMonthOn(c.rule, from, ctx);
  for (;;) {
    out.push({ ...m, month: monthOfSign(c, m.sign) });
    if (dayNumber(m.next.date) > dayNumber(to)) return out;
    const sign = (m.sign + 1) % 12;
    m = { sign, start: m.next, next: opening(c.rule, (sign + 1) % 12, m.next.sankranti.jd + MEAN_MONTH, ctx) };
  }
}

/** The era year that month `month`, begun on `start`, belongs to. */
function eraYear(c: SolarCalendar, month: number, start: CivilDate): number {
  // Back to the month the era year turned on (mid-April, August or September: far from 1 January).
  const yearBegan = fromDayNumber(dayNumber(start) - Math.round(monthsIntoYear(c, month) * MEAN_MONTH)).year;
  return yearBegan - c.eraOffset;
}

/** A civil date in a regional solar calendar. */
export interface SolarDate {
  calendar: SolarCalendarKey;
  /** 1-12 as the calendar numbers its months (Tamil, Bengali, Odia: 1 = Mesha; Malayalam: 1 = Chingam, Simha). */
  month: number;
  /** The month's key (messages `regional.months.<calendar>.<key>`). */
  monthKey: string;
  day: number;
  /** Era year (calendars.ts). */
  year: number;
  era: SolarEra;
  /** The year's place in the 60-year cycle (1 = Prabhava) where the calendar names its years so (Tamil), else null. */
  samvatsara: number | null;
}

/** How a month of a solar calendar begins and ends; `T` is the instant encoding. */
export interface SolarMonth<T = string> extends Omit<SolarDate, 'day'> {
  /** Civil dates of day 1 and of the last day. */
  start: string;
  end: string;
  /** Number of days (29-32). */
  days: number;
  /** The sankranti that opens the month: the sign entered (1 = Mesha) and when; how day 1 was decided. */
  opening: MonthBoundary<T>;
  /** The sankranti that opens the next month, and how its day 1 was decided. */
  closing: MonthBoundary<T>;
}

export interface MonthBoundary<T = string> {
  /** Sign entered, 1 = Mesha .. 12 = Meena. */
  rashi: number;
  sankranti: T;
  /** Day 1 of the month the sankranti opens. */
  date: string;
  rule: MonthStartRule;
  choice: MonthStart['choice'];
  /** The moment the sankranti was compared with (sunset, ardharatri, ...), or null. */
  cutoff: T | null;
}

const yearFacts = (c: SolarCalendar, month: number, year: number) => ({
  calendar: c.key,
  month,
  monthKey: c.months[month - 1],
  year,
  era: c.era,
  // The Tamil year counts as the Shaka year and takes its cycle name.
  samvatsara: c.samvatsara ? samvatsaraOf('shaka', year) : null,
});

/** The date `date` in calendar `c`. */
export function solarDateIn(c: SolarCalendar, date: CivilDate, ctx: MonthStartContext): SolarDate {
  const m = solarMonthStartOn(c.rule, date, ctx);
  const month = monthOfSign(c, m.sign);
  return { ...yearFacts(c, month, eraYear(c, month, m.start.date)), day: dayNumber(date) - dayNumber(m.start.date) + 1 };
}

/** Each civil date from `first` to `last` in calendar `c`, the months found once. */
export function solarDatesOver(c: SolarCalendar, first: CivilDate, last: CivilDate, ctx: MonthStartContext): SolarDate[] {
  const out: SolarDate[] = [];
  const [from, to] = [dayNumber(first), dayNumber(last)];
  for (const m of solarMonthsFrom(c, first, last, ctx)) {
    const day1 = dayNumber(m.start.date);
    const facts = yearFacts(c, m.month, eraYear(c, m.month, m.start.date));
    for (let n = Math.max(day1, from); n < Math.min(dayNumber(m.next.date), to + 1); n++) out.push({ ...facts, day: n - day1 + 1 });
  }
  return out;
}

function boundary<T>(s: MonthStart, at: (jd: number) => T): MonthBoundary<T> {
  return {
    rashi: s.sankranti.sign + 1,
    sankranti: at(s.sankranti.jd),
    date: formatCivilDate(s.date),
    rule: s.rule,
    choice: s.choice,
    cutoff: s.cutoff === null ? null : at(s.cutoff),
  };
}

/** A raw month of calendar `c` as its public shape. */
export function solarMonthOf<T>(c: SolarCalendar, m: RawSolarMonth, at: (jd: number) => T): SolarMonth<T> {
  const month = monthOfSign(c, m.sign);
  const days = dayNumber(m.next.date) - dayNumber(m.start.date);
  return {
    ...yearFacts(c, month, eraYear(c, month, m.start.date)),
    start: formatCivilDate(m.start.date),
    end: formatCivilDate(addDays(m.next.date, -1)),
    days,
    opening: boundary(m.start, at),
    closing: boundary(m.next, at),
  };
}

/**
 * View models of the regional calendars (issue 31), for the pages that
 * come with the URL restructuring: the day page's "Regional dates" row, a
 * month of a regional solar calendar (`/regional/{region}/{year}/{month}`),
 * and the marks a Gregorian month grid shows for a chosen region. Plain
 * objects in the page's language (names from the messages, lib/names), so
 * the pages only lay them out.
 */
import {
  adjacentSolarMonth,
  isPanchangInputError,
  jdToMs,
  LUNAR_CALENDARS,
  shiftDate,
  SOLAR_CALENDAR,
  SOLAR_CALENDARS,
  solarMonth,
  splitIsoDate,
  type FestivalEvent,
  type LunarDate,
  type MonthBoundary,
  type RegionalDates,
  type SolarCalendarKey,
  type SolarDate,
  type SolarMonth,
  type SolarMonthInput,
} from '@/engine';
import { WEEK_SUNDAY_FIRST, weeksOf } from '@/lib/calendar-grid';
import type { ClockStyle } from '@/lib/conventions/conventions';
import { formatDate } from '@/lib/format/date';
import { dateTimeLabel } from '@/lib/format/time';
import type { Locale } from '@/i18n/routing';
import type { Names, RegionalCalendar } from '@/lib/names/names';

/** The language tag of each regional calendar's script, for the names shown in it (`lang` on the element). */
export const SCRIPT_LANG: Readonly<Record<RegionalCalendar, string>> = {
  tamil: 'ta',
  bengali: 'bn',
  malayalam: 'ml',
  odia: 'or',
  gujarati: 'gu',
  marathi: 'mr',
  telugu: 'te',
  kannada: 'kn',
};

/** A calendar of the region selector: its key, its name and its name in its own script. */
export interface RegionalCalendarOption {
  key: SolarCalendarKey;
  name: string;
  nameInScript: string;
}

/** The solar calendars a month grid can show, in the page's language. */
export const regionalCalendarOptions = (names: Names): RegionalCalendarOption[] =>
  SOLAR_CALENDARS.map((key) => ({ key, name: names.regionalCalendar(key), nameInScript: names.regionalCalendarInScript(key) }));

/** Whether a regional calendar is one of the solar calendars (which have month pages). */
export const isSolarCalendar = (c: string | undefined): c is SolarCalendarKey => c !== undefined && (SOLAR_CALENDARS as readonly string[]).includes(c);

/** The number (1-12) of a month of a solar calendar by its key, or null when the key is not one of its months. */
export function solarMonthNumber(calendar: SolarCalendarKey, key: string): number | null {
  const i = SOLAR_CALENDAR[calendar].months.indexOf(key);
  return i < 0 ? null : i + 1;
}

/** One line of the day page's "Regional dates" row. */
export interface RegionalDateRow {
  calendar: RegionalCalendar;
  calendarName: string;
  /** The engine's month key (a regional month page's path segment). */
  monthKey: string;
  monthName: string;
  /** The month in the region's own script: the alternate name. */
  monthNameInScript: string;
  /** The day of the solar month; null for a lunar reckoning (the tithi names its day). */
  day: number | null;
  eraName: string;
  year: number;
  /** The year's name in the 60-year cycle, where the calendar names it so. */
  yearName: string | null;
}

export interface RegionalDatesView {
  /** Tamil, Bengali, Malayalam, Odia, then Gujarati, Marathi, Telugu, Kannada. */
  rows: RegionalDateRow[];
  /** The North Indian solar day: the day of the Sun's stay in its sign. */
  pravishte: { day: number; sign: string };
}

function solarRow(d: SolarDate, n: Names): RegionalDateRow {
  return {
    calendar: d.calendar,
    calendarName: n.regionalCalendar(d.calendar),
    monthKey: d.monthKey,
    monthName: n.regionalMonth(d.calendar, d.monthKey),
    monthNameInScript: n.regionalMonthInScript(d.calendar, d.monthKey),
    day: d.day,
    eraName: n.regionalEra(d.era),
    year: d.year,
    yearName: d.samvatsara === null ? null : n.samvatsara(d.samvatsara),
  };
}

function lunarRow(d: LunarDate, n: Names): RegionalDateRow {
  return {
    calendar: d.calendar,
    calendarName: n.regionalCalendar(d.calendar),
    monthKey: d.monthKey,
    monthName: n.regionalMonth(d.calendar, d.monthKey, d.adhika),
    monthNameInScript: n.regionalMonthInScript(d.calendar, d.monthKey),
    day: null,
    eraName: n.regionalEra(d.era),
    year: d.year,
    yearName: n.samvatsara(d.samvatsara),
  };
}

/** The day page's "Regional dates" row from the engine's regionalDatesOf. */
export function regionalDatesView(r: RegionalDates, names: Names): RegionalDatesView {
  return {
    rows: [...SOLAR_CALENDARS.map((c) => solarRow(r[c], names)), ...LUNAR_CALENDARS.map((c) => lunarRow(r[c], names))],
    pravishte: { day: r.pravishte.day, sign: names.rashi(r.pravishte.rashi) },
  };
}

/** One region of the index (`/regional`): its names, a date in it and the month holding that date. */
export interface RegionalIndexEntry {
  calendar: SolarCalendarKey;
  calendarName: string;
  calendarNameInScript: string;
  eraName: string;
  monthName: string;
  monthNameInScript: string;
  /** The month's era year and key, for its link. */
  year: number;
  monthKey: string;
  day: number;
}

/** The index's entries from the engine's solarDate of one date in each calendar. */
export const regionalIndexView = (dates: readonly SolarDate[], n: Names): RegionalIndexEntry[] =>
  dates.map((d) => ({
    calendar: d.calendar,
    calendarName: n.regionalCalendar(d.calendar),
    calendarNameInScript: n.regionalCalendarInScript(d.calendar),
    eraName: n.regionalEra(d.era),
    monthName: n.regionalMonth(d.calendar, d.monthKey),
    monthNameInScript: n.regionalMonthInScript(d.calendar, d.monthKey),
    year: d.year,
    monthKey: d.monthKey,
    day: d.day,
  }));

/** A month of a solar calendar with epoch-ms instants, and whether its neighbours lie in the supported range. */
export interface RegionalMonthData {
  month: SolarMonth<number>;
  prev: { year: number; month: number } | null;
  next: { year: number; month: number } | null;
}

/** Computes a month and finds its neighbours (null outside 1900-2100). Throws the engine's PanchangInputError for bad input. */
export function regionalMonthData(input: SolarMonthInput): RegionalMonthData {
  const month = solarMonth(input, jdToMs);
  const neighbour = (step: 1 | -1) => {
    const at = adjacentSolarMonth(input.calendar, input.year, input.month, step);
    try {
      solarMonth({ ...input, ...at });
      return at;
    } catch (e) {
      if (isPanchangInputError(e)) return null;
      throw e;
    }
  };
  return { month, prev: neighbour(-1), next: neighbour(1) };
}

export interface RegionalMonthCell {
  date: string;
  /** The day of the regional month. */
  day: number;
  /** The Gregorian day of the month, and the Gregorian month's name on the first cell and on each 1st. */
  gregorianDay: number;
  gregorianMonth: string | null;
  fullDate: string;
  isToday: boolean;
  festivals: { id: string; emoji: string; name: string }[];
}

/** A sankranti that bounds the month: the sign entered, when, and why its month began on its day. */
export interface RegionalBoundaryView {
  sign: string;
  /** `Nov 16, 2025, 1:44 PM` at the place. */
  at: string;
  /** Day 1 of the month it opens, `Sunday, November 16, 2025`. */
  firstDay: string;
  reason: string;
}

export interface RegionalMonthView {
  calendar: SolarCalendarKey;
  calendarName: string;
  calendarNameInScript: string;
  month: number;
  monthName: string;
  monthNameInScript: string;
  eraName: string;
  year: number;
  yearName: string | null;
  /** First and last civil dates, long form. */
  startLabel: string;
  endLabel: string;
  days: number;
  weekdays: { full: string; short: string }[];
  weeks: (RegionalMonthCell | null)[][];
  cells: RegionalMonthCell[];
  opening: RegionalBoundaryView;
  closing: RegionalBoundaryView;
  /** The neighbouring months (era year and number) with their names; null outside the supported range. */
  prev: { year: number; month: number; monthName: string } | null;
  next: { year: number; month: number; monthName: string } | null;
}

export interface RegionalFrame {
  today: string;
  tz: string;
  locale: Locale;
  names: Names;
  clock?: ClockStyle;
}

function boundaryView(b: MonthBoundary<number>, f: RegionalFrame): RegionalBoundaryView {
  return {
    sign: f.names.rashi(b.rashi),
    at: dateTimeLabel(b.sankranti, f.tz, f.locale, f.clock),
    firstDay: formatDate(b.date, f.locale, 'full'),
    reason: f.names.monthStart(b.rule, b.choice, b.rashi - 1),
  };
}

/** The page of a regional month: its names, its days in weeks with their festivals, and its two sankrantis. */
export function regionalMonthView(d: RegionalMonthData, festivals: readonly FestivalEvent<number>[], f: RegionalFrame): RegionalMonthView {
  const { month: m } = d;
  const n = f.names;
  const byDate = new Map<string, FestivalEvent<number>[]>();
  for (const e of festivals) if (e.date >= m.start && e.date <= m.end) byDate.set(e.date, [...(byDate.get(e.date) ?? []), e]);
  const cells: RegionalMonthCell[] = Array.from({ length: m.days }, (_, i) => {
    const date = shiftDate(m.start, i);
    const g = splitIsoDate(date);
    return {
      date,
      day: i + 1,
      gregorianDay: g.day,
      gregorianMonth: i === 0 || g.day === 1 ? formatDate(date, f.locale, 'month') : null,
      fullDate: formatDate(date, f.locale, 'full'),
      isToday: date === f.today,
      festivals: (byDate.get(date) ?? []).map((e) => ({ id: e.id, emoji: e.emoji, name: n.festival(e.slug, e) })),
    };
  });
  const byCell = new Map(cells.map((c) => [c.date, c]));
  const named = (at: { year: number; month: number } | null) =>
    at && { ...at, monthName: n.regionalMonth(m.calendar, SOLAR_CALENDAR[m.calendar].months[at.month - 1]) };
  return {
    calendar: m.calendar,
    calendarName: n.regionalCalendar(m.calendar),
    calendarNameInScript: n.regionalCalendarInScript(m.calendar),
    month: m.month,
    monthName: n.regionalMonth(m.calendar, m.monthKey),
    monthNameInScript: n.regionalMonthInScript(m.calendar, m.monthKey),
    eraName: n.regionalEra(m.era),
    year: m.year,
    yearName: m.samvatsara === null ? null : n.samvatsara(m.samvatsara),
    startLabel: formatDate(m.start, f.locale, 'long'),
    endLabel: formatDate(m.end, f.locale, 'long'),
    days: m.days,
    weekdays: WEEK_SUNDAY_FIRST.map((x) => ({ full: formatDate(x, f.locale, 'weekday'), short: formatDate(x, f.locale, 'weekdayShort') })),
    weeks: weeksOf(m.start, m.days).map((w) => w.map((date) => (date === null ? null : (byCell.get(date) ?? null)))),
    cells,
    opening: boundaryView(m.opening, f),
    closing: boundaryView(m.closing, f),
    prev: named(d.prev),
    next: named(d.next),
  };
}

/** What a Gregorian month grid shows in a cell for the chosen region: the regional day, and the month's name where one begins. */
export interface RegionalCellMark {
  day: number;
  /** On day 1 and on the grid's first cell. */
  monthName: string | null;
  monthNameInScript: string | null;
}

/** The month grid's regional layer: the chosen calendar's name and each date's mark (plain data: the page's model is cached). */
export interface RegionalGridView {
  calendar: SolarCalendarKey;
  calendarName: string;
  marks: Record<string, RegionalCellMark>;
}

/** The month grid's layer for a run of dates from `from` in one calendar (the engine's solarDates). */
export function regionalGridView(calendar: SolarCalendarKey, from: string, dates: readonly SolarDate[], names: Names): RegionalGridView {
  return { calendar, calendarName: names.regionalCalendar(calendar), marks: Object.fromEntries(regionalMarks(from, dates, names)) };
}

/**
 * The marks of a run of consecutive dates (the engine's solarDates from
 * `from`), by date: what the month grid's region selector adds to each cell.
 */
export function regionalMarks(from: string, dates: readonly SolarDate[], names: Names): Map<string, RegionalCellMark> {
  const out = new Map<string, RegionalCellMark>();
  dates.forEach((d, i) => {
    const named = i === 0 || d.day === 1;
    out.set(shiftDate(from, i), {
      day: d.day,
      monthName: named ? names.regionalMonth(d.calendar, d.monthKey) : null,
      monthNameInScript: named ? names.regionalMonthInScript(d.calendar, d.monthKey) : null,
    });
  });
  return out;
}

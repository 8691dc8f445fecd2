/**
 * Everything a festival year is computed from, built once per (year, place):
 * the civil days with sunrise and sunset, every tithi with its month, the
 * sankrantis, and the moonrises the Chaturthi rules ask for. Each is found
 * when first read, so a window of a few days (window.ts) costs a few days.
 * The evaluators only read it. Times are JD UT; they become ISO strings in
 * index.ts.
 *
 * The rules find their occurrences in the sources of the context, each
 * placed by an instant known before anything is solved: the tithis
 * (`tithisNumbered`), sankrantis and ingresses (`sankrantis`, `ingresses`),
 * the Moon's nakshatras (`nakshatrasNumbered`) and the days themselves
 * (`sourceDays`). `withSources` gives a view of the same days whose sources
 * are those placed in a narrower span, so that a window evaluates the rules
 * only where their events can fall on its dates.
 */
import { monthOfSign, SOLAR_CALENDAR, type SolarCalendarKey } from '../calendar/regional/calendars';
import { type MonthStartChoice, monthStart } from '../calendar/regional/month-start';
import type { Sankranti } from '../calendar/sankranti';
import { addDays, type CivilDate, dayNumber, daysBetween } from '../civil-date';
import { siderealTimeDeg } from '../ephemeris';
import type { EngineOptions, Place } from '../input';
import { Lru } from '../lru';
import { type AstroModels, modelsOf } from '../models';
import { moonEvents } from '../moonrise';
import { isoAtOffset, JD_UNIX_EPOCH, jdToMs, toLocalIso } from '../time';
import { civilDays, type CivilDay } from './days';
import type { DayFrame } from './kaal';
import { ingressBefore, ingressesIn, sankrantiNumbered, sankrantisIn } from './ingress';
import { lunarIndex, type LunarTable, type NakshatraPeriod, type TithiPeriod } from './lunar';

/** Days of margin around the year: a rule's tithi may begin days before the festival date. */
const MARGIN_DAYS = 20;

/** A month of a regional solar calendar over the context's days (engine/calendar/regional). */
export interface SolarMonthSpan {
  /** 1-12 as the calendar numbers it. */
  month: number;
  /** Index into days of day 1 (negative when it begins before the range), and of the next month's day 1. */
  start: number;
  end: number;
  /** The sankranti that opens it, and how its day 1 was decided. */
  sankranti: Sankranti;
  choice: MonthStartChoice;
}

export interface YearContext {
  place: Place;
  year: number;
  /** The ayanamsa and Delta T of every position the year is computed from. */
  models: AstroModels;
  /** Civil days from MARGIN_DAYS before 1 January to MARGIN_DAYS after 31 December (sunrise and sunset read on demand). */
  days: CivilDay[];
  /** JD UT of the midnight after the last day. */
  end: number;
  lunar: LunarTable;
  /** The sankrantis among the sources, in order. */
  readonly sankrantis: Sankranti[];
  /**
   * The span (JD UT) of the context's sources: the tithis, ingresses and
   * nakshatras whose mean instant falls in it (lunar.ts, ingress.ts), each
   * within a few days of its true one, and the days whose midnight does.
   */
  sources: { from: number; to: number };
  /** Kaal inputs of day i (sunrise, sunset, next sunrise, moonrise). */
  frame(i: number): DayFrame;
  /** Index of the Panchang day (sunrise to next sunrise) containing t; -1 outside the range. */
  panchangDayOf(t: number): number;
  /** Index of the civil day (midnight to midnight) containing t. */
  civilDayOf(t: number): number;
  /** The Panchang day's start: sunrise, or local midnight where the Sun does not rise. */
  dayStart(i: number): number;
  /** The Panchang day's end: the next day's start (the range's end after the last day). */
  dayEnd(i: number): number;
  /** ISO 8601 local time of an instant at the place. */
  iso(t: number): string;
  /** Tithi periods with the given number among the sources, in order. */
  tithisNumbered(n: number): TithiPeriod[];
  /**
   * The numbers of the Sun's ingresses (ingress.ts) among the sources, each
   * placed `shift` days after its mean instant (a rule dated a number of
   * days into a solar month is placed near its date), in order.
   */
  ingresses(shift: number): number[];
  /** The periods of nakshatra n (1-27) among the sources, in order. */
  nakshatrasNumbered(n: number): NakshatraPeriod[];
  /** The days among the sources (placed by their midnight): indices first..last, none when last < first. */
  readonly sourceDays: { first: number; last: number };
  /** The first moonrise in [from, to) at the place (JD UT), or null. */
  moonrise(from: number, to: number): number | null;
  /**
   * The month of a regional solar calendar opened by ingress n, by the
   * region's month-start rule at the place (month-start.ts, as the regional
   * calendar pages); computed on first use.
   */
  solarMonth(calendar: SolarCalendarKey, n: number): SolarMonthSpan;
  /** The month of a regional solar calendar holding day i. */
  solarMonthAt(calendar: SolarCalendarKey, i: number): SolarMonthSpan;
}

export function yearContext(year: number, place: Place, options: Required<EngineOptions>): YearContext {
  const models = modelsOf(options);
  const first: CivilDate = addDays({ year, month: 1, day: 1 }, -MARGIN_DAYS);
  const last: CivilDate = addDays({ year, month: 12, day: 31 }, MARGIN_DAYS);
  const count = daysBetween(first, last) + 1;
  const { days, end } = civilDays(first, count, place, options.sunrise, models.deltaT);
  const geo = { lat: place.lat, lon: place.lon };

  const dayStart = (i: number) => days[i].sunrise ?? days[i].midnight;
  const dayEnd = (i: number) => (i + 1 < days.length ? dayStart(i + 1) : end);
  // Consecutive days' moonrise searches meet at a sunrise: its sidereal time is asked of the ephemeris once.
  const sidereal = new Map<number, number>();
  const siderealTime = (t: number): number => {
    let g = sidereal.get(t);
    if (g === undefined) {
      g = siderealTimeDeg(t);
      sidereal.set(t, g);
    }
    return g;
  };
  const moonrise = (a: number, b: number) => moonEvents(a, b, geo, models.deltaT, { riseOnly: true, siderealTime }).rise;
  const frames: DayFrame[] = [];
  const frame = (i: number): DayFrame => {
    let f = frames[i];
    if (!f) {
      const d = days[i];
      const next = i + 1 < days.length ? days[i + 1] : null;
      let moon: number | null | undefined;
      f = {
        sunrise: d.sunrise,
        sunset: d.sunset,
        nextSunrise: next && next.sunrise,
        moonrise: () => {
          if (moon === undefined) {
            // As the Panchang prints it: the first moonrise after this sunrise, before the next.
            moon = moonrise(dayStart(i), dayEnd(i));
          }
          return moon;
        },
      };
      frames[i] = f;
    }
    return f;
  };

  // Zone offsets at each local midnight, free from the midnight itself: used to
  // format instants without a zone lookup when a day has no clock change.
  // The days are consecutive dates: day i's UT midnight is the first one's plus i.
  const utMidnight0 = dayNumber(first) + JD_UNIX_EPOCH;
  const offsets: number[] = [];
  const offsetAt = (i: number) => (offsets[i] ??= Math.round((utMidnight0 + i - days[i].midnight) * 1440));
  // A local midnight lies within a day of its date's UT midnight (zone offsets are under 15 hours):
  // the civil day of t is found from that guess, reading two or three midnights.
  const civilDayOf = (t: number) => {
    let i = Math.min(Math.max(Math.floor(t - utMidnight0), 0), days.length - 1);
    while (i > 0 && days[i].midnight > t) i--;
    if (days[i].midnight > t) return -1;
    while (i + 1 < days.length && days[i + 1].midnight <= t) i++;
    return i;
  };
  const iso = (t: number): string => {
    const i = civilDayOf(t);
    if (i < 0 || i + 1 >= days.length) return toLocalIso(t, place.tz);
    const offset = offsetAt(i);
    return offset === offsetAt(i + 1) ? isoAtOffset(jdToMs(t), offset) : toLocalIso(t, place.tz);
  };
  // A Panchang day begins at or after its civil date's midnight and before the
  // next one: the civil day holding t, or the one before, holds it (no sunrise
  // is computed beyond those two).
  const panchangDayOf = (t: number) => {
    const c = civilDayOf(t);
    if (c < 0) return -1;
    const i = t >= dayStart(c) ? c : c - 1;
    return i >= 0 && t < dayEnd(i) ? i : -1;
  };

  // A solar month is decided from its own sankranti alone (ingress.ts: the same instant in any range), so a
  // window and the year read the same months.
  const monthCtx = { place, sunrise: options.sunrise, models };
  const dayIndex = (d: CivilDate) => dayNumber(d) - dayNumber(first);
  const starts = new Map<string, { start: number; choice: MonthStartChoice; sankranti: Sankranti }>();
  const startOf = (calendar: SolarCalendarKey, n: number) => {
    const key = `${calendar}|${n}`;
    let hit = starts.get(key);
    if (!hit) {
      const m = monthStart(SOLAR_CALENDAR[calendar].rule, sankrantiNumbered(n, models), monthCtx);
      hit = { start: dayIndex(m.date), choice: m.choice, sankranti: m.sankranti };
      starts.set(key, hit);
    }
    return hit;
  };
  const solarMonth = (calendar: SolarCalendarKey, n: number): SolarMonthSpan => {
    const s = startOf(calendar, n);
    return { month: monthOfSign(SOLAR_CALENDAR[calendar], s.sankranti.sign), start: s.start, end: startOf(calendar, n + 1).start, sankranti: s.sankranti, choice: s.choice };
  };
  const solarMonthAt = (calendar: SolarCalendarKey, i: number): SolarMonthSpan => {
    // Day i's midnight is about the first one's plus i: a guess, made good by the month starts.
    let n = ingressBefore(utMidnight0 + i);
    while (startOf(calendar, n).start > i) n--;
    while (startOf(calendar, n + 1).start <= i) n++;
    return solarMonth(calendar, n);
  };

  const index = lunarIndex(models);
  const base: ContextBase = {
    place,
    year,
    models,
    days,
    end,
    frame,
    panchangDayOf,
    civilDayOf,
    dayStart,
    dayEnd,
    iso,
    moonrise,
    solarMonth,
    solarMonthAt,
  };
  // A tithi may begin up to ~1.1 days before the range and touch it: the sources reach that far back
  // (and both ends a little further, sources being placed by their mean instant: lunar.ts).
  return view(base, index, { from: utMidnight0 - 6, to: end + 4 });
}

type ContextBase = Omit<YearContext, 'lunar' | 'sankrantis' | 'sources' | 'tithisNumbered' | 'ingresses' | 'nakshatrasNumbered' | 'sourceDays'>;

/** What a context's views are made from: its days and their kaals, and the lunar index. */
const bases = new WeakMap<YearContext, { base: ContextBase; index: LunarTable }>();

function view(base: ContextBase, index: LunarTable, sources: { from: number; to: number }): YearContext {
  let sankrantis: Sankranti[] | undefined;
  let sourceDays: { first: number; last: number } | undefined;
  const byNumber = new Map<number, TithiPeriod[]>();
  const ctx: YearContext = {
    ...base,
    lunar: index,
    sources,
    get sankrantis() {
      return (sankrantis ??= sankrantisIn(sources.from, sources.to, base.models));
    },
    ingresses: (shift) => ingressesIn(sources.from - shift, sources.to - shift),
    nakshatrasNumbered: (n) => index.nakshatrasNumbered(n, sources.from, sources.to),
    get sourceDays() {
      if (!sourceDays) {
        // The days whose midnight lies in [from, to).
        const { days } = base;
        const a = base.civilDayOf(sources.from);
        const b = base.civilDayOf(sources.to);
        const first = a < 0 ? 0 : days[a].midnight < sources.from ? a + 1 : a;
        const last = b < 0 ? -1 : days[b].midnight < sources.to ? b : b - 1;
        sourceDays = { first, last };
      }
      return sourceDays;
    },
    tithisNumbered: (n) => {
      let list = byNumber.get(n);
      if (!list) {
        list = index.numbered(n, sources.from, sources.to);
        byNumber.set(n, list);
      }
      return list;
    },
  };
  bases.set(ctx, { base, index });
  return ctx;
}

/**
 * The same context (its days, frames and moonrises) with the sources placed
 * in [from, to) within its own: a window's rules are evaluated on it.
 */
export function withSources(ctx: YearContext, from: number, to: number): YearContext {
  const made = bases.get(ctx);
  if (!made) throw new Error('withSources: not a festival context');
  return view(made.base, made.index, { from: Math.max(from, ctx.sources.from), to: Math.min(to, ctx.sources.to) });
}

// A context is a year's days at a place, filled as they are read (~200 KB once
// a whole year has been): the year list and every window of that year share one.
const contexts = new Lru<string, YearContext>(32);

/** The context of a year at a place, from the cache (least recently used ones leave first). */
export function contextOf(year: number, place: Place, options: Required<EngineOptions>): YearContext {
  const key = `${year}|${place.lat}|${place.lon}|${place.tz}|${options.sunrise}|${options.ayanamsa}|${options.deltaT}`;
  let hit = contexts.get(key);
  if (!hit) {
    hit = yearContext(year, place, options);
    contexts.set(key, hit);
  }
  return hit;
}

/** Forgets the cached contexts (the benches' cold runs). */
export function clearContexts(): void {
  contexts.clear();
}

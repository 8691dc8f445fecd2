/**
 * The festival engine's public API: every vrat and festival of a year (or
 * month, or the next N days) at a place, computed from the rule table.
 *
 *   computeFestivals({ year, lat, lon, tz })          events of the year, by date
 *   computeFestivalsMonth({ year, month, lat, lon, tz })
 *   upcomingFestivals({ from, days, lat, lon, tz })   events from a date on
 *   festivalsOnDate({ date, lat, lon, tz })           the events of one date (epoch-ms instants)
 *   festivalYearIndex({ year, lat, lon, tz })         the year's events with epoch-ms instants, and by date
 *
 * A year is computed once per place and kept in a bounded cache (the result
 * is deterministic and frozen). Its events are encoded when first asked
 * for: with ISO instants for the API and CLI, with epoch-ms instants and
 * indexed by date for the pages, so a page showing one day or one month
 * reads one computed year and formats no instant it does not show.
 */
import { shiftDate } from '../civil-date';
import { PanchangInputError } from '../errors';
import { Lru } from '../lru';
import { type EngineOptions, type Place, validateOptions, validatePlace } from '../input';
import { addDays, formatCivilDate, jdToMs, parseCivilDate } from '../time';
import { clearLunarYears, type YearContext, yearContext } from './context';
import { evaluateEkadashiRule } from './ekadashi';
import { evaluateTithiRule, momentsFor, type RawEvent, windowsFor } from './evaluate';
import { type CivilDay, clearSunSkies } from './days';
import type { LunarMonth, TithiPeriod } from './lunar';
import { evaluateMonthWeekdayRule } from './month-weekday';
import { evaluateNakshatraRule } from './nakshatra';
import { RULES } from './rules';
import { evaluateSolarDayRule, evaluateSolarNakshatraRule } from './regional';
import { evaluateSankrantiRule } from './solar';
import type { FestivalEvent, MasaRef, Moment, Rule, Window } from './types';
import type { RawMoment, RawWindow } from './windows';

export type * from './types';
export { RULES, EVENT_SLUGS } from './rules';
export { MASA_KEYS } from './types';
export type { Kaal } from './kaal';
export { KAALS } from './kaal';

export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;

export interface FestivalYearInput extends Place {
  year: number;
  /** sunrise: 'upper-limb' (default, the reference's) or 'hindu' (disc centre without refraction). */
  options?: EngineOptions;
}

export interface FestivalMonthInput extends FestivalYearInput {
  /** 1-12. */
  month: number;
}

export interface UpcomingInput extends Place {
  options?: EngineOptions;
  /** First civil date, YYYY-MM-DD. */
  from: string;
  /** Number of days, 1-366. */
  days: number;
}

export interface DayFestivalsInput extends Place {
  options?: EngineOptions;
  /** Civil date, YYYY-MM-DD. */
  date: string;
}

/** The place a list was computed for, as the engine read it. */
export interface ListPlace {
  lat: number;
  lon: number;
  tz: string;
}

export interface FestivalList {
  place: ListPlace;
  events: FestivalEvent[];
}

function validateYear(year: unknown): number {
  if (typeof year !== 'number' || !Number.isInteger(year) || year < MIN_YEAR || year > MAX_YEAR) {
    throw new PanchangInputError('year', `Year must be a whole number from ${MIN_YEAR} to ${MAX_YEAR} (got ${String(year)})`);
  }
  return year;
}

/** The raw events of one rule defined on the calendar itself (not on other events: offsets, weekdays). */
function primaryEvents(ctx: YearContext, rule: Rule): RawEvent[] {
  if (rule.kind === 'tithi') return evaluateTithiRule(ctx, rule);
  if (rule.kind === 'ekadashi') return evaluateEkadashiRule(ctx, rule);
  if (rule.kind === 'sankranti') return evaluateSankrantiRule(ctx, rule);
  if (rule.kind === 'nakshatra') return evaluateNakshatraRule(ctx, rule);
  if (rule.kind === 'month-weekday') return evaluateMonthWeekdayRule(ctx, rule);
  if (rule.kind === 'solar-day') return evaluateSolarDayRule(ctx, rule);
  if (rule.kind === 'solar-nakshatra') return evaluateSolarNakshatraRule(ctx, rule);
  return [];
}

/** Raw events of every rule over the context's range (including its margins). */
function rawEvents(ctx: YearContext): RawEvent[] {
  const out: RawEvent[] = [];
  for (const rule of RULES) out.push(...primaryEvents(ctx, rule));
  // Rules defined on other events, in table order (an offset may follow another's event): offsets
  // (Holi after Holika Dahan) and weekdays (Somvati Amavasya).
  for (const rule of RULES) {
    if (rule.kind === 'offset') {
      for (const e of out.filter((x) => x.slug === rule.of)) {
        let day = e.day + rule.days;
        if (day < 0 || day >= ctx.days.length) continue;
        if (rule.weekday !== undefined) day -= (ctx.days[day].weekday - rule.weekday + 7) % 7;
        if (day < 0) continue;
        const tithi = e.tithi && day === e.day ? e.tithi : ctx.lunar.tithiAt(ctx.dayStart(day));
        const at = { ctx, day, tithi };
        out.push({
          rule,
          slug: rule.slug,
          day,
          tithi,
          muhurat: null,
          windows: windowsFor(rule.windows, at),
          moments: momentsFor(rule.moments, at),
          reason: {
            choice:
              rule.weekday !== undefined ? 'offset-weekday' : rule.days < 0 ? 'offset-before' : rule.days === 0 ? 'offset-same-day' : 'offset-after',
            of: rule.of,
            offsetDays: day - e.day,
            ...(rule.weekday !== undefined ? { weekday: rule.weekday } : {}),
          },
        });
      }
    } else if (rule.kind === 'weekday') {
      // Main events only: a vrat or Vaishnava day of the type does not name the weekday's event.
      const main = (x: RawEvent) => !x.tradition && !x.observance;
      const named = (x: RawEvent) => (rule.of !== undefined ? x.slug === rule.of : x.rule.type === rule.ofType);
      for (const e of out.filter((x) => main(x) && named(x) && ctx.days[x.day].weekday === rule.weekday)) {
        const reason: RawEvent['reason'] =
          rule.of !== undefined ? { choice: 'weekday-of', weekday: rule.weekday, of: rule.of, offsetDays: 0 } : { choice: 'weekday', weekday: rule.weekday };
        out.push({ ...e, rule, slug: rule.slug, reason });
      }
    }
  }
  return out;
}

const masaRef = (m: LunarMonth): MasaRef => ({ number: m.number, adhika: m.adhika });

/** An event of the year, sorted and named, before its instants are encoded. */
interface Row {
  e: RawEvent;
  id: string;
  date: string;
  endDate?: string;
  /** The tithi the event's month and paksha come from: its own, or the one holding the day's start. */
  t: TithiPeriod;
  /** JD UT the events of one date are ordered by (startOf). */
  start: number;
  /** Index of the event's rule row: the tie-break between events of one tithi (Chaitra Purnima before Hanuman Jayanti). */
  order: number;
}

const RULE_ORDER = new Map<Rule, number>(RULES.map((r, i) => [r, i]));

/**
 * When an event begins, for the order of a date's events (calendar-conventions.md,
 * "Order of a day's events"): the start of its tithi, or for a Sankranti (no
 * tithi) the Sun's ingress, around which its punya kaal is built; else its
 * main window. So Narak Chaturdashi's abhyang snan (Chaturdashi) comes before
 * Lakshmi Puja (Amavasya) when the two share a date.
 */
function startOf(e: RawEvent, dayStart: number): number {
  return e.tithi?.start ?? e.moments.find((m) => m.kind === 'sankranti')?.at ?? e.muhurat?.start ?? e.windows[0]?.start ?? dayStart;
}

/** The one order of events everywhere (year list, month, a date's banner): date, start, rule row, slug. */
const byStart = (a: Row, b: Row) => a.date.localeCompare(b.date) || a.start - b.start || a.order - b.order || a.e.slug.localeCompare(b.e.slug);

function format<T>(days: readonly CivilDay[], r: Row, at: (jd: number) => T): FestivalEvent<T> {
  const { e, t } = r;
  const win = (w: RawWindow): Window<T> => ({ kind: w.kind, start: at(w.start), end: at(w.end) });
  const mom = (m: RawMoment): Moment<T> => ({ kind: m.kind, at: at(m.at) });
  const month = e.month ?? { amanta: t.amanta, purnimanta: t.purnimanta };
  return {
    id: r.id,
    slug: e.slug,
    type: e.rule.type,
    emoji: e.emoji ?? e.rule.emoji,
    date: r.date,
    ...(r.endDate ? { endDate: r.endDate } : {}),
    weekday: days[e.day].weekday,
    tithi: e.tithi ? { number: e.tithi.number, paksha: e.tithi.paksha, start: at(e.tithi.start), end: at(e.tithi.end) } : null,
    masa: { amanta: masaRef(month.amanta), purnimanta: masaRef(month.purnimanta) },
    paksha: t.paksha,
    significance: e.significance ?? e.rule.significance,
    muhurat: e.muhurat ? win(e.muhurat) : null,
    windows: e.windows.map(win),
    moments: e.moments.map(mom),
    ...(e.tradition ? { tradition: e.tradition } : {}),
    ...(e.observance ? { observance: e.observance } : {}),
    ...(e.relatedTo ? { relatedTo: e.relatedTo } : {}),
    ...(e.gauna !== undefined ? { gauna: e.gauna } : {}),
    reason: e.reason,
  };
}

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

/**
 * A computed year: its rows (JD instants), from which the events with ISO
 * instants (API, CLI) and with epoch-ms instants indexed by date (pages)
 * are each built the first time they are asked for.
 */
interface YearEntry {
  rows: readonly Row[];
  days: readonly CivilDay[];
  /** ISO 8601 local time of an instant at the place (the year context's formatter). */
  iso: (jd: number) => string;
  /** The events with ISO instants (API, CLI), built on first use: a page reads the epoch-ms form alone. */
  isoEvents?: readonly FestivalEvent[];
  /** The events with epoch-ms instants (the pages' form), built with byDate, in the order of byStart. */
  msEvents?: readonly FestivalEvent<number>[];
  /** Each date's events: starting on it or running through it (Navratri on its fifth day), in the order of byStart. */
  byDate?: ReadonlyMap<string, readonly FestivalEvent<number>[]>;
}

function computeYear(year: number, place: Place, options: Required<EngineOptions>): YearEntry {
  const ctx = yearContext(year, place, options);
  const raw = rawEvents(ctx);
  const prefix = `${year}-`;
  const endOf = (e: RawEvent, rule: Rule): string | undefined => {
    if (!rule.until) return undefined;
    const close = raw.filter((x) => x.slug === rule.until && x.day >= e.day).sort((a, b) => a.day - b.day)[0];
    return close && close.day - e.day < 40 ? ctx.days[close.day].date : undefined;
  };
  const count = new Map<string, number>();
  const kept = raw.filter((e) => ctx.days[e.day].date.startsWith(prefix));
  for (const e of kept) count.set(e.slug, (count.get(e.slug) ?? 0) + 1);
  const rows: Row[] = kept
    .map((e) => {
      const date = ctx.days[e.day].date;
      return {
        e,
        date,
        id: (count.get(e.slug) ?? 0) > 1 ? `${e.slug}-${date.slice(5)}` : e.slug,
        endDate: endOf(e, e.rule),
        t: e.tithi ?? ctx.lunar.tithiAt(ctx.dayStart(e.day)),
        start: startOf(e, ctx.dayStart(e.day)),
        order: RULE_ORDER.get(e.rule) ?? RULES.length,
      };
    })
    .sort(byStart);
  return { rows, days: ctx.days, iso: ctx.iso };
}

/** The year's events with ISO instants, built on first use. */
function isoEvents(entry: YearEntry): readonly FestivalEvent[] {
  entry.isoEvents ??= deepFreeze(entry.rows.map((r) => format(entry.days, r, entry.iso)));
  return entry.isoEvents;
}

/** The year's events with epoch-ms instants by date, built on first use. No observance runs into the next year (the longest, Pitru Paksha, ends in Ashwin), so one year's index is complete. */
function dayIndex(entry: YearEntry): ReadonlyMap<string, readonly FestivalEvent<number>[]> {
  if (entry.byDate) return entry.byDate;
  const byDate = new Map<string, { row: Row; event: FestivalEvent<number> }[]>();
  const msEvents: FestivalEvent<number>[] = [];
  for (const row of entry.rows) {
    const event = deepFreeze(format(entry.days, row, jdToMs));
    msEvents.push(event);
    for (let d = event.date; d <= (event.endDate ?? event.date); d = shiftDate(d, 1)) {
      const list = byDate.get(d);
      if (list) list.push({ row, event });
      else byDate.set(d, [{ row, event }]);
    }
  }
  // An observance running through a date keeps its own start (Navratri's Pratipada) in the date's order.
  const index = new Map<string, readonly FestivalEvent<number>[]>();
  for (const [d, list] of byDate) index.set(d, list.sort((a, b) => a.row.start - b.row.start || a.row.order - b.row.order).map((x) => x.event));
  entry.msEvents = Object.freeze(msEvents);
  entry.byDate = index;
  return index;
}

// A year at a place is ~400 KB of events (twice that once indexed by date): 32 of them stay under 30 MB.
const cache = new Lru<string, YearEntry>(32);

/**
 * Forgets every computed year and the Moon and Sun that the places of a zone
 * share: the next year is computed from nothing (the benches' cold runs).
 */
export function clearFestivalCaches(): void {
  cache.clear();
  clearLunarYears();
  clearSunSkies();
}

/** The computed year at a place, from the cache (least recently used entries leave first). */
const yearKey = (year: number, place: Place, options: Required<EngineOptions>) =>
  `${year}|${place.lat}|${place.lon}|${place.tz}|${options.sunrise}|${options.ayanamsa}|${options.deltaT}`;

function yearEntry(year: number, place: Place, options: Required<EngineOptions>): YearEntry {
  const key = yearKey(year, place, options);
  let hit = cache.get(key);
  if (!hit) {
    hit = computeYear(year, place, options);
    cache.set(key, hit);
  }
  return hit;
}

const yearEvents = (year: number, place: Place, options: Required<EngineOptions>) => isoEvents(yearEntry(year, place, options));

/** The `place` of a list: the coordinates and zone the engine computed for. */
const listPlace = (p: Place): ListPlace => ({ lat: p.lat, lon: p.lon, tz: p.tz });

/** Every event of a civil year at a place, sorted by date, then by when each begins (byStart). */
export function computeFestivals(input: FestivalYearInput): FestivalList {
  const year = validateYear(input.year);
  const place = validatePlace(input);
  return { place: listPlace(place), events: [...yearEvents(year, place, validateOptions(input.options))] };
}

/** The events of one month (1-12) of a year. */
export function computeFestivalsMonth(input: FestivalMonthInput): FestivalList {
  const year = validateYear(input.year);
  const month = input.month;
  if (typeof month !== 'number' || !Number.isInteger(month) || month < 1 || month > 12) {
    throw new PanchangInputError('month', `Month must be a whole number from 1 to 12 (got ${String(month)})`);
  }
  const place = validatePlace(input);
  const prefix = `${year}-${String(month).padStart(2, '0')}-`;
  const events = yearEvents(year, place, validateOptions(input.options));
  return { place: listPlace(place), events: events.filter((e) => e.date.startsWith(prefix)) };
}

/** The events from civil date `from` for `days` days (crossing into the next year when needed). */
export function upcomingFestivals(input: UpcomingInput): FestivalList {
  let first;
  try {
    first = parseCivilDate(input.from);
  } catch (e) {
    throw new PanchangInputError('from', e instanceof Error ? e.message : String(e));
  }
  const days = input.days;
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > 366) {
    throw new PanchangInputError('days', `Days must be a whole number from 1 to 366 (got ${String(days)})`);
  }
  const place = validatePlace(input);
  const options = validateOptions(input.options);
  const lastDate = addDays(first, days - 1);
  const from = formatCivilDate(first);
  const to = formatCivilDate(lastDate);
  const events: FestivalEvent[] = [];
  for (let y = first.year; y <= Math.min(lastDate.year, MAX_YEAR); y++) {
    for (const e of yearEvents(y, place, options)) if (e.date >= from && e.date <= to) events.push(e);
  }
  return { place: listPlace(place), events };
}

/**
 * The events of one civil date at a place (starting on it or running
 * through it), in the order they begin, with epoch-ms instants: what a day
 * page's banner shows, read from the date index of one cached year.
 */
export function festivalsOnDate(input: DayFestivalsInput): readonly FestivalEvent<number>[] {
  const d = parseCivilDate(input.date);
  const entry = yearEntry(d.year, validatePlace(input), validateOptions(input.options));
  return dayIndex(entry).get(formatCivilDate(d)) ?? [];
}

/** An event's observed date and its tithi (JD UT), as festivalDaysOf gives them. */
export interface FestivalDay {
  slug: string;
  date: string;
  tithi: { start: number; end: number } | null;
}

/**
 * The dates of a few events of a civil year at a place, by slug, in date
 * order: the same evaluators and context as the year, but only the rows
 * asked for (rules defined on the calendar itself, not offsets or weekdays
 * of other events). What engine/periods.ts reads (Holika Dahan, Devshayani
 * and Dev Uthani Ekadashi) costs a fraction of the ~260 rows of a year; a
 * year already computed at the place is read instead.
 */
export function festivalDaysOf(input: FestivalYearInput, slugs: readonly string[]): FestivalDay[] {
  const year = validateYear(input.year);
  const place = validatePlace(input);
  const options = validateOptions(input.options);
  const day = (slug: string, date: string, t: TithiPeriod | null): FestivalDay => ({ slug, date, tithi: t ? { start: t.start, end: t.end } : null });
  const hit = cache.get(yearKey(year, place, options));
  if (hit) return hit.rows.filter((r) => slugs.includes(r.e.slug)).map((r) => day(r.e.slug, r.date, r.e.tithi));
  const ctx = yearContext(year, place, options);
  const prefix = `${year}-`;
  return RULES.filter((r) => slugs.includes(r.slug))
    .flatMap((rule) => primaryEvents(ctx, rule))
    .filter((e) => slugs.includes(e.slug) && ctx.days[e.day].date.startsWith(prefix))
    .sort((a, b) => a.day - b.day)
    .map((e) => day(e.slug, ctx.days[e.day].date, e.tithi));
}

/** A computed year as the pages read it: every event with epoch-ms instants, and each date's events. */
export interface FestivalYearIndex {
  place: ListPlace;
  /** Sorted as computeFestivals sorts (date, then start). */
  events: readonly FestivalEvent<number>[];
  /** A date's events as festivalsOnDate gives them (running observances included). */
  byDate: ReadonlyMap<string, readonly FestivalEvent<number>[]>;
}

/**
 * A civil year's events with epoch-ms instants and indexed by date, from the
 * same cached year as festivalsOnDate: a month page, a year list and the
 * day banner share one computation per (place, year).
 */
export function festivalYearIndex(input: FestivalYearInput): FestivalYearIndex {
  const year = validateYear(input.year);
  const place = validatePlace(input);
  const entry = yearEntry(year, place, validateOptions(input.options));
  const byDate = dayIndex(entry);
  return { place: listPlace(place), events: entry.msEvents ?? [], byDate };
}

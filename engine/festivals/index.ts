/**
 * The festival engine's public API: every vrat and festival of a year (or
 * month, or the next N days) at a place, computed from the rule table.
 *
 *   computeFestivals({ year, lat, lon, tz })          events of the year, by date
 *   computeFestivalsMonth({ year, month, lat, lon, tz })
 *   upcomingFestivals({ from, days, lat, lon, tz })   events from a date on
 *   festivalYearIndex({ year, lat, lon, tz })         the year's events with epoch-ms instants, and by date
 *   festivalsBetween({ from, to, lat, lon, tz })      events starting on a few dates (epoch-ms instants; `slugs`: only theirs)
 *   festivalDays({ from, to, lat, lon, tz })          each date's events as a day page shows them
 *   festivalsOnDate({ date, lat, lon, tz })           the events of one date
 *
 * A year is computed once per place and kept in a bounded cache (the result
 * is deterministic and frozen). Its events are encoded when first asked
 * for: with ISO instants for the API and CLI, with epoch-ms instants and
 * indexed by date for the pages, so a page showing one month reads one
 * computed year and formats no instant it does not show. A few dates (a
 * day page, the next festivals) are computed without their year, from the
 * days around them (window.ts): the same events, ids, order and instants.
 */
import { PanchangInputError } from '../errors';
import { Lru } from '../lru';
import { type EngineOptions, type Place, validateOptions, validatePlace } from '../input';
import { addDays, type CivilDate, formatCivilDate, jdToMs, parseCivilDate } from '../time';
import { clearContexts, contextOf } from './context';
import { type CivilDay, clearMidnights } from './days';
import { byStart, dateOrder, datesOf, deepFreeze, endDateOf, format, idOf, onDate, rawEvents, type Row, rowOf } from './events';
import { clearGrids, fillGrid } from './grid';
import { clearIngresses } from './ingress';
import { clearLunarIndexes } from './lunar';
import { EVENT_SLUGS } from './rules';
import type { FestivalEvent } from './types';
import { dayIndexOf, windowRows } from './window';

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
  const ctx = contextOf(year, place, options);
  fillGrid(ctx.models, ctx.sources.from, ctx.sources.to);
  const raw = rawEvents(ctx);
  const prefix = `${year}-`;
  const count = new Map<string, number>();
  const kept = raw.filter((e) => ctx.days[e.day].date.startsWith(prefix));
  for (const e of kept) count.set(e.slug, (count.get(e.slug) ?? 0) + 1);
  const rows: Row[] = kept
    .map((e) => rowOf(ctx, e, idOf(e.slug, ctx.days[e.day].date, (count.get(e.slug) ?? 0) > 1), endDateOf(ctx.days, e, raw)))
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
    for (const d of datesOf(row)) {
      const list = byDate.get(d);
      if (list) list.push({ row, event });
      else byDate.set(d, [{ row, event }]);
    }
  }
  const index = new Map<string, readonly FestivalEvent<number>[]>();
  for (const [d, list] of byDate) index.set(d, dateOrder(list).map((x) => x.event));
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
  clearContexts();
  clearLunarIndexes();
  clearIngresses();
  clearGrids();
  clearMidnights();
}

const yearKey = (year: number, place: Place, options: Required<EngineOptions>) =>
  `${year}|${place.lat}|${place.lon}|${place.tz}|${options.sunrise}|${options.ayanamsa}|${options.deltaT}`;

/** The computed year at a place, from the cache (least recently used entries leave first). */
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

/** The longest range festivalsBetween and festivalDays answer. */
export const MAX_RANGE_DAYS = 366;

export interface FestivalRangeInput extends Place {
  options?: EngineOptions;
  /** First civil date, YYYY-MM-DD. */
  from: string;
  /** Last civil date, YYYY-MM-DD, on or after `from` (at most MAX_RANGE_DAYS days in all). */
  to: string;
  /**
   * Only the events of these slugs (EVENT_SLUGS), their rules evaluated
   * alone: a period bounded by festivals reads those of its year
   * (engine/periods.ts) for a fraction of the year's rules.
   */
  slugs?: readonly string[];
}

/** A date's events as a day page shows them: starting on it or running through it, in the order they begin. */
export interface FestivalDay {
  date: string;
  events: readonly FestivalEvent<number>[];
}

function parseDate(field: string, value: unknown): CivilDate {
  try {
    return parseCivilDate(value as string);
  } catch (e) {
    throw new PanchangInputError(field, e instanceof Error ? e.message : String(e));
  }
}

/** The range's dates by civil year (1900-2100, as every civil date the engine takes): a window is computed in its year's context. */
function rangeByYear(input: FestivalRangeInput): { year: number; from: string; to: string }[] {
  const first = parseDate('from', input.from);
  const last = parseDate('to', input.to);
  const from = formatCivilDate(first);
  const to = formatCivilDate(last);
  if (to < from) throw new PanchangInputError('to', `The last date (${to}) is before the first (${from})`);
  if (to > formatCivilDate(addDays(first, MAX_RANGE_DAYS - 1))) {
    throw new PanchangInputError('to', `A range is at most ${MAX_RANGE_DAYS} days (${from} to ${to})`);
  }
  const out: { year: number; from: string; to: string }[] = [];
  for (let y = first.year; y <= last.year; y++) out.push({ year: y, from: y === first.year ? from : `${y}-01-01`, to: y === last.year ? to : `${y}-12-31` });
  return out;
}

const KNOWN_SLUGS = new Set(EVENT_SLUGS);

/** The slugs a range asks for (undefined: every event), each one of EVENT_SLUGS. */
function validateSlugs(slugs: unknown): ReadonlySet<string> | undefined {
  if (slugs === undefined) return undefined;
  if (!Array.isArray(slugs) || slugs.length === 0) throw new PanchangInputError('slugs', 'Slugs must be a non-empty list of event slugs');
  for (const slug of slugs) {
    if (typeof slug !== 'string' || !KNOWN_SLUGS.has(slug)) throw new PanchangInputError('slugs', `Unknown event slug "${String(slug).slice(0, 40)}"`);
  }
  return new Set(slugs as string[]);
}

/** The computed year at a place if it is in the cache (its events are the window's: window.test.ts). */
const cachedYear = (year: number, place: Place, options: Required<EngineOptions>) => cache.get(yearKey(year, place, options));

/**
 * The events starting on each date from `from` to `to` at a place, with
 * epoch-ms instants, in the year list's order: the year's own events for
 * those dates, computed from the few days around them (window.ts) unless
 * the year is already computed.
 */
export function festivalsBetween(input: FestivalRangeInput): { place: ListPlace; events: readonly FestivalEvent<number>[] } {
  const spans = rangeByYear(input);
  const place = validatePlace(input);
  const options = validateOptions(input.options);
  const only = validateSlugs(input.slugs);
  const events: FestivalEvent<number>[] = [];
  for (const { year, from, to } of spans) {
    const entry = cachedYear(year, place, options);
    if (entry) {
      dayIndex(entry);
      for (const e of entry.msEvents ?? []) if (e.date >= from && e.date <= to && (!only || only.has(e.slug))) events.push(e);
      continue;
    }
    const ctx = contextOf(year, place, options);
    for (const row of windowRows(ctx, dayIndexOf(ctx, from), dayIndexOf(ctx, to), false, only)) events.push(deepFreeze(format(ctx.days, row, jdToMs)));
  }
  return { place: listPlace(place), events };
}

/**
 * Each date's events from `from` to `to` at a place, as a day page shows
 * them (starting on the date or running through it), with epoch-ms
 * instants: the year's date index for those dates, computed from the days
 * around them (window.ts) unless the year is already computed.
 */
export function festivalDays(input: FestivalRangeInput): FestivalDay[] {
  const spans = rangeByYear(input);
  const place = validatePlace(input);
  const options = validateOptions(input.options);
  const only = validateSlugs(input.slugs);
  const out: FestivalDay[] = [];
  for (const { year, from, to } of spans) {
    const entry = cachedYear(year, place, options);
    const ctx = entry ? null : contextOf(year, place, options);
    const rows = ctx ? windowRows(ctx, dayIndexOf(ctx, from), dayIndexOf(ctx, to), true, only).map((row) => ({ row, event: deepFreeze(format(ctx.days, row, jdToMs)) })) : [];
    for (const date of datesOf({ date: from, endDate: to })) {
      const listed = entry ? (dayIndex(entry).get(date) ?? []) : dateOrder(rows.filter((x) => onDate(x.row, date))).map((x) => x.event);
      out.push({ date, events: only && entry ? listed.filter((e) => only.has(e.slug)) : listed });
    }
  }
  return out;
}

/**
 * The events of one civil date at a place (starting on it or running
 * through it), in the order they begin, with epoch-ms instants: what a day
 * page's banner shows (festivalDays of that one date).
 */
export function festivalsOnDate(input: DayFestivalsInput): readonly FestivalEvent<number>[] {
  const date = formatCivilDate(parseDate('date', input.date));
  return festivalDays({ ...input, from: date, to: date })[0]?.events ?? [];
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
 * same cached year as computeFestivals: a month page and a year list share
 * one computation per (place, year), and the day banner reads it when it is
 * there (festivalDays).
 */
export function festivalYearIndex(input: FestivalYearInput): FestivalYearIndex {
  const year = validateYear(input.year);
  const place = validatePlace(input);
  const entry = yearEntry(year, place, validateOptions(input.options));
  const byDate = dayIndex(entry);
  return { place: listPlace(place), events: entry.msEvents ?? [], byDate };
}

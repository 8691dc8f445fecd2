/**
 * Everything a festival year is computed from, built once per (year, place):
 * the civil days with sunrise and sunset, every tithi with its month, the
 * sankrantis, and lazily the moonrises the Chaturthi rules ask for. The
 * evaluators only read it. Times are JD UT; they become ISO strings in
 * index.ts.
 */
import { type Sankranti, sankrantisBetween } from '../calendar/sankranti';
import { addDays, type CivilDate, dayNumber, daysBetween } from '../civil-date';
import { siderealTimeDeg } from '../ephemeris';
import type { EngineOptions, Place } from '../input';
import { Lru } from '../lru';
import { type AstroModels, modelsOf } from '../models';
import { moonEvents } from '../moonrise';
import { isoAtOffset, JD_UNIX_EPOCH, jdToMs, toLocalIso } from '../time';
import { civilDays, type CivilDay } from './days';
import type { DayFrame } from './kaal';
import { lunarTable, type LunarTable, type TithiPeriod } from './lunar';

/** Days of margin around the year: a rule's tithi may begin days before the festival date. */
const MARGIN_DAYS = 20;

export interface YearContext {
  place: Place;
  year: number;
  /** The ayanamsa and Delta T of every position the year is computed from. */
  models: AstroModels;
  /** Civil days from MARGIN_DAYS before 1 January to MARGIN_DAYS after 31 December (a range context's own dates). */
  days: CivilDay[];
  /** JD UT of the midnight after the last day. */
  end: number;
  lunar: LunarTable;
  sankrantis: Sankranti[];
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
  /** Tithi periods of the range with the given number. */
  tithisNumbered(n: number): TithiPeriod[];
  /** The first moonrise in [from, to) at the place (JD UT), or null. */
  moonrise(from: number, to: number): number | null;
}

function search(n: number, at: (i: number) => number, t: number): number {
  if (n === 0 || t < at(0)) return -1;
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (at(mid) <= t) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The year's Moon and Sun as the rules read them: the same for every place whose range has the same midnights. */
interface LunarYear {
  lunar: LunarTable;
  sankrantis: Sankranti[];
}

// The lunar table and the sankrantis depend on the range's two instants and
// the models alone: every place of a zone (the same local midnights) reads
// the same ones, read-only, so they are computed once per zone and year (a
// third of a cold year's CPU). Keyed by the exact instants, so a place can
// only ever read what it would have computed itself.
const lunarYears = new Lru<string, LunarYear>(16);

function lunarYear(from: number, end: number, models: AstroModels): LunarYear {
  const key = `${from}|${end}|${models.id}`;
  let hit = lunarYears.get(key);
  if (!hit) {
    hit = { lunar: lunarTable(from, end, models), sankrantis: sankrantisBetween(from, end, models) };
    lunarYears.set(key, hit);
  }
  return hit;
}

/** Forgets the years' shared Moon and Sun (the bench's cold runs). */
export function clearLunarYears(): void {
  lunarYears.clear();
}

export function yearContext(year: number, place: Place, options: Required<EngineOptions>): YearContext {
  const first: CivilDate = addDays({ year, month: 1, day: 1 }, -MARGIN_DAYS);
  const last: CivilDate = addDays({ year, month: 12, day: 31 }, MARGIN_DAYS);
  return rangeContext(first, last, place, options, { year, shared: true });
}

/**
 * The context of any run of civil dates first..last (inclusive): what the
 * evaluator needs to decide one tithi's day (a Shraddha anniversary reads a
 * week, not a year). `year` is the one reported (default: first's);
 * `shared` keeps the range's Moon and Sun in the zone-wide cache, which only
 * whole years should fill (a week's would push the years out).
 */
export function rangeContext(
  first: CivilDate,
  last: CivilDate,
  place: Place,
  options: Required<EngineOptions>,
  { year = first.year, shared = false }: { year?: number; shared?: boolean } = {},
): YearContext {
  const models = modelsOf(options);
  const count = daysBetween(first, last) + 1;
  const { days, end } = civilDays(first, count, place, options.sunrise, models.deltaT, shared);
  const { lunar, sankrantis } = shared
    ? lunarYear(days[0].midnight, end, models)
    : { lunar: lunarTable(days[0].midnight, end, models), sankrantis: sankrantisBetween(days[0].midnight, end, models) };
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
      const next = i + 1 < days.length ? days[i + 1].sunrise : null;
      let moon: number | null | undefined;
      f = {
        sunrise: d.sunrise,
        sunset: d.sunset,
        nextSunrise: next,
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
  const offsets = days.map((d) => Math.round((dayNumber(d.civil) + JD_UNIX_EPOCH - d.midnight) * 1440));
  const civilDayOf = (t: number) => search(days.length, (i) => days[i].midnight, t);
  const iso = (t: number): string => {
    const i = civilDayOf(t);
    if (i < 0 || i + 1 >= days.length || offsets[i] !== offsets[i + 1]) return toLocalIso(t, place.tz);
    return isoAtOffset(jdToMs(t), offsets[i]);
  };

  const byNumber = new Map<number, TithiPeriod[]>();
  for (const t of lunar.tithis) {
    const list = byNumber.get(t.number);
    if (list) list.push(t);
    else byNumber.set(t.number, [t]);
  }

  return {
    place,
    year,
    models,
    days,
    end,
    lunar,
    sankrantis,
    frame,
    panchangDayOf: (t) => {
      const i = search(days.length, dayStart, t);
      return i >= 0 && t < dayEnd(i) ? i : -1;
    },
    civilDayOf,
    dayStart,
    dayEnd,
    iso,
    tithisNumbered: (n) => byNumber.get(n) ?? [],
    moonrise,
  };
}

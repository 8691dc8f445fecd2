/**
 * The civil days of a festival year at one place: local midnight, sunrise,
 * sunset and weekday of every date (midnights for the whole range at once,
 * a date's sunrise and sunset when first read).
 *
 * Why not `computeDay` or `nextSunEvent` per date: a year of festivals needs
 * sunrise and sunset on almost every date, and the general search spends
 * ~0.08 ms per event (seven ephemeris calls). Here the Sun's apparent
 * equatorial position and the sidereal time are asked once per day and
 * interpolated (cubic Lagrange on daily nodes; the error is far below a
 * milli-arc-second), and each event is then solved with the same hour-angle
 * iteration and the same horizon convention as engine/riseset.ts (disc
 * centre at -0.8333 deg plus the solar parallax), so the times agree with the
 * daily Panchang to a small fraction of a second (tests/engine/festivals/days.test.ts).
 * Wherever an event does not fall on its date (a zone far from solar time)
 * the general search is used instead. Beyond 60 degrees of latitude, where
 * the Sun can skim the horizon for hours or not cross it for weeks, every
 * event of the date is found on the same interpolated Sun by cutting the day
 * at its culminations (`horizonCrossings`): the general search there cost ~1 ms
 * an event, 0.8 s a year.
 */
import type { Place } from '../input';
import type { DeltaTModel } from '../models';
import {
  horizonCrossings,
  SUN_HORIZON_ALTITUDE,
  sunEventNear,
  sunHeight,
  type SunriseDefinition,
  sunWithin,
} from '../riseset';
import { addDays, type CivilDate, dayNumber, formatCivilDate, fromDayNumber } from '../civil-date';
import { Lru } from '../lru';
import { gridSunSky } from './grid';
import { jdToMs, localMidnightJd, msToJd, zoneOf } from '../time';

export interface CivilDay {
  /** YYYY-MM-DD. */
  readonly date: string;
  readonly civil: CivilDate;
  /** 0 = Sunday. */
  readonly weekday: number;
  /** JD UT of local midnight starting this date. */
  readonly midnight: number;
  /** JD UT; null where the Sun does not rise / set on this date (polar day or night). */
  readonly sunrise: number | null;
  readonly sunset: number | null;
}

/**
 * Local midnights of consecutive dates. The zone offset is looked up once a
 * day at the guessed instant and the day is accepted when it reproduces the
 * same offset (luxon's full conversion costs ten times more).
 */
function midnights(first: CivilDate, count: number, tz: string): Float64Array {
  const zone = zoneOf(tz);
  const out = new Float64Array(count);
  let offset = zone.offset(Math.round(jdToMs(localMidnightJd(first, tz))));
  for (let i = 0; i < count; i++) {
    const d = addDays(first, i);
    const wall = dayNumber(d) * 86_400_000;
    const ms = wall - offset * 60_000;
    const actual = zone.offset(ms);
    if (actual === offset) {
      out[i] = msToJd(ms);
    } else {
      const jd = localMidnightJd(d, tz);
      offset = zone.offset(Math.round(jdToMs(jd)));
      out[i] = jd;
    }
  }
  return out;
}

// Midnights depend on the zone alone: they are found in blocks of dates on a
// fixed grid (day numbers), shared by every place of the zone, so that a date's
// midnight is the same number whichever range first asked for it.
const MIDNIGHT_BLOCK = 16;
// A year is 23 blocks (~0.2 KB each): 4,096 hold some 180 zone-years.
const midnightBlocks = new Lru<string, Float64Array>(4096);

/** JD UT of the local midnight starting day number `dn` (days since 1970-01-01) in a zone. */
function midnightOf(dn: number, tz: string): number {
  const b = Math.floor(dn / MIDNIGHT_BLOCK);
  const key = `${tz}|${b}`;
  let block = midnightBlocks.get(key);
  if (!block) {
    block = midnights(fromDayNumber(b * MIDNIGHT_BLOCK), MIDNIGHT_BLOCK, tz);
    midnightBlocks.set(key, block);
  }
  return block[dn - b * MIDNIGHT_BLOCK];
}

/** Forgets the zones' midnights (the benches' cold runs). */
export function clearMidnights(): void {
  midnightBlocks.clear();
}

type SunSolver = (start: number, end: number) => { sunrise: number | null; sunset: number | null };

/**
 * A civil date whose fields are found when first read: a window of a few
 * days in a year context (window.ts) reads a few of the year's dates, and
 * making one costs next to nothing.
 */
class Day implements CivilDay {
  private c: CivilDate | undefined;
  private d: string | undefined;
  private m: number | undefined;
  private solved = false;
  private rise: number | null = null;
  private set: number | null = null;

  constructor(
    /** Days since 1970-01-01. */
    private readonly dn: number,
    private readonly tz: string,
    private readonly sun: SunSolver,
  ) {}

  get civil(): CivilDate {
    return (this.c ??= fromDayNumber(this.dn));
  }

  get date(): string {
    return (this.d ??= formatCivilDate(this.civil));
  }

  get weekday(): number {
    // weekdayOf: 1970-01-01 was a Thursday.
    return (((this.dn + 4) % 7) + 7) % 7;
  }

  get midnight(): number {
    return (this.m ??= midnightOf(this.dn, this.tz));
  }

  get sunrise(): number | null {
    if (!this.solved) this.solve();
    return this.rise;
  }

  get sunset(): number | null {
    if (!this.solved) this.solve();
    return this.set;
  }

  private solve(): void {
    ({ sunrise: this.rise, sunset: this.set } = this.sun(this.midnight, midnightOf(this.dn + 1, this.tz)));
    this.solved = true;
  }
}

/** Sunrise and sunset of the civil day [start, end) at a place, as civilSun (riseset.ts) defines them. */
function sunSolver(place: Place, definition: SunriseDefinition, deltaT: DeltaTModel): SunSolver {
  const geo = { lat: place.lat, lon: place.lon };
  const polar = Math.abs(place.lat) > 60;
  const alt = SUN_HORIZON_ALTITUDE[definition];
  const sky = gridSunSky(deltaT);
  const height = sunHeight(geo, alt, sky);
  return (start, end) => {
    const inDay = (t: number | null) => t !== null && t >= start && t < end;
    if (polar) {
      // civilSun's definition (riseset.ts): the first rise of the date and the
      // first set after it (or after midnight when there is no rise).
      const events = horizonCrossings(height, start, end);
      const sunrise = events.find((e) => e.event === 'rise')?.t ?? null;
      const sunset = events.find((e) => e.event === 'set' && e.t > (sunrise ?? start))?.t ?? null;
      return { sunrise, sunset };
    }
    // Local mean noon nearest the civil noon: integer JDs fall at 12:00 UT.
    const noon = Math.round((start + end) / 2 + place.lon / 360) - place.lon / 360;
    const r = sunEventNear(noon, geo, 'rise', alt, sky);
    const s = sunEventNear(noon, geo, 'set', alt, sky);
    if (inDay(r) && inDay(s) && (s as number) > (r as number)) return { sunrise: r, sunset: s };
    // The daily Panchang's own definition (riseset.ts civilSun): the first rise
    // after midnight and the first set after it, each only if it falls on this date.
    return sunWithin(start, end, geo, definition, deltaT);
  };
}

/**
 * Every civil date from `first` for `count` days, with the date after the
 * last one's midnight. Each date's midnight, sunrise and sunset are found
 * when first read, the Sun from the fixed grid (grid.ts), so a date has the
 * same ones in any range.
 */
export function civilDays(
  first: CivilDate,
  count: number,
  place: Place,
  definition: SunriseDefinition,
  deltaT: DeltaTModel,
): { days: CivilDay[]; end: number } {
  const sun = sunSolver(place, definition, deltaT);
  const dn0 = dayNumber(first);
  const days: CivilDay[] = [];
  for (let i = 0; i < count; i++) days.push(new Day(dn0 + i, place.tz, sun));
  return { days, end: midnightOf(dn0 + count, place.tz) };
}

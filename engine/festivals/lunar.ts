/**
 * Every tithi, each with its exact start and end and the lunar month it
 * belongs to, plus the Moon's nakshatra and the elongation (for Bhadra), on
 * demand and for all time: the same for every place and zone, since a
 * tithi is a moment of the Sun and Moon alone.
 *
 * Tithis are numbered by their index k since the epoch of the grid's
 * unwrapped elongation (tithi k runs from elongation 12k to 12k + 12 deg),
 * and each boundary is solved from a guess that depends on k alone (the
 * mean elongation), on the fixed-grid motion (grid.ts). So a tithi has the
 * same start and end to the last bit whether a whole year or a window of a
 * few days asks for it (window.ts), and a caller that only needs the tithis
 * of some months solves only those: a tithi's month comes from its
 * lunation, known before its boundaries, which are solved when first read.
 * For the same reason a span's tithis are those whose *mean* start falls in
 * it: no boundary is solved to tell which they are, and adjacent spans
 * share none.
 */
import { amantaMasa, lunationAt, type Lunation } from '../calendar/masa';
import { type Paksha, pakshaOfTithi } from '../limbs/limbs';
import type { AstroModels } from '../models';
import type { Motion } from '../motion';
import { norm360, SECOND } from '../roots';
import { gridMotion } from './grid';
import { lruMemo } from './memo';

export interface LunarMonth {
  /** Amanta month 1 (Chaitra) .. 12 (Phalguna) that this tithi counts in. */
  number: number;
  adhika: boolean;
}

export interface TithiPeriod {
  /** The tithi's index k: it begins when the unwrapped elongation reaches 12k deg (index + 1 is the next tithi). */
  readonly index: number;
  /** 1-15 Shukla Pratipada..Purnima, 16-30 Krishna Pratipada..Amavasya. */
  readonly number: number;
  /** JD UT. */
  readonly start: number;
  readonly end: number;
  readonly paksha: Paksha;
  readonly amanta: LunarMonth;
  /** The purnimanta month: in Krishna paksha one month ahead, except inside an adhika month. */
  readonly purnimanta: LunarMonth;
  /**
   * A kshaya lunation (two sankrantis, twice in 1900-2100: 1963, 1983)
   * carries two month names; the rites of both months are kept in it, so
   * its tithis also count in the second month.
   */
  readonly kshayaAlso?: { amanta: LunarMonth; purnimanta: LunarMonth };
  readonly lunation: Lunation;
}

function purnimantaOf(a: LunarMonth, paksha: Paksha): LunarMonth {
  if (paksha === 'Shukla' || a.adhika) return a;
  return { number: (a.number % 12) + 1, adhika: false };
}

/** The Sun and Moon as the festival rules read them, for all time under one set of models. */
export interface LunarTable {
  motion: Motion;
  /** Tithi k (see TithiPeriod.index). */
  tithi(k: number): TithiPeriod;
  /** The tithi period containing instant t. */
  tithiAt(t: number): TithiPeriod;
  /** The tithis numbered n (1-30) placed in [from, to) (by their mean start, within MEAN_SLACK days of the true one), in order. */
  numbered(n: number, from: number, to: number): TithiPeriod[];
  /** Nakshatra number 1-27 of the Moon at t (the models' ayanamsa). */
  nakshatraAt(t: number): number;
  /** Instant the elongation reaches `deg` (unwrapped, as returned by elongation()), near t. */
  elongationTime(deg: number, guess: number): number;
  /** Unwrapped Moon - Sun elongation at t (degrees) and its rate. */
  elongation(t: number): { value: number; speed: number };
}

/**
 * The mean elongation (grid.ts' mean longitudes, Moon minus Sun): the true
 * one stays within ~11 deg of it, i.e. a tithi boundary within ~1.1 days of
 * the instant the mean reaches it.
 */
const J2000 = 2451545;
const MEAN_ELONGATION_AT_J2000 = 218.3164477 - 280.46646;
const MEAN_ELONGATION_RATE = (481267.88123421 - 36000.76983) / 36525;
/** Days a boundary may lie from its mean instant (bound with a margin). */
export const MEAN_SLACK = 2;
const meanInstant = (deg: number) => J2000 + (deg - MEAN_ELONGATION_AT_J2000) / MEAN_ELONGATION_RATE;

class Tithi implements TithiPeriod {
  readonly number: number;
  readonly paksha: Paksha;
  readonly amanta: LunarMonth;
  readonly purnimanta: LunarMonth;
  readonly kshayaAlso?: { amanta: LunarMonth; purnimanta: LunarMonth };
  private s: number | undefined;
  private e: number | undefined;

  constructor(
    readonly index: number,
    readonly lunation: Lunation,
    private readonly boundary: (k: number) => number,
  ) {
    this.number = (((index % 30) + 30) % 30) + 1;
    this.paksha = pakshaOfTithi(this.number);
    const m = amantaMasa(lunation);
    this.amanta = { number: m.number, adhika: m.adhika };
    this.purnimanta = purnimantaOf(this.amanta, this.paksha);
    if (m.kshaya) {
      const second = { number: (m.number % 12) + 1, adhika: false };
      this.kshayaAlso = { amanta: second, purnimanta: purnimantaOf(second, this.paksha) };
    }
  }

  get start(): number {
    return (this.s ??= this.boundary(this.index));
  }

  get end(): number {
    return (this.e ??= this.boundary(this.index + 1));
  }
}

// ~370 tithis a year: these hold some 45 years of boundaries (~1.5 MB) and 20 of
// tithis (~2 MB) per model set, so that windows at random dates mostly find them.
const BOUNDARIES = 16384;
const TITHIS = 8192;
const LUNATIONS = 1024;

function buildIndex(models: AstroModels): LunarTable {
  const motion = gridMotion(models);
  const elongation = (t: number) => {
    const s = motion.sun(t);
    const m = motion.moon(t);
    return { value: m.value - s.value, speed: m.speed - s.speed };
  };
  const solve = (target: number, guess: number) => {
    let t = guess;
    for (let i = 0; i < 30; i++) {
      const { value, speed } = elongation(t);
      const step = (target - value) / speed;
      t += step;
      if (Math.abs(step) < SECOND / 50) break;
    }
    return t;
  };

  const boundary = lruMemo(BOUNDARIES, (k) => solve(12 * k, meanInstant(12 * k)));
  // Lunation j runs from tithi 30j to 30j + 29: it is the one holding its mean full moon (days from either new moon).
  const lunationOf = lruMemo(LUNATIONS, (j) => lunationAt(meanInstant(360 * j + 180), models));
  const tithi = lruMemo<TithiPeriod>(TITHIS, (k) => new Tithi(k, lunationOf(Math.floor(k / 30)), boundary));

  /**
   * The tithis numbered n whose mean start falls in [from, to): a partition
   * of each number's tithis by an instant known without solving any boundary.
   */
  const placedIn = (from: number, to: number, n: number): TithiPeriod[] => {
    const out: TithiPeriod[] = [];
    const k0 = Math.floor((MEAN_ELONGATION_AT_J2000 + (from - J2000) * MEAN_ELONGATION_RATE) / 12) - 1;
    for (let k = k0 + ((((n - 1 - k0) % 30) + 30) % 30); ; k += 30) {
      const mean = meanInstant(12 * k);
      if (mean >= to) break;
      if (mean >= from) out.push(tithi(k));
    }
    return out;
  };

  return {
    motion,
    tithi,
    tithiAt: (t) => {
      let k = Math.floor(elongation(t).value / 12);
      while (boundary(k) > t) k--;
      while (boundary(k + 1) <= t) k++;
      return tithi(k);
    },
    numbered: (n, from, to) => placedIn(from, to, n),
    nakshatraAt: (t) => {
      const lon = norm360(motion.moon(t).value - motion.ayanamsa(t).value);
      return Math.floor(lon / (360 / 27)) + 1;
    },
    elongationTime: solve,
    elongation,
  };
}

const indexes = new Map<string, LunarTable>();

/** The lunar index of a set of models, shared by every place (built once, filled on demand). */
export function lunarIndex(models: AstroModels): LunarTable {
  let hit = indexes.get(models.id);
  if (!hit) {
    hit = buildIndex(models);
    indexes.set(models.id, hit);
  }
  return hit;
}

/** Forgets every index (the benches' cold runs; the grid is cleared apart). */
export function clearLunarIndexes(): void {
  indexes.clear();
}

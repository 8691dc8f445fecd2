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
 * share none. The Moon's nakshatras (the nakshatra and regional rules) are
 * numbered, solved and placed the same way.
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

/**
 * A stay of the Moon in one nakshatra: period g runs while the unwrapped
 * sidereal Moon (the grid's, less the models' ayanamsa) goes from g to g + 1
 * times 13 deg 20 min, so g + 1 is the next one and its number is g mod 27 + 1.
 */
export interface NakshatraPeriod {
  readonly index: number;
  /** 1 = Ashwini .. 27 = Revati. */
  readonly number: number;
  /** JD UT. */
  readonly start: number;
  readonly end: number;
}

/** The Sun and Moon as the festival rules read them, for all time under one set of models. */
export interface LunarTable {
  motion: Motion;
  /** Tithi k (see TithiPeriod.index). */
  tithi(k: number): TithiPeriod;
  /** The tithi period containing instant t. */
  tithiAt(t: number): TithiPeriod;
  /** The tithis overlapping [from, to), in order (each boundary solved: for spans that read them all). */
  tithisOver(from: number, to: number): TithiPeriod[];
  /** The tithis numbered n (1-30) placed in [from, to) (by their mean start, within MEAN_SLACK days of the true one), in order. */
  numbered(n: number, from: number, to: number): TithiPeriod[];
  /** Nakshatra number 1-27 of the Moon at t (the models' ayanamsa). */
  nakshatraAt(t: number): number;
  /** Nakshatra period g (see NakshatraPeriod.index). */
  nakshatra(g: number): NakshatraPeriod;
  /** The nakshatra period containing instant t. */
  nakshatraPeriodAt(t: number): NakshatraPeriod;
  /** The periods of nakshatra n (1-27) placed in [from, to) (by their mean start, within MEAN_SLACK days of the true one), in order. */
  nakshatrasNumbered(n: number, from: number, to: number): NakshatraPeriod[];
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

/** A mean motion, linear in time: its angle at J2000 (deg) and its rate (deg a day). */
interface MeanMotion {
  at: number;
  rate: number;
}

/** When a mean motion reaches an angle. */
const meanAt = (m: MeanMotion, deg: number) => J2000 + (deg - m.at) / m.rate;

const ELONGATION: MeanMotion = { at: MEAN_ELONGATION_AT_J2000, rate: MEAN_ELONGATION_RATE };
const meanInstant = (deg: number) => meanAt(ELONGATION, deg);

/**
 * The mean sidereal Moon: grid.ts' mean Moon less a Lahiri ayanamsa of
 * 23.857 deg at J2000 growing 1.397 deg a century (ingress.ts). The true
 * one stays within ~9 deg of it, i.e. a nakshatra boundary within ~0.7 day
 * of the instant the mean reaches it (inside MEAN_SLACK).
 */
const SIDEREAL_MOON: MeanMotion = { at: 218.3164477 - 23.857, rate: (481267.88123421 - 1.397) / 36525 };
const NAKSHATRA = 360 / 27;

/**
 * The parts k numbered n (k = n - 1 modulo `parts`), each `step` degrees
 * wide, whose start the mean motion reaches in [from, to), in order.
 */
function placed(m: MeanMotion, step: number, parts: number, n: number, from: number, to: number): number[] {
  const out: number[] = [];
  const k0 = Math.floor((m.at + (from - J2000) * m.rate) / step) - 1;
  for (let k = k0 + ((((n - 1 - k0) % parts) + parts) % parts); ; k += parts) {
    const t = meanAt(m, step * k);
    if (t >= to) break;
    if (t >= from) out.push(k);
  }
  return out;
}

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
// ~370 a year: some 20 years of nakshatra boundaries (~0.5 MB).
const NAKSHATRAS = 8192;

function buildIndex(models: AstroModels): LunarTable {
  const motion = gridMotion(models);
  const elongation = (t: number) => {
    const s = motion.sun(t);
    const m = motion.moon(t);
    return { value: m.value - s.value, speed: m.speed - s.speed };
  };
  const siderealMoon = (t: number) => {
    const m = motion.moon(t);
    const a = motion.ayanamsa(t);
    return { value: m.value - a.value, speed: m.speed - a.speed };
  };
  // Newton's steps on an unwrapped angle from a guess that the caller derives from the target alone.
  const crossing = (angle: typeof elongation) => (target: number, guess: number) => {
    let t = guess;
    for (let i = 0; i < 30; i++) {
      const { value, speed } = angle(t);
      const step = (target - value) / speed;
      t += step;
      if (Math.abs(step) < SECOND / 50) break;
    }
    return t;
  };
  const solve = crossing(elongation);

  const boundary = lruMemo(BOUNDARIES, (k) => solve(12 * k, meanInstant(12 * k)));
  // Lunation j runs from tithi 30j to 30j + 29: it is the one holding its mean full moon (days from either new moon).
  const lunationOf = lruMemo(LUNATIONS, (j) => lunationAt(meanInstant(360 * j + 180), models));
  const tithi = lruMemo<TithiPeriod>(TITHIS, (k) => new Tithi(k, lunationOf(Math.floor(k / 30)), boundary));

  const moonCrossing = crossing(siderealMoon);
  const nakshatraStart = lruMemo(NAKSHATRAS, (g) => moonCrossing(NAKSHATRA * g, meanAt(SIDEREAL_MOON, NAKSHATRA * g)));
  const nakshatra = (g: number): NakshatraPeriod => ({
    index: g,
    number: (((g % 27) + 27) % 27) + 1,
    start: nakshatraStart(g),
    end: nakshatraStart(g + 1),
  });

  const tithiAt = (t: number) => {
    let k = Math.floor(elongation(t).value / 12);
    while (boundary(k) > t) k--;
    while (boundary(k + 1) <= t) k++;
    return tithi(k);
  };

  return {
    motion,
    tithi,
    tithiAt,
    tithisOver: (from, to) => {
      const out: TithiPeriod[] = [];
      for (let t = tithiAt(from); t.start < to; t = tithi(t.index + 1)) out.push(t);
      return out;
    },
    // A partition of each number's tithis (nakshatras) by an instant known without solving any boundary.
    numbered: (n, from, to) => placed(ELONGATION, 12, 30, n, from, to).map(tithi),
    nakshatraAt: (t) => Math.floor(norm360(siderealMoon(t).value) / NAKSHATRA) + 1,
    nakshatra,
    nakshatraPeriodAt: (t) => {
      let g = Math.floor(siderealMoon(t).value / NAKSHATRA);
      while (nakshatraStart(g) > t) g--;
      while (nakshatraStart(g + 1) <= t) g++;
      return nakshatra(g);
    },
    nakshatrasNumbered: (n, from, to) =>
      placed(SIDEREAL_MOON, NAKSHATRA, 27, n, from, to).map(nakshatra),
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

/**
 * Every tithi over a festival year, each with its exact start and end and
 * the lunar month it belongs to, plus the Moon's nakshatra and the karanas
 * (for Bhadra) on demand. One Sun/Moon interpolant (engine/motion.ts) covers
 * the whole range, so ~400 tithi ends cost a few hundred ephemeris calls
 * instead of thousands.
 */
import { amantaMasa, lunationAt, type Lunation, type Masa } from '../calendar/masa';
import { type Paksha, pakshaOfTithi } from '../limbs/limbs';
import type { AstroModels } from '../models';
import { buildMotion, type Motion } from '../motion';
import { norm360, SECOND } from '../roots';


export interface LunarMonth {
  /** Amanta month 1 (Chaitra) .. 12 (Phalguna) that this tithi counts in. */
  number: number;
  adhika: boolean;
}

export interface TithiPeriod {
  /** 1-15 Shukla Pratipada..Purnima, 16-30 Krishna Pratipada..Amavasya. */
  number: number;
  /** JD UT. */
  start: number;
  end: number;
  paksha: Paksha;
  amanta: LunarMonth;
  /** The purnimanta month: in Krishna paksha one month ahead, except inside an adhika month. */
  purnimanta: LunarMonth;
  /**
   * A kshaya lunation (two sankrantis, twice in 1900-2100: 1963, 1983)
   * carries two month names; the rites of both months are kept in it, so
   * its tithis also count in the second month.
   */
  kshayaAlso?: { amanta: LunarMonth; purnimanta: LunarMonth };
  lunation: Lunation;
}

function purnimantaOf(a: LunarMonth, paksha: Paksha): LunarMonth {
  if (paksha === 'Shukla' || a.adhika) return a;
  return { number: (a.number % 12) + 1, adhika: false };
}

export interface LunarTable {
  motion: Motion;
  tithis: TithiPeriod[];
  /** The tithi period containing instant t (within the table's range). */
  tithiAt(t: number): TithiPeriod;
  /** Nakshatra number 1-27 of the Moon at t (the models' ayanamsa). */
  nakshatraAt(t: number): number;
  /** Instant the elongation reaches `deg` (unwrapped, as returned by elongation()), near t. */
  elongationTime(deg: number, guess: number): number;
  /** Unwrapped Moon - Sun elongation at t (degrees) and its rate. */
  elongation(t: number): { value: number; speed: number };
}

export function lunarTable(from: number, to: number, models: AstroModels): LunarTable {
  // A tithi lasts at most ~27 h: a day of margin either side covers the tithis that touch the range.
  const motion = buildMotion(from - 1.5, to + 1.5, models);
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

  const e0 = elongation(from - 1.2);
  // Unwrapped elongation values of tithi boundaries are multiples of 12 deg.
  let k = Math.floor(e0.value / 12);
  let start = solve(k * 12, from - 1.2 - (e0.value - k * 12) / e0.speed);
  const tithis: TithiPeriod[] = [];
  let lunation: Lunation | null = null;
  let masa: Masa | null = null;
  while (start < to + 1.2) {
    const end = solve((k + 1) * 12, start + 12 / elongation(start).speed);
    const number = (((k % 30) + 30) % 30) + 1;
    const mid = (start + end) / 2;
    if (!lunation || mid >= lunation.end || mid < lunation.start) {
      lunation = lunationAt(mid, models, norm360(elongation(mid).value));
      masa = amantaMasa(lunation);
    }
    const paksha = pakshaOfTithi(number);
    const m = masa as Masa;
    const amanta = { number: m.number, adhika: m.adhika };
    const period: TithiPeriod = { number, start, end, paksha, amanta, purnimanta: purnimantaOf(amanta, paksha), lunation };
    if (m.kshaya) {
      const second = { number: (m.number % 12) + 1, adhika: false };
      period.kshayaAlso = { amanta: second, purnimanta: purnimantaOf(second, paksha) };
    }
    tithis.push(period);
    start = end;
    k++;
  }

  const tithiAt = (t: number): TithiPeriod => {
    let lo = 0;
    let hi = tithis.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (tithis[mid].start <= t) lo = mid;
      else hi = mid - 1;
    }
    return tithis[lo];
  };

  const nakshatraAt = (t: number) => {
    const lon = norm360(motion.moon(t).value - motion.ayanamsa(t).value);
    return Math.floor(lon / (360 / 27)) + 1;
  };

  return { motion, tithis, tithiAt, nakshatraAt, elongationTime: solve, elongation };
}

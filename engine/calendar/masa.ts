/**
 * Lunar months. Amanta: new moon to new moon, named after the sidereal sign
 * the Sun enters during it: Mesha names Chaitra, Vrishabha Vaishakha, ...,
 * Meena Phalguna. (calendar-conventions.md says Mesha names Vaishakha; the
 * reference disagrees: 2020-12-31, in the lunation where the Sun entered
 * Dhanu on 2020-12-15, is Margashirsha, and the 1,868 months of
 * lunar-months-new-delhi-1900-2050.csv all follow Mesha -> Chaitra.)
 * A month with no ingress is adhika and takes the next month's name; one
 * with two ingresses is kshaya. Purnimanta: full moon to full moon; in
 * Krishna paksha its name runs one month ahead of the amanta name.
 */
import { MOON, SUN, tropical } from '../ephemeris';
import type { Paksha } from '../limbs/limbs';
import { Lru } from '../lru';
import type { AstroModels } from '../models';
import { norm360, solveAngle } from '../roots';
import { sunSign } from './sankranti';

const SYNODIC_MONTH = 29.530588861;
/** A mean new moon (2000-01-06 18:14 UT), the origin of lunation numbers. */
const LUNATION_EPOCH = 2451550.26;

/** The Moon - Sun elongation (deg, 0-360) and its rate: the tithi's angle, where the ayanamsa cancels. */
export const elongationUnder = (models: AstroModels) => (t: number) => {
  const s = tropical(t, SUN, models.deltaT);
  const m = tropical(t, MOON, models.deltaT);
  return { value: norm360(m.lon - s.lon), speed: m.speed - s.speed };
};

export interface Lunation {
  /** Lunation number counted from the January 2000 new moon. */
  index: number;
  /** JD UT of the new moon that opens it and of the next one. */
  start: number;
  end: number;
  /** Sidereal sign of the Sun (0 = Mesha) at each new moon. */
  startSign: number;
  endSign: number;
}

/**
 * Memoised lunations, keyed by models and number (a new moon moves with
 * Delta T, a month name with the ayanamsa). 1900-2100 spans ~2,500
 * lunations: all of them fit for two sets of models.
 */
const lunations = new Lru<string, Lunation>(5000);

function newMoonNear(index: number, models: AstroModels): number {
  const guess = LUNATION_EPOCH + index * SYNODIC_MONTH;
  // The true new moon is within ~0.6 day of the mean one; two Newton passes
  // from the mean date land on it.
  return solveAngle(elongationUnder(models), 0, guess);
}

/** Lunation number `index` (memoised: every day of a month shares it). */
export function lunation(index: number, models: AstroModels): Lunation {
  const key = (i: number) => `${models.id}:${i}`;
  let l = lunations.get(key(index));
  if (!l) {
    const start = lunations.get(key(index - 1))?.end ?? newMoonNear(index, models);
    const end = lunations.get(key(index + 1))?.start ?? newMoonNear(index + 1, models);
    l = { index, start, end, startSign: sunSign(start, models), endSign: sunSign(end, models) };
    lunations.set(key(index), l);
  }
  return l;
}

/** The lunation containing instant jd; `elong` (deg, 0-360) may be passed if known. */
export function lunationAt(jd: number, models: AstroModels, elong?: number): Lunation {
  const e = elong ?? elongationUnder(models)(jd).value;
  const approxNewMoon = jd - e / 12.19;
  let index = Math.round((approxNewMoon - LUNATION_EPOCH) / SYNODIC_MONTH);
  let l = lunation(index, models);
  while (jd < l.start) l = lunation(--index, models);
  while (jd >= l.end) l = lunation(++index, models);
  return l;
}

export interface Masa {
  /** 1 = Chaitra .. 12 = Phalguna. */
  number: number;
  adhika: boolean;
  /** Two sankrantis in one lunation: the month named `number` absorbs the next one. */
  kshaya: boolean;
}

/** Amanta month of a lunation. */
export function amantaMasa(l: Lunation): Masa {
  const ingresses = (l.endSign - l.startSign + 12) % 12;
  // Whether or not the Sun changes sign in this lunation, the month is named
  // after the next ingress, into startSign + 1 (Mesha, sign 0, names Chaitra, 1).
  const number = ((l.startSign + 1) % 12) + 1;
  return { number, adhika: ingresses === 0, kshaya: ingresses >= 2 };
}

/**
 * Purnimanta month for a day of the given amanta month and paksha. In
 * Krishna paksha the purnimanta month is the next one; the Krishna half of
 * an adhika month stays in that adhika month (the adhika month keeps both
 * halves together, as the reference prints it).
 */
export function purnimantaMasa(amanta: Masa, paksha: Paksha): Masa {
  if (paksha === 'Shukla' || amanta.adhika) return amanta;
  return { number: (amanta.number % 12) + 1, adhika: false, kshaya: false };
}

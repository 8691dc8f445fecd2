/**
 * When each tithi / nakshatra comes next at a place: for the explainer pages'
 * "today" and "next" columns. A period is dated by the day whose sunrise
 * falls in it (the Panchang's rule); a kshaya tithi, which no sunrise
 * touches, by the day it begins.
 */
import { findNakshatra, findTithi, MAX_DATE, type LimbPeriod, type Place } from '@/engine';
import { addDays } from './day';

export interface Occurrence {
  number: number;
  /** ISO local start and end. */
  start: string;
  end: string;
  /** The day it names (its first sunrise date), or its start date when no sunrise falls in it. */
  date: string;
  /** No sunrise falls in it. */
  kshaya: boolean;
}

export const occurrenceOf = (p: LimbPeriod): Occurrence => ({
  number: p.number,
  start: p.start,
  end: p.end,
  date: p.sunriseDates[0] ?? p.start.slice(0, 10),
  kshaya: p.sunriseDates.length === 0,
});

/** The first period dated on or after `from` (searching a little over one cycle ahead). */
function firstFrom(periods: LimbPeriod[], from: string): Occurrence | null {
  for (const p of periods) {
    const o = occurrenceOf(p);
    if (o.date >= from) return o;
  }
  return null;
}

/** `days` after `from`, but not past the last supported date (a tithi near it may have no next date). */
const lookAhead = (from: string, days: number): string => {
  const to = addDays(from, days);
  return to > MAX_DATE ? MAX_DATE : to;
};

/** Tithis 1-30, each with its next occurrence dated on or after `from`. */
export function nextTithis(from: string, place: Place): Occurrence[] {
  const to = lookAhead(from, 32);
  return Array.from({ length: 30 }, (_, i) => firstFrom(findTithi(i + 1, from, to, place), from)).filter((o): o is Occurrence => o !== null);
}

/** Nakshatras 1-27, each with its next occurrence dated on or after `from`. */
export function nextNakshatras(from: string, place: Place): Occurrence[] {
  const to = lookAhead(from, 30);
  return Array.from({ length: 27 }, (_, i) => firstFrom(findNakshatra(i + 1, from, to, place), from)).filter((o): o is Occurrence => o !== null);
}

/** Vimshottari lords of the nakshatras, Ashwini first; the cycle of nine repeats three times. */
export const NAKSHATRA_LORDS = ['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury'] as const;
export type NakshatraLord = (typeof NAKSHATRA_LORDS)[number];
export const nakshatraLord = (n: number): NakshatraLord => NAKSHATRA_LORDS[(n - 1) % 9];

/** Tithi groups (Nanda, Bhadra, Jaya, Rikta, Purna) repeat every five tithis. */
export const TITHI_GROUPS = ['nanda', 'bhadra', 'jaya', 'rikta', 'purna'] as const;
export const tithiGroup = (n: number) => TITHI_GROUPS[(n - 1) % 5];

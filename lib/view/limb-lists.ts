/**
 * The tithi and nakshatra explainer pages: when each comes next at a place
 * (the "today" and "next" columns) and the view models the pages render. A
 * period is dated by the day whose sunrise falls in it (the Panchang's
 * rule); a kshaya tithi, which no sunrise touches, by the day it begins.
 */
import { findNakshatra, findTithi, jdToMs, MAX_DATE, shiftDate, wallClock, type EngineOptions, type LimbPeriod, type Place, type Planet } from '@/engine';
import type { Locale } from '@/i18n/routing';
import type { ClockStyle } from '@/lib/conventions/conventions';
import { formatDate } from '@/lib/format/date';
import { type ViewFrame, type SegmentRow, windowView } from './panchang';

export interface Occurrence {
  number: number;
  /** Epoch ms. */
  start: number;
  end: number;
  /** The day it names (its first sunrise date), or its start date when no sunrise falls in it. */
  date: string;
  /** No sunrise falls in it. */
  kshaya: boolean;
}

export const occurrenceOf = (p: LimbPeriod<number>, tz: string): Occurrence => ({
  number: p.number,
  start: p.start,
  end: p.end,
  date: p.sunriseDates[0] ?? wallClock(p.start, tz).date,
  kshaya: p.sunriseDates.length === 0,
});

/** The first period dated on or after `from` (searching a little over one cycle ahead). */
function firstFrom(periods: LimbPeriod<number>[], from: string, tz: string): Occurrence | null {
  for (const p of periods) {
    const o = occurrenceOf(p, tz);
    if (o.date >= from) return o;
  }
  return null;
}

/** `days` after `from`, but not past the last supported date (a tithi near it may have no next date). */
const lookAhead = (from: string, days: number): string => {
  const to = shiftDate(from, days);
  return to > MAX_DATE ? MAX_DATE : to;
};

/** Tithis 1-30, each with its next occurrence dated on or after `from`. */
export function nextTithis(from: string, place: Place, options?: EngineOptions): Occurrence[] {
  const to = lookAhead(from, 32);
  return Array.from({ length: 30 }, (_, i) => firstFrom(findTithi(i + 1, from, to, place, jdToMs, options), from, place.tz)).filter(
    (o): o is Occurrence => o !== null,
  );
}

/** Nakshatras 1-27, each with its next occurrence dated on or after `from`. */
export function nextNakshatras(from: string, place: Place, options?: EngineOptions): Occurrence[] {
  const to = lookAhead(from, 30);
  return Array.from({ length: 27 }, (_, i) => firstFrom(findNakshatra(i + 1, from, to, place, jdToMs, options), from, place.tz)).filter(
    (o): o is Occurrence => o !== null,
  );
}

/** Vimshottari lords of the nakshatras, Ashwini first; the cycle of nine repeats three times. */
export const NAKSHATRA_LORDS = ['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury'] as const;
export type NakshatraLord = Planet | 'Rahu' | 'Ketu';
export const nakshatraLord = (n: number): NakshatraLord => NAKSHATRA_LORDS[(n - 1) % 9];

/** Tithi groups (Nanda, Bhadra, Jaya, Rikta, Purna) repeat every five tithis. */
export const TITHI_GROUPS = ['nanda', 'bhadra', 'jaya', 'rikta', 'purna'] as const;
export const tithiGroup = (n: number) => TITHI_GROUPS[(n - 1) % 5];

/** When a limb comes next: the day it names (a link to that day's Panchang) and its span. */
export interface NextView {
  date: string;
  dateLabel: string;
  /** It names the page's own date. */
  selected: boolean;
  range: string;
  kshaya: boolean;
}

export function nextView(o: Occurrence | undefined, selectedDate: string, tz: string, locale: Locale, clock?: ClockStyle): NextView | null {
  if (!o) return null;
  return {
    date: o.date,
    dateLabel: formatDate(o.date, locale, 'medium'),
    selected: o.date === selectedDate,
    range: windowView(o, { tz, date: o.date, locale, clock }).range,
    kshaya: o.kshaya,
  };
}

interface LimbListView<Row> {
  /** The limb's segments of the selected day, with their "till" badges. */
  today: SegmentRow[];
  /** The number holding at sunrise. */
  current: number;
  rows: Row[];
}

export type TithiListView = LimbListView<{ number: number; name: string; group: (typeof TITHI_GROUPS)[number]; next: NextView | null }>;
export type NakshatraListView = LimbListView<{ number: number; name: string; lord: string; next: NextView | null }>;

/** The 30 tithis: today's, and the group (Nanda, Bhadra, ...) and next date of each. */
export function tithiListView(today: SegmentRow[], current: number, next: readonly Occurrence[], f: ViewFrame): TithiListView {
  const byNumber = new Map(next.map((o) => [o.number, o]));
  return {
    today,
    current,
    rows: Array.from({ length: 30 }, (_, i) => i + 1).map((n) => ({
      number: n,
      name: f.names.tithi(n),
      group: tithiGroup(n),
      next: nextView(byNumber.get(n), f.date, f.tz, f.locale, f.clock),
    })),
  };
}

/** The 27 nakshatras: today's, and the Vimshottari lord and next date of each. */
export function nakshatraListView(today: SegmentRow[], current: number, next: readonly Occurrence[], f: ViewFrame): NakshatraListView {
  const byNumber = new Map(next.map((o) => [o.number, o]));
  return {
    today,
    current,
    rows: Array.from({ length: 27 }, (_, i) => i + 1).map((n) => ({
      number: n,
      name: f.names.nakshatra(n),
      lord: f.names.planet(nakshatraLord(n)),
      next: nextView(byNumber.get(n), f.date, f.tz, f.locale, f.clock),
    })),
  };
}

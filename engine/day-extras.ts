/**
 * What the day page shows beyond the Panchang itself: the auspicious and
 * Anandadi yogas, Chandrabalam and Tarabalam, Bhadra with its vasa,
 * Panchak and Ganda Moola, the dwellings (vasa) and Disha Shool, and the
 * long counts (Kali year, ahargana, Julian day, ayanamsa). Computed from a
 * RawDay that the page has already computed, only by the day page's loader
 * and the API's `detail`, so computePanchang stays as fast as it was.
 * Numbers and keys only; every rule lives in its own module with its source.
 */
import { chandrabalam, tarabalam } from './bala';
import { computeDay, type RawDay } from './day';
import { bhadra, gandaMoola, panchak } from './doshas';
import { dayEpoch, type RawEpoch } from './epoch';
import type { DayInput } from './input';
import { localIsoFormatter } from './time';
import { type BhadraVasa, dayVasa, type Direction, SHIVA_VASA, type AgniVasa } from './vasa';
import { ANANDADI_YOGAS, anandadiYogas, type SpecialYoga, specialYogas } from './yogas';

export interface TimedSpan<T> {
  start: T;
  end: T;
}

/** A stretch that began at `start` (maybe before sunrise) and ends at `end`, or runs past the next sunrise (null). */
export interface OpenSpan<T> {
  start: T;
  end: T | null;
}

export interface DayExtras<T = string> {
  /** Sarvartha Siddhi, Amrita Siddhi, Guru/Ravi Pushya, Ravi Yoga, Dwipushkar, Tripushkar, clipped to the Panchang day. */
  yogas: (TimedSpan<T> & { yoga: SpecialYoga; wholeDay: boolean })[];
  /** Anandadi yoga 1-28 (its key and quality) by the Moon's nakshatra in the 28 scheme (22 = Abhijit). */
  anandadi: (OpenSpan<T> & { number: number; key: string; auspicious: boolean; nakshatra28: number })[];
  /** For each Moon sign of the day: the birth rashis with Chandrabalam. */
  chandrabalam: (OpenSpan<T> & { moonSign: number; rashis: number[] })[];
  /** For each nakshatra of the day: the birth nakshatras with Tarabalam. */
  tarabalam: (OpenSpan<T> & { nakshatra: number; nakshatras: number[] })[];
  /** Bhadra (Vishti karana) stretches touching the day, with their true bounds and vasa. */
  bhadra: (TimedSpan<T> & { vasa: (TimedSpan<T> & { vasa: BhadraVasa })[] })[];
  panchak: TimedSpan<T>[];
  gandaMoola: (TimedSpan<T> & { nakshatras: number[] })[];
  dishaShool: Direction;
  rahuVasa: Direction;
  chandraVasa: (OpenSpan<T> & { direction: Direction })[];
  shivaVasa: (OpenSpan<T> & { vasa: string; favourable: boolean })[];
  agniVasa: (OpenSpan<T> & { vasa: AgniVasa })[];
  epoch: RawEpoch;
}

/** The day page's extra sections for an already computed day, instants encoded by `at` (ISO local by default). */
export function dayExtrasOf(day: RawDay): DayExtras;
export function dayExtrasOf<T>(day: RawDay, at: (jd: number) => T): DayExtras<T>;
export function dayExtrasOf<T>(day: RawDay, at?: (jd: number) => T): DayExtras<T | string> {
  const enc: (jd: number) => T | string = at ?? localIsoFormatter(day.place.tz, day.dayStart - 6, day.dayEnd + 6);
  const span = (s: { start: number; end: number }) => ({ start: enc(s.start), end: enc(s.end) });
  const open = (s: { start: number; end: number | null }) => ({ start: enc(s.start), end: s.end === null ? null : enc(s.end) });
  const v = dayVasa(day);
  return {
    yogas: specialYogas(day).map((y) => ({
      yoga: y.yoga,
      ...span(y),
      wholeDay: y.start <= day.dayStart && y.end >= day.dayEnd,
    })),
    anandadi: anandadiYogas(day).map((a) => ({
      number: a.yoga,
      key: ANANDADI_YOGAS[a.yoga - 1].key,
      auspicious: ANANDADI_YOGAS[a.yoga - 1].auspicious,
      nakshatra28: a.nakshatra28,
      ...open(a),
    })),
    chandrabalam: chandrabalam(day).map((b) => ({ moonSign: b.of, rashis: b.favourable, ...open(b) })),
    tarabalam: tarabalam(day).map((b) => ({ nakshatra: b.of, nakshatras: b.favourable, ...open(b) })),
    bhadra: bhadra(day).map((b) => ({ ...span(b), vasa: b.vasa.map((p) => ({ vasa: p.vasa, ...span(p) })) })),
    panchak: panchak(day).map(span),
    gandaMoola: gandaMoola(day).map((g) => ({ ...span(g), nakshatras: g.nakshatras })),
    dishaShool: v.dishaShool,
    rahuVasa: v.rahuVasa,
    chandraVasa: v.chandraVasa.map((c) => ({ direction: c.key, ...open(c) })),
    shivaVasa: v.shivaVasa.map((s) => ({ vasa: SHIVA_VASA[s.key].key, favourable: SHIVA_VASA[s.key].favourable, ...open(s) })),
    agniVasa: v.agniVasa.map((a) => ({ vasa: a.key, ...open(a) })),
    epoch: dayEpoch(day),
  };
}

/** The day page's extra sections of a civil date at a place (same input as computePanchang). */
export function computeDayExtras(input: DayInput): DayExtras {
  return dayExtrasOf(computeDay(input));
}

/**
 * Choghadiya: the day (sunrise to sunset) and the night (sunset to next
 * sunrise) each in 8 equal periods named after the 7 choghadiyas.
 *
 * Convention (calendar-conventions.md): the day's first period is ruled by
 * the weekday's lord (Sunday Udveg/Sun, Monday Amrit/Moon, ...) and the
 * periods follow the daytime order Udveg, Char, Labh, Amrit, Kaal, Shubh,
 * Rog, so the 8th repeats the 1st. The night starts with the lord of the
 * fifth weekday counted from this one (Sunday Shubh/Jupiter, Monday Char,
 * ...) and steps backwards by two in that order (Sunday night: Shubh,
 * Amrit, Char, Rog, Kaal, Labh, Udveg, Shubh), not through the daytime
 * order: the conventions note's "repeating" holds for the day only.
 */
import {
  CHOGHADIYAS,
  type ChoghadiyaName,
  type ChoghadiyaQuality,
  type Planet,
} from '../data/timings';
import { computeDay, type RawDay } from '../day';
import type { DayInput } from '../input';
import { dayFormatter, daySpan, headerOf, nightSpan, partOf, type Period, type TimingsHeader } from './common';

/** Index into CHOGHADIYAS of the first day period, by weekday (Sunday first). */
export const DAY_FIRST = [0, 3, 6, 2, 5, 1, 4] as const; // Udveg, Amrit, Rog, Labh, Shubh, Char, Kaal
/** Index into CHOGHADIYAS of the first night period. */
export const NIGHT_FIRST = [5, 1, 4, 0, 3, 6, 2] as const; // Shubh, Char, Kaal, Udveg, Amrit, Rog, Labh
const DAY_STEP = 1;
const NIGHT_STEP = 5; // two back, modulo 7

export interface RawChoghadiya {
  /** Index into CHOGHADIYAS. */
  index: number;
  period: Period;
  start: number;
  end: number;
}

export interface ChoghadiyaPeriod<T = string> {
  name: ChoghadiyaName;
  quality: ChoghadiyaQuality;
  ruler: Planet;
  period: Period;
  start: T;
  end: T;
}

export interface ChoghadiyaTable<T = string> extends TimingsHeader {
  /** 8 day periods then 8 night periods (fewer where the Sun does not rise or set). */
  periods: ChoghadiyaPeriod<T>[];
}

export function rawChoghadiya(day: RawDay): RawChoghadiya[] {
  const out: RawChoghadiya[] = [];
  const spans: [Period, [number, number] | null, number, number][] = [
    ['day', daySpan(day), DAY_FIRST[day.weekday], DAY_STEP],
    ['night', nightSpan(day), NIGHT_FIRST[day.weekday], NIGHT_STEP],
  ];
  for (const [period, span, first, step] of spans) {
    if (!span) continue;
    for (let i = 0; i < 8; i++) {
      const [start, end] = partOf(span, 8, i);
      out.push({ index: (first + i * step) % 7, period, start, end });
    }
  }
  return out;
}

export function formatChoghadiya<T>(c: RawChoghadiya, iso: (jd: number) => T): ChoghadiyaPeriod<T> {
  const info = CHOGHADIYAS[c.index];
  return {
    name: info.key,
    quality: info.quality,
    ruler: info.ruler,
    period: c.period,
    start: iso(c.start),
    end: iso(c.end),
  };
}

/** The choghadiyas of a computed day, instants encoded by `at` (ISO by default). */
export function choghadiyaOfDay(day: RawDay): ChoghadiyaTable;
export function choghadiyaOfDay<T>(day: RawDay, at: (jd: number) => T): ChoghadiyaTable<T>;
export function choghadiyaOfDay<T>(day: RawDay, at?: (jd: number) => T): ChoghadiyaTable<T | string> {
  const enc: (jd: number) => T | string = at ?? dayFormatter(day);
  return { ...headerOf(day), periods: rawChoghadiya(day).map((c) => formatChoghadiya(c, enc)) };
}

export function computeChoghadiya(input: DayInput): ChoghadiyaTable {
  return choghadiyaOfDay(computeDay(input));
}

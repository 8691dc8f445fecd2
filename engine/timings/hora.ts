/**
 * Hora: the day and the night each in 12 equal planetary hours. The first
 * day hora belongs to the weekday's lord; each next one to the next planet
 * in the descending (Chaldean) order Saturn, Jupiter, Mars, Sun, Venus,
 * Mercury, Moon, continuing through the night, so that the 25th hora is
 * again the next weekday's lord.
 */
import { type Planet, WEEKDAY_LORDS } from '../data/timings';
import { computeDay, type RawDay } from '../day';
import type { DayInput } from '../input';
import { dayFormatter, daySpan, headerOf, nightSpan, partOf, type Period, type TimingsHeader } from './common';

export const HORA_ORDER: readonly Planet[] = ['Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus', 'Mercury', 'Moon'];

export interface RawHora {
  planet: Planet;
  period: Period;
  /** 0-23: day horas 0-11, night horas 12-23. */
  number: number;
  start: number;
  end: number;
}

export interface Hora<T = string> {
  planet: Planet;
  period: Period;
  start: T;
  end: T;
}

export interface HoraTable<T = string> extends TimingsHeader {
  /** 12 day horas then 12 night horas (fewer where the Sun does not rise or set). */
  horas: Hora<T>[];
}

/** Lord of hora `n` (0-based from sunrise) on weekday `w`. */
export function horaLord(weekday: number, n: number): Planet {
  const first = HORA_ORDER.indexOf(WEEKDAY_LORDS[weekday]);
  return HORA_ORDER[(first + n) % 7];
}

export function rawHoras(day: RawDay): RawHora[] {
  const out: RawHora[] = [];
  const spans: [Period, [number, number] | null][] = [
    ['day', daySpan(day)],
    ['night', nightSpan(day)],
  ];
  spans.forEach(([period, span], half) => {
    if (!span) return;
    for (let i = 0; i < 12; i++) {
      const [start, end] = partOf(span, 12, i);
      const number = half * 12 + i;
      out.push({ planet: horaLord(day.weekday, number), period, number, start, end });
    }
  });
  return out;
}

export function formatHora<T>(h: RawHora, iso: (jd: number) => T): Hora<T> {
  return { planet: h.planet, period: h.period, start: iso(h.start), end: iso(h.end) };
}

/** The horas of a computed day, instants encoded by `at` (ISO by default). */
export function horaOfDay(day: RawDay): HoraTable;
export function horaOfDay<T>(day: RawDay, at: (jd: number) => T): HoraTable<T>;
export function horaOfDay<T>(day: RawDay, at?: (jd: number) => T): HoraTable<T | string> {
  const enc: (jd: number) => T | string = at ?? dayFormatter(day);
  return { ...headerOf(day), horas: rawHoras(day).map((h) => formatHora(h, enc)) };
}

export function computeHora(input: DayInput): HoraTable {
  return horaOfDay(computeDay(input));
}

/**
 * Hora: the day and the night each in 12 equal planetary hours. The first
 * day hora belongs to the weekday's lord; each next one to the next planet
 * in the descending (Chaldean) order Saturn, Jupiter, Mars, Sun, Venus,
 * Mercury, Moon, continuing through the night, so that the 25th hora is
 * again the next weekday's lord.
 */
import { PLANET_BY_KEY, PLANETS, type Planet } from '../data/timings';
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

export interface Hora {
  planet: Planet;
  /** Sanskrit name of the planet (Surya, Chandra, ...). */
  sanskrit: string;
  period: Period;
  start: string;
  end: string;
}

export interface HoraTable extends TimingsHeader {
  /** 12 day horas then 12 night horas (fewer where the Sun does not rise or set). */
  horas: Hora[];
}

/** Lord of hora `n` (0-based from sunrise) on weekday `w`. */
export function horaLord(weekday: number, n: number): Planet {
  // PLANETS is indexed by weekday: each weekday is named after its lord.
  const first = HORA_ORDER.indexOf(PLANETS[weekday].key);
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

export function formatHora(h: RawHora, iso: (jd: number) => string): Hora {
  return {
    planet: h.planet,
    sanskrit: PLANET_BY_KEY[h.planet].sanskrit,
    period: h.period,
    start: iso(h.start),
    end: iso(h.end),
  };
}

export function horaOfDay(day: RawDay): HoraTable {
  const iso = dayFormatter(day);
  return { ...headerOf(day), horas: rawHoras(day).map((h) => formatHora(h, iso)) };
}

export function computeHora(input: DayInput): HoraTable {
  return horaOfDay(computeDay(input));
}

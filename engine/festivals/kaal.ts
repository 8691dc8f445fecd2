/**
 * The kaals (parts of a day) in which a festival's tithi must prevail.
 * Definitions as the trusted reference computes them (calendar-conventions.md,
 * checked on the festival records in festivals-dev.json):
 *
 * - day = sunrise to sunset, night = sunset to the next sunrise;
 * - pratah, sangava, madhyahna, aparahna, sayahna: the day in five equal
 *   parts (madhyahna the 3rd: Ram Navami 2022 11:07-13:40; aparahna the 4th:
 *   Dussehra, Raksha Bandhan);
 * - purvahna: sunrise to midday (the forenoon; Vasant Panchami 2020 printed
 *   10:45-12:34 = Panchami start to midday);
 * - the 'day' kaal: the whole day (Skanda Sashti: the day in whose daytime
 *   Shashthi begins or Panchami ends);
 * - pradosh: the first fifth of the night, i.e. three night muhurtas after
 *   sunset (Pradosh vrats 2020-2022: 17:25-20:09 in December, 19:10-21:13 in May);
 * - nishita: the 8th of the 15 night muhurtas (Maha Shivaratri 2022 00:08-00:58);
 * - arunodaya: the 4 ghatis (96 minutes) before sunrise;
 * - moonrise: the first moonrise after the day's sunrise (as the Panchang prints it).
 *
 * A ghati is a fixed 24 minutes where a rule counts ghatis of clock time.
 */
export type Kaal =
  | 'sunrise'
  | 'arunodaya'
  | 'pratah'
  | 'purvahna'
  | 'madhyahna'
  | 'aparahna'
  | 'sayahna'
  | 'day'
  | 'sunset'
  | 'pradosh'
  | 'ratri'
  | 'nishita'
  | 'moonrise';

export const KAALS: readonly Kaal[] = [
  'sunrise',
  'arunodaya',
  'pratah',
  'purvahna',
  'madhyahna',
  'aparahna',
  'sayahna',
  'day',
  'sunset',
  'pradosh',
  'ratri',
  'nishita',
  'moonrise',
];

/** Kaals that are instants (a tithi "prevails" when it holds at that moment). */
export const INSTANT_KAALS: ReadonlySet<Kaal> = new Set<Kaal>(['sunrise', 'sunset', 'moonrise']);

/** JD UT span; an instant has start === end. */
export interface Span {
  start: number;
  end: number;
}

export const GHATI = 24 / 1440;

/** What the kaals of one Panchang day are computed from (JD UT; null in polar day or night). */
export interface DayFrame {
  sunrise: number | null;
  sunset: number | null;
  nextSunrise: number | null;
  /** Lazily computed: the first moonrise after sunrise and before the next sunrise. */
  moonrise(): number | null;
}

const part = (a: number, b: number, count: number, index: number): Span => {
  const len = (b - a) / count;
  return { start: a + index * len, end: a + (index + 1) * len };
};

/** The kaal of a day, or null where the Sun does not rise or set (or the Moon does not rise) that day. */
export function kaalSpan(day: DayFrame, kaal: Kaal): Span | null {
  const { sunrise: r, sunset: s, nextSunrise: n } = day;
  switch (kaal) {
    case 'sunrise':
      return r === null ? null : { start: r, end: r };
    case 'arunodaya':
      return r === null ? null : { start: r - 4 * GHATI, end: r };
    case 'moonrise': {
      const m = day.moonrise();
      return m === null ? null : { start: m, end: m };
    }
    default:
      break;
  }
  if (kaal === 'sunset') return s === null ? null : { start: s, end: s };
  if (r === null || s === null || s <= r) return null;
  switch (kaal) {
    case 'pratah':
      return part(r, s, 5, 0);
    case 'purvahna':
      return { start: r, end: (r + s) / 2 };
    case 'madhyahna':
      return part(r, s, 5, 2);
    case 'aparahna':
      return part(r, s, 5, 3);
    case 'sayahna':
      return part(r, s, 5, 4);
    case 'day':
      return { start: r, end: s };
    default:
      break;
  }
  if (n === null || n <= s) return null;
  switch (kaal) {
    case 'pradosh':
      return part(s, n, 5, 0);
    case 'ratri':
      // Sunset to midnight (the middle of the night): the part of the night a
      // festival may use when its pradosh is blocked (Holika Dahan after Bhadra).
      return { start: s, end: (s + n) / 2 };
    case 'nishita':
      return part(s, n, 15, 7);
    default:
      return null;
  }
}

/** Day parts used for windows: one fifth of the day, one fifteenth (a muhurta). */
export function dayPart(day: DayFrame, count: number, index: number): Span | null {
  if (day.sunrise === null || day.sunset === null || day.sunset <= day.sunrise) return null;
  return part(day.sunrise, day.sunset, count, index);
}

export function nightPart(day: DayFrame, count: number, index: number): Span | null {
  if (day.sunset === null || day.nextSunrise === null || day.nextSunrise <= day.sunset) return null;
  return part(day.sunset, day.nextSunrise, count, index);
}

/** Length (days) of the overlap of two spans; 0 when disjoint. */
export function overlap(a: Span, b: Span): number {
  return Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));
}

/** The intersection of two spans, or null. */
export function intersect(a: Span, b: Span): Span | null {
  const start = Math.max(a.start, b.start);
  const end = Math.min(a.end, b.end);
  return end > start ? { start, end } : null;
}

/** `a` minus the spans in `cut` (sorted or not), as disjoint pieces. */
export function subtract(a: Span, cut: Span[]): Span[] {
  let pieces: Span[] = [a];
  for (const c of cut) {
    const next: Span[] = [];
    for (const p of pieces) {
      if (c.end <= p.start || c.start >= p.end) next.push(p);
      else {
        if (c.start > p.start) next.push({ start: p.start, end: c.start });
        if (c.end < p.end) next.push({ start: c.end, end: p.end });
      }
    }
    pieces = next;
  }
  return pieces;
}

/**
 * Do Ghati muhurta: the day (sunrise to sunset) and the night (sunset to
 * the next sunrise) each in 15 muhurtas of two ghatis (48 minutes at the
 * equinox), each named after its presiding deity.
 *
 * Names, in order: the fifteen day and fifteen night muhurtas of Muhurta
 * Chintamani (Shubhashubha prakarana), in the spellings the trusted site's
 * Do Ghati Muhurat page uses. The 8th day muhurta is Abhijit's (Vidhi) and
 * the 14th night muhurta Brahma's, which the rest of the engine already
 * counts that way (muhurat.ts: Abhijit, Brahma muhurta).
 *
 * Quality: each muhurta's nature as that page marks it, inauspicious for
 * the muhurtas of the fierce and sharp deities (Rudra, Ahi, Pitri,
 * Puruhuta, Naktanakara and Bhaga by day; Girisha, Ajapada and Yama by
 * night), auspicious for the others; and on each weekday the Durmuhurta of
 * that weekday (muhurat.ts DURMUHURTA: Aryaman on Sunday, Sutamukhi and
 * Naktanakara on Monday, Pitri and at night Agni on Tuesday, Vidhi on
 * Wednesday, ...) is inauspicious whatever its nature, as the page's
 * "(except Sunday)"-style notes say.
 */
import type { MuhuratQuality } from '../data/timings';
import { computeDay, type RawDay } from '../day';
import type { DayInput } from '../input';
import { dayAndNight, dayFormatter, headerOf, partOf, type Period, type TimingsHeader } from './common';
import { DURMUHURTA } from './muhurat';

export type DoGhatiName =
  | 'rudra'
  | 'ahi'
  | 'mitra'
  | 'pitri'
  | 'vasu'
  | 'varaha'
  | 'vishvedeva'
  | 'vidhi'
  | 'sutamukhi'
  | 'puruhuta'
  | 'vahini'
  | 'naktanakara'
  | 'varuna'
  | 'aryaman'
  | 'bhaga'
  | 'girisha'
  | 'ajapada'
  | 'ahirbudhnya'
  | 'pushya'
  | 'ashvini'
  | 'yama'
  | 'agni'
  | 'vidhatri'
  | 'kanda'
  | 'aditi'
  | 'jiva'
  | 'vishnu'
  | 'dyumadgadyuti'
  | 'brahma'
  | 'samudra';

type Muhurta = readonly [DoGhatiName, MuhuratQuality];
const good = (name: DoGhatiName): Muhurta => [name, 'auspicious'];
const bad = (name: DoGhatiName): Muhurta => [name, 'inauspicious'];

/** The 15 day muhurtas from sunrise, with their nature. */
export const DO_GHATI_DAY: readonly Muhurta[] = [
  bad('rudra'),
  bad('ahi'),
  good('mitra'),
  bad('pitri'),
  good('vasu'),
  good('varaha'),
  good('vishvedeva'),
  good('vidhi'),
  good('sutamukhi'),
  bad('puruhuta'),
  good('vahini'),
  bad('naktanakara'),
  good('varuna'),
  good('aryaman'),
  bad('bhaga'),
];

/** The 15 night muhurtas from sunset. */
export const DO_GHATI_NIGHT: readonly Muhurta[] = [
  bad('girisha'),
  bad('ajapada'),
  good('ahirbudhnya'),
  good('pushya'),
  good('ashvini'),
  bad('yama'),
  good('agni'),
  good('vidhatri'),
  good('kanda'),
  good('aditi'),
  good('jiva'),
  good('vishnu'),
  good('dyumadgadyuti'),
  good('brahma'),
  good('samudra'),
];

export interface DoGhatiMuhurta<T = string> {
  /** 1-15 within its day or night. */
  number: number;
  name: DoGhatiName;
  quality: MuhuratQuality;
  /** True when the muhurta is this weekday's Durmuhurta (then inauspicious whatever its nature). */
  durmuhurta: boolean;
  period: Period;
  start: T;
  end: T;
}

export interface DoGhatiTable<T = string> extends TimingsHeader {
  /** 15 day muhurtas then 15 night muhurtas (fewer where the Sun does not rise or set). */
  muhurtas: DoGhatiMuhurta<T>[];
}

/** The Do Ghati muhurtas of a computed day, instants encoded by `at` (ISO by default). */
export function doGhatiOfDay(day: RawDay): DoGhatiTable;
export function doGhatiOfDay<T>(day: RawDay, at: (jd: number) => T): DoGhatiTable<T>;
export function doGhatiOfDay<T>(day: RawDay, at?: (jd: number) => T): DoGhatiTable<T | string> {
  const enc: (jd: number) => T | string = at ?? dayFormatter(day);
  const dur = DURMUHURTA[day.weekday];
  const muhurtas: DoGhatiMuhurta<T | string>[] = [];
  for (const [period, span] of dayAndNight(day)) {
    (period === 'day' ? DO_GHATI_DAY : DO_GHATI_NIGHT).forEach(([name, nature], i) => {
      const durmuhurta = dur.some((d) => d.muhurta === i + 1 && (d.night === true) === (period === 'night'));
      const [start, end] = partOf(span, 15, i);
      muhurtas.push({ number: i + 1, name, quality: durmuhurta ? 'inauspicious' : nature, durmuhurta, period, start: enc(start), end: enc(end) });
    });
  }
  return { ...headerOf(day), muhurtas };
}

export function computeDoGhati(input: DayInput): DoGhatiTable {
  return doGhatiOfDay(computeDay(input));
}

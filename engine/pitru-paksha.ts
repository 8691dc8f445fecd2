/**
 * Pitru Paksha: the sixteen Shraddha days of a year at a place, from the
 * Purnima Shraddha (Bhadrapada Purnima) through the Krishna paksha of
 * purnimanta Ashwina (amanta Bhadrapada) to Sarva Pitru Amavasya.
 *
 * Each Shraddha is on the day engine/shraddha.ts gives (the tithi
 * prevailing at aparahna, as the texts prescribe). Two tithis can so fall
 * on one date (a kshaya tithi) and a date can have none.
 *
 * Each Shraddha day lists the windows the trusted site prints for it: the
 * Kutup muhurta (the 8th of the day's 15 muhurtas, "kutapa" in the
 * Matsya Purana: "divasasyāṣṭame bhāge mandībhavati bhāskaraḥ | sa kālaḥ
 * kutapo nāma pitṝṇāṃ dattamakṣayam ||"), the Rohina muhurta (the 9th) and
 * the aparahna.
 */
import { PanchangInputError } from './errors';
import { yearContext, type YearContext } from './festivals/context';
import { inMonth } from './festivals/evaluate';
import { dayPart, kaalSpan, type Span } from './festivals/kaal';
import type { TithiPeriod } from './festivals/lunar';
import type { CandidateDay, ReasonChoice } from './festivals/types';
import { type EngineOptions, type Place, validateOptions, validatePlace } from './input';
import { shraddhaDecision } from './shraddha';
import { toLocalIso } from './time';

export const PITRU_PAKSHA_MIN_YEAR = 1900;
export const PITRU_PAKSHA_MAX_YEAR = 2100;

/** Tithis of the Shraddhas in order: Purnima (15), then Krishna Pratipada (16) .. Amavasya (30). */
export const SHRADDHA_TITHIS: readonly number[] = [15, ...Array.from({ length: 15 }, (_, i) => 16 + i)];

export interface ShraddhaWindows<T> {
  kutup: { start: T; end: T } | null;
  rohina: { start: T; end: T } | null;
  aparahna: { start: T; end: T } | null;
}

export interface ShraddhaDay<T = string> {
  /** 15 Purnima, 16-29 Krishna Pratipada .. Chaturdashi, 30 Amavasya (Sarva Pitru). */
  tithi: number;
  date: string;
  /** 0 = Sunday. */
  weekday: number;
  tithiStart: T;
  tithiEnd: T;
  /** Why this date: only day, more of the aparahna, neither day (sunrise), and the candidate days. */
  reason: { choice: ReasonChoice; days: CandidateDay[] };
  windows: ShraddhaWindows<T>;
}

export interface PitruPakshaYear<T = string> {
  year: number;
  /** Dates of the Purnima Shraddha and of Sarva Pitru Amavasya. */
  start: string;
  end: string;
  days: ShraddhaDay<T>[];
}

export interface PitruPakshaInput extends Place {
  year: number;
  options?: EngineOptions;
}

interface RawShraddha {
  tithi: TithiPeriod;
  day: number;
  choice: ReasonChoice;
  days: CandidateDay[];
}

function shraddhaTithis(ctx: YearContext): TithiPeriod[] {
  const purnima = ctx.tithisNumbered(15).find((t) => inMonth({ purnimanta: 'Bhadrapada' }, 'nija', t) && ctx.days[ctx.panchangDayOf(t.start)]?.date.startsWith(`${ctx.year}-`));
  if (!purnima) return [];
  return Array.from({ length: 16 }, (_, k) => ctx.lunar.tithi(purnima.index + k)).filter((t, k) => k === 0 || inMonth({ purnimanta: 'Ashwina' }, 'nija', t));
}

function rawYear(ctx: YearContext): RawShraddha[] {
  const out: RawShraddha[] = [];
  for (const t of shraddhaTithis(ctx)) {
    const d = shraddhaDecision(ctx, t);
    if (d) out.push({ tithi: t, day: d.day, choice: d.choice, days: d.days });
  }
  return out;
}

const CACHE_SIZE = 16;
const cache = new Map<string, readonly RawShraddha[] & { ctx?: YearContext }>();

function yearOf(year: number, place: Place, options: Required<EngineOptions>): { ctx: YearContext; rows: RawShraddha[] } {
  const key = `${year}|${place.lat}|${place.lon}|${place.tz}|${options.sunrise}|${options.ayanamsa}|${options.deltaT}`;
  let hit = cache.get(key) as (RawShraddha[] & { ctx: YearContext }) | undefined;
  if (hit) cache.delete(key);
  else {
    const ctx = yearContext(year, place, options);
    hit = Object.assign(rawYear(ctx), { ctx });
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  }
  cache.set(key, hit);
  return { ctx: hit.ctx, rows: hit };
}

/** The Shraddha days of a year's Pitru Paksha at a place, instants encoded by `at` (ISO local by default). */
export function pitruPaksha(input: PitruPakshaInput): PitruPakshaYear;
export function pitruPaksha<T>(input: PitruPakshaInput, at: (jd: number) => T): PitruPakshaYear<T>;
export function pitruPaksha<T>(input: PitruPakshaInput, at?: (jd: number) => T): PitruPakshaYear<T | string> {
  const year = input.year;
  if (typeof year !== 'number' || !Number.isInteger(year) || year < PITRU_PAKSHA_MIN_YEAR || year > PITRU_PAKSHA_MAX_YEAR) {
    throw new PanchangInputError('year', `Year must be a whole number from ${PITRU_PAKSHA_MIN_YEAR} to ${PITRU_PAKSHA_MAX_YEAR} (got ${String(year)})`);
  }
  const place = validatePlace(input);
  const { ctx, rows } = yearOf(year, place, validateOptions(input.options));
  const enc: (jd: number) => T | string = at ?? ((jd) => toLocalIso(jd, place.tz));
  const span = (s: Span | null) => (s ? { start: enc(s.start), end: enc(s.end) } : null);
  const days = rows.map((r) => {
    const f = ctx.frame(r.day);
    return {
      tithi: r.tithi.number,
      date: ctx.days[r.day].date,
      weekday: ctx.days[r.day].weekday,
      tithiStart: enc(r.tithi.start),
      tithiEnd: enc(r.tithi.end),
      reason: { choice: r.choice, days: r.days },
      windows: { kutup: span(dayPart(f, 15, 7)), rohina: span(dayPart(f, 15, 8)), aparahna: span(kaalSpan(f, 'aparahna')) },
    };
  });
  return { year, start: days[0]?.date ?? '', end: days[days.length - 1]?.date ?? '', days };
}

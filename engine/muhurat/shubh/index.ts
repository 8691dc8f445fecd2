/**
 * Shubh Muhurat: for a kind of undertaking (rules.ts), a civil year and a
 * place, every date with windows in which all of the kind's conditions
 * hold (evaluate.ts), each with its grade and its checks, and every stretch
 * without a date with the reasons that cover it (the exclusion periods, the
 * Sun's sign or the month the rule does not allow, or else the limbs never
 * meeting). And one date judged on its own, listed or not: its detail.
 *
 * A year reads one year context (the festival engine's: civil days with
 * sunrise and sunset, the tithis with their months) and the exclusions of
 * the year at the place, both computed once per place and year and shared
 * by every kind; instants are JD UT inside and encoded at the edge (ISO
 * local by default, or by the caller's `at`).
 */
import { PanchangInputError } from '../../errors';
import { contextOf } from '../../festivals/context';
import { clearFestivalCaches, MAX_YEAR, MIN_YEAR } from '../../festivals';
import { type EngineOptions, type Place, validateOptions, validatePlace } from '../../input';
import { LIMBS } from '../../limbs/limbs';
import { limbSegments } from '../../limbs/segments';
import { Lru } from '../../lru';
import { parseCivilDate } from '../../time';
import { evaluateDay, type RawShubhDay, type ShubhBonusKey, type ShubhCheck, type ShubhGrade, type YearLimbs } from './evaluate';
import { type ExclusionSpan, exclusionsOfKind } from './exclusions';
import { type ExclusionKind, ruleOf, SHUBH_KINDS, SHUBH_TABLES, type ShubhKind, type ShubhRule } from './rules';

export interface ShubhYearInput extends Place {
  kind: ShubhKind;
  year: number;
  /** Other traditions' rules, by key of the kind's table (`alternatives`), applied in order. */
  alternatives?: readonly string[];
  options?: EngineOptions;
}

export interface ShubhDayInput extends Omit<ShubhYearInput, 'year'> {
  /** Civil date YYYY-MM-DD. */
  date: string;
}

export interface ShubhWindow<T = string> {
  start: T;
  end: T;
}

export interface ShubhDate<T = string> {
  date: string;
  /** 0 = Sunday: the weekday of the date's sunrise. */
  weekday: number;
  /** In order; empty when the date is not shubh for the kind. */
  windows: ShubhWindow<T>[];
  /** Minutes of all windows together. */
  minutes: number;
  grade: ShubhGrade;
  /** 0-4: the bonuses that hold (evaluate.ts ShubhBonusKey). */
  points: number;
  bonuses: { bonus: ShubhBonusKey; pass: boolean }[];
  checks: ShubhCheck<T>[];
}

export type ShubhGapReasonKey = ExclusionKind | 'sun-sign' | 'masa' | 'limbs' | 'sunrise';

/**
 * Why a stretch has no date: an exclusion period (with its planet, the Sun's
 * sign of a Kharmas, the adhika month, the eclipse), the Sun in a sign or
 * a month the rule does not allow (`value`: the sign or month), or
 * `limbs`: no day's tithi, nakshatra, weekday (and lagna, yoga, karana)
 * met, by the dates it covers within the stretch.
 */
export interface ShubhGapReason {
  reason: ShubhGapReasonKey;
  startDate: string;
  endDate: string;
  value?: number;
  sign?: number;
  planet?: 'Jupiter' | 'Venus';
  eclipse?: 'solar' | 'lunar';
}

export interface ShubhGap {
  startDate: string;
  endDate: string;
  days: number;
  reasons: ShubhGapReason[];
}

export interface ShubhYear<T = string> {
  kind: ShubhKind;
  year: number;
  place: { lat: number; lon: number; tz: string };
  alternatives: string[];
  /** The rule the dates were judged by (the kind's table with the alternatives applied). */
  rule: ShubhRule;
  dates: ShubhDate<T>[];
  gaps: ShubhGap[];
  /** The exclusion periods of the kind touching the year. */
  exclusions: ExclusionSpan<T>[];
}

export { SHUBH_KINDS, SHUBH_TABLES, ruleOf, EXCLUSION_KINDS } from './rules';
export type { ShubhKind, ShubhRule, ShubhTable, ExclusionKind } from './rules';
export type { ShubhCheck, ShubhCheckKey, ShubhBonusKey, ShubhGrade } from './evaluate';
export { SHUBH_BONUSES, SHUBH_GRADES } from './evaluate';
export type { ExclusionSpan } from './exclusions';
export { NAKSHATRA_CLASSES, TITHI_CLASSES, RIKTA, NINE_BAD_YOGAS, MAHAPATA_YOGAS, FIXED_AND_DUAL_SIGNS } from './groups';
export { LATTA, KRANTI_SAMYA_PAIRS } from './doshas';

function validateKind(kind: unknown): ShubhKind {
  if (!SHUBH_KINDS.includes(kind as ShubhKind)) throw new PanchangInputError('kind', `Unknown kind "${String(kind)}" (${SHUBH_KINDS.join(', ')})`);
  return kind as ShubhKind;
}

function validateAlternatives(kind: ShubhKind, list: readonly string[] | undefined): string[] {
  const known = Object.keys(SHUBH_TABLES[kind].alternatives);
  const out = [...new Set(list ?? [])];
  for (const a of out) {
    if (!known.includes(a)) {
      throw new PanchangInputError('alternatives', `Unknown alternative "${a}" for ${kind} (${known.length > 0 ? known.join(', ') : 'none'})`);
    }
  }
  return out;
}

function validateYear(year: unknown): number {
  if (typeof year !== 'number' || !Number.isInteger(year) || year < MIN_YEAR || year > MAX_YEAR) {
    throw new PanchangInputError('year', `Year must be a whole number from ${MIN_YEAR} to ${MAX_YEAR} (got ${String(year)})`);
  }
  return year;
}

/** f with its answers kept by argument: a year's values asked for again by every day and kind. */
function remember<K, V>(f: (k: K) => V): (k: K) => V {
  const kept = new Map<K, V>();
  return (k) => {
    let v = kept.get(k);
    if (v === undefined) {
      v = f(k);
      kept.set(k, v);
    }
    return v;
  };
}

const placeKey = (p: Place, o: Required<EngineOptions>) => `${p.lat}|${p.lon}|${p.tz}|${o.sunrise}|${o.ayanamsa}|${o.deltaT}`;

// The context, limbs and exclusions of a year at a place, shared by every kind (~1 MB each).
const limbsCache = new Lru<string, YearLimbs>(8);

function yearLimbs(year: number, place: Place, options: Required<EngineOptions>): YearLimbs {
  const key = `${year}|${placeKey(place, options)}`;
  let hit = limbsCache.get(key);
  if (!hit) {
    // The festival calendar's context of the year (shared with its festivals and windows: the same days and Moon).
    const ctx = contextOf(year, place, options);
    const m = ctx.lunar.motion;
    const from = ctx.days[0].midnight;
    const to = ctx.end;
    // Each kind's periods are computed when a rule first asks for them (Panchak, only an alternative's, costs a year of the Moon).
    const ofKind = remember((k: ExclusionKind) => exclusionsOfKind(ctx, options, k));
    const ofKinds = remember((key: string) => (key ? (key.split(',') as ExclusionKind[]) : []).flatMap(ofKind).sort((a, b) => a.start - b.start));
    hit = {
      ctx,
      tithis: ctx.lunar.tithisOver(from, to),
      nakshatra: limbSegments(LIMBS.nakshatra, m, from, to),
      yoga: limbSegments(LIMBS.yoga, m, from, to),
      karana: limbSegments(LIMBS.karana, m, from, to),
      moonRashi: limbSegments(LIMBS.moonRashi, m, from, to),
      sunRashi: limbSegments(LIMBS.sunRashi, m, from, to),
      exclusions: (kinds) => ofKinds(kinds.join(',')),
    };
    limbsCache.set(key, hit);
  }
  return hit;
}

interface RawYear {
  /** The year context's ISO formatter (zone offsets read once a day: luxon's conversion per instant costs ten times more). */
  iso: (jd: number) => string;
  days: RawShubhDay[];
  gaps: ShubhGap[];
  exclusions: ExclusionSpan[];
}

// A kind's year at a place: ~100 dates with their checks (~200 KB).
const yearCache = new Lru<string, RawYear>(64);

/** Forgets every computed year, context and exclusion (the bench's cold runs). */
export function clearShubhCaches(): void {
  yearCache.clear();
  limbsCache.clear();
  clearFestivalCaches();
}

/** The Sun's signs of Kharmas: Dhanu and Meena. */
const KHARMAS_SIGNS: readonly number[] = [9, 12];

/** The number of the segment holding t. */
function numberAt(segs: readonly { number: number; start: number; end: number | null }[], t: number): number {
  let lo = 0;
  let hi = segs.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (segs[mid].start <= t) lo = mid;
    else hi = mid - 1;
  }
  return segs[lo].number;
}

/** Runs of consecutive day indices (within [first, last]) where `key` gives the same non-null value. */
function runs<V>(first: number, last: number, key: (i: number) => V | null): { from: number; to: number; value: V }[] {
  const out: { from: number; to: number; value: V }[] = [];
  for (let i = first; i <= last; i++) {
    const v = key(i);
    const prev = out[out.length - 1];
    if (v === null) continue;
    if (prev && prev.to === i - 1 && prev.value === v) prev.to = i;
    else out.push({ from: i, to: i, value: v });
  }
  return out;
}

function gapsOf(y: YearLimbs, rule: ShubhRule, days: RawShubhDay[], first: number, last: number, exclusions: ExclusionSpan[]): ShubhGap[] {
  const { ctx } = y;
  const date = (i: number) => ctx.days[i].date;
  const listed = new Set(days.filter((d) => d.windows.length > 0).map((d) => d.index));
  const sunrise = (i: number) => ctx.days[i].sunrise;
  const sunSign = rule.sunSigns;
  const months = rule.months;
  // The Sun in Dhanu or Meena is Kharmas: where the rule excludes Kharmas, that period says it already.
  const kharmas = rule.exclusions.includes('kharmas') ? KHARMAS_SIGNS : [];
  const signRuns = sunSign
    ? runs(first, last, (i) => {
        const t = sunrise(i);
        if (t === null) return null;
        const s = numberAt(y.sunRashi, t);
        return sunSign.includes(s) || kharmas.includes(s) ? null : s;
      })
    : [];
  const monthRuns = months
    ? runs(first, last, (i) => {
        const t = sunrise(i);
        if (t === null) return null;
        const m = ctx.lunar.tithiAt(t).amanta.number;
        return months.includes(m) ? null : m;
      })
    : [];
  const noSunrise = runs(first, last, (i) => (sunrise(i) === null ? true : null));
  const gaps: ShubhGap[] = [];
  for (const g of runs(first, last, (i) => (listed.has(i) ? null : true))) {
    const a = date(g.from);
    const b = date(g.to);
    const reasons: ShubhGapReason[] = [];
    const covered = new Set<number>();
    const cover = (from: number, to: number) => {
      for (let i = Math.max(from, g.from); i <= Math.min(to, g.to); i++) covered.add(i);
    };
    for (const e of exclusions) {
      if (e.startDate > b || e.endDate < a) continue;
      reasons.push({
        reason: e.kind,
        startDate: e.startDate < a ? a : e.startDate,
        endDate: e.endDate > b ? b : e.endDate,
        ...(e.sign !== undefined ? { sign: e.sign } : {}),
        ...(e.month !== undefined ? { value: e.month } : {}),
        ...(e.planet ? { planet: e.planet } : {}),
        ...(e.eclipse ? { eclipse: e.eclipse } : {}),
      });
      for (let i = g.from; i <= g.to; i++) if (date(i) >= e.startDate && date(i) <= e.endDate) covered.add(i);
    }
    const clipped = (r: { from: number; to: number }) => r.to >= g.from && r.from <= g.to;
    for (const r of signRuns.filter(clipped)) {
      reasons.push({ reason: 'sun-sign', startDate: date(Math.max(r.from, g.from)), endDate: date(Math.min(r.to, g.to)), value: r.value });
      cover(r.from, r.to);
    }
    for (const r of monthRuns.filter(clipped)) {
      reasons.push({ reason: 'masa', startDate: date(Math.max(r.from, g.from)), endDate: date(Math.min(r.to, g.to)), value: r.value });
      cover(r.from, r.to);
    }
    for (const r of noSunrise.filter(clipped)) {
      reasons.push({ reason: 'sunrise', startDate: date(Math.max(r.from, g.from)), endDate: date(Math.min(r.to, g.to)) });
      cover(r.from, r.to);
    }
    for (const r of runs(g.from, g.to, (i) => (covered.has(i) ? null : true))) {
      reasons.push({ reason: 'limbs', startDate: date(r.from), endDate: date(r.to) });
    }
    reasons.sort((p, q) => p.startDate.localeCompare(q.startDate));
    gaps.push({ startDate: a, endDate: b, days: g.to - g.from + 1, reasons });
  }
  return gaps;
}

function computeYear(kind: ShubhKind, alternatives: string[], year: number, place: Place, options: Required<EngineOptions>): RawYear {
  const y = yearLimbs(year, place, options);
  const rule = ruleOf(kind, alternatives);
  const prefix = `${year}-`;
  const first = y.ctx.days.findIndex((d) => d.date.startsWith(prefix));
  let last = first;
  while (last + 1 < y.ctx.days.length && y.ctx.days[last + 1].date.startsWith(prefix)) last++;
  const all: RawShubhDay[] = [];
  for (let i = first; i <= last; i++) all.push(evaluateDay(y, rule, i));
  const exclusions = y.exclusions(rule.exclusions).filter((e) => e.endDate >= `${year}-01-01` && e.startDate <= `${year}-12-31`);
  return { iso: y.ctx.iso, days: all.filter((d) => d.windows.length > 0), gaps: gapsOf(y, rule, all, first, last, exclusions), exclusions };
}

function encodeDay<T>(d: RawShubhDay, at: (jd: number) => T): ShubhDate<T> {
  return {
    date: d.date,
    weekday: d.weekday,
    windows: d.windows.map((w) => ({ start: at(w.start), end: at(w.end) })),
    minutes: Math.round(d.windows.reduce((s, w) => s + w.end - w.start, 0) * 1440),
    grade: d.grade,
    points: d.points,
    bonuses: d.bonuses,
    checks: d.checks.map(({ start, end, ...c }) => ({ ...c, ...(start !== undefined && end !== undefined ? { start: at(start), end: at(end) } : {}) })),
  };
}

const encodeExclusion = <T>(e: ExclusionSpan, at: (jd: number) => T): ExclusionSpan<T> => ({ ...e, start: at(e.start), end: at(e.end) });

/** A kind's dates of a civil year at a place, with the gaps and their reasons; instants encoded by `at` (ISO local by default). */
export function shubhYear(input: ShubhYearInput): ShubhYear;
export function shubhYear<T>(input: ShubhYearInput, at: (jd: number) => T): ShubhYear<T>;
export function shubhYear<T>(input: ShubhYearInput, at?: (jd: number) => T): ShubhYear<T | string> {
  const kind = validateKind(input.kind);
  const year = validateYear(input.year);
  const alternatives = validateAlternatives(kind, input.alternatives);
  const place = validatePlace(input);
  const options = validateOptions(input.options);
  const key = `${kind}|${alternatives.join(',')}|${year}|${placeKey(place, options)}`;
  let raw = yearCache.get(key);
  if (!raw) {
    raw = computeYear(kind, alternatives, year, place, options);
    yearCache.set(key, raw);
  }
  const enc: (jd: number) => T | string = at ?? raw.iso;
  return {
    kind,
    year,
    place: { lat: place.lat, lon: place.lon, tz: place.tz },
    alternatives,
    rule: ruleOf(kind, alternatives),
    dates: raw.days.map((d) => encodeDay(d, enc)),
    gaps: raw.gaps,
    exclusions: raw.exclusions.map((e) => encodeExclusion(e, enc)),
  };
}

/** One civil date judged for a kind, every check made (listed or not); instants encoded by `at` (ISO local by default). */
export function shubhDay(input: ShubhDayInput): ShubhDate;
export function shubhDay<T>(input: ShubhDayInput, at: (jd: number) => T): ShubhDate<T>;
export function shubhDay<T>(input: ShubhDayInput, at?: (jd: number) => T): ShubhDate<T | string> {
  const kind = validateKind(input.kind);
  let d;
  try {
    d = parseCivilDate(String(input.date));
  } catch (e) {
    throw new PanchangInputError('date', e instanceof Error ? e.message : String(e));
  }
  validateYear(d.year);
  const alternatives = validateAlternatives(kind, input.alternatives);
  const place = validatePlace(input);
  const options = validateOptions(input.options);
  const y = yearLimbs(d.year, place, options);
  const date = input.date.slice(0, 10);
  const i = y.ctx.days.findIndex((x) => x.date === date);
  const enc: (jd: number) => T | string = at ?? y.ctx.iso;
  return encodeDay(evaluateDay(y, ruleOf(kind, alternatives), i, true), enc);
}

/**
 * One Panchang day (sunrise to the next sunrise) of a civil date judged by a
 * kind's rule (rules.ts): the windows in which every condition holds at
 * once, and the checks with the value that decided each.
 *
 * The windows are the intersection, within the day, of the spans of the
 * allowed tithis (in allowed months), nakshatras, yogas, karanas and the
 * Sun's signs, and for a wedding of the Moon's places free of Latta and
 * Kranti Samya and of the allowed lagnas; minus Rahu Kaal where the rule
 * leaves it out and minus the exclusion periods (exclusions.ts). A weekday
 * not allowed empties the day. The day is that of the date's sunrise, as
 * the almanacs list muhurats ("upto 05:30 AM, next day"); a date without
 * sunrise or sunset (polar day or night) has no windows.
 */
import type { YearContext } from '../../festivals/context';
import type { TithiPeriod } from '../../festivals/lunar';
import type { Graha } from '../../grahas';
import { positionsAt } from '../../grahas/position';
import { karanaKind } from '../../limbs/limbs';
import type { RawSegment } from '../../limbs/segments';
import { subtract } from '../../festivals/kaal';
import { intersectSpans, joinSpans, type Span } from '../../spans';
import { dayAscendantFor } from './lagna';
import { partOf } from '../../timings/common';
import { RAHU_KAAL_PART } from '../../timings/muhurat';
import { AMRITA_SIDDHI, GURU_PUSHYA_WEEKDAY, PUSHYA, RAVI_PUSHYA_WEEKDAY, SARVARTHA_SIDDHI } from '../../yogas/weekday-nakshatra';
import { isKrantiSamya, kicked, LATTA } from './doshas';
import type { ExclusionSpan } from './exclusions';
import type { ExclusionKind, ShubhRule } from './rules';

export type ShubhCheckKey =
  | 'sunrise'
  | 'weekday'
  | 'tithi'
  | 'masa'
  | 'nakshatra'
  | 'yoga'
  | 'karana'
  | 'sun-sign'
  | 'kranti-samya'
  | 'latta'
  | 'lagna'
  | 'rahu-kaal'
  | ExclusionKind;

/**
 * One check of a day: what was looked at, whether it allows the rite, and
 * the value that decided. `value` is the check's number: tithi 1-30,
 * nakshatra or yoga 1-27, karana kind 1-11, weekday 0-6, month 1-12, sign
 * 1-12 (the Sun's for sun-sign, the Moon's for kranti-samya, the rising one
 * for lagna); latta gives the Moon's nakshatra and the kicking planet;
 * an exclusion gives its whole span and its planet or sign. `start`/`end`:
 * where the value holds within the day (an exclusion's own span).
 */
export interface ShubhCheck<T = string> {
  check: ShubhCheckKey;
  pass: boolean;
  value?: number;
  /** kranti-samya: the Sun's sign; kharmas: the Sun's sign (9 Dhanu, 12 Meena). */
  sign?: number;
  /** latta: the kicking graha; guru-asta / shukra-asta: the planet. */
  planet?: Graha;
  /** eclipse: solar or lunar. */
  eclipse?: 'solar' | 'lunar';
  /** masa: the month is adhika. */
  adhika?: boolean;
  start?: T;
  end?: T;
}

/**
 * What raises a date's grade, each worth a point (none is a condition):
 * - preferred-weekday: the kind's preferred weekday (the gentle ones as a rule);
 * - paksha-bala: a window falls while the Moon is strong, 72 to 288 degrees
 *   from the Sun (Shukla Saptami to Krishna Navami), the Moon of the muhurta
 *   texts' paksha bala;
 * - special-yoga: a window meets Sarvartha Siddhi, Amrita Siddhi, Guru
 *   Pushya or Ravi Pushya yoga (engine/yogas);
 * - long-window: the windows add up to two hours or more.
 */
export type ShubhBonusKey = 'preferred-weekday' | 'paksha-bala' | 'special-yoga' | 'long-window';
export const SHUBH_BONUSES: readonly ShubhBonusKey[] = ['preferred-weekday', 'paksha-bala', 'special-yoga', 'long-window'];

/** Three or four points: excellent; two: good; fewer: fair. */
export type ShubhGrade = 'excellent' | 'good' | 'fair';
export const SHUBH_GRADES: readonly ShubhGrade[] = ['excellent', 'good', 'fair'];
export const gradeOf = (points: number): ShubhGrade => (points >= 3 ? 'excellent' : points === 2 ? 'good' : 'fair');

/** Windows shorter than a minute are dropped: they print as nothing. */
const MIN_WINDOW = 1 / 1440;
const LONG_WINDOW = 2 / 24;
/** Paksha bala: tithis from Shukla Saptami (72 deg) to Krishna Navami (ending at 288 deg). */
const STRONG_MOON = { from: 7, to: 24 };

export interface RawShubhDay {
  index: number;
  date: string;
  weekday: number;
  windows: Span[];
  checks: ShubhCheck<number>[];
  bonuses: { bonus: ShubhBonusKey; pass: boolean }[];
  points: number;
  grade: ShubhGrade;
}

/** The year's limb segments, cut once (index.ts). */
export interface YearLimbs {
  ctx: YearContext;
  /** The tithis over the context's days (its lunar index's). */
  tithis: TithiPeriod[];
  nakshatra: RawSegment[];
  yoga: RawSegment[];
  karana: RawSegment[];
  moonRashi: RawSegment[];
  sunRashi: RawSegment[];
  /** The exclusion periods of some kinds touching the year, by start (computed for a kind when a rule first asks). */
  exclusions(kinds: readonly ExclusionKind[]): ExclusionSpan[];
}

interface Part extends Span {
  number: number;
}

/** The parts of sorted segments (or tithi periods) overlapping [from, to), clipped to it. */
function partsWithin(segs: readonly { number: number; start: number; end: number | null }[], from: number, to: number): Part[] {
  let lo = 0;
  let hi = segs.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((segs[mid].end ?? Infinity) <= from) lo = mid + 1;
    else hi = mid;
  }
  const out: Part[] = [];
  for (let i = lo; i < segs.length && segs[i].start < to; i++) {
    const start = Math.max(segs[i].start, from);
    const end = Math.min(segs[i].end ?? to, to);
    if (end > start) out.push({ number: segs[i].number, start, end });
  }
  return out;
}

const total = (spans: readonly Span[]) => spans.reduce((s, x) => s + x.end - x.start, 0);
const meets = (spans: readonly Span[], s: Span) => spans.some((w) => w.start < s.end && w.end > s.start);

/**
 * Judges day `i` of the year's context by `rule`. With `full` false the
 * costlier checks (Latta, lagna) are made only while windows remain, which
 * is all a year's list needs; with `full` true every check is made (a
 * date's detail).
 */
export function evaluateDay(y: YearLimbs, rule: ShubhRule, i: number, full = false): RawShubhDay {
  const { ctx } = y;
  const day = ctx.days[i];
  const checks: ShubhCheck<number>[] = [];
  const base = { index: i, date: day.date, weekday: day.weekday };
  const next = ctx.days[i + 1];
  if (day.sunrise === null || day.sunset === null || !next || next.sunrise === null) {
    checks.push({ check: 'sunrise', pass: false });
    return { ...base, windows: [], checks, bonuses: [], points: 0, grade: 'fair' };
  }
  const from = day.sunrise;
  const to = next.sunrise;
  let windows: Span[] = [{ start: from, end: to }];

  const weekdayOk = rule.weekdays.includes(day.weekday);
  checks.push({ check: 'weekday', pass: weekdayOk, value: day.weekday });
  if (!weekdayOk) windows = [];

  /** One check per part of a limb in the day; the windows keep the allowed parts. */
  const limb = (check: ShubhCheckKey, parts: Part[], ok: (n: number) => boolean, value: (n: number) => number = (n) => n) => {
    const allowed: Span[] = [];
    for (const p of parts) {
      const pass = ok(p.number);
      checks.push({ check, pass, value: value(p.number), start: p.start, end: p.end });
      if (pass) allowed.push(p);
    }
    windows = intersectSpans(windows, allowed);
  };

  const tithis = partsWithin(y.tithis, from, to);
  limb('tithi', tithis, (n) => rule.tithis.includes(n));
  if (rule.months) {
    const months = rule.months;
    const periods = y.tithis.filter((t) => t.end > from && t.start < to);
    const allowed: Span[] = [];
    let last: TithiPeriod | null = null;
    for (const t of periods) {
      const pass = months.includes(t.amanta.number);
      const span = { start: Math.max(t.start, from), end: Math.min(t.end, to) };
      if (!last || last.amanta.number !== t.amanta.number || last.amanta.adhika !== t.amanta.adhika) {
        checks.push({ check: 'masa', pass, value: t.amanta.number, adhika: t.amanta.adhika, start: span.start, end: span.end });
      } else {
        const c = checks[checks.length - 1];
        c.end = span.end;
      }
      if (pass) allowed.push(span);
      last = t;
    }
    windows = intersectSpans(windows, allowed);
  }
  const nakshatras = partsWithin(y.nakshatra, from, to);
  limb('nakshatra', nakshatras, (n) => rule.nakshatras.includes(n));
  limb('yoga', partsWithin(y.yoga, from, to), (n) => !rule.forbiddenYogas.includes(n));
  limb('karana', partsWithin(y.karana, from, to), (n) => !rule.forbiddenKaranas.includes(karanaKind(n)), karanaKind);
  const sunSigns = partsWithin(y.sunRashi, from, to);
  if (rule.sunSigns) {
    const signs = rule.sunSigns;
    limb('sun-sign', sunSigns, (n) => signs.includes(n));
  }
  if (rule.krantiSamya) {
    const allowed: Span[] = [];
    for (const moon of partsWithin(y.moonRashi, from, to)) {
      for (const sun of sunSigns) {
        const start = Math.max(moon.start, sun.start);
        const end = Math.min(moon.end, sun.end);
        if (end <= start) continue;
        const pass = !isKrantiSamya(sun.number, moon.number);
        checks.push({ check: 'kranti-samya', pass, value: moon.number, sign: sun.number, start, end });
        if (pass) allowed.push({ start, end });
      }
    }
    windows = intersectSpans(windows, allowed);
  }

  if (rule.rahuKaal) {
    const [start, end] = partOf([from, day.sunset], 8, RAHU_KAAL_PART[day.weekday] - 1);
    checks.push({ check: 'rahu-kaal', pass: true, start, end });
    windows = windows.flatMap((w) => subtract(w, [{ start, end }]));
  }

  const exclusions = y.exclusions(rule.exclusions);
  for (const kind of rule.exclusions) {
    const hits = exclusions.filter((e) => e.kind === kind && e.start < to && e.end > from);
    if (hits.length === 0) checks.push({ check: kind, pass: true });
    for (const e of hits) {
      checks.push({
        check: kind,
        pass: false,
        start: e.start,
        end: e.end,
        ...(e.planet ? { planet: e.planet } : {}),
        ...(e.sign !== undefined ? { sign: e.sign } : {}),
        ...(e.month !== undefined ? { value: e.month } : {}),
        ...(e.eclipse ? { eclipse: e.eclipse } : {}),
      });
    }
    windows = windows.flatMap((w) => subtract(w, hits));
  }

  if (rule.latta && (full || windows.length > 0)) {
    // The slow grahas' nakshatras at sunrise: none of them moves a nakshatra in a day but the Moon, which is the one judged.
    const places = positionsAt(from, ctx.models, 'mean', LATTA.map((k) => k.graha));
    const kicks = new Map<number, Graha>();
    LATTA.forEach((k, j) => {
      const n = kicked(places[j].nakshatra, k);
      if (!kicks.has(n)) kicks.set(n, k.graha);
    });
    const allowed: Span[] = [];
    for (const p of nakshatras) {
      const by = kicks.get(p.number);
      checks.push({ check: 'latta', pass: !by, value: p.number, ...(by ? { planet: by } : {}), start: p.start, end: p.end });
      if (!by) allowed.push(p);
    }
    windows = intersectSpans(windows, allowed);
  }

  if (rule.lagnas && (full || windows.length > 0)) {
    const signs = rule.lagnas;
    limb('lagna', dayAscendantFor(ctx, from, to), (n) => signs.includes(n));
  }

  // Two allowed parts in a row (Rohini, then Mrigashira) make one window.
  windows = joinSpans(windows).filter((w) => w.end - w.start >= MIN_WINDOW);

  const special: Span[] = nakshatras.filter(
    (p) =>
      SARVARTHA_SIDDHI[day.weekday].includes(p.number) ||
      AMRITA_SIDDHI[day.weekday] === p.number ||
      (p.number === PUSHYA && (day.weekday === GURU_PUSHYA_WEEKDAY || day.weekday === RAVI_PUSHYA_WEEKDAY)),
  );
  const strong = tithis.filter((t) => t.number >= STRONG_MOON.from && t.number <= STRONG_MOON.to);
  const bonuses = [
    { bonus: 'preferred-weekday' as const, pass: rule.preferredWeekdays.includes(day.weekday) },
    { bonus: 'paksha-bala' as const, pass: strong.some((s) => meets(windows, s)) },
    { bonus: 'special-yoga' as const, pass: special.some((s) => meets(windows, s)) },
    { bonus: 'long-window' as const, pass: total(windows) >= LONG_WINDOW },
  ];
  const points = windows.length === 0 ? 0 : bonuses.filter((b) => b.pass).length;
  return { ...base, windows, checks, bonuses, points, grade: gradeOf(points) };
}

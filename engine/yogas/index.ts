/**
 * The auspicious yogas of a Panchang day and its Anandadi yogas, from the
 * day's tithi, nakshatra and solar nakshatra segments (tables in the
 * modules beside this one, each with its source). Windows are JD UT,
 * clipped to the Panchang day (sunrise to next sunrise): the weekday the
 * weekday yogas need is the day's.
 */
import type { RawDay } from '../day';
import { LIMBS } from '../limbs/limbs';
import { solveLimb } from '../limbs/segments';
import { norm360 } from '../roots';
import { intersectSpans, joinSpans, type Span, spansWhere } from '../spans';
import { ABHIJIT, ABHIJIT_END, ABHIJIT_START, anandadiYoga } from './anandadi';
import { DVIPADA_NAKSHATRAS, isBhadraTithi, PUSHKAR_WEEKDAYS, TRIPADA_NAKSHATRAS } from './pushkar';
import { isRaviYoga } from './ravi';
import { AMRITA_SIDDHI, GURU_PUSHYA_WEEKDAY, PUSHYA, RAVI_PUSHYA_WEEKDAY, SARVARTHA_SIDDHI } from './weekday-nakshatra';

export { ANANDADI_START, ANANDADI_YOGAS, ABHIJIT_START, ABHIJIT_END, nakshatra28, anandadiYoga } from './anandadi';
export { SARVARTHA_SIDDHI, AMRITA_SIDDHI } from './weekday-nakshatra';
export { RAVI_YOGA_COUNTS, countFrom } from './ravi';
export { PUSHKAR_WEEKDAYS, BHADRA_TITHIS, DVIPADA_NAKSHATRAS, TRIPADA_NAKSHATRAS } from './pushkar';

export type SpecialYoga = 'sarvartha_siddhi' | 'amrita_siddhi' | 'guru_pushya' | 'ravi_pushya' | 'ravi_yoga' | 'dwipushkar' | 'tripushkar';

/** In the order the day page lists them. */
export const SPECIAL_YOGAS: readonly SpecialYoga[] = ['sarvartha_siddhi', 'amrita_siddhi', 'guru_pushya', 'ravi_pushya', 'ravi_yoga', 'dwipushkar', 'tripushkar'];

export interface RawYogaWindow extends Span {
  yoga: SpecialYoga;
}

export interface RawAnandadi {
  /** 1-28 (ANANDADI_YOGAS). */
  yoga: number;
  /** The Moon's nakshatra in the 28 scheme (22 = Abhijit). */
  nakshatra28: number;
  start: number;
  /** null: runs past the next sunrise. */
  end: number | null;
}

/** The day's windows of the weekday, nakshatra and tithi yogas, in order of start. */
export function specialYogas(day: RawDay): RawYogaWindow[] {
  const { dayStart: from, dayEnd: to, weekday: w } = day;
  const nak = day.segments.nakshatra;
  const out: RawYogaWindow[] = [];
  const add = (yoga: SpecialYoga, spans: Span[]) => {
    for (const s of joinSpans(spans)) out.push({ yoga, start: s.start, end: s.end });
  };
  add('sarvartha_siddhi', spansWhere(nak, (n) => SARVARTHA_SIDDHI[w].includes(n), from, to));
  add('amrita_siddhi', spansWhere(nak, (n) => n === AMRITA_SIDDHI[w], from, to));
  if (w === GURU_PUSHYA_WEEKDAY) add('guru_pushya', spansWhere(nak, (n) => n === PUSHYA, from, to));
  if (w === RAVI_PUSHYA_WEEKDAY) add('ravi_pushya', spansWhere(nak, (n) => n === PUSHYA, from, to));

  const ravi: Span[] = [];
  for (const sun of spansWhere(day.segments.sunNakshatra, () => true, from, to)) {
    const moon = spansWhere(nak, (n) => isRaviYoga(sun.number, n), sun.start, sun.end);
    ravi.push(...moon);
  }
  add('ravi_yoga', ravi);

  if (PUSHKAR_WEEKDAYS.includes(w)) {
    const tithis = spansWhere(day.segments.tithi, isBhadraTithi, from, to);
    add('dwipushkar', intersectSpans(tithis, spansWhere(nak, (n) => DVIPADA_NAKSHATRAS.includes(n), from, to)));
    add('tripushkar', intersectSpans(tithis, spansWhere(nak, (n) => TRIPADA_NAKSHATRAS.includes(n), from, to)));
  }
  return out.sort((a, b) => a.start - b.start || SPECIAL_YOGAS.indexOf(a.yoga) - SPECIAL_YOGAS.indexOf(b.yoga));
}

/** The instant near `guess` at which the Moon's sidereal longitude reaches `degrees` (mod 360). */
function moonAt(day: RawDay, degrees: number, guess: number): number {
  const limb = LIMBS.nakshatra;
  const a = limb.angle(day.motion, guess).value;
  // Abhijit's bounds lie far from 0/360 deg: the unwrapped target is in the same turn as the guess.
  return solveLimb(limb, day.motion, a - norm360(a) + degrees, guess);
}

/**
 * The Moon's nakshatras of the day in the 28 scheme: the day's nakshatra
 * segments with Abhijit cut out of the end of Uttara Ashadha (21) and the
 * start of Shravana (22).
 */
export function nakshatra28Segments(day: RawDay): { number: number; start: number; end: number | null }[] {
  const out: { number: number; start: number; end: number | null }[] = [];
  for (const s of day.segments.nakshatra) {
    if (s.number === 21 || s.number === 22) {
      const cut = moonAt(day, s.number === 21 ? ABHIJIT_START : ABHIJIT_END, s.start);
      const [before, after] = s.number === 21 ? [21, ABHIJIT] : [ABHIJIT, 23];
      if (s.end === null && cut >= day.dayEnd) {
        out.push({ number: before, start: s.start, end: null });
        continue;
      }
      out.push({ number: before, start: s.start, end: cut });
      out.push({ number: after, start: cut, end: s.end });
    } else {
      out.push({ number: s.number >= ABHIJIT ? s.number + 1 : s.number, start: s.start, end: s.end });
    }
  }
  // Abhijit is one stretch: its two pieces (from Uttara Ashadha and from Shravana) join.
  const joined: typeof out = [];
  for (const s of out) {
    if (s.end !== null && s.end <= day.dayStart) continue;
    const last = joined[joined.length - 1];
    if (last && last.number === s.number) joined[joined.length - 1] = { ...last, end: s.end };
    else joined.push(s);
  }
  return joined;
}

/** The day's Anandadi yogas: the weekday's count applied to each 28-scheme nakshatra of the day. */
export function anandadiYogas(day: RawDay): RawAnandadi[] {
  return nakshatra28Segments(day).map((s) => ({ yoga: anandadiYoga(day.weekday, s.number), nakshatra28: s.number, start: s.start, end: s.end }));
}

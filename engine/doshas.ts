/**
 * The day's cautions that run over days: Bhadra (the Vishti karana) with
 * where it dwells, Panchak and Ganda Moola. Each is a stretch of the
 * Moon's motion; the day page shows every stretch that touches the
 * Panchang day with its true start and end (which may lie on another day),
 * so these are solved beyond the day when needed (the day's motion falls
 * back to the ephemeris outside its window).
 *
 * - Bhadra: karana 7 of the movable cycle (Vishti), half a tithi, eight
 *   times a lunation. Its abode (vasa) follows the Moon's sign (vasa.ts,
 *   Muhurta Chintamani); a Bhadra during which the Moon changes sign is
 *   shown in parts.
 * - Panchak: the Moon in the last five nakshatras, from the 3rd pada of
 *   Dhanishtha to the end of Revati, i.e. in Kumbha and Meena (300-360 deg
 *   sidereal). Source: Muhurta Chintamani ("dhaniṣṭhāpañcaka", the five
 *   nakshatras from the second half of Dhanishtha, in which wood-gathering,
 *   roofing, southward travel and cremation rites are restricted).
 * - Ganda Moola: the Moon in Ashwini, Ashlesha, Magha, Jyeshtha, Mula or
 *   Revati, the nakshatras at the junctions of the water and fire signs
 *   (gandanta). Source: Muhurta Chintamani and the Jataka texts (a child
 *   born then has the Moola shanti done).
 */
import type { RawDay } from './day';
import { karanaKind, type Limb, LIMBS } from './limbs/limbs';
import { limbEndAt, limbSegments, limbStartAt, type RawSegment } from './limbs/segments';
import type { Motion } from './motion';
import type { Span } from './spans';
import { BHADRA_VASA, type BhadraVasa } from './vasa';

/** Karana kind of Vishti (Bhadra). */
export const VISHTI = 7;

/** Moon signs of Panchak: Kumbha and Meena (Dhanishtha 3rd pada .. Revati). */
export const PANCHAK_SIGNS: readonly number[] = [11, 12];

/** Ganda Moola nakshatras: Ashwini, Ashlesha, Magha, Jyeshtha, Mula, Revati. */
export const GANDA_MOOLA_NAKSHATRAS: readonly number[] = [1, 9, 10, 18, 19, 27];

export interface RawBhadra extends Span {
  /** Where it dwells, in parts when the Moon changes sign during it. */
  vasa: (Span & { vasa: BhadraVasa })[];
}

export interface RawGandaMoola extends Span {
  /** The nakshatras of the stretch (Revati and Ashwini run on into each other, as do Ashlesha and Magha, Jyeshtha and Mula). */
  nakshatras: number[];
}

/** The true end of a segment that runs past its window (ending at windowEnd). */
const endOf = (m: Motion, limb: Limb, windowEnd: number, s: RawSegment) => s.end ?? limbEndAt(limb, m, Math.max(s.start, windowEnd - 1e-6)).end;

export function bhadra(day: RawDay): RawBhadra[] {
  const out: RawBhadra[] = [];
  for (const k of day.segments.karana) {
    if (karanaKind(k.number) !== VISHTI) continue;
    const span = { start: k.start, end: endOf(day.motion, LIMBS.karana, day.dayEnd, k) };
    const vasa: RawBhadra['vasa'] = [];
    for (let t = span.start; t < span.end; ) {
      const sign = limbEndAt(LIMBS.moonRashi, day.motion, t + 1e-7);
      const end = Math.min(sign.end, span.end);
      vasa.push({ start: t, end, vasa: BHADRA_VASA[sign.number - 1] });
      t = end;
    }
    out.push({ ...span, vasa });
  }
  return out;
}

/**
 * Stretches of consecutive limb parts that pass `keep` among `segs` (a
 * window's segments, the last may run on: end null), with their true
 * bounds: one under way at the window's start began with earlier parts
 * (Panchak up to five days before), one under way at its end goes on with
 * later ones.
 */
function stretches(segs: readonly RawSegment[], m: Motion, limb: Limb, windowEnd: number, keep: (n: number) => boolean): (Span & { numbers: number[] })[] {
  const out: (Span & { numbers: number[] })[] = [];
  segs.forEach((seg, i) => {
    if (!keep(seg.number)) return;
    const last = out[out.length - 1];
    if (last && i > 0 && keep(segs[i - 1].number)) {
      last.numbers.push(seg.number);
      last.end = endOf(m, limb, windowEnd, seg);
    } else out.push({ start: seg.start, end: endOf(m, limb, windowEnd, seg), numbers: [seg.number] });
  });
  const first = out[0];
  if (first && keep(segs[0].number)) {
    for (let p = limbStartAt(limb, m, first.start - 1e-6); keep(p.number); p = limbStartAt(limb, m, p.start - 1e-6)) {
      first.numbers.unshift(p.number);
      first.start = p.start;
    }
  }
  const final = out[out.length - 1];
  if (final && keep(segs[segs.length - 1].number)) {
    for (let p = limbEndAt(limb, m, final.end + 1e-6); keep(p.number); p = limbEndAt(limb, m, p.end + 1e-6)) {
      final.numbers.push(p.number);
      final.end = p.end;
    }
  }
  return out;
}

const dayStretches = (day: RawDay, limb: Limb, keep: (n: number) => boolean) => stretches(day.segments[limb.key], day.motion, limb, day.dayEnd, keep);

const isPanchak = (sign: number) => PANCHAK_SIGNS.includes(sign);

export function panchak(day: RawDay): Span[] {
  return dayStretches(day, LIMBS.moonRashi, isPanchak).map(({ start, end }) => ({ start, end }));
}

/**
 * Every Panchak touching [from, to] (JD UT) with its true bounds, from any
 * Moon (a year's motion for the period lists, engine/periods.ts).
 */
export function panchakBetween(m: Motion, from: number, to: number): Span[] {
  return stretches(limbSegments(LIMBS.moonRashi, m, from, to), m, LIMBS.moonRashi, to, isPanchak).map(({ start, end }) => ({ start, end }));
}

export function gandaMoola(day: RawDay): RawGandaMoola[] {
  return dayStretches(day, LIMBS.nakshatra, (n) => GANDA_MOOLA_NAKSHATRAS.includes(n)).map(({ start, end, numbers }) => ({ start, end, nakshatras: numbers }));
}

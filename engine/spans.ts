/**
 * Spans of time (JD UT) cut from a Panchang day's limb segments: the
 * windows in which a condition on the limbs holds (a weekday yoga, Panchak,
 * Ganda Moola), clipped to the day or to one another. The day-page rules
 * (engine/yogas, engine/doshas.ts, engine/vasa.ts) are tables of numbers;
 * this module turns them into windows.
 */
import type { RawSegment } from './limbs/segments';

export interface Span {
  start: number;
  end: number;
}

/** The segments whose number passes `keep`, clipped to [from, to] (a segment running past `to` ends there). */
export function spansWhere(segs: readonly RawSegment[], keep: (n: number) => boolean, from: number, to: number): (Span & { number: number })[] {
  const out: (Span & { number: number })[] = [];
  for (const s of segs) {
    if (!keep(s.number)) continue;
    const start = Math.max(s.start, from);
    const end = Math.min(s.end ?? to, to);
    if (end > start) out.push({ number: s.number, start, end });
  }
  return out;
}

/** Pairwise intersections of two sorted span lists. */
export function intersectSpans(a: readonly Span[], b: readonly Span[]): Span[] {
  const out: Span[] = [];
  for (const x of a) {
    for (const y of b) {
      const start = Math.max(x.start, y.start);
      const end = Math.min(x.end, y.end);
      if (end > start) out.push({ start, end });
    }
  }
  return out.sort((p, q) => p.start - q.start);
}

/** Joins spans that touch (one ends where the next starts: two nakshatras of one yoga in a row). */
export function joinSpans<S extends Span>(spans: readonly S[]): S[] {
  const out: S[] = [];
  for (const s of [...spans].sort((p, q) => p.start - q.start)) {
    const last = out[out.length - 1];
    if (last && s.start <= last.end + 1e-9) out[out.length - 1] = { ...last, end: Math.max(last.end, s.end) };
    else out.push({ ...s });
  }
  return out;
}

/**
 * Cuts a limb's angle into its parts over a time window: which parts hold,
 * when each began and when it ends. Boundaries are roots of the continuous
 * angle function (Newton on the angular speed), never sampled.
 */
import type { Motion } from '../motion';
import { SECOND } from '../roots';
import type { Limb } from './limbs';

export interface RawSegment {
  /** 1-based part number (tithi 1-30, nakshatra 1-27, pada 1-108, ...). */
  number: number;
  /** JD UT the part began (may be before the window). */
  start: number;
  /** JD UT it ends, or null when it runs past the window's end. */
  end: number | null;
}

/** t with angle(t) = target, by Newton from `guess`; the angle must be increasing. */
export function solveLimb(limb: Limb, m: Motion, target: number, guess: number): number {
  let t = guess;
  for (let i = 0; i < 30; i++) {
    const { value, speed } = limb.angle(m, t);
    const step = (target - value) / speed;
    t += step;
    if (Math.abs(step) < SECOND / 50) break;
  }
  return t;
}

/** The parts of `limb` holding between `from` and `to` (JD UT), in order. */
export function limbSegments(limb: Limb, m: Motion, from: number, to: number): RawSegment[] {
  const span = 360 / limb.parts;
  const first = limb.angle(m, from);
  let k = Math.floor(first.value / span);
  const endValue = limb.angle(m, to).value;
  const out: RawSegment[] = [];
  let start = solveLimb(limb, m, k * span, from - (first.value - k * span) / first.speed);
  let prev = from;
  for (;;) {
    const boundary = (k + 1) * span;
    const number = (((k % limb.parts) + limb.parts) % limb.parts) + 1;
    if (boundary > endValue) {
      out.push({ number, start, end: null });
      return out;
    }
    const p = limb.angle(m, prev);
    const end = solveLimb(limb, m, boundary, prev + (boundary - p.value) / p.speed);
    out.push({ number, start, end });
    start = end;
    prev = end;
    k++;
  }
}

/** The part holding at instant t, with its exact start and end. */
export function limbAt(limb: Limb, m: Motion, t: number): { number: number; start: number; end: number } {
  const span = 360 / limb.parts;
  const a = limb.angle(m, t);
  const k = Math.floor(a.value / span);
  const start = solveLimb(limb, m, k * span, t - (a.value - k * span) / a.speed);
  const end = solveLimb(limb, m, (k + 1) * span, t + ((k + 1) * span - a.value) / a.speed);
  return { number: (((k % limb.parts) + limb.parts) % limb.parts) + 1, start, end };
}

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

/**
 * The parts of `limb` holding between `from` and `to` (JD UT), in order.
 * `firstStart`, when the caller solves the first part's start another way
 * (the Sun's, on the full ephemeris: day.ts), is taken as it: solving it here
 * as well would be thrown away, and it lies before the motion's window, where
 * every Newton step costs ephemeris calls.
 */
export function limbSegments(limb: Limb, m: Motion, from: number, to: number, firstStart?: number): RawSegment[] {
  const span = 360 / limb.parts;
  const first = limb.angle(m, from);
  let k = Math.floor(first.value / span);
  const endValue = limb.angle(m, to).value;
  const out: RawSegment[] = [];
  let start = firstStart ?? solveLimb(limb, m, k * span, from - (first.value - k * span) / first.speed);
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

/** The part holding at instant t: its number, the angle there, and the part's bounds as angles. */
function partAt(limb: Limb, m: Motion, t: number) {
  const span = 360 / limb.parts;
  const a = limb.angle(m, t);
  const k = Math.floor(a.value / span);
  return { number: (((k % limb.parts) + limb.parts) % limb.parts) + 1, a, from: k * span, to: (k + 1) * span };
}

/** The part holding at instant t, with its exact start and end. */
export function limbAt(limb: Limb, m: Motion, t: number): { number: number; start: number; end: number } {
  const p = partAt(limb, m, t);
  return { number: p.number, start: solveLimb(limb, m, p.from, t - (p.a.value - p.from) / p.a.speed), end: solveLimb(limb, m, p.to, t + (p.to - p.a.value) / p.a.speed) };
}

/**
 * limbAt's start alone (the same solve), for walks that only look back:
 * the bound not asked for often lies outside the motion's window, where
 * solving it costs ephemeris calls (doshas.ts).
 */
export function limbStartAt(limb: Limb, m: Motion, t: number): { number: number; start: number } {
  const p = partAt(limb, m, t);
  return { number: p.number, start: solveLimb(limb, m, p.from, t - (p.a.value - p.from) / p.a.speed) };
}

/** limbAt's end alone (the same solve), for walks that only look ahead. */
export function limbEndAt(limb: Limb, m: Motion, t: number): { number: number; end: number } {
  const p = partAt(limb, m, t);
  return { number: p.number, end: solveLimb(limb, m, p.to, t + (p.to - p.a.value) / p.a.speed) };
}

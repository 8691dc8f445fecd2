/**
 * Sankrantis (the Sun entering a sidereal sign) for the festival calendar:
 * every ingress in a span, each solved on the full ephemeris from a guess
 * that depends on the ingress alone (its count since the epoch), so that a
 * whole year and a window of a few days give it the same instant to the
 * last bit (window.ts). The shared sunCrossing cache (calendar/sankranti.ts)
 * is not used for that reason: it answers with whatever guess first filled it.
 */
import type { Sankranti } from '../calendar/sankranti';
import { sidereal, SUN } from '../ephemeris';
import type { AstroModels } from '../models';
import { norm360, solveAngle } from '../roots';
import { lruMemo } from './memo';

/**
 * The mean sidereal Sun: the mean tropical longitude (Meeus 25.2) minus a
 * Lahiri ayanamsa of 23.857 deg at J2000 growing 1.397 deg a century. The
 * true Sun stays within 2.1 deg of it, i.e. an ingress within ~2.2 days of
 * the instant the mean reaches it (MEAN_SLACK with a margin).
 */
const J2000 = 2451545;
const MEAN_AT_J2000 = 280.46646 - 23.857;
const MEAN_RATE = (36000.76983 - 1.397) / 36525;
export const MEAN_SLACK = 3;
const meanInstant = (deg: number) => J2000 + (deg - MEAN_AT_J2000) / MEAN_RATE;

// Twelve a year: 2,048 hold a century and a half of them per model set.
const crossings = new Map<string, (n: number) => number>();

/** JD UT of ingress n: the sidereal Sun reaching 30n deg (n counted on the unwrapped longitude). */
function ingress(n: number, models: AstroModels): number {
  let solved = crossings.get(models.id);
  if (!solved) {
    const sun = (x: number) => {
      const p = sidereal(x, SUN, models);
      return { value: p.lon, speed: p.speed };
    };
    solved = lruMemo(2048, (k) => solveAngle(sun, norm360(30 * k), meanInstant(30 * k)));
    crossings.set(models.id, solved);
  }
  return solved(n);
}

/** The sankranti of ingress n: the sign entered (0 = Mesha) and when. */
export const sankrantiNumbered = (n: number, models: AstroModels): Sankranti => ({ sign: ((n % 12) + 12) % 12, jd: ingress(n, models) });

/** The number of the last ingress whose mean instant is at or before t. */
export const ingressBefore = (t: number): number => Math.floor((MEAN_AT_J2000 + (t - J2000) * MEAN_RATE) / 30);

/**
 * The numbers of the ingresses placed in [from, to) (JD UT), in order:
 * those whose mean instant falls in it (within MEAN_SLACK days of the true
 * one), so adjacent spans share none.
 */
export function ingressesIn(from: number, to: number): number[] {
  const out: number[] = [];
  for (let n = ingressBefore(from) - 1; ; n++) {
    const mean = meanInstant(30 * n);
    if (mean >= to) break;
    if (mean >= from) out.push(n);
  }
  return out;
}

/** Every sankranti placed in [from, to) (ingressesIn), in order. */
export const sankrantisIn = (from: number, to: number, models: AstroModels): Sankranti[] => ingressesIn(from, to).map((n) => sankrantiNumbered(n, models));

/** Forgets the solved ingresses (the benches' cold runs). */
export function clearIngresses(): void {
  crossings.clear();
}

/**
 * The major transits (gochar) almanacs and the news report: Saturn, Jupiter
 * and Rahu-Ketu changing rashi. One transit is every crossing of one rashi
 * boundary in a row: a planet that enters a sign, turns retrograde back
 * over the boundary and enters again makes one transit of three crossings
 * (Saturn into Mesha: June 2027, back in October, again in February 2028).
 * What changes with it is computed from the signs alone:
 *
 * - Saturn's Sade Sati, the seven and a half years while Saturn passes the
 *   12th, 1st and 2nd signs from a person's Moon sign, and its Dhaiya
 *   (Kantaka Shani in the 4th, Ashtama Shani in the 8th): when Saturn
 *   enters sign S, Sade Sati begins for Moon sign S+1, reaches its middle
 *   for S, its last phase for S-1 and ends for S-2; Dhaiya begins for S-3
 *   and S-7 and ends for S-4 and S-8. Transits are counted from the Moon
 *   sign, as in the gochara chapters of the texts (Phaladeepika); the
 *   names are the almanacs'.
 * - The signs a planet aspects from its new sign (graha drishti, as
 *   Brihat Parashara Hora Shastra gives it): every planet the 7th; Jupiter
 *   also the 5th and 9th, Saturn the 3rd and 10th.
 * - Rahu and Ketu move together, Ketu in the sign opposite Rahu's.
 */
import type { IngressEvent } from './events';
import type { Graha } from './table';

/** The grahas whose rashi changes are major transits. */
export const MAJOR_TRANSIT_GRAHAS: readonly Graha[] = ['Saturn', 'Jupiter', 'Rahu', 'Ketu'];

/** Sign `n` counted on by `k` (1-12, wrapping). */
export const signPlus = (n: number, k: number): number => ((((n - 1 + k) % 12) + 12) % 12) + 1;

export type SadeSatiPhase = 'rising' | 'peak' | 'setting';

/** How a transit of Saturn into sign `into` changes Sade Sati and Dhaiya, by Moon sign. */
export interface SaturnChanges {
  /** Moon signs whose Sade Sati enters each phase (rising: Saturn in the 12th; peak: over the Moon; setting: the 2nd). */
  sadeSati: { moonSign: number; phase: SadeSatiPhase }[];
  /** The Moon sign whose Sade Sati ends. */
  sadeSatiEnds: number;
  /** Moon signs whose Dhaiya begins (Saturn in the 4th or 8th from them) and ends. */
  dhaiyaBegins: { moonSign: number; house: 4 | 8 }[];
  dhaiyaEnds: { moonSign: number; house: 4 | 8 }[];
}

export function saturnChanges(into: number): SaturnChanges {
  return {
    sadeSati: [
      { moonSign: signPlus(into, 1), phase: 'rising' },
      { moonSign: into, phase: 'peak' },
      { moonSign: signPlus(into, -1), phase: 'setting' },
    ],
    sadeSatiEnds: signPlus(into, -2),
    dhaiyaBegins: [
      { moonSign: signPlus(into, -3), house: 4 },
      { moonSign: signPlus(into, -7), house: 8 },
    ],
    dhaiyaEnds: [
      { moonSign: signPlus(into, -4), house: 4 },
      { moonSign: signPlus(into, -8), house: 8 },
    ],
  };
}

const ASPECT_HOUSES: Readonly<Partial<Record<Graha, readonly number[]>>> = {
  Jupiter: [5, 7, 9],
  Saturn: [3, 7, 10],
};

/** The houses a graha aspects counted from its own sign (the 7th for all; Jupiter and Saturn their special ones); none for the nodes. */
export const aspectHouses = (g: Graha): readonly number[] => ASPECT_HOUSES[g] ?? (g === 'Rahu' || g === 'Ketu' ? [] : [7]);

/** One transit: the crossings of one rashi boundary in a row (see the module's note). */
export interface RashiTransit<T = number> {
  graha: Graha;
  /** The sign the graha moves into (in its usual direction: backwards for Rahu and Ketu), and the one it leaves. */
  into: number;
  from: number;
  /** Every crossing of the boundary, in order: the first is the entry, the last the one after which it stays. */
  crossings: IngressEvent<T>[];
}

/**
 * Rashi ingresses (in time order) grouped into transits: consecutive
 * crossings of the same boundary are one transit. A group cut by the
 * span's start may begin with a crossing against the usual direction; the
 * caller searches a margin around the span it lists.
 */
export function groupTransits(ingresses: readonly IngressEvent<number>[]): RashiTransit[] {
  const out: RashiTransit[] = [];
  const boundaryOf = (e: IngressEvent<number>) => (e.retrograde ? e.from : e.into);
  for (const e of ingresses) {
    const last = out[out.length - 1];
    if (last && last.graha === e.graha && boundaryOf(last.crossings[0]) === boundaryOf(e)) last.crossings.push(e);
    else out.push({ graha: e.graha, into: e.into, from: e.from, crossings: [e] });
  }
  return out;
}

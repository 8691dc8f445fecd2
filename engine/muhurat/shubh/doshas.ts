/**
 * Two of the wedding doshas of Muhurta Chintamani (Vivaha prakarana) that
 * the text gives as plain tables, so that they are well defined from the
 * planets' places alone:
 *
 * - Latta (the kick): each graha "kicks" a nakshatra counted from its own
 *   (its own counting as the first): the Sun the 12th ahead, Mars the 3rd,
 *   Jupiter the 6th, Saturn the 8th; Rahu the 9th behind, Venus the 5th,
 *   Mercury the 7th, the full Moon the 22nd. A wedding is not held while
 *   the Moon is in a kicked nakshatra. The Moon's own kick never falls on
 *   the nakshatra it stands in, so it is not computed.
 * - Kranti Samya (equal declination of Sun and Moon, the mahapata): the
 *   Sun in one and the Moon in the other of Simha and Mesha, Vrishabha and
 *   Makara, Tula and Kumbha, Kanya and Meena, Karka and Vrishchika, Dhanu
 *   and Mithuna.
 */
import type { Graha } from '../../grahas';

export interface LattaKick {
  graha: Graha;
  /** How many nakshatras on, counting the graha's own as the first. */
  count: number;
  direction: 'ahead' | 'behind';
}

export const LATTA: readonly LattaKick[] = [
  { graha: 'Sun', count: 12, direction: 'ahead' },
  { graha: 'Mars', count: 3, direction: 'ahead' },
  { graha: 'Jupiter', count: 6, direction: 'ahead' },
  { graha: 'Saturn', count: 8, direction: 'ahead' },
  { graha: 'Rahu', count: 9, direction: 'behind' },
  { graha: 'Venus', count: 5, direction: 'behind' },
  { graha: 'Mercury', count: 7, direction: 'behind' },
];

/** The nakshatra (1-27) a kick from nakshatra `from` lands on. */
export function kicked(from: number, k: LattaKick): number {
  const step = (k.count - 1) * (k.direction === 'ahead' ? 1 : -1);
  return ((((from - 1 + step) % 27) + 27) % 27) + 1;
}

/** Sign pairs (1-12) of Kranti Samya, Sun and Moon either way round. */
export const KRANTI_SAMYA_PAIRS: readonly (readonly [number, number])[] = [
  [5, 1],
  [2, 10],
  [7, 11],
  [6, 12],
  [4, 8],
  [9, 3],
];

export const isKrantiSamya = (sun: number, moon: number): boolean =>
  KRANTI_SAMYA_PAIRS.some(([a, b]) => (a === sun && b === moon) || (a === moon && b === sun));

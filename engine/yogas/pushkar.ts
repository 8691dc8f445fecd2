/**
 * Dwipushkar and Tripushkar yogas: a "Bhadra" tithi (Dwitiya, Saptami,
 * Dwadashi of either paksha) on a Sunday, Tuesday or Saturday, with a
 * nakshatra that lies in two signs (dvipada: Mrigashira, Chitra,
 * Dhanishtha, Dwipushkar) or has three of its padas in one sign (tripada:
 * Krittika, Punarvasu, Uttara Phalguni, Vishakha, Uttara Ashadha, Purva
 * Bhadrapada, Tripushkar). Whatever is gained or lost then repeats two or
 * three times. Source: Muhurta Chintamani, Shubhashubha prakarana (the
 * tripada and dvipada nakshatras with the bhadra tithis and the weekdays of
 * Saturn, Mars and the Sun); the three conditions must hold together.
 */

/** Weekdays (0 = Sunday): Sunday, Tuesday, Saturday. */
export const PUSHKAR_WEEKDAYS: readonly number[] = [0, 2, 6];

/** Tithis within a paksha (1-15): the Bhadra tithis 2, 7, 12. */
export const BHADRA_TITHIS: readonly number[] = [2, 7, 12];

/** Nakshatras lying in two signs (2 padas in each): Mrigashira, Chitra, Dhanishtha. */
export const DVIPADA_NAKSHATRAS: readonly number[] = [5, 14, 23];

/** Nakshatras with 3 padas in one sign and 1 in the next. */
export const TRIPADA_NAKSHATRAS: readonly number[] = [3, 7, 12, 16, 21, 25];

export const isBhadraTithi = (tithi: number): boolean => BHADRA_TITHIS.includes(((tithi - 1) % 15) + 1);

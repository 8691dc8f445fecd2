/**
 * How search results are ordered. A result's score is
 *   placeWeight (log10 of population, Indian places counted at 3x)
 *   + 2 if the query is the whole key (an exact name), not just its prefix
 *   + 2 if the key is one of the place's display names (main, ASCII, or the
 *     Devanagari name chosen as nameHindi), 1 if it is a later word of one
 *     ("delhi" in "New Delhi"), 0 for any other alternate name.
 * So one step of match quality is worth a 100x (exact/main) or 10x (word)
 * population difference: 'bombay' finds Mumbai (alternate name, 12.7 M) before
 * Bombay, New Zealand (main name, 740 people), while 'new del' puts New Delhi
 * (main name) before Delhi (which lists "New Delhi" as an alternate name).
 * Equal scores: Indian places first, then larger population, then lower geonameid.
 *
 * scripts/build-cities.mjs uses the same placeWeight/tie order to decide which
 * place gets a bare slug; keep the two in step.
 */

/** Kinds of search key, stored in the low two bits of each posting. */
export const KIND_PRIMARY = 0;
export const KIND_ALTERNATE = 1;
export const KIND_WORD = 2;

export const KIND_BONUS = [2, 0, 1, 0] as const;
export const EXACT_BONUS = 2;
/** Indian places are counted at this multiple of their population. */
export const INDIA_FACTOR = 3;

export function placeWeight(population: number, indian: boolean): number {
  return Math.log10(population * (indian ? INDIA_FACTOR : 1) + 1);
}

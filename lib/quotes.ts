/** Keys of the five footer quotes under `footer.quotes` in both message files. */
export const QUOTE_KEYS = ['q1', 'q2', 'q3', 'q4', 'q5'] as const;
export type QuoteKey = (typeof QUOTE_KEYS)[number];

/** One quote per render, uniformly. */
export function pickQuote(random: () => number = Math.random): QuoteKey {
  return QUOTE_KEYS[Math.min(QUOTE_KEYS.length - 1, Math.floor(random() * QUOTE_KEYS.length))];
}

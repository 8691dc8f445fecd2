import { civilDateOf, dayNumber } from '@/engine/civil-date';

/** Keys of the five footer quotes under `footer.quotes` in both message files. */
export const QUOTE_KEYS = ['q1', 'q2', 'q3', 'q4', 'q5'] as const;
export type QuoteKey = (typeof QUOTE_KEYS)[number];

/**
 * The quote of a civil date (`yyyy-MM-dd`): the five in turn, one a day.
 * Chosen from the date rather than at random so that a page's HTML is the
 * same for every request of a day (cacheable, with a stable ETag).
 */
export function quoteOfDay(date: string): QuoteKey {
  const d = civilDateOf(date);
  const days = d ? dayNumber(d) : 0;
  return QUOTE_KEYS[((days % QUOTE_KEYS.length) + QUOTE_KEYS.length) % QUOTE_KEYS.length];
}

/**
 * The search box's input (`?q=`), validated at the page's boundary: the first
 * value when repeated, trimmed, at most MAX_QUERY_LENGTH characters (a
 * festival, article or city name is far shorter; a longer query is refused
 * with a message rather than searched).
 */
import { z } from 'zod';

export const MAX_QUERY_LENGTH = 100;

const querySchema = z.string().trim().max(MAX_QUERY_LENGTH);

export type SearchQuery = { kind: 'empty' } | { kind: 'ok'; q: string } | { kind: 'tooLong' };

export function parseSearchQuery(raw: string | string[] | undefined): SearchQuery {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined) return { kind: 'empty' };
  const parsed = querySchema.safeParse(value);
  if (!parsed.success) return { kind: 'tooLong' };
  return parsed.data === '' ? { kind: 'empty' } : { kind: 'ok', q: parsed.data };
}

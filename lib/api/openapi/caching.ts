/**
 * The caching policies of the endpoints (Endpoint.caching) with the
 * Cache-Control values the handlers send, read from lib/api/cache.ts so the
 * document and the /developers page state what the code does.
 */
import { CACHE_LONG, CACHE_SHORT, cacheForSeconds } from '../cache';
import { configFromEnv } from '@/lib/weather/service';
import { ANNIVERSARY_FEED_CACHE, FEED_CACHE } from '@/lib/calendar-feed/http';
import type { CachePolicy } from '../endpoint';

/** The document's own Cache-Control: it changes only with a deploy, but a deploy should reach clients within the hour. */
export const CACHE_DOCUMENT = cacheForSeconds(3600);

/** The values each policy can send, in the order its description names them. */
export const CACHE_VALUES: Record<CachePolicy, readonly string[]> = {
  date: [CACHE_LONG, CACHE_SHORT],
  live: [CACHE_LONG, CACHE_SHORT],
  long: [CACHE_LONG],
  // The weather service's cache time of a good answer (the handler sends what is left of it).
  provider: [cacheForSeconds(configFromEnv().ttlMs / 1000), CACHE_SHORT],
  document: [CACHE_DOCUMENT],
  feed: [FEED_CACHE],
  private: [ANNIVERSARY_FEED_CACHE],
  none: ['no-store'],
};

/** English descriptions for the document (the page's Hindi ones are messages with the same values). */
export function cachingText(policy: CachePolicy): string {
  const [a, b] = CACHE_VALUES[policy];
  switch (policy) {
    case 'date':
      return `\`${a}\` when \`date\` (or \`from\`) is given: the answer is a pure function of the request. \`${b}\` when it defaults to today.`;
    case 'live':
      return `\`${a}\` for a given date whose Panchang day is over; \`${b}\` while it runs (the \`current\` period moves) or when the date defaults to today; before the day starts, until it starts.`;
    case 'long':
      return `\`${a}\`: the answer is a pure function of the request.`;
    case 'provider':
      return `As long as the server keeps the provider's answer (up to \`${a}\`); \`${b}\` when a part holds demo values.`;
    case 'document':
      return `\`${a}\`.`;
    case 'feed':
      return `\`${a}\`: the feed's window moves once a year, calendar apps fetch it again about daily.`;
    case 'private':
      return `\`${a}\`: the URL holds people's names, so only the browser keeps the answer, never a shared cache.`;
    case 'none':
      return `\`${a}\`: never cached.`;
  }
}

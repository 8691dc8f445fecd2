import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { _createCache } from 'use-intl/core';
import { MESSAGES } from './messages';
import { routing } from './routing';
import { DEFAULT_TIME_ZONE } from '@/lib/site';

/**
 * The compiled ICU messages, kept across requests. next-intl keeps them per
 * render (React cache), so every page rendered compiled each message it
 * formats with values again (intl-messageformat's parser and its locale
 * resolution), twice, as Next renders a new page twice: use-intl, next-intl
 * and formatjs took ~10 ms of a new day page's CPU profile before, ~7.7 ms
 * after (the rest is next-intl's per-call work, which this does not reach).
 * use-intl's translator takes this cache (`_cache`, use-intl 4.14.8, pinned)
 * and finds each message compiled once per server. Bounded by the
 * catalogue: a message is kept by its text, language and formats, never by
 * its values.
 */
const MESSAGE_CACHE = _createCache();

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const config = {
    locale,
    messages: MESSAGES[locale],
    // Pages format instants in the selected city's zone explicitly; this is
    // only the fallback so server and browser never disagree.
    timeZone: DEFAULT_TIME_ZONE,
    _cache: MESSAGE_CACHE,
  };
  return config;
});

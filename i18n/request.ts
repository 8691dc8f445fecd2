import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { MESSAGES } from './messages';
import { routing } from './routing';
import { DEFAULT_TIME_ZONE } from '@/lib/site';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: MESSAGES[locale],
    // Pages format instants in the selected city's zone explicitly; this is
    // only the fallback so server and browser never disagree.
    timeZone: DEFAULT_TIME_ZONE,
  };
});

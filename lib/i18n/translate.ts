/**
 * The catalogue's formatter for words read outside React: the search
 * index, share cards, calendar feeds, JSON-LD, the CLI. Every message goes
 * through use-intl's ICU formatter, never read raw, so a plural, a select
 * (`{gauna, select, ...}`) or an argument is resolved wherever the words
 * are used. A missing message, or one whose arguments are not given, throws
 * rather than showing its key or its template.
 */
import { createTranslator } from 'use-intl/core';
import { MESSAGES } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';

export type MessageValues = Record<string, string | number>;
export type Translate = (key: string, values?: MessageValues) => string;

const translators = new Map<Locale, Translate>();

/** The formatter over a language's whole catalogue (`t('nav.links.tithi')`). */
export function translator(locale: Locale): Translate {
  let t = translators.get(locale);
  if (!t) {
    t = createTranslator({
      locale,
      messages: MESSAGES[locale],
      onError: (e) => {
        throw e;
      },
    }) as unknown as Translate;
    translators.set(locale, t);
  }
  return t;
}

/** The formatter of one namespace (`calendarFeed`): keys relative to it. */
export function namespaceTranslator(locale: Locale, namespace: string): Translate {
  const t = translator(locale);
  return (key, values) => t(`${namespace}.${key}`, values);
}

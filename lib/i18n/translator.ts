/**
 * A namespace's messages in one language outside React (view models, feeds,
 * notifications): next-intl's core translator over the site's catalogue,
 * typed loosely as `(key, values) => string`.
 */
import { createTranslator } from 'use-intl/core';
import { MESSAGES } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';

export type Values = Record<string, string | number>;
export type Translate = (key: string, values?: Values) => string;

export function translatorFor(locale: Locale, namespace: string): Translate {
  const t = createTranslator({ locale, messages: MESSAGES[locale] as never, namespace: namespace as never });
  return (key, values) => (t as unknown as Translate)(key, values);
}

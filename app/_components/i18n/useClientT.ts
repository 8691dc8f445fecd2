'use client';

import { useCallback } from 'react';
import { useLocale, useMessages } from '@/app/_components/i18n/client-intl';
import { formatClientMessage, type ClientValues } from '@/lib/i18n/client-format';

/**
 * The client components' `t`: the messages of a namespace (or a key path
 * such as `privacy.log`) from the nearest ClientMessages provider, formatted
 * by lib/i18n/client-format instead of next-intl's `useTranslations`, whose
 * ICU formatter would be sent to every page's browser. Server components keep
 * next-intl's `getTranslations`.
 *
 * A missing message or one the formatter refuses is reported on the console
 * and shows as `namespace.key`, as next-intl does.
 */
export function useClientT(namespace: string): (key: string, values?: ClientValues) => string {
  const messages = useMessages() as Record<string, unknown>;
  const locale = useLocale();
  return useCallback(
    (key: string, values?: ClientValues) => {
      const path = `${namespace}.${key}`;
      const message = path.split('.').reduce<unknown>((at, k) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[k] : undefined), messages);
      try {
        if (typeof message !== 'string') throw new Error(`No client message at "${path}"`);
        return formatClientMessage(message, values, locale);
      } catch (error) {
        console.error(error);
        return path;
      }
    },
    [messages, locale, namespace],
  );
}

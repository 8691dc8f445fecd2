'use client';

/**
 * The page's language and the few messages its client components read
 * (ClientMessages), for useClientT, useLocale and the locale-aware links
 * (i18n/navigation). A context of our own rather than next-intl's client
 * provider: that one brings use-intl's runtime (its formatter cache and
 * hooks, some 2-3 KB of gzipped JavaScript on every page) for two values
 * (issue 24). Server components keep next-intl (getTranslations, getLocale).
 * A provider replaces the one above it for its subtree, as next-intl's does.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';

export type ClientMessageTree = Record<string, unknown>;

interface ClientIntl {
  locale: Locale;
  messages: ClientMessageTree;
}

const Context = createContext<ClientIntl | null>(null);

export function ClientIntlProvider({ locale, messages, children }: ClientIntl & { children: ReactNode }) {
  return <Context.Provider value={{ locale, messages }}>{children}</Context.Provider>;
}

function useClientIntl(): ClientIntl {
  const value = useContext(Context);
  if (!value) throw new Error('No ClientIntlProvider above this component (app/_components/i18n/ClientMessages.tsx)');
  return value;
}

/** The page's language. */
export const useLocale = (): Locale => useClientIntl().locale;

/** The messages of the nearest provider (i18n/messages.ts CLIENT_MESSAGES). */
export const useMessages = (): ClientMessageTree => useClientIntl().messages;

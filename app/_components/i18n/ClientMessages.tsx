import type { ReactNode } from 'react';
import { getLocale, getMessages } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { CLIENT_MESSAGES, pickMessages, type ClientMessageGroup } from '@/i18n/messages';
import { ClientIntlProvider } from './client-intl';

/**
 * Gives the client components below it the messages of their group
 * (i18n/messages.ts CLIENT_MESSAGES) and nothing more: a page's HTML carries
 * these few keys instead of the whole catalogue. A provider replaces the one
 * above it for its subtree, so a page's group holds all its own client
 * components read; the layout's shell group serves the header and sidebar.
 */
export async function ClientMessages({ group, children }: { group: ClientMessageGroup; children: ReactNode }) {
  const messages = pickMessages(await getMessages(), CLIENT_MESSAGES[group]);
  return (
    <ClientIntlProvider locale={(await getLocale()) as Locale} messages={messages}>
      {children}
    </ClientIntlProvider>
  );
}

import type { ReactNode } from 'react';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { CLIENT_MESSAGES, pickMessages, type ClientMessageGroup } from '@/i18n/messages';

/**
 * Gives the client components below it the messages of their group
 * (i18n/messages.ts CLIENT_MESSAGES) and nothing more: a page's HTML carries
 * these few keys instead of the whole catalogue. A provider replaces the one
 * above it for its subtree, so a page's group holds all its own client
 * components read; the layout's shell group serves the header and sidebar.
 */
export async function ClientMessages({ group, children }: { group: ClientMessageGroup; children: ReactNode }) {
  const messages = pickMessages(await getMessages(), CLIENT_MESSAGES[group]) as AbstractIntlMessages;
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}

/**
 * The message catalogue of each locale: every visible string of the site,
 * display names included (`names.*`, `festivals.*`). next-intl reads it for
 * the pages (i18n/request.ts); the names module (lib/names) reads it for the
 * view models, the JSON API and the CLI. A new language adds its file here.
 */
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';
import type { Locale } from './routing';

export type Messages = typeof en;

export const MESSAGES: Readonly<Record<Locale, Messages>> = { en, hi };

/**
 * Namespaces only the server reads: display names are put into the view
 * models on the server (lib/names), so the browser is not sent them.
 */
const SERVER_ONLY: readonly string[] = ['names', 'festivals', 'dayExtras', 'eclipseBanner', 'grahanPage', 'pitruPakshaPage', 'yearNav', 'festivalDetail', 'calendarFeed'];

/** The messages the client components get (NextIntlClientProvider). */
export function clientMessages(messages: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(messages).filter(([k]) => !SERVER_ONLY.includes(k)));
}

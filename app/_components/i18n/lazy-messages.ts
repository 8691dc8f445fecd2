/**
 * The messages of a part that opens on interaction (i18n/messages.ts
 * LAZY_MESSAGES), fetched with its code from app/api/messages, whose answer
 * the browser keeps an hour (Cache-Control): a part opened again does not ask
 * twice. The part's own module renders them under a ClientIntlProvider, so
 * the code that is on every page stays this one call.
 */
import type { LazyMessagePart } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import type { ClientMessageTree } from './client-intl';

export const lazyMessages = (locale: Locale, part: LazyMessagePart): Promise<ClientMessageTree> =>
  fetch(`/api/messages/${locale}/${part}`).then((res) => (res.ok ? res.json() : Promise.reject(new Error(`Messages ${part}: HTTP ${res.status}`))));

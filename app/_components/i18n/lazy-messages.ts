/**
 * The messages of a part that opens on interaction (i18n/messages.ts
 * LAZY_MESSAGES), fetched with its code from app/api/messages; kept for the
 * page's life, so a part opened again asks once. Its component renders under
 * a ClientIntlProvider of these messages.
 */
import type { Locale } from '@/i18n/routing';
import type { LazyMessagePart } from '@/i18n/messages';
import type { ClientMessageTree } from './client-intl';

const loaded = new Map<string, Promise<ClientMessageTree>>();

export function lazyMessages(locale: Locale, part: LazyMessagePart): Promise<ClientMessageTree> {
  const key = `${locale}/${part}`;
  let messages = loaded.get(key);
  if (!messages) {
    messages = fetch(`/api/messages/${key}`).then(async (res) => {
      if (!res.ok) throw new Error(`Messages ${key}: HTTP ${res.status}`);
      return (await res.json()) as ClientMessageTree;
    });
    // A failed fetch is asked again on the next opening.
    messages.catch(() => loaded.delete(key));
    loaded.set(key, messages);
  }
  return messages;
}

import type { Locale } from '@/i18n/routing';
import { SITE_URL } from '@/lib/site';
import { localizedPath } from '@/lib/urls';

export { localizedPath };

/** Absolute URL of a page in a locale (its path from lib/urls). */
export function absoluteUrl(locale: Locale, path: string): string {
  return `${SITE_URL}${localizedPath(locale, path)}`;
}

import { routing, type Locale } from '@/i18n/routing';
import { SITE_URL } from '@/lib/site';

/**
 * The path of a page in a locale under the `as-needed` prefix rule:
 * English unprefixed (`/about`), Hindi under `/hi` (`/hi/about`, home is `/hi`).
 * `path` is the locale-less path starting with `/`.
 */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path === '' ? '/' : path.startsWith('/') ? path : `/${path}`;
  if (locale === routing.defaultLocale) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/** Absolute URL of a page in a locale. */
export function absoluteUrl(locale: Locale, path: string): string {
  return `${SITE_URL}${localizedPath(locale, path)}`;
}

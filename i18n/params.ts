import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { routing, type Locale } from './routing';

/** Props of every page and layout under app/[locale]. */
export interface LocaleProps {
  params: Promise<{ locale: string }>;
}

/**
 * The validated locale of the request (404 for anything but en/hi), also
 * registered with next-intl so server components below can translate.
 */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

/**
 * The locale of the site's layout. A first segment that is no locale reaches
 * the layout only for paths the proxy leaves alone (those with a dot, such as
 * /foo.txt): the layout then renders in the default language and the page
 * below answers 404 (pageLocale), so the visitor gets the site's own 404 page
 * inside its frame rather than Next's empty error document.
 */
export async function layoutLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  const shown = hasLocale(routing.locales, locale) ? locale : routing.defaultLocale;
  setRequestLocale(shown);
  return shown;
}

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

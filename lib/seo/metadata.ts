/**
 * The one builder of page metadata: every page passes its locale-less path,
 * title and description, and gets canonical, hreflang alternates (en, hi,
 * x-default -> English), keywords, Open Graph and Twitter tags that agree with each other.
 * The share image is the page's `opengraph-image` file (Next adds og:image with its size
 * and alt); Twitter reads og:image where a page has no twitter:image.
 */
import type { Metadata } from 'next';
import { routing, type Locale } from '@/i18n/routing';
import { SITE_URL } from '@/lib/site';
import { absoluteUrl } from './urls';

/** Open Graph locale codes (language_TERRITORY). */
const OG_LOCALE: Record<Locale, string> = { en: 'en_IN', hi: 'hi_IN' };

export interface PageMetaInput {
  locale: Locale;
  /** Locale-less path of the page, e.g. `/about` or `/` (query strings are not part of the canonical URL). */
  path: string;
  /** The page's path in other languages when it differs (an article with a slug per language); default `path`. */
  alternatePaths?: Partial<Record<Locale, string>>;
  title: string;
  description: string;
  siteName: string;
  /** Home uses its title as is; other pages get the layout's "· site name" suffix. */
  absoluteTitle?: boolean;
  ogType?: 'website' | 'article';
  noIndex?: boolean;
  /** The page's own terms first, then the site's (duplicates dropped). */
  keywords?: string[];
}

export function buildMetadata(input: PageMetaInput): Metadata {
  const { locale, path, title, description, siteName } = input;
  const pathIn = (l: Locale) => input.alternatePaths?.[l] ?? path;
  const url = absoluteUrl(locale, path);
  const languages: Record<string, string> = {};
  for (const l of routing.locales) languages[l] = absoluteUrl(l, pathIn(l));
  languages['x-default'] = absoluteUrl(routing.defaultLocale, pathIn(routing.defaultLocale));

  const fullTitle = input.absoluteTitle ? title : `${title} · ${siteName}`;

  return {
    metadataBase: new URL(SITE_URL),
    title: input.absoluteTitle ? { absolute: title } : title,
    description,
    ...(input.keywords?.length ? { keywords: [...new Set(input.keywords)] } : {}),
    alternates: { canonical: url, languages },
    openGraph: {
      type: input.ogType ?? 'website',
      siteName,
      title: fullTitle,
      description,
      url,
      locale: OG_LOCALE[locale],
      alternateLocale: routing.locales.filter((l) => l !== locale).map((l) => OG_LOCALE[l]),
    },
    // Every page has a share card (its own opengraph-image or the site's).
    twitter: { card: 'summary_large_image', title: fullTitle, description },
    ...(input.noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}

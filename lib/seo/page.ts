/**
 * Server helper every page's `generateMetadata` calls. Titles and descriptions
 * come from the page's message namespace (`<namespace>.meta.title`,
 * `<namespace>.meta.description`) unless the page passes its own (e.g. with a
 * city name in it). Share cards are each page's `opengraph-image` (a page
 * without one shows its nearest parent's: the home page's site card).
 * Keywords: the page's own (a tool's name, a city) before the site's
 * (`site.keywords`).
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { buildMetadata, type PageMetaInput } from './metadata';

export interface PageMetaOptions extends Partial<Omit<PageMetaInput, 'locale' | 'path' | 'siteName'>> {
  locale: Locale;
  path: string;
  /** Message namespace holding `meta.title` / `meta.description`. */
  namespace?: string;
}

export async function pageMetadata(opts: PageMetaOptions): Promise<Metadata> {
  const { locale, path, namespace, ...rest } = opts;
  const site = await getTranslations({ locale, namespace: 'site' });
  const t = namespace ? await getTranslations({ locale, namespace }) : null;
  const title = rest.title ?? (t ? t('meta.title') : site('name'));
  const description = rest.description ?? (t ? t('meta.description') : site('description'));
  const keywords = [...(rest.keywords ?? []), ...site('keywords').split(/,\s*/)];
  return buildMetadata({ ...rest, locale, path, title, description, keywords, siteName: site('name') });
}

import type { Locale } from '@/i18n/routing';
import { SITE_URL } from '@/lib/site';
import { absoluteUrl } from './urls';

export interface ArticleLdInput {
  locale: Locale;
  /** Locale-less path of the article. */
  path: string;
  title: string;
  description: string;
  /** YYYY-MM-DD. */
  datePublished: string;
  /** Display name of the article's category. */
  section: string;
  words: number;
  siteName: string;
}

/**
 * schema.org Article for a Knowledge Hub page. The site is both author and
 * publisher (the articles are written for it and carry no personal byline).
 */
export function articleJsonLd(a: ArticleLdInput) {
  const url = absoluteUrl(a.locale, a.path);
  const site = { '@type': 'Organization', name: a.siteName, url: `${SITE_URL}/` };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.title,
    description: a.description,
    inLanguage: a.locale,
    datePublished: a.datePublished,
    dateModified: a.datePublished,
    articleSection: a.section,
    wordCount: a.words,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    author: site,
    publisher: site,
  };
}

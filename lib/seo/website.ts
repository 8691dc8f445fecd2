import type { Locale } from '@/i18n/routing';
import { absoluteUrl } from './urls';

/**
 * schema.org WebSite for the home page, with the SearchAction that lets a
 * search engine offer the site's own search (/search?q=, in the page's
 * language) from its result.
 */
export function websiteJsonLd(locale: Locale, site: { name: string; description: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    description: site.description,
    url: absoluteUrl(locale, '/'),
    inLanguage: locale,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(locale, '/search')}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

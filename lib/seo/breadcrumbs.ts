import type { Locale } from '@/i18n/routing';
import { absoluteUrl } from './urls';

export interface Crumb {
  label: string;
  /** Locale-less path. */
  path: string;
}

/** schema.org BreadcrumbList for a trail that starts at home and ends at the current page. */
export function breadcrumbJsonLd(locale: Locale, trail: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      item: absoluteUrl(locale, c.path),
    })),
  };
}

/** JSON for an inline `<script type="application/ld+json">`; `<` is escaped so the text cannot close the tag. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

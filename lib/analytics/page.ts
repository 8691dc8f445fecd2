/**
 * What a page path says about the page, for analytics: its language, the
 * path without the locale prefix (`/hi/lagna` and `/lagna` are one page),
 * the page type the stats group Web Vitals by (a tool key, a section, or
 * `other`), and the city of a tool's city page.
 */
import { routing, type Locale } from '@/i18n/routing';
import { isTool, type ToolKey } from '@/lib/tools';
import { parsePage } from '@/lib/urls';

/** Sections outside the tools that get their own page type; anything else is `other`. */
export const SECTIONS = ['about', 'privacy', 'terms', 'stats', 'blog', 'festivals', 'knowledge-hub'] as const;
export type Section = (typeof SECTIONS)[number];
export type PageType = ToolKey | Section | 'other';

export interface PageInfo {
  path: string;
  locale: Locale;
  pageType: PageType;
  city: string | null;
}

const nonDefault = routing.locales.filter((l) => l !== routing.defaultLocale);

/** `isCity` tells a city slug from any other last segment (a 404 path must not count as a city). */
export function describePage(rawPath: string, isCity: (slug: string) => boolean): PageInfo {
  const segments = rawPath.split('/').filter(Boolean);
  const prefixed = nonDefault.find((l) => l === segments[0]);
  const locale: Locale = prefixed ?? routing.defaultLocale;
  if (prefixed) segments.shift();
  const path = `/${segments.join('/')}`;

  // The page its path names (lib/urls); a tool's page counts its city when the path names a real one.
  const route = parsePage(segments);
  if (route && isTool(route.key)) {
    const city = route.params.city;
    if (city === undefined) return { path, locale, pageType: route.key, city: null };
    if (isCity(city)) return { path, locale, pageType: route.key, city };
  }
  const section = SECTIONS.find((s) => s === segments[0]);
  return { path, locale, pageType: section ?? 'other', city: null };
}

/**
 * What a page path says about the page, for analytics: its language, the
 * path without the locale prefix (`/hi/lagna` and `/lagna` are one page),
 * the page type the stats group Web Vitals by (a tool key, a section, or
 * `other`), and the city of a tool's city page.
 */
import { routing, type Locale } from '@/i18n/routing';
import { TOOLS, type ToolKey } from '@/lib/tools';

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
// Longest path first, so `/panchang/today` wins over `/panchang`.
const TOOL_LIST = Object.values(TOOLS).sort((a, b) => b.path.length - a.path.length);

/** `isCity` tells a city slug from any other last segment (a 404 path must not count as a city). */
export function describePage(rawPath: string, isCity: (slug: string) => boolean): PageInfo {
  const segments = rawPath.split('/').filter(Boolean);
  const prefixed = nonDefault.find((l) => l === segments[0]);
  const locale: Locale = prefixed ?? routing.defaultLocale;
  if (prefixed) segments.shift();
  const path = `/${segments.join('/')}`;

  for (const tool of TOOL_LIST) {
    if (path === tool.path) return { path, locale, pageType: tool.key, city: null };
    // City pages live under the tool's own path (`/muhurat/hora/ujjain`); hubs send cities elsewhere.
    if (tool.cityBase === tool.path && tool.path !== '/' && path.startsWith(`${tool.path}/`)) {
      const rest = path.slice(tool.path.length + 1);
      if (!rest.includes('/') && isCity(rest)) return { path, locale, pageType: tool.key, city: rest };
    }
  }
  const section = SECTIONS.find((s) => s === segments[0]);
  return { path, locale, pageType: section ?? 'other', city: null };
}

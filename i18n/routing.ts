import { defineRouting } from 'next-intl/routing';

/**
 * The site's locales. English is served without a prefix (`/about`) and Hindi
 * under `/hi` (`/hi/about`), so the English URLs stay short and canonical.
 */
export const routing = defineRouting({
  locales: ['en', 'hi'],
  defaultLocale: 'en',
  localePrefix: 'as-needed',
  // The URL alone decides the language: a crawler or a shared link always gets
  // the page it asked for, and no language cookie is needed.
  localeDetection: false,
  localeCookie: false,
  // No `Link` header of alternates: next-intl builds it from the request's Host, which a client chooses
  // (`Host: evil.example` came back in it). Every page's hreflang links are in its <head>, from SITE_URL.
  alternateLinks: false,
});

export type Locale = (typeof routing.locales)[number];

/**
 * robots.txt as data: the major crawlers by name and every other one (`*`)
 * may crawl the pages, at most one request a second (`Crawl-delay`, read by
 * Bing, Yandex and others; Google ignores it); the API, Next's build assets
 * and /static are not for crawling. The sitemap index is named with the
 * site's public origin.
 */
import type { MetadataRoute } from 'next';
import { SITEMAP_INDEX_URL } from './sitemap';

export const CRAWLERS = ['Googlebot', 'Bingbot', 'DuckDuckBot', 'Yandex', 'Baiduspider', 'Applebot', '*'] as const;

export const DISALLOWED = ['/api/', '/_next/', '/static/'] as const;

export function robotsRules(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: [...CRAWLERS], allow: '/', disallow: [...DISALLOWED], crawlDelay: 1 }],
    sitemap: SITEMAP_INDEX_URL,
  };
}

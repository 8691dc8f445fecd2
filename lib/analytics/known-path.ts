/**
 * Whether a path is one of the site's pages, so analytics store only paths
 * the site routes: anyone can post an event, and a made-up path stored
 * would show on the public /stats page. The URL module (lib/urls) reads the
 * path's form and lib/page-exists checks its values (the city, the article
 * in the path's language, the festival, the year).
 */
import { getArticle, categoryCounts } from '@/lib/blog';
import { whyMissing } from '@/lib/page-exists';
import { localizedPath, pagePath, parsePathname } from '@/lib/urls';

/**
 * Whether a URL path (as the browser shows it: `/hi/panchang/today/varanasi`,
 * no query) is a page of the site, in the one form the site gives it (a
 * trailing slash, an empty segment, `/en/...` or a path the site redirects
 * elsewhere is not).
 */
export function isKnownPath(path: string): boolean {
  const route = parsePathname(path);
  if (!route) return false;
  const { locale } = route;
  // The site's own form of the page: anything else is redirected before a page loads.
  if (localizedPath(locale, pagePath(route.key, route.params)) !== path) return false;
  const targets = {
    locale,
    articleSlug: (slug: string) => getArticle(locale, slug)?.slug,
    hasCategory: (key: string) => categoryCounts(locale).some((c) => c.key === key),
  };
  return whyMissing(route, targets) === null;
}

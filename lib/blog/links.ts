/**
 * Which links an article may carry: only pages that exist. Articles write
 * locale-less paths (`/muhurat/rahu-kaal`, `/panchang/today/varanasi/2025-11-22`,
 * `/blog/tithi`, `/blog/category/muhurat`, `/festivals/ekadashi/nirjala-2026`);
 * this module reads them with the URL module (lib/urls), checks that their
 * page exists and turns them into the reader's language. A link to anything
 * else (a page not built yet, a typo) is an error when the articles load, so
 * it cannot reach a visitor.
 */
import { routing } from '@/i18n/routing';
import { resolveFestivalPage } from '@/lib/festivals/pages';
export type { LinkTargets } from '@/lib/page-exists';
import { whyMissing, type LinkTargets } from '@/lib/page-exists';
import { legacyRedirect, localizedPath, pagePath, parsePage, type PageRoute } from '@/lib/urls';

export const BLOG_PATH = pagePath('blog');
export const categoryPath = (key: string) => pagePath('category', { category: key });
export const articlePath = (slug: string) => pagePath('article', { article: slug });

/** Why an article may not link the page a route names, or null when it may. */
function missing(route: PageRoute, targets: LinkTargets): string | null {
  if (route.key === 'stats' || route.key === 'search') return 'not a page for articles to link';
  if (route.key === 'festivalDetail') {
    const req = resolveFestivalPage(route.params.festivalType ?? '', route.params.festival ?? '');
    if (req?.kind === 'redirect') return `an alias of ${req.path}; link the page itself`;
  }
  return whyMissing(route, targets);
}

/**
 * The locale-less path a link written in an article leads to, in the site's
 * one form for its page (an old query form, `?date=` or `?year=`, becomes
 * the path lib/urls gives it); throws when no such page exists.
 */
function sitePath(href: string, targets: LinkTargets): string {
  const [path, query = ''] = href.split('?', 2);
  const fail = (why: string): never => {
    throw new Error(`link ${href}: ${why}`);
  };
  if (!path.startsWith('/') || path.startsWith('//')) fail('articles link only to pages of this site, as paths starting with /');
  if (routing.locales.some((l) => l !== routing.defaultLocale && (path === `/${l}` || path.startsWith(`/${l}/`)))) {
    fail('write the path without a language prefix; it is added for the reader');
  }
  let route = parsePage(path.split('/').filter(Boolean));
  if (!route) return fail('not a page of the site');
  if (route.key === 'article') {
    // Articles link each other by id, the same in both languages: the reader's language has its own slug.
    const slug = targets.articleSlug(route.params.article ?? '');
    if (!slug) fail(`no article "${route.params.article}" in ${targets.locale}`);
    return articlePath(slug!);
  }
  if (query) {
    // An old query form is read as the page its path form names; a query that names nothing more is a mistake.
    const q = new URLSearchParams(query);
    const moved = new Set(q.keys()).size === [...q.keys()].length ? legacyRedirect(route, q, () => fail('a time without a date')) : null;
    if (moved?.kind === 'invalid') return fail(`unsupported query ${query} (${moved.field}: ${moved.error})`);
    if (moved?.kind !== 'redirect' || moved.path === pagePath(route.key, route.params)) return fail(`unsupported query ${query}`);
    route = parsePage(moved.path.split('/').filter(Boolean))!;
  }
  const why = missing(route, targets);
  if (why) fail(why);
  return pagePath(route.key, route.params);
}

/** The href to render for a link written in an article, in the reader's language. */
export function resolveArticleLink(href: string, targets: LinkTargets): string {
  if (href.startsWith('#')) return href;
  return localizedPath(targets.locale, sitePath(href, targets));
}

/**
 * Which links an article may carry: only pages that exist. Articles write
 * locale-less paths (`/muhurat/rahu-kaal`, `/panchang/today/varanasi/2025-11-22`,
 * `/blog/tithi`, `/blog/category/muhurat`, `/festivals/ekadashi/nirjala-2026`);
 * this module reads them with the URL module (lib/urls), checks that their
 * page exists and turns them into the reader's language. A link to anything
 * else (a page not built yet, a typo) is an error when the articles load, so
 * it cannot reach a visitor.
 */
import { ECLIPSE_MAX_YEAR, ECLIPSE_MIN_YEAR, PITRU_PAKSHA_MAX_YEAR, PITRU_PAKSHA_MIN_YEAR } from '@/engine';
import { routing, type Locale } from '@/i18n/routing';
import { getCityBySlug } from '@/lib/cities';
import { resolveFestivalPage } from '@/lib/festivals/pages';
import { legacyRedirect, localizedPath, pagePath, parsePage, type PageRoute } from '@/lib/urls';

export const BLOG_PATH = pagePath('blog');
export const categoryPath = (key: string) => pagePath('category', { category: key });
export const articlePath = (slug: string) => pagePath('article', { article: slug });

export interface LinkTargets {
  /** The reader's locale. */
  locale: Locale;
  /** Article id → its slug in `locale`. */
  articleSlug(id: string): string | undefined;
  /** Whether a category has articles. */
  hasCategory(key: string): boolean;
}

/** Why a page a path names does not exist, or null when it does (the values' forms were checked by lib/urls). */
function missing(route: PageRoute, targets: LinkTargets): string | null {
  const p = route.params;
  if (p.city && !getCityBySlug(p.city)) return `no city "${p.city}"`;
  if (route.key === 'stats' || route.key === 'search') return 'not a page for articles to link';
  if (route.key === 'category' && !targets.hasCategory(p.category ?? '')) return `no category "${p.category}" has articles`;
  if (route.key === 'festivalDetail') {
    const req = resolveFestivalPage(p.festivalType ?? '', p.festival ?? '');
    if (!req) return `no festival page "${p.festivalType}/${p.festival}"`;
    if (req.kind === 'redirect') return `an alias of ${req.path}; link the page itself`;
  }
  const range = route.key === 'grahan' || route.key === 'eclipse' ? [ECLIPSE_MIN_YEAR, ECLIPSE_MAX_YEAR] : route.key === 'pitruPaksha' ? [PITRU_PAKSHA_MIN_YEAR, PITRU_PAKSHA_MAX_YEAR] : null;
  if (range && p.year !== undefined && (p.year < range[0] || p.year > range[1])) return `no ${route.key} page for ${p.year}`;
  return null;
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

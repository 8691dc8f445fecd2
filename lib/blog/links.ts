/**
 * Which links an article may carry: only pages that exist. Articles write
 * locale-less paths (`/muhurat/rahu-kaal`, `/panchang/today/varanasi?date=2025-11-22`,
 * `/blog/tithi`, `/blog/category/muhurat`); this module checks them against
 * the site's pages and turns them into the reader's language. A link to
 * anything else (a page not built yet, a typo) is an error when the articles
 * load, so it cannot reach a visitor.
 */
import { routing, type Locale } from '@/i18n/routing';
import { getCityBySlug } from '@/lib/cities';
import { parseDate } from '@/lib/selection/params';
import { localizedPath } from '@/lib/seo/urls';
import { TOOLS } from '@/lib/tools';

/** Pages outside the tools and the Knowledge Hub. Add a path here when its page exists. */
const STATIC_PAGES = ['/about', '/privacy', '/terms'];

const TOOL_PATHS = new Set(Object.values(TOOLS).map((t) => t.path));
const CITY_BASES = new Set(Object.values(TOOLS).flatMap((t) => (t.cityBase && t.cityBase === t.path ? [t.cityBase] : [])));

export const BLOG_PATH = '/blog';
export const categoryPath = (key: string) => `${BLOG_PATH}/category/${key}`;
export const articlePath = (slug: string) => `${BLOG_PATH}/${slug}`;

export interface LinkTargets {
  /** The reader's locale. */
  locale: Locale;
  /** Article id → its slug in `locale`. */
  articleSlug(id: string): string | undefined;
  /** Whether a category has articles. */
  hasCategory(key: string): boolean;
}

/** Only `?date=YYYY-MM-DD` is meaningful on a tool page. */
function checkQuery(query: string, href: string): void {
  if (!query) return;
  const params = new URLSearchParams(query);
  for (const [k, v] of params) {
    if (k !== 'date' || !parseDate(v).ok) throw new Error(`link ${href}: unsupported query parameter ${k}=${v}`);
  }
}

/** The locale-less path a link written in an article leads to; throws when no such page exists. */
function sitePath(href: string, targets: LinkTargets): string {
  const [path, query = ''] = href.split('?', 2);
  const fail = (why: string): never => {
    throw new Error(`link ${href}: ${why}`);
  };
  if (!path.startsWith('/') || path.startsWith('//')) fail('articles link only to pages of this site, as paths starting with /');
  if (routing.locales.some((l) => l !== routing.defaultLocale && (path === `/${l}` || path.startsWith(`/${l}/`)))) {
    fail('write the path without a language prefix; it is added for the reader');
  }
  if (path === BLOG_PATH) return path;
  if (path.startsWith(`${BLOG_PATH}/category/`)) {
    const key = path.slice(`${BLOG_PATH}/category/`.length);
    if (!targets.hasCategory(key)) fail(`no category "${key}" has articles`);
    return path;
  }
  if (path.startsWith(`${BLOG_PATH}/`)) {
    const id = path.slice(BLOG_PATH.length + 1);
    const slug = targets.articleSlug(id);
    if (!slug) fail(`no article "${id}" in ${targets.locale}`);
    return articlePath(slug!);
  }
  if (STATIC_PAGES.includes(path)) return path;
  checkQuery(query, href);
  const withQuery = (p: string) => (query ? `${p}?${query}` : p);
  if (TOOL_PATHS.has(path)) return withQuery(path);
  const cut = path.lastIndexOf('/');
  const base = path.slice(0, cut);
  if (CITY_BASES.has(base) && getCityBySlug(path.slice(cut + 1))) return withQuery(path);
  return fail('not a page of the site');
}

/** The href to render for a link written in an article, in the reader's language. */
export function resolveArticleLink(href: string, targets: LinkTargets): string {
  if (href.startsWith('#')) return href;
  return localizedPath(targets.locale, sitePath(href, targets));
}

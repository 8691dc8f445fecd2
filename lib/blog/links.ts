/**
 * Which links an article may carry: only pages that exist. Articles write
 * locale-less paths (`/muhurat/rahu-kaal`, `/panchang/today/varanasi?date=2025-11-22`,
 * `/blog/tithi`, `/blog/category/muhurat`, `/festivals/ekadashi/nirjala-2026`);
 * this module checks them against the site's pages and turns them into the
 * reader's language. A link to anything else (a page not built yet, a typo)
 * is an error when the articles load, so it cannot reach a visitor.
 */
import { ECLIPSE_MAX_YEAR, ECLIPSE_MIN_YEAR, MAX_YEAR, MIN_YEAR, PITRU_PAKSHA_MAX_YEAR, PITRU_PAKSHA_MIN_YEAR } from '@/engine';
import { routing, type Locale } from '@/i18n/routing';
import { getCityBySlug } from '@/lib/cities';
import { FESTIVAL_TYPES, FESTIVALS_PATH, resolveFestivalPage } from '@/lib/festivals/pages';
import { festivalFilterOf, LIST_TYPES, monthOfSlug } from '@/lib/festivals/routes';
import { parseDate } from '@/lib/selection/params';
import { localizedPath } from '@/lib/seo/urls';
import { TOOLS } from '@/lib/tools';

/** Pages outside the tools and the Knowledge Hub. Add a path here when its page exists. */
const STATIC_PAGES = ['/about', '/faq', '/privacy', '/terms'];

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

/** A year as the festival pages take it (path or `?year=`): four digits within the page's range. */
const yearIn = (min: number, max: number) => (v: string) => /^\d{4}$/.test(v) && Number(v) >= min && Number(v) <= max;

type QueryRule = (value: string) => boolean;

/** The query parameters each kind of festival page reads (app/_loaders/festivals.ts, year-pages.ts, festival-detail.ts). */
const CITY: QueryRule = (v) => getCityBySlug(v) !== null;
const CALENDAR_QUERY: Record<string, QueryRule> = { city: CITY, date: (v) => parseDate(v).ok, type: (v) => festivalFilterOf(v) !== null };
const MONTH_QUERY: Record<string, QueryRule> = { type: CALENDAR_QUERY.type };
const LIST_QUERY: Record<string, QueryRule> = { city: CITY, year: yearIn(MIN_YEAR, MAX_YEAR) };
const DETAIL_QUERY: Record<string, QueryRule> = { city: CITY };
const GRAHAN_QUERY: Record<string, QueryRule> = { year: yearIn(ECLIPSE_MIN_YEAR, ECLIPSE_MAX_YEAR) };
const PITRU_QUERY: Record<string, QueryRule> = { year: yearIn(PITRU_PAKSHA_MIN_YEAR, PITRU_PAKSHA_MAX_YEAR) };

/**
 * Whether a path under /festivals is a page, and which query parameters it
 * takes; null when it is none. Detail pages are resolved through the page
 * table (lib/festivals/pages.ts) exactly as their route does; an alias that
 * redirects is refused with its canonical path, so articles link the page
 * itself.
 */
function festivalPage(path: string, fail: (why: string) => never): Record<string, QueryRule> | null {
  if (path === FESTIVALS_PATH) return CALENDAR_QUERY;
  const segs = path.slice(FESTIVALS_PATH.length + 1).split('/');
  if (segs.length === 3 && yearIn(MIN_YEAR, MAX_YEAR)(segs[0]) && monthOfSlug(segs[1]) !== null && getCityBySlug(segs[2])) return MONTH_QUERY;
  const [section, rest] = segs;
  if (segs.length === 1 && (LIST_TYPES as readonly string[]).includes(section)) return LIST_QUERY;
  if (section === 'grahan' && (segs.length === 1 || (segs.length === 2 && getCityBySlug(rest)))) return GRAHAN_QUERY;
  if (section === 'pitru-paksha' && (segs.length === 1 || (segs.length === 2 && getCityBySlug(rest)))) return PITRU_QUERY;
  if (segs.length === 2 && (FESTIVAL_TYPES as readonly string[]).includes(section)) {
    const req = resolveFestivalPage(section, rest);
    if (req?.kind === 'redirect') fail(`an alias of ${req.path}; link the page itself`);
    if (req) return DETAIL_QUERY;
  }
  return null;
}

function checkFestivalQuery(query: string, rules: Record<string, QueryRule>, href: string): void {
  const seen = new Set<string>();
  for (const [k, v] of new URLSearchParams(query)) {
    if (seen.has(k) || !Object.hasOwn(rules, k) || !rules[k](v)) throw new Error(`link ${href}: unsupported query parameter ${k}=${v}`);
    seen.add(k);
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
  if (path === FESTIVALS_PATH || path.startsWith(`${FESTIVALS_PATH}/`)) {
    const rules = festivalPage(path, fail);
    if (!rules) fail('not a page of the site');
    checkFestivalQuery(query, rules!, href);
    return query ? `${path}?${query}` : path;
  }
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

/**
 * Whether a path is one of the site's pages, so analytics store only paths
 * the site routes: anyone can post an event, and a made-up path stored
 * would show on the public /stats page. Read from the site's own URL tables
 * (lib/tools.ts, lib/site-map.ts, the festival and blog slugs, the city
 * index). Branch `serve` builds the module that knows every URL; at the
 * merge this function becomes a call to it, its tests staying as they are.
 */
import { MAX_YEAR, MIN_YEAR } from '@/engine';
import { routing, type Locale } from '@/i18n/routing';
import { getArticle } from '@/lib/blog';
import { isCategoryKey } from '@/lib/blog/categories';
import { getCityBySlug } from '@/lib/cities';
import { FESTIVAL_TYPES, resolveFestivalPage } from '@/lib/festivals/pages';
import { LIST_TYPES, monthOfSlug } from '@/lib/festivals/routes';
import { siteMapSections } from '@/lib/site-map';
import { TOOLS } from '@/lib/tools';

const nonDefault = routing.locales.filter((l) => l !== routing.defaultLocale);

/** Pages without a parameter: every tool, the site map's pages, the developers' page, the year lists. */
const STATIC_PATHS = new Set<string>([
  ...Object.values(TOOLS).map((t) => t.path),
  ...siteMapSections().flatMap((s) => s.links.map((l) => l.href)),
  '/developers',
  ...LIST_TYPES.map((t) => `/festivals/${t}`),
]);

/** Tools whose city pages are `{path}/{city}` (a hub's city pages are its main tool's). */
const CITY_PATHS = new Set(Object.values(TOOLS).flatMap((t) => (t.cityBase && t.cityBase === t.path && t.path !== '/' ? [t.path] : [])));

const isCity = (slug: string) => getCityBySlug(slug) !== null;
const isYear = (s: string) => /^\d{4}$/.test(s) && Number(s) >= MIN_YEAR && Number(s) <= MAX_YEAR;
/** An eclipse's id names its kind and the UT date of its maximum (engine/eclipses.ts). */
const ECLIPSE_ID = /^(solar|lunar)-(\d{4})-\d{2}-\d{2}$/;

function festivalPath(segs: string[]): boolean {
  const [, a, b, c, d] = segs;
  // /festivals/{year}/{month}/{city}
  if (isYear(a) && b !== undefined && monthOfSlug(b) !== null) return segs.length === 4 && isCity(c);
  // /festivals/grahan[/{city}], /festivals/grahan/{year}/{eclipse}[/{city}]
  if (a === 'grahan') {
    if (segs.length === 3) return isCity(b);
    const id = ECLIPSE_ID.exec(c ?? '');
    return isYear(b) && id !== null && id[2] === b && (segs.length === 4 || (segs.length === 5 && isCity(d)));
  }
  if (a === 'pitru-paksha') return segs.length === 3 && isCity(b);
  // /festivals/{type}/{slug}-{year}: a page, an alias that redirects to one, or a choice of two.
  return segs.length === 3 && (FESTIVAL_TYPES as readonly string[]).includes(a) && resolveFestivalPage(a, b) !== null;
}

function blogPath(locale: Locale, segs: string[]): boolean {
  if (segs.length === 2) return getArticle(locale, segs[1]) !== null;
  return segs.length === 3 && segs[1] === 'category' && isCategoryKey(segs[2]);
}

/**
 * Whether a URL path (as the browser shows it: `/hi/panchang/today/varanasi`,
 * no query) is a page of the site. Trailing slashes and empty segments are
 * not (the site redirects them away before a page loads).
 */
export function isKnownPath(path: string): boolean {
  if (!path.startsWith('/')) return false;
  const segs = path === '/' ? [] : path.slice(1).split('/');
  if (segs.some((s) => s === '')) return false;
  const locale = nonDefault.find((l) => l === segs[0]) ?? routing.defaultLocale;
  if (locale !== routing.defaultLocale) segs.shift();
  const bare = `/${segs.join('/')}`;
  if (STATIC_PATHS.has(bare)) return true;
  if (segs.length === 0) return false;
  const parent = `/${segs.slice(0, -1).join('/')}`;
  if (CITY_PATHS.has(parent) && isCity(segs[segs.length - 1])) return true;
  if (segs[0] === 'festivals') return festivalPath(segs);
  if (segs[0] === 'blog') return blogPath(locale, segs);
  return false;
}

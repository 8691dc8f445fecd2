/**
 * Cache-Control of the pages, decided by the proxy from the URL before the
 * page renders (a server component cannot set response headers; Next keeps
 * a Cache-Control the proxy set on a dynamic page, and still answers errors
 * with no-store). Without the cookies below, a page is the same for every
 * visitor: what changes by the minute or by visitor (the remembered date,
 * "now" highlighting, weather) is applied in the browser, so shared caches
 * may keep every page:
 *
 * - a tool page for a date named in the URL: a day, then served stale while
 *   revalidating for a week (it changes only with a deploy);
 * - a tool page for today (no `?date=`, or the date that is today at the
 *   city): until the city's next midnight, when "today" moves on;
 * - a page showing what holds at this minute (the lagna rising now, the
 *   tithi at the current time): a minute;
 * - the month grid, which marks today: until the city's next midnight;
 * - the site's statistics (/stats), which show what was recorded up to
 *   the request: never kept by a shared cache;
 * - other pages (articles, about, 404s): an hour, then stale for a day.
 *
 * Everything else a page shows for a visitor (the sidebar's clock and
 * tithis, weather) comes from the API in the browser. The exceptions are
 * what the browser remembers in cookies: the city (`vc_city`), which a page
 * whose URL names none and every page's sidebar are rendered for, and the
 * visitor's conventions (`vc_prefs`: month system, sunrise, clock, Ekadashi
 * emphasis), which every page is rendered in where its URL does not name
 * them (app/_loaders/selection.ts). Next sets the pages' Vary header itself
 * (it cannot say Cookie), so an answer to a request carrying either cookie
 * is private; the same URL without them (the default city and conventions,
 * as crawlers and first visits ask) stays public. A cache in front that
 * keys pages on the two cookies may keep both (README, Performance).
 */
import { DateTime } from 'luxon';
import { secondsUntilMidnight } from '@/lib/api/cache';
import { getCityBySlug } from '@/lib/cities';
import { CONVENTIONS_COOKIE } from '@/lib/conventions/conventions';
import { CITY_COOKIE } from '@/lib/selection/params';
import { DEFAULT_TIME_ZONE } from '@/lib/site';
import { TOOLS, type ToolKey } from '@/lib/tools';

const DAY = 86_400;

export const PAGE_CACHE_REMEMBERED = 'private, no-cache';
/** Whether a request's cookies remember the visitor's city or conventions (values unchecked: the page decides what they mean). */
export const remembersVisitor = (cookies: { get(name: string): { value: string } | undefined }): boolean =>
  Boolean(cookies.get(CITY_COOKIE)?.value || cookies.get(CONVENTIONS_COOKIE)?.value);

export const PAGE_CACHE_FIXED = `public, max-age=3600, s-maxage=${DAY}, stale-while-revalidate=${7 * DAY}`;
export const PAGE_CACHE_OTHER = `public, max-age=300, s-maxage=3600, stale-while-revalidate=${DAY}`;
export const PAGE_CACHE_LIVE = 'no-cache';
export const PAGE_CACHE_MINUTE = 'public, max-age=60, s-maxage=60, stale-while-revalidate=60';

/** Until `tz`'s next midnight (at least a minute); stale only for a minute past it. */
export function cacheUntilMidnight(tz: string, now: Date): string {
  const seconds = Math.max(60, Math.floor(secondsUntilMidnight(tz, now)));
  return `public, max-age=${Math.min(seconds, 3600)}, s-maxage=${seconds}, stale-while-revalidate=60`;
}

/** Pages that show what the server recorded up to the request. */
const LIVE_PAGES = new Set(['/stats']);
/** Tools whose page shows the current instant's value when it shows today. */
const NOW_TOOLS = new Set<ToolKey>(['lagna', 'astrology', 'tithiToday']);
/** Tools whose page marks today even for another date. */
const TODAY_MARKING_TOOLS = new Set<ToolKey>(['monthlyPanchang']);
/** Year pages: `?year=` (or a year in the path) names their date; without one they show the current year. */
const YEAR_TOOLS = new Set<ToolKey>(['grahan', 'pitruPaksha']);

const TOOL_LIST = Object.values(TOOLS)
  .filter((t) => t.key !== 'home')
  // Longest first, so /panchang/today wins over /panchang.
  .sort((a, b) => b.path.length - a.path.length);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const YEAR = /^\d{4}$/;

interface ToolUrl {
  key: ToolKey;
  /** Path segments after the tool's path (a city slug; for eclipses a year and an id first). */
  rest: string[];
}

function toolOf(path: string): ToolUrl | null {
  if (path === '/') return { key: 'home', rest: [] };
  for (const t of TOOL_LIST) {
    if (path === t.path) return { key: t.key, rest: [] };
    if (path.startsWith(`${t.path}/`)) return { key: t.key, rest: path.slice(t.path.length + 1).split('/') };
  }
  return null;
}

const citySlugOf = (tool: ToolUrl, query: URLSearchParams): string | undefined =>
  (tool.key === 'home' ? query.get('city') : tool.rest.find((s) => !YEAR.test(s) && !/^(solar|lunar)-/.test(s))) ?? undefined;

/** The zone of the city a tool URL names, else the default city's; null for an unknown city (a 404). */
function zoneOf(tool: ToolUrl, query: URLSearchParams): string | null {
  const slug = citySlugOf(tool, query);
  if (!slug) return DEFAULT_TIME_ZONE;
  try {
    return getCityBySlug(slug)?.timezone ?? null;
  } catch {
    return null;
  }
}

/** Cache-Control of a page's answer, from its path, query and whether the request remembers the visitor (remembersVisitor). */
export function pageCacheControl(pathname: string, query: URLSearchParams, remembered = false, now: Date = new Date()): string {
  if (remembered) return PAGE_CACHE_REMEMBERED;
  const path = pathname.replace(/^\/hi(?=\/|$)/, '') || '/';
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (LIVE_PAGES.has(bare)) return PAGE_CACHE_LIVE;
  const tool = toolOf(bare);
  if (!tool) return PAGE_CACHE_OTHER;
  const tz = zoneOf(tool, query);
  if (tz === null) return PAGE_CACHE_OTHER;
  if (YEAR_TOOLS.has(tool.key)) {
    return query.has('year') || tool.rest.some((s) => YEAR.test(s)) ? PAGE_CACHE_FIXED : cacheUntilMidnight(tz, now);
  }
  const date = query.get('date');
  const today = DateTime.fromJSDate(now, { zone: tz }).toISODate();
  const isToday = date === null || !DATE.test(date) || date === today;
  if (isToday && NOW_TOOLS.has(tool.key) && !query.has('time')) return PAGE_CACHE_MINUTE;
  if (isToday || TODAY_MARKING_TOOLS.has(tool.key)) return cacheUntilMidnight(tz, now);
  return PAGE_CACHE_FIXED;
}

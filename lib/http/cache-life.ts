/**
 * How long a page's answer holds, from what its path names (lib/urls) and
 * the day it was computed on. The pages pass it to Next's `cacheLife`
 * (app/_pages/model.ts), which makes it the route's lifetime: Next keeps the
 * rendered page that long and answers `Cache-Control: s-maxage=<revalidate>,
 * stale-while-revalidate=<expire - revalidate>`, so a CDN in front keeps it
 * as long (docs/performance.md, Caching).
 *
 * - a page for a day, month or year the path names: a day, then served
 *   stale for a week while it is computed again in the background (what it
 *   computes only changes with a deploy; the sidebar's upcoming festivals
 *   and today's tithis, which are today's, are at most that stale);
 * - a page for today (this month, this year) at its city: until the city's
 *   next midnight, when "today" moves on, and stale for a minute; in the
 *   last four minutes before midnight stale until five minutes from now,
 *   since Next keeps no page whose `expire` is under five minutes (it would
 *   render it per request, `private, no-store`: cacheLife's "Prerendering
 *   behavior" in node_modules/next/dist/docs);
 * - a page showing what holds at this instant (the lagna rising now, the
 *   tithi now): a minute fresh, five minutes at most (below five minutes
 *   Next would not keep the page at all); the browser moves "now" on itself;
 * - written content (articles, about, legal pages): an hour, then stale for a day;
 * - the site's statistics: never kept (the page renders per request).
 *
 * The embeddable widgets (lib/urls/embed.ts) are route handlers, which set
 * their own Cache-Control (`cacheControlOf`) from the same lifetimes: a
 * widget of today's values lives like a page of today, the Choghadiya "now"
 * widget like a page showing now.
 */
import { secondsUntilMidnight } from '@/lib/api/cache';
import { PAGE_TYPES, type PageRoute, type WidgetKey } from '@/lib/urls';

export type CacheClass = 'dated' | 'today' | 'now' | 'content' | 'never';

export interface Life {
  /** Seconds the browser's router may reuse the page without asking. */
  stale: number;
  /** Seconds the page is fresh. */
  revalidate: number;
  /** Seconds after which a stale page is no longer served while a new one is computed. */
  expire: number;
}

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

/** What kind of lifetime a page has, from its path and today at its city. */
export function cacheClassOf(route: PageRoute, today: string): CacheClass {
  const type = PAGE_TYPES[route.key];
  const p = route.params;
  switch (type.period) {
    case 'content':
      return 'content';
    case 'live':
      return 'never';
    case 'fixed':
      return 'dated';
    case 'month': {
      const month = p.month;
      return month === undefined || today.startsWith(`${month}-`) ? 'today' : 'dated';
    }
    case 'year': {
      if (p.years) return 'dated';
      return p.year === undefined || today.startsWith(`${p.year}-`) ? 'today' : 'dated';
    }
    case 'day': {
      // A time the path names (the tithi finder's) is an instant of its own, not "now".
      const showsNow = 'now' in type && type.now && p.time === undefined;
      const isToday = p.date === undefined || p.date === today;
      if (isToday && showsNow) return 'now';
      return p.date === undefined ? 'today' : 'dated';
    }
  }
}

/** The lifetime of a class of page at a city's zone, at an instant. */
export function lifeOf(cls: Exclude<CacheClass, 'never'>, tz: string, now: Date): Life {
  switch (cls) {
    case 'dated':
      return { stale: 5 * MINUTE, revalidate: DAY, expire: 8 * DAY };
    case 'content':
      return { stale: 5 * MINUTE, revalidate: HOUR, expire: DAY + HOUR };
    case 'now':
      return { stale: 30, revalidate: MINUTE, expire: 5 * MINUTE };
    case 'today': {
      const revalidate = Math.max(MINUTE, Math.floor(secondsUntilMidnight(tz, now)));
      return { stale: Math.min(revalidate, 5 * MINUTE), revalidate, expire: Math.max(revalidate + MINUTE, 5 * MINUTE) };
    }
  }
}

/** A widget's class: what it shows is today's at its city, or what holds this minute. */
export const embedCacheClass = (widget: WidgetKey): 'today' | 'now' => (widget === 'choghadiya-now' ? 'now' : 'today');

/**
 * The Cache-Control of a route handler's answer that lives like a page:
 * what Next writes for a page (`s-maxage`, `stale-while-revalidate`) and,
 * since a framed widget is fetched by each visitor's browser, a browser
 * lifetime of the page's router staleness (at most five minutes).
 */
export const cacheControlOf = (life: Life): string =>
  `public, max-age=${Math.min(life.stale, life.revalidate)}, s-maxage=${life.revalidate}, stale-while-revalidate=${life.expire - life.revalidate}`;

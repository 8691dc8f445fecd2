/**
 * The selection of a computed page, from its path alone (lib/urls): the
 * locale, the city (the default city when the path names none), the date
 * the page shows (today at the city when the path names no day, month or
 * year), the conventions (the path's, else the defaults) with the engine
 * options they imply, and the instant it was computed at. No cookie and no
 * query string: the same path is the same page for everyone
 * (app/_pages/model.ts caches it by the path).
 */
import type { EngineOptions, Place } from '@/engine';
import type { Locale } from '@/i18n/routing';
import { cityPlace, DEFAULT_CITY_SLUG, getCityBySlug, type City } from '@/lib/cities';
import { DEFAULT_CONVENTIONS, type Conventions } from '@/lib/conventions/conventions';
import { todayInZone, toCitySummary, type CitySummary } from '@/lib/selection/params';
import { cityNamedBy } from '@/lib/selection/resolve';
import { nonDefaultConventions, pagePath, type PageRoute } from '@/lib/urls';
import { engineOptionsOf } from './conventions';

export interface PageSelection {
  locale: Locale;
  /** The page as its path names it: links within the page keep its values (lib/urls). */
  route: PageRoute;
  /** The day the page shows: the path's, else today at the city (a month or year page: today when it is in it, else its first day). */
  date: string;
  city: City;
  summary: CitySummary;
  place: Place;
  /** The path names the day (a day page), the month or the year: the page is not "today's". */
  dateFromUrl: boolean;
  cityFromUrl: boolean;
  /** Today at the city, when the page was computed. */
  today: string;
  /** The instant the page was computed (epoch ms): "now" for the server's highlighting, which the browser takes over. */
  now: number;
  /** The conventions the page is computed in: the path's, else the defaults. */
  conventions: Conventions;
  /** The conventions the path named: the page's links keep them. */
  conventionsFromUrl: Partial<Conventions>;
  options: EngineOptions;
}

export type SelectionResult = { ok: true; sel: PageSelection } | { ok: false; redirect: string | null };

/** The day a page shows: the path's day, else today when it lies in the path's month or year, else their first day. */
function shownDate(route: PageRoute, today: string): string {
  const { date, month, year } = route.params;
  if (date) return date;
  if (month) return today.startsWith(`${month}-`) ? today : `${month}-01`;
  if (year !== undefined) return today.startsWith(`${year}-`) ? today : `${year}-01-01`;
  return today;
}

/**
 * A page's selection at an instant, or why there is none: a city named
 * otherwise than by its slug (an old slug, another spelling, Devanagari)
 * redirects to the same page at the canonical slug; an unknown city is
 * the 404 page.
 */
export function selectionOf(locale: Locale, route: PageRoute, now: number): SelectionResult {
  const slug = route.params.city;
  const city = getCityBySlug(slug ?? DEFAULT_CITY_SLUG);
  if (!city) {
    const named = slug ? cityNamedBy(slug) : null;
    return { ok: false, redirect: named ? pagePath(route.key, { ...route.params, city: named.slug }) : null };
  }
  const today = todayInZone(city.timezone, new Date(now));
  const fromUrl = nonDefaultConventions(route.params.conv);
  const conventions = { ...DEFAULT_CONVENTIONS, ...fromUrl };
  return {
    ok: true,
    sel: {
      locale,
      route,
      date: shownDate(route, today),
      city,
      summary: toCitySummary(city),
      place: cityPlace(city),
      dateFromUrl: Boolean(route.params.date || route.params.month || route.params.year !== undefined),
      cityFromUrl: Boolean(slug),
      today,
      now,
      conventions,
      conventionsFromUrl: fromUrl,
      options: engineOptionsOf(conventions),
    },
  };
}

/**
 * The sidebar of a page, from the page's path (lib/urls): its cards follow
 * the page's city (the default city on a page that names none) and
 * conventions. Kept in Next's cache under the path's values, for as long as
 * the page itself (lib/http/cache-life.ts), so the sidebar never shortens
 * the life of the page it is on: the Current Time card's tithis and the
 * upcoming festivals are today's when it is computed (the browser reads a
 * later day's tithis itself), and the most-read articles as counted then.
 */
import { cacheLife } from 'next/cache';
import { jdToMs, panchangWith } from '@/engine';
import type { Locale } from '@/i18n/routing';
import { categoryCounts, type CategoryCount } from '@/lib/blog';
import { cityPlace, DEFAULT_CITY_SLUG, getCityBySlug, type City } from '@/lib/cities';
import { DEFAULT_CONVENTIONS, type Conventions } from '@/lib/conventions/conventions';
import { ServerBusyError } from '@/lib/festivals';
import { cacheClassOf, lifeOf, type CacheClass } from '@/lib/http/cache-life';
import { todayInZone } from '@/lib/selection/params';
import { linkTo, nonDefaultConventions, parsePage } from '@/lib/urls';
import type { RankedArticles } from '@/lib/view/articles';
import { currentTimeView, type CurrentTimeView } from '@/lib/view/sidebar';
import { loadPopularPosts } from './articles';
import { engineOptionsOf } from './conventions';
import { rawDay, viewFrame } from './day';
import { loadUpcomingFestivals, type UpcomingFestivals } from './festivals';

/** Major festivals the sidebar lists. */
const UPCOMING_COUNT = 3;

export interface SidebarModel {
  conventions: Pick<Conventions, 'clock' | 'sunrise'>;
  time: CurrentTimeView;
  /** Null when the festival worker was busy: the page goes without the card. */
  upcoming: UpcomingFestivals | null;
  /** The festival calendar at the page's city. */
  festivalsHref: string;
  popular: RankedArticles;
  categories: CategoryCount[];
}

/** The sidebar of the page at `segments` (its path without the language; null: no page of ours, a 404). */
export async function sidebarModel(locale: Locale, segments: string[] | null): Promise<SidebarModel> {
  'use cache';
  const now = Date.now();
  const route = segments === null ? null : parsePage(segments);
  const citySlug = route?.params.city ?? null;
  const city = sidebarCity(citySlug);
  const today = todayInZone(city.timezone, new Date(now));
  // As long as the page it is on: a page of content (or none of ours) for as long as content.
  const cls = route ? cacheClassOf(route, today) : 'content';
  const life = cls === 'never' ? 'now' : cls;
  cacheLife(lifeOf(life, city.timezone, new Date(now)));
  // The Popular Posts are the counts of when the page is rendered (app/_loaders/articles.ts reads them at most
  // every 30 s), not of when its city's sidebar was first computed that day.
  const [shared, popular] = await Promise.all([citySidebar(locale, citySlug, nonDefaultConventions(route?.params.conv), life, today), loadPopularPosts(locale)]);
  return { ...shared, popular };
}

/** The page's city, else the default city (a page that names none, or a city of no page: a 404). */
function sidebarCity(slug: string | null): City {
  const city = getCityBySlug(slug ?? DEFAULT_CITY_SLUG) ?? getCityBySlug(DEFAULT_CITY_SLUG);
  if (!city) throw new Error(`Default city "${DEFAULT_CITY_SLUG}" is missing from the city index`);
  return city;
}

/**
 * The sidebar (but its Popular Posts) of every page of a city, conventions and lifetime computed
 * on one day: kept under those values rather than each page's path, so that
 * a crawler's new dates at a city find it computed (its Current Time card
 * computes today's Panchang day, ~3 ms of a new day page's render: CPU
 * profile of 60 new day pages). Keyed by today too, so what it shows is
 * the day's it is on, as when each page computed its own, and it lives as
 * long as the pages it is on.
 */
async function citySidebar(locale: Locale, citySlug: string | null, conv: Partial<Conventions>, life: Exclude<CacheClass, 'never'>, today: string): Promise<Omit<SidebarModel, 'popular'>> {
  'use cache';
  const city = sidebarCity(citySlug);
  cacheLife(lifeOf(life, city.timezone, new Date()));
  const conventions = { ...DEFAULT_CONVENTIONS, ...conv };
  const place = cityPlace(city);
  const upcoming = await loadUpcomingFestivals(locale, city, UPCOMING_COUNT, today).catch((e: unknown) => {
    if (e instanceof ServerBusyError) return null;
    throw e;
  });
  return {
    conventions: { clock: conventions.clock, sunrise: conventions.sunrise },
    time: currentTimeView(panchangWith(rawDay(place, today, engineOptionsOf(conventions)), jdToMs), viewFrame({ place, date: today, locale, conventions }), city.slug),
    upcoming,
    festivalsHref: linkTo('festivals', { city: citySlug && citySlug === city.slug ? city.slug : null, conv }),
    categories: categoryCounts(locale),
  };
}

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
import { cityPlace, DEFAULT_CITY_SLUG, getCityBySlug } from '@/lib/cities';
import { DEFAULT_CONVENTIONS, type Conventions } from '@/lib/conventions/conventions';
import { ServerBusyError } from '@/lib/festivals';
import { cacheClassOf, lifeOf } from '@/lib/http/cache-life';
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
  const citySlug = route?.params.city;
  const city = getCityBySlug(citySlug ?? DEFAULT_CITY_SLUG) ?? getCityBySlug(DEFAULT_CITY_SLUG);
  if (!city) throw new Error(`Default city "${DEFAULT_CITY_SLUG}" is missing from the city index`);
  const today = todayInZone(city.timezone, new Date(now));
  // As long as the page it is on: a page of content (or none of ours) for as long as content.
  const cls = route ? cacheClassOf(route, today) : 'content';
  cacheLife(lifeOf(cls === 'never' ? 'now' : cls, city.timezone, new Date(now)));
  const conv = nonDefaultConventions(route?.params.conv);
  const conventions = { ...DEFAULT_CONVENTIONS, ...conv };
  const place = cityPlace(city);
  const [upcoming, popular] = await Promise.all([
    loadUpcomingFestivals(locale, city, UPCOMING_COUNT, today).catch((e: unknown) => {
      if (e instanceof ServerBusyError) return null;
      throw e;
    }),
    loadPopularPosts(locale),
  ]);
  return {
    conventions: { clock: conventions.clock, sunrise: conventions.sunrise },
    time: currentTimeView(panchangWith(rawDay(place, today, engineOptionsOf(conventions)), jdToMs), viewFrame({ place, date: today, locale, conventions }), city.slug),
    upcoming,
    festivalsHref: linkTo('festivals', { city: citySlug && citySlug === city.slug ? city.slug : null, conv }),
    popular,
    categories: categoryCounts(locale),
  };
}

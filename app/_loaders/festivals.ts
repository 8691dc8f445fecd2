/**
 * Loaders of the festival section's view models, each read from the city's
 * one festival year (festivalYearIndex), computed by the festival worker
 * off the request thread (lib/festivals), so a page computes at most the
 * year it shows.
 *
 *   /festivals[/{city}], /festivals/{year}/{month}/{city}[/{type}]   loadFestivalMonth
 *   /festivals/{type}[/{year}][/{city}]                                loadObservanceList
 *   home page, sidebar                                                 loadUpcomingFestivals
 */
import { MAX_YEAR, splitIsoDate, type FestivalEvent, type Place } from '@/engine';
import type { Locale } from '@/i18n/routing';
import { cityPlace, DEFAULT_CITY_SLUG, type City } from '@/lib/cities';
import type { ClockStyle } from '@/lib/conventions/conventions';
import { festivalYearIndex } from '@/lib/festivals';
import type { FestivalFilter, ListType } from '@/lib/urls';
import { namesFor } from '@/lib/names/names';
import {
  festivalMonthView,
  observanceListView,
  upcomingView,
  type FestivalFrame,
  type FestivalMonthView,
  type ObservanceListView,
  type UpcomingItem,
} from '@/lib/view/festivals';
import type { PageSelection } from './selection';

/** The frame of a festival view at a city: the detail pages it links name the city, unless it is the default city. */
export const festivalFrame = (locale: Locale, city: City, clock?: ClockStyle): FestivalFrame => ({
  locale,
  clock,
  tz: city.timezone,
  names: namesFor(locale),
  otherNames: namesFor(locale === 'hi' ? 'en' : 'hi'),
  city: city.slug === DEFAULT_CITY_SLUG ? null : city.slug,
});

export interface FestivalMonthPage {
  year: number;
  month: number;
  filter: FestivalFilter;
  view: FestivalMonthView;
}

/**
 * `/festivals[/{city}]` (this month) and `/festivals/{year}/{month}/{city}[/{type}]`:
 * the month's grid and list, from the city's cached festival year.
 */
export async function loadFestivalMonth(sel: PageSelection): Promise<FestivalMonthPage> {
  const { year, month } = splitIsoDate(sel.date);
  const filter: FestivalFilter = sel.route.params.filter ?? 'all';
  const index = await festivalYearIndex({ year, ...sel.place, options: sel.options });
  const view = festivalMonthView(
    { year, month, today: sel.today, filter, events: index.events, byDate: index.byDate },
    festivalFrame(sel.locale, sel.city, sel.conventions.clock),
  );
  return { year, month, filter, view };
}

export interface ObservanceListPage {
  year: number;
  /** The path named the year (kept when the city changes). */
  yearFromUrl: boolean;
  view: ObservanceListView;
}

/** `/festivals/{type}[/{year}][/{city}]`: one observance's rows for the year (this year at the city without one). */
export async function loadObservanceList(type: ListType, sel: PageSelection): Promise<ObservanceListPage> {
  const fromUrl = sel.route.params.year;
  const year = fromUrl ?? splitIsoDate(sel.today).year;
  const index = await festivalYearIndex({ year, ...sel.place, options: sel.options });
  return { year, yearFromUrl: fromUrl !== undefined, view: observanceListView(type, year, index.events, festivalFrame(sel.locale, sel.city, sel.conventions.clock)) };
}

export interface UpcomingFestivals {
  city: City;
  today: string;
  items: UpcomingItem[];
}

/**
 * The next `count` major festivals from today at a city: this year's cached
 * events, and next year's only when this year has too few left (late December).
 */
export async function loadUpcomingFestivals(locale: Locale, city: City, count: number, today: string): Promise<UpcomingFestivals> {
  const place: Place = cityPlace(city);
  const { year } = splitIsoDate(today);
  const frame = festivalFrame(locale, city);
  let events: readonly FestivalEvent<number>[] = (await festivalYearIndex({ year, ...place })).events;
  let items = upcomingView(events, today, count, frame);
  if (items.length < count && year < MAX_YEAR) {
    events = [...events, ...(await festivalYearIndex({ year: year + 1, ...place })).events];
    items = upcomingView(events, today, count, frame);
  }
  return { city, today, items };
}

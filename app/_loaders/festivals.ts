/**
 * Loaders of the festival section's view models, each read from the city's
 * one festival year (festivalYearIndex), computed by the festival worker
 * off the request thread (lib/festivals), so a page computes at most the
 * year it shows; the upcoming festivals from the next weeks alone
 * (festivalsBetween).
 *
 *   /festivals[/{city}], /festivals/{year}/{month}/{city}[/{type}]   loadFestivalMonth
 *   /festivals/{type}[/{year}][/{city}]                                loadObservanceList
 *   home page, sidebar                                                 loadUpcomingFestivals
 */
import { MAX_DATE, shiftDate, splitIsoDate, type Place } from '@/engine';
import type { Locale } from '@/i18n/routing';
import { cityPlace, DEFAULT_CITY_SLUG, type City } from '@/lib/cities';
import type { ClockStyle } from '@/lib/conventions/conventions';
import { festivalsBetween, festivalYearIndex } from '@/lib/festivals';
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
  return { year, yearFromUrl: fromUrl !== undefined, view: observanceListView(type, year, index.events, festivalFrame(sel.locale, sel.city, sel.conventions.clock), sel.conventions.ekadashi) };
}

export interface UpcomingFestivals {
  city: City;
  today: string;
  items: UpcomingItem[];
}

/**
 * Days of festivals the upcoming ones are looked for in: the fourth major
 * festival from a date is within 36 days half the time and within 102
 * always (New Delhi, every date of 2001, 2010, 2023 and 2026).
 */
const UPCOMING_DAYS = 120;

/**
 * The next `count` major festivals from today at a city, from the events of
 * the next weeks (computed from those days, not their years: lib/festivals).
 */
export async function loadUpcomingFestivals(locale: Locale, city: City, count: number, today: string): Promise<UpcomingFestivals> {
  const place: Place = cityPlace(city);
  const last = shiftDate(today, UPCOMING_DAYS - 1);
  const { events } = await festivalsBetween({ from: today, to: last < MAX_DATE ? last : MAX_DATE, ...place });
  return { city, today, items: upcomingView(events, today, count, festivalFrame(locale, city)) };
}

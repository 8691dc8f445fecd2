/**
 * Loaders of the festival section: the selection of each route (city, month
 * or year, type filter; anything malformed is the 404 page), and the view
 * models, each read from the city's one festival year (festivalYearIndex),
 * computed by the festival worker off the request thread (lib/festivals),
 * so a page computes at most the year it shows; the upcoming festivals from
 * the next weeks alone (festivalsBetween).
 *
 *   /festivals?city=&date=&type=            loadFestivalsSelection + loadFestivalMonth
 *   /festivals/{year}/{month}/{city}?type=  loadFestivalMonthSelection + loadFestivalMonth
 *   /festivals/{type}?city=&year=           loadListSelection + loadObservanceList
 *   home page, sidebar                      loadUpcomingFestivals
 */
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { MAX_DATE, MAX_YEAR, MIN_YEAR, shiftDate, splitIsoDate, type Place } from '@/engine';
import { pageLocale } from '@/i18n/params';
import type { Locale } from '@/i18n/routing';
import { cityPlace, DEFAULT_CITY_SLUG, type City } from '@/lib/cities';
import type { ClockStyle } from '@/lib/conventions/conventions';
import { festivalsBetween, festivalYearIndex } from '@/lib/festivals';
import { festivalFilterOf, monthOfSlug, type FestivalFilter, type ListType } from '@/lib/festivals/routes';
import { namesFor } from '@/lib/names/names';
import { firstParam, todayInZone } from '@/lib/selection/params';
import {
  festivalMonthView,
  observanceListView,
  upcomingView,
  type FestivalFrame,
  type FestivalMonthView,
  type ObservanceListView,
  type UpcomingItem,
} from '@/lib/view/festivals';
import { conventionsCookie } from './conventions';
import { rememberedCitySlug, requestNow, resolvedSelection, type PageSelection, type SearchParams } from './selection';

/** The frame of a festival view at a city: the detail pages it links read the city from `?city=`, New Delhi without it. */
export const festivalFrame = (locale: Locale, city: City, clock?: ClockStyle): FestivalFrame => ({
  locale,
  clock,
  tz: city.timezone,
  names: namesFor(locale),
  otherNames: namesFor(locale === 'hi' ? 'en' : 'hi'),
  city: city.slug === DEFAULT_CITY_SLUG ? null : city.slug,
});

/** A year in a path or query: four digits within the engine's range. */
const yearSchema = z
  .string()
  .regex(/^\d{4}$/)
  .transform(Number)
  .refine((y) => y >= MIN_YEAR && y <= MAX_YEAR);

export interface FestivalMonthSelection {
  sel: PageSelection;
  year: number;
  month: number;
  filter: FestivalFilter;
}

function filterOf(query: SearchParams): FestivalFilter {
  const f = festivalFilterOf(firstParam(query.type));
  if (f === null) notFound();
  return f;
}

/** `/festivals`: the month of `?date=` (default today) at `?city=` (default New Delhi). */
const festivalsSelection = cache(async (rawLocale: string, queryJson: string, remembered: string | null, prefs: string | null): Promise<FestivalMonthSelection> => {
  const locale = await pageLocale(Promise.resolve({ locale: rawLocale }));
  const query = JSON.parse(queryJson) as SearchParams;
  const sel = resolvedSelection(locale, { city: firstParam(query.city), date: firstParam(query.date), remembered, prefs }, query, requestNow());
  const { year, month } = splitIsoDate(sel.date);
  return { sel, year, month, filter: filterOf(query) };
});

export interface FestivalsPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}

/** The remembered city (vc_city cookie) matters, and is read, only when the URL names no city. */
async function rememberedUnlessNamed(query: SearchParams): Promise<string | null> {
  return firstParam(query.city) ? null : rememberedCitySlug();
}

export async function loadFestivalsSelection({ params, searchParams }: FestivalsPageProps): Promise<FestivalMonthSelection> {
  const query = await searchParams;
  return festivalsSelection((await params).locale, JSON.stringify(query), await rememberedUnlessNamed(query), (await conventionsCookie()) ?? null);
}

/**
 * `/festivals/{year}/{month}/{city}`: the month named by the path. The
 * selection's date is today when today is in that month, else the 1st
 * (what the date picker shows).
 */
const monthSelection = cache(async (rawLocale: string, rawYear: string, rawMonth: string, city: string, queryJson: string, prefs: string | null): Promise<FestivalMonthSelection> => {
  const locale = await pageLocale(Promise.resolve({ locale: rawLocale }));
  const year = yearSchema.safeParse(rawYear);
  const month = monthOfSlug(rawMonth);
  if (!year.success || month === null) notFound();
  const query = JSON.parse(queryJson) as SearchParams;
  const now = requestNow();
  const first = `${year.data}-${String(month).padStart(2, '0')}-01`;
  // Today only matters when it is in the month shown; the city's zone decides which day that is.
  const probe = resolvedSelection(locale, { city, date: first, prefs }, query, now);
  const sel = probe.today.startsWith(first.slice(0, 8)) ? { ...probe, date: probe.today } : probe;
  return { sel, year: year.data, month, filter: filterOf(query) };
});

export interface FestivalMonthPageProps {
  params: Promise<{ locale: string; year: string; month: string; city: string }>;
  searchParams: Promise<SearchParams>;
}

export async function loadFestivalMonthSelection({ params, searchParams }: FestivalMonthPageProps): Promise<FestivalMonthSelection> {
  const p = await params;
  return monthSelection(p.locale, p.year, p.month, p.city, JSON.stringify(await searchParams), (await conventionsCookie()) ?? null);
}

/** The month's grid and list, from the city's cached festival year. */
export const loadFestivalMonth = cache(async (m: FestivalMonthSelection): Promise<FestivalMonthView> => {
  const index = await festivalYearIndex({ year: m.year, ...m.sel.place, options: m.sel.options });
  return festivalMonthView(
    { year: m.year, month: m.month, today: m.sel.today, filter: m.filter, events: index.events, byDate: index.byDate },
    festivalFrame(m.sel.locale, m.sel.city, m.sel.conventions.clock),
  );
});

export interface ListSelection {
  sel: PageSelection;
  year: number;
  /** The URL named the year (kept when the city changes). */
  yearFromUrl: boolean;
}

/** `/festivals/{type}?city=&year=`: the city (default New Delhi) and the year (default this year in the city's zone). */
const listSelection = cache(async (rawLocale: string, queryJson: string, remembered: string | null, prefs: string | null): Promise<ListSelection> => {
  const locale = await pageLocale(Promise.resolve({ locale: rawLocale }));
  const query = JSON.parse(queryJson) as SearchParams;
  const sel = resolvedSelection(locale, { city: firstParam(query.city), remembered, prefs }, query, requestNow());
  const raw = firstParam(query.year);
  if (raw === undefined) return { sel, year: splitIsoDate(sel.today).year, yearFromUrl: false };
  const year = yearSchema.safeParse(raw);
  if (!year.success) notFound();
  return { sel, year: year.data, yearFromUrl: true };
});

export async function loadListSelection({ params, searchParams }: FestivalsPageProps): Promise<ListSelection> {
  const query = await searchParams;
  return listSelection((await params).locale, JSON.stringify(query), await rememberedUnlessNamed(query), (await conventionsCookie()) ?? null);
}

/** One observance's rows for the year, from the city's cached festival year. */
export const loadObservanceList = cache(async (type: ListType, l: ListSelection): Promise<ObservanceListView> => {
  const index = await festivalYearIndex({ year: l.year, ...l.sel.place, options: l.sel.options });
  return observanceListView(type, l.year, index.events, festivalFrame(l.sel.locale, l.sel.city, l.sel.conventions.clock), l.sel.conventions.ekadashi);
});

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
export const loadUpcomingFestivals = cache(async (locale: Locale, city: City, count: number): Promise<UpcomingFestivals> => {
  const place: Place = cityPlace(city);
  const today = todayInZone(city.timezone, new Date(requestNow()));
  const last = shiftDate(today, UPCOMING_DAYS - 1);
  const { events } = await festivalsBetween({ from: today, to: last < MAX_DATE ? last : MAX_DATE, ...place });
  return { city, today, items: upcomingView(events, today, count, festivalFrame(locale, city)) };
});

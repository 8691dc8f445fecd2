/**
 * The selection of a tool page, loaded once per request: the locale, the
 * city (path segment) and the date (`?date=`) validated through the server's
 * resolution (lib/selection/resolve.ts), answered with a 404 page when
 * either is bad, plus the request's instant and the visitor's conventions
 * (URL, then the `vc_prefs` cookie, then the defaults: app/_loaders/conventions.ts),
 * with the engine options they imply. generateMetadata and the page both
 * ask for it; React's `cache`, keyed by the URL's values and the cookie,
 * makes the second ask return the first answer (same object, same "now").
 */
import { cache } from 'react';
import { notFound } from 'next/navigation';
import type { EngineOptions, Place } from '@/engine';
import { pageLocale } from '@/i18n/params';
import type { Locale } from '@/i18n/routing';
import { cityPlace, type City } from '@/lib/cities';
import { resolveConventions, type Conventions } from '@/lib/conventions/conventions';
import { firstParam, todayInZone, toCitySummary, type CitySummary } from '@/lib/selection/params';
import { resolveSelection } from '@/lib/selection/resolve';
import { conventionsCookie, engineOptionsOf } from './conventions';

export type SearchParams = Record<string, string | string[] | undefined>;

/** Props of a tool page at `/tool` and `/tool/{city}` (one optional catch-all route). */
export interface ToolPageProps {
  params: Promise<{ locale: string; city?: string[] }>;
  searchParams: Promise<SearchParams>;
}

export interface PageSelection {
  locale: Locale;
  date: string;
  city: City;
  summary: CitySummary;
  place: Place;
  dateFromUrl: boolean;
  cityFromUrl: boolean;
  /** Today in the city's zone, at the request's instant. */
  today: string;
  /** The request's instant (epoch ms): "now" for highlighting. */
  now: number;
  query: SearchParams;
  /** The visitor's conventions: month system, sunrise, clock, Ekadashi emphasis (URL beats cookie beats default). */
  conventions: Conventions;
  /** The conventions the URL named (valid values only): the page's links keep them. */
  conventionsFromUrl: Partial<Conventions>;
  /** What every engine call of the page passes: the conventions' sunrise. */
  options: EngineOptions;
}

/** The request's instant: what "now" means for this server render (highlighting, "rising now"). */
export function requestNow(): number {
  return Date.now();
}

/** Keyed by primitives: the props objects of generateMetadata and of the page need not be the same. */
const selectionOf = cache(async (rawLocale: string, cityPath: string, queryJson: string, cookie: string): Promise<PageSelection> => {
  const locale = await pageLocale(Promise.resolve({ locale: rawLocale }));
  const segments = cityPath === '' ? [] : cityPath.split('/');
  if (segments.length > 1) notFound();
  const query = JSON.parse(queryJson) as SearchParams;
  const now = requestNow();
  const r = resolveSelection({ city: segments[0], date: firstParam(query.date) }, new Date(now));
  if (!r.ok) notFound();
  const { conventions, fromUrl } = resolveConventions(query, cookie);
  return {
    locale,
    date: r.date,
    city: r.city,
    summary: toCitySummary(r.city),
    place: cityPlace(r.city),
    dateFromUrl: r.dateFromUrl,
    cityFromUrl: r.cityFromUrl,
    today: todayInZone(r.city.timezone, new Date(now)),
    now,
    query,
    conventions,
    conventionsFromUrl: fromUrl,
    options: engineOptionsOf(conventions),
  };
});

/** The page's selection, or the 404 page for an unknown city, a bad date or extra path segments. */
export async function loadPageSelection({ params, searchParams }: ToolPageProps): Promise<PageSelection> {
  const { locale, city } = await params;
  return selectionOf(locale, (city ?? []).join('/'), JSON.stringify(await searchParams), (await conventionsCookie()) ?? '');
}

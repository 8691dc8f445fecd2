/**
 * Server side of a tool page: the locale, the city (path segment) and the
 * date (`?date=`) validated through resolveSelection, answered with a 404
 * page when either is bad; and the engine's day for them, computed once
 * per request (shared by generateMetadata and the page via React's cache).
 */
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { computeDay, formatPanchang, type Place, type RawDay } from '@/engine';
import { pageLocale } from '@/i18n/params';
import type { Locale } from '@/i18n/routing';
import type { City } from '@/lib/cities';
import { resolveSelection } from '@/lib/resolve-selection';
import { firstParam, todayInZone, toCitySummary, type CitySummary } from '@/lib/selection';

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
}

/** The request's instant: what "now" means for this server render (highlighting, "rising now"). */
export function requestNow(): number {
  return Date.now();
}

export const placeOf = (c: City): Place => ({ lat: c.lat, lon: c.lon, tz: c.timezone, elevation: c.elevation });

/** The page's selection, or the 404 page for an unknown city, a bad date or extra path segments. */
export async function loadSelection({ params, searchParams }: ToolPageProps): Promise<PageSelection> {
  const { locale: raw, city: segments } = await params;
  const locale = await pageLocale(Promise.resolve({ locale: raw }));
  if (segments && segments.length > 1) notFound();
  const query = await searchParams;
  const now = requestNow();
  const r = resolveSelection({ city: segments?.[0], date: firstParam(query.date) }, new Date(now));
  if (!r.ok) notFound();
  return {
    locale,
    date: r.date,
    city: r.city,
    summary: toCitySummary(r.city),
    place: placeOf(r.city),
    dateFromUrl: r.dateFromUrl,
    cityFromUrl: r.cityFromUrl,
    today: todayInZone(r.city.timezone, new Date(now)),
    now,
    query,
  };
}

/** The engine's Panchang day of a date at a place, once per request. */
export const dayOf = cache((date: string, lat: number, lon: number, tz: string, elevation: number): RawDay =>
  computeDay({ date, lat, lon, tz, elevation }),
);

export const rawDay = (s: Pick<PageSelection, 'date' | 'place'>, date: string = s.date) =>
  dayOf(date, s.place.lat, s.place.lon, s.place.tz, s.place.elevation ?? 0);

export const panchangOf = cache((day: RawDay) => formatPanchang(day));

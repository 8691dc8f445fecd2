/**
 * The selection of a tool page, loaded once per request: the locale, the
 * city (path segment) and the date (`?date=`) validated through the server's
 * resolution (lib/selection/resolve.ts), answered with a 404 page when
 * either is bad, plus the request's instant. generateMetadata and the page
 * both ask for it; React's `cache`, keyed by the URL's values, makes the
 * second ask return the first answer (same object, same "now").
 */
import { cache } from 'react';
import { cookies } from 'next/headers';
import { notFound, permanentRedirect } from 'next/navigation';
import type { Place } from '@/engine';
import { pageLocale } from '@/i18n/params';
import type { Locale } from '@/i18n/routing';
import { cityPlace, DEFAULT_CITY_SLUG, getCityBySlug, type City } from '@/lib/cities';
import { CITY_COOKIE, firstParam, todayInZone, toCitySummary, type CitySummary } from '@/lib/selection/params';
import { cityNamedBy, rememberedCity, resolveSelection } from '@/lib/selection/resolve';
import { localizedPath } from '@/lib/seo/urls';
import { TOOLS, type ToolKey } from '@/lib/tools';

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

/**
 * The visitor's remembered city slug: the one place the request's cookies are
 * read (the `vc_city` cookie the browser writes when a city is chosen), so a
 * cache in front of the pages can key on this one value. Raw: resolveSelection
 * and the layout validate it (an unknown or malformed slug means the default).
 */
export const rememberedCitySlug = cache(async (): Promise<string | null> => (await cookies()).get(CITY_COOKIE)?.value ?? null);

/** The remembered city when it is a known city, else the default: the city of pages whose URL names none. */
export async function pageDefaultCity(): Promise<City> {
  const city = rememberedCity(await rememberedCitySlug()) ?? getCityBySlug(DEFAULT_CITY_SLUG);
  if (!city) throw new Error(`Default city "${DEFAULT_CITY_SLUG}" is missing from the city index`);
  return city;
}

/** The request's instant: what "now" means for this server render (highlighting, "rising now"). */
export function requestNow(): number {
  return Date.now();
}

/** The page's query string as it came (repeated values kept), for a redirect. */
function queryString(query: SearchParams): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) for (const one of Array.isArray(v) ? v : v === undefined ? [] : [v]) q.append(k, one);
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** Keyed by primitives: the props objects of generateMetadata and of the page need not be the same. */
const selectionOf = cache(async (tool: ToolKey, rawLocale: string, cityPath: string, queryJson: string, remembered: string | null): Promise<PageSelection> => {
  const locale = await pageLocale(Promise.resolve({ locale: rawLocale }));
  const segments = cityPath === '' ? [] : cityPath.split('/');
  if (segments.length > 1) notFound();
  const query = JSON.parse(queryJson) as SearchParams;
  const now = requestNow();
  const r = resolveSelection({ city: segments[0], date: firstParam(query.date), remembered }, new Date(now));
  if (!r.ok && r.field === 'city') {
    // Not a slug but a name of a city (an old slug, another spelling, Devanagari): one permanent
    // redirect to the canonical address, so links and bookmarks keep working and crawlers learn it.
    const named = cityNamedBy(segments[0]);
    const base = TOOLS[tool].cityBase;
    if (named && base) permanentRedirect(`${localizedPath(locale, `${base}/${named.slug}`)}${queryString(query)}`);
  }
  if (!r.ok) notFound();
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
  };
});

/**
 * The selection of a page of `tool`: a 308 redirect to the canonical slug for a city named
 * otherwise (dehra-dun, वाराणसी), the 404 page for an unknown city, a bad date or extra path segments.
 */
export async function loadPageSelection({ params, searchParams }: ToolPageProps, tool: ToolKey): Promise<PageSelection> {
  const { locale, city } = await params;
  const cityPath = (city ?? []).join('/');
  // The cookie matters (and is read) only when the URL names no city.
  return selectionOf(tool, locale, cityPath, JSON.stringify(await searchParams), cityPath === '' ? await rememberedCitySlug() : null);
}

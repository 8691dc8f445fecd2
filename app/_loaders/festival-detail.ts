/**
 * Loader of the festival detail pages (`/festivals/{type}/{slug}-{year}`,
 * `?city=`): resolves the URL through the page table (lib/festivals/pages.ts:
 * a canonical page, an alias answered with a 308 to the canonical page, a
 * name of several events, or the 404 page), the city (default New Delhi; an
 * unknown city is a 404), computes the festival years at the city (the
 * page's and five either side; the engine keeps computed years in its cache)
 * and returns the view model. Once per request (React's `cache`), shared by
 * the metadata and the page.
 */
import { cache } from 'react';
import { notFound, permanentRedirect } from 'next/navigation';
import { MAX_YEAR, MIN_YEAR, type FestivalEvent } from '@/engine';
import { pageLocale } from '@/i18n/params';
import type { Locale } from '@/i18n/routing';
import { cityPlace, type City } from '@/lib/cities';
import { festivalYear } from '@/lib/festivals';
import { mainEventOf, resolveFestivalPage } from '@/lib/festivals/pages';
import { namesFor } from '@/lib/names/names';
import { cityDisplayName, firstParam, toCitySummary, type CitySummary } from '@/lib/selection/params';
import { resolveSelection } from '@/lib/selection/resolve';
import { localizedPath } from '@/lib/seo/urls';
import { festivalChoiceView, festivalDetailView, YEARS_AROUND, type DetailCity, type FestivalChoiceView, type FestivalDetailView } from '@/lib/view/festival-detail';
import type { SearchParams } from './selection';

export interface FestivalDetailProps {
  params: Promise<{ locale: string; slug: string }>;
  searchParams: Promise<SearchParams>;
}

interface Common {
  locale: Locale;
  city: City;
  summary: CitySummary;
  cityFromUrl: boolean;
}

export type FestivalDetailPage = (Common & { kind: 'detail'; view: FestivalDetailView }) | (Common & { kind: 'choice'; view: FestivalChoiceView });

function detailCity(city: City, fromUrl: boolean, locale: Locale): DetailCity {
  return {
    slug: fromUrl ? city.slug : null,
    feedSlug: city.slug,
    name: cityDisplayName(city, locale),
    locality: city.name,
    region: city.state ?? null,
    country: city.country.code,
    lat: city.lat,
    lon: city.lon,
    tz: city.timezone,
  };
}

/** The years' events at the city, asked of the festival worker (lib/festivals) so a cold city does not block the server. */
async function festivalYears(city: City, from: number, to: number): Promise<Map<number, readonly FestivalEvent[]>> {
  const place = cityPlace(city);
  const years: number[] = [];
  for (let y = Math.max(from, MIN_YEAR); y <= Math.min(to, MAX_YEAR); y++) years.push(y);
  const lists = await Promise.all(years.map((year) => festivalYear({ year, ...place })));
  return new Map(years.map((y, i) => [y, lists[i].events]));
}

const load = cache(async (rawLocale: string, type: string, param: string, citySlug: string | undefined): Promise<FestivalDetailPage> => {
  const locale = await pageLocale(Promise.resolve({ locale: rawLocale }));
  const req = resolveFestivalPage(type, param);
  if (!req) notFound();
  const sel = resolveSelection({ city: citySlug });
  if (!sel.ok) notFound();
  if (req.kind === 'redirect') {
    permanentRedirect(localizedPath(locale, sel.cityFromUrl ? `${req.path}?city=${sel.city.slug}` : req.path));
  }
  const common: Common = { locale, city: sel.city, summary: toCitySummary(sel.city), cityFromUrl: sel.cityFromUrl };
  const city = detailCity(sel.city, sel.cityFromUrl, locale);
  const names = namesFor(locale);
  if (req.kind === 'choice') {
    const years = await festivalYears(sel.city, req.year, req.year);
    return { ...common, kind: 'choice', view: festivalChoiceView(req.slugs, { year: req.year, years, city, locale, names }) };
  }
  const years = await festivalYears(sel.city, req.year - YEARS_AROUND, req.year + YEARS_AROUND);
  return {
    ...common,
    kind: 'detail',
    view: festivalDetailView({ slug: req.slug, year: req.year, years, mainSlug: mainEventOf(req.slug), city, locale, names }),
  };
});

/** The page's view model for a type folder's `[slug]` segment, or the 404 page / a redirect. */
export async function loadFestivalDetail(type: string, { params, searchParams }: FestivalDetailProps): Promise<FestivalDetailPage> {
  const { locale, slug } = await params;
  return load(locale, type, slug, firstParam((await searchParams).city));
}

/**
 * Loaders of the home page: the visitor's city (`?city=`, else the default
 * city), today in its zone at the request's instant, and the "today" card's
 * view model; and the Knowledge Hub blocks (featured articles, FAQ). Once
 * per request.
 */
import { cache } from 'react';
import { notFound, permanentRedirect } from 'next/navigation';
import type { Locale } from '@/i18n/routing';
import { cityPlace, type City } from '@/lib/cities';
import { toCitySummary, type CitySummary } from '@/lib/selection/params';
import { cityNamedBy, resolveSelection } from '@/lib/selection/resolve';
import { localizedPath } from '@/lib/seo/urls';
import type { RankedArticles } from '@/lib/view/articles';
import { faqView, type FaqItemView } from '@/lib/view/faq';
import type { HomeTimingsView } from '@/lib/view/home';
import { loadFeaturedArticles } from './articles';
import { loadHomeTimings } from './day';
import { rememberedCitySlug, requestNow } from './selection';

export interface HomePage {
  date: string;
  city: City;
  summary: CitySummary;
  cityFromUrl: boolean;
  now: number;
  timings: HomeTimingsView;
}

export const loadHome = cache(async (locale: Locale, citySlug: string | undefined): Promise<HomePage> => {
  // The hero is always today; the URL may name the city whose today it is, else the remembered city.
  const now = requestNow();
  const remembered = citySlug ? null : await rememberedCitySlug();
  const r = resolveSelection({ city: citySlug, remembered }, new Date(now));
  // `?city=` naming a city otherwise (an old slug, a Devanagari name): to its canonical slug, as the tool pages do.
  const named = !r.ok && r.field === 'city' && citySlug ? cityNamedBy(citySlug) : null;
  if (named) permanentRedirect(`${localizedPath(locale, '/')}?city=${named.slug}`);
  if (!r.ok) notFound();
  return {
    date: r.date,
    city: r.city,
    summary: toCitySummary(r.city),
    cityFromUrl: r.cityFromUrl,
    now,
    timings: loadHomeTimings(cityPlace(r.city), r.date, locale),
  };
});

export interface HomeHub {
  featured: RankedArticles;
  faq: FaqItemView[];
}

/** The featured articles (by counted views, else editorial) and the FAQ with its links in the page's language. */
export const loadHomeHub = cache(async (locale: Locale): Promise<HomeHub> => ({ featured: await loadFeaturedArticles(locale), faq: faqView(locale) }));

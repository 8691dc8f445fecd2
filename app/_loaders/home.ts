/**
 * Loaders of the home page: the visitor's city (`?city=`, else the default
 * city), today in its zone at the request's instant, and the "today" card's
 * view model; and the Knowledge Hub blocks (featured articles, FAQ). Once
 * per request.
 */
import { cache } from 'react';
import { notFound } from 'next/navigation';
import type { Locale } from '@/i18n/routing';
import { cityPlace, type City } from '@/lib/cities';
import type { Conventions } from '@/lib/conventions/conventions';
import { toCitySummary, type CitySummary } from '@/lib/selection/params';
import { resolveSelection } from '@/lib/selection/resolve';
import type { RankedArticles } from '@/lib/view/articles';
import { faqView, type FaqItemView } from '@/lib/view/faq';
import type { HomeTimingsView } from '@/lib/view/home';
import { loadFeaturedArticles } from './articles';
import { loadHomeTimings } from './day';
import { requestNow } from './selection';

export interface HomePage {
  date: string;
  city: City;
  summary: CitySummary;
  cityFromUrl: boolean;
  now: number;
  timings: HomeTimingsView;
}

export const loadHome = cache((locale: Locale, citySlug: string | undefined, conventions: Conventions): HomePage => {
  // The hero is always today; the URL may name the city whose today it is.
  const now = requestNow();
  const r = resolveSelection({ city: citySlug }, new Date(now));
  if (!r.ok) notFound();
  return {
    date: r.date,
    city: r.city,
    summary: toCitySummary(r.city),
    cityFromUrl: r.cityFromUrl,
    now,
    timings: loadHomeTimings(cityPlace(r.city), r.date, locale, conventions),
  };
});

export interface HomeHub {
  featured: RankedArticles;
  faq: FaqItemView[];
}

/** The featured articles (by counted views, else editorial) and the FAQ with its links in the page's language. */
export const loadHomeHub = cache(async (locale: Locale): Promise<HomeHub> => ({ featured: await loadFeaturedArticles(locale), faq: faqView(locale) }));

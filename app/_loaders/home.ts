/**
 * Loader of the home page (`/`, `/{city}`): today at the page's city (the
 * default city without one) and the "today" card's view model, the city's
 * upcoming festivals, and the Knowledge Hub blocks (featured articles, FAQ).
 */
import type { City } from '@/lib/cities';
import type { Conventions } from '@/lib/conventions/conventions';
import type { CitySummary } from '@/lib/selection/params';
import type { RankedArticles } from '@/lib/view/articles';
import { faqView, type FaqItemView } from '@/lib/view/faq';
import type { HomeTimingsView } from '@/lib/view/home';
import { loadFeaturedArticles } from './articles';
import { loadHomeTimings } from './day';
import { loadUpcomingFestivals, type UpcomingFestivals } from './festivals';
import type { PageSelection } from './selection';

/** Major festivals the home page lists. */
const UPCOMING_COUNT = 4;

export interface HomePage {
  date: string;
  city: City;
  summary: CitySummary;
  cityFromUrl: boolean;
  conventionsFromUrl: Partial<Conventions>;
  now: number;
  timings: HomeTimingsView;
  upcoming: UpcomingFestivals;
  featured: RankedArticles;
  faq: FaqItemView[];
}

export async function loadHome(sel: PageSelection): Promise<HomePage> {
  const [upcoming, featured] = await Promise.all([loadUpcomingFestivals(sel.locale, sel.city, UPCOMING_COUNT, sel.today), loadFeaturedArticles(sel.locale)]);
  return {
    date: sel.date,
    city: sel.city,
    summary: sel.summary,
    cityFromUrl: sel.cityFromUrl,
    conventionsFromUrl: sel.conventionsFromUrl,
    now: sel.now,
    timings: loadHomeTimings(sel.place, sel.date, sel.locale, sel.conventions),
    upcoming,
    featured,
    faq: faqView(sel.locale),
  };
}

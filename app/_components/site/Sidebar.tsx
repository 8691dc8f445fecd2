import { Fragment, type ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import type { City } from '@/lib/cities';
import { loadPopularPosts } from '@/app/_loaders/articles';
import { loadConventions } from '@/app/_loaders/conventions';
import { loadCurrentTime } from '@/app/_loaders/sidebar';
import { categoryCounts } from '@/lib/blog';
import { UpcomingSidebarCard } from '../festivals/UpcomingFestivals';
import { CategoriesCard } from '../sidebar/CategoriesCard';
import { CurrentTimeCard } from '../sidebar/CurrentTimeCard';
import { PopularPostsCard } from '../sidebar/PopularPostsCard';
import { WeatherCard } from '../sidebar/WeatherCard';

/**
 * The right-hand column of every page with a sidebar (ContentGrid hides it
 * on small screens and on NO_SIDEBAR_PATHS). `city` is the server's
 * selection (the city the layout renders for); the client cards follow the
 * visitor's selection once it is known.
 */
export async function Sidebar({ locale, city }: { locale: Locale; city: City }) {
  // The layout has no URL to read: the remembered conventions (cookie) are the visitor's here.
  const { conventions } = await loadConventions({});
  const time = loadCurrentTime(locale, city, conventions);
  const popular = await loadPopularPosts(locale);
  // The cards in the seed's order (2.10): weather and air quality, upcoming festivals, popular posts,
  // categories, current time. A card is one entry here.
  const cards: { key: string; card: ReactNode }[] = [
    { key: 'weather', card: <WeatherCard /> },
    { key: 'upcoming-festivals', card: <UpcomingSidebarCard locale={locale} city={city} /> },
    { key: 'popular-posts', card: <PopularPostsCard locale={locale} popular={popular} /> },
    { key: 'categories', card: <CategoriesCard locale={locale} counts={categoryCounts(locale)} /> },
    { key: 'current-time', card: <CurrentTimeCard initial={time.today} tithiNames={time.tithiNames} conventions={{ clock: conventions.clock, sunrise: conventions.sunrise }} /> },
  ];
  return (
    <div className="grid gap-6">
      {cards.map(({ key, card }) => (
        <Fragment key={key}>{card}</Fragment>
      ))}
    </div>
  );
}

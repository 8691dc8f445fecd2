import { Fragment, type ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import type { SidebarModel } from '@/app/_loaders/sidebar';
import { UpcomingSidebarCard } from '../festivals/UpcomingFestivals';
import { CategoriesCard } from '../sidebar/CategoriesCard';
import { CurrentTimeCard } from '../sidebar/CurrentTimeCard';
import { PopularPostsCard } from '../sidebar/PopularPostsCard';
import { WeatherCard } from '../sidebar/WeatherCard';

/**
 * The right-hand column of every page with a sidebar (ContentGrid hides it
 * on small screens and on NO_SIDEBAR_PATHS), for the page's city and
 * conventions (app/_loaders/sidebar.ts); the client cards follow the
 * visitor's selection once it is known.
 */
export async function Sidebar({ locale, model }: { locale: Locale; model: SidebarModel }) {
  const { conventions, time, popular } = model;
  // The cards in the seed's order (2.10): weather and air quality, upcoming festivals, popular posts,
  // categories, current time. A card is one entry here.
  const cards: { key: string; card: ReactNode }[] = [
    { key: 'weather', card: <WeatherCard /> },
    { key: 'upcoming-festivals', card: <UpcomingSidebarCard locale={locale} upcoming={model.upcoming} href={model.festivalsHref} /> },
    { key: 'popular-posts', card: <PopularPostsCard locale={locale} popular={popular} /> },
    { key: 'categories', card: <CategoriesCard locale={locale} counts={model.categories} /> },
    { key: 'current-time', card: <CurrentTimeCard initial={time.today} tithiNames={time.tithiNames} conventions={conventions} /> },
  ];
  return (
    <div className="grid gap-6">
      {cards.map(({ key, card }) => (
        <Fragment key={key}>{card}</Fragment>
      ))}
    </div>
  );
}

import { connection } from 'next/server';
import type { Locale } from '@/i18n/routing';
import type { City } from '@/lib/cities';
import { loadPopularPosts } from '@/app/_loaders/articles';
import { loadCurrentTime } from '@/app/_loaders/sidebar';
import { categoryCounts } from '@/lib/blog';
import { CategoriesCard } from '../sidebar/CategoriesCard';
import { CurrentTimeCard } from '../sidebar/CurrentTimeCard';
import { PopularPostsCard } from '../sidebar/PopularPostsCard';
import { WeatherCard } from '../sidebar/WeatherCard';

/**
 * The right-hand column of every page with a sidebar (ContentGrid hides it
 * on small screens and on NO_SIDEBAR_PATHS), in the seed's order: weather
 * and air quality, upcoming festivals, popular posts, categories, current
 * time. `city` is the server's selection (the city the layout renders for);
 * the client cards follow the visitor's selection once it is known.
 */
export async function Sidebar({ locale, city }: { locale: Locale; city: City }) {
  // Today's tithi and the view counts belong to the request, never to a build.
  await connection();
  const time = loadCurrentTime(locale, city);
  const popular = await loadPopularPosts(locale);
  return (
    <div className="grid gap-6">
      <WeatherCard />
      {/* UPCOMING FESTIVALS CARD: the next three festivals for the selected city go here, between the
          weather and Popular Posts (issue 14, seed 2.10); built with the festivals section. */}
      <PopularPostsCard locale={locale} popular={popular} />
      <CategoriesCard locale={locale} counts={categoryCounts(locale)} />
      <CurrentTimeCard initial={time.today} tithiNames={time.tithiNames} />
    </div>
  );
}

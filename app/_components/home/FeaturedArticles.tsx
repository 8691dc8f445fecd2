import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { POPULAR_DAYS } from '@/app/_loaders/articles';
import { BLOG_PATH } from '@/lib/blog';
import type { RankedArticles } from '@/lib/view/articles';
import { ArticleCard } from '../blog/ArticleCard';

/** Three Knowledge Hub teasers (the most read of the last 30 days, else the editorial picks) and the way into the hub. */
export async function FeaturedArticles({ locale, featured }: { locale: Locale; featured: RankedArticles }) {
  const t = await getTranslations({ locale, namespace: 'home' });
  const blog = await getTranslations({ locale, namespace: 'blog' });
  return (
    <section aria-labelledby="featured-title" className="mt-10" data-testid="home-featured" data-measured={featured.measured}>
      <h2 id="featured-title" className="text-xl font-semibold text-fg">
        {t('featuredTitle')}
      </h2>
      <p className="mt-1 text-sm text-muted">{featured.measured ? t('featuredMeasured', { days: POPULAR_DAYS }) : t('featuredEditorial')}</p>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {featured.items.map(({ article }) => (
          <li key={article.id}>
            <ArticleCard article={article} locale={locale} headingLevel={3} />
          </li>
        ))}
      </ul>
      <p className="mt-4">
        <Link
          href={BLOG_PATH}
          className="inline-flex items-center gap-1 rounded-full border border-saffron px-4 py-2 text-sm font-semibold text-saffron hover:bg-saffron-soft"
          data-testid="explore-hub"
        >
          {blog('explore')} →
        </Link>
      </p>
    </section>
  );
}

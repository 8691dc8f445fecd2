import { getTranslations } from 'next-intl/server';
import { SiteLink } from '@/app/_components/ui/SiteLink';
import type { Locale } from '@/i18n/routing';
import { POPULAR_DAYS } from '@/app/_loaders/articles';
import type { RankedArticles } from '@/lib/view/articles';
import { CollapsibleCard } from './CollapsibleCard';

/**
 * The most-read Knowledge Hub articles of the last 30 days, each with its
 * counted views; while nothing was counted, the editorial order without
 * counts (the line under the heading says which).
 */
export async function PopularPostsCard({ locale, popular }: { locale: Locale; popular: RankedArticles }) {
  const t = await getTranslations({ locale, namespace: 'sidebar' });
  return (
    <CollapsibleCard id="sidebar-popular" title={t('popularPostsTitle')} testId="popular-posts">
      <p className="mb-2 text-xs text-muted" data-testid="popular-basis" data-measured={popular.measured}>
        {popular.measured ? t('popularMeasured', { days: POPULAR_DAYS }) : t('popularEditorial')}
      </p>
      <ol className="grid gap-1 text-sm">
        {popular.items.map(({ article, views }) => (
          <li key={article.id}>
            <SiteLink href={article.path} className="side-link block" data-article={article.id}>
              {article.title}
              {views !== null && (
                <span className="block text-xs text-muted" data-views={views}>
                  {t('views', { count: views })}
                </span>
              )}
            </SiteLink>
          </li>
        ))}
      </ol>
    </CollapsibleCard>
  );
}

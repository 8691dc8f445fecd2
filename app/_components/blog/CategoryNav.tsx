import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { BLOG_PATH, categoryCounts, type CategoryKey } from '@/lib/blog';

/** "4" on screen, "(4 articles)" for screen readers. */
export function Count({ n, label }: { n: number; label: string }) {
  return (
    <>
      <span aria-hidden="true" className="text-xs text-muted tabular-nums" data-count={n}>
        {n}
      </span>
      <span className="sr-only">{`(${label})`}</span>
    </>
  );
}

/** The Knowledge Hub's categories with their counted articles; `current` marks the page's own. */
export async function CategoryNav({ locale, current }: { locale: Locale; current?: CategoryKey }) {
  const t = await getTranslations({ locale, namespace: 'blog' });
  const counts = categoryCounts(locale);
  const total = counts.reduce((s, c) => s + c.count, 0);
  const chip = (active: boolean) =>
    `inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium ${
      active ? 'border-saffron bg-saffron-soft text-saffron' : 'border-line bg-surface text-fg hover:border-saffron hover:text-saffron'
    }`;
  return (
    <nav aria-labelledby="blog-categories" className="mb-6">
      <h2 id="blog-categories" className="sr-only">
        {t('categoriesTitle')}
      </h2>
      <ul className="flex flex-wrap gap-2" data-testid="category-nav">
        <li>
          <Link href={BLOG_PATH} className={chip(current === undefined)} aria-current={current === undefined ? 'page' : undefined}>
            {t('allArticles')} <Count n={total} label={t('articleCount', { count: total })} />
          </Link>
        </li>
        {counts.map((c) => (
          <li key={c.key}>
            <Link href={c.path} className={chip(current === c.key)} aria-current={current === c.key ? 'page' : undefined} data-category={c.key}>
              {t(`categories.${c.key}`)} <Count n={c.count} label={t('articleCount', { count: c.count })} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

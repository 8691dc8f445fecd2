import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { categoryPath, type ArticleSummary } from '@/lib/blog';
import { formatDate } from '@/lib/format/date';
import { localizedPath } from '@/lib/urls';

/**
 * An article teaser: category, title (the link), description, date and
 * reading time. Used by the Knowledge Hub lists and by any page that
 * features articles (`headingLevel` fits it under the page's own headings).
 * Its links are plain server markup in the page's locale: a list of teasers
 * as client links hydrates and prefetches each (the home page's three, the
 * hub's dozens).
 */
export async function ArticleCard({ article, locale, headingLevel = 2 }: { article: ArticleSummary; locale: Locale; headingLevel?: 2 | 3 }) {
  const t = await getTranslations({ locale, namespace: 'blog' });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card flex h-full flex-col bg-surface" data-testid="article-card" data-article={article.id}>
      <a href={localizedPath(locale, categoryPath(article.category))} className="text-xs font-semibold uppercase tracking-wide text-saffron hover:underline">
        {t(`categories.${article.category}`)}
      </a>
      <Heading className="mt-1.5 text-lg font-semibold leading-snug text-maroon">
        <a href={localizedPath(locale, article.path)} className="hover:underline">
          {article.title}
        </a>
      </Heading>
      <p className="mt-2 flex-1 text-sm text-fg">{article.description}</p>
      <p className="mt-3 text-xs text-muted">
        <time dateTime={article.date}>{formatDate(article.date, locale, 'long')}</time>
        {' · '}
        {t('readingTime', { minutes: article.readingMinutes })}
      </p>
    </article>
  );
}

/** Teasers in a responsive grid. */
export async function ArticleGrid({ articles, locale, headingLevel }: { articles: ArticleSummary[]; locale: Locale; headingLevel?: 2 | 3 }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2" data-testid="article-list">
      {articles.map((a) => (
        <li key={a.id}>
          <ArticleCard article={a} locale={locale} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

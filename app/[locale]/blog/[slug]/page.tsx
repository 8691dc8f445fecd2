import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { notFound, permanentRedirect } from 'next/navigation';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/params';
import { routing, type Locale } from '@/i18n/routing';
import { adjacentArticles, articlePath, articleSlugIn, BLOG_PATH, categoryPath, getArticle, listArticles, type Article } from '@/lib/blog';
import { formatDate } from '@/lib/format/date';
import { articleJsonLd } from '@/lib/seo/article';
import { jsonLdText } from '@/lib/seo/breadcrumbs';
import { pageMetadata } from '@/lib/seo/page';
import { localizedPath } from '@/lib/seo/urls';
import { Breadcrumbs } from '../../../_components/Breadcrumbs';

/** Every article in each language, built ahead. */
export function generateStaticParams({ params }: { params: { locale: string } }) {
  return hasLocale(routing.locales, params.locale) ? listArticles(params.locale).map((a) => ({ slug: a.slug })) : [];
}

interface Props {
  params: Promise<{ locale: string; slug: string }>;
}

type Resolved = { kind: 'article'; locale: Locale; article: Article } | { kind: 'redirect'; path: string } | { kind: 'notFound' };

/**
 * The article a URL names. Each language has its own slug; a slug of the
 * other language (the language switch keeps the path) is sent on to this
 * language's slug of the same article (by the proxy, lib/http/canonical.ts,
 * before any render; here for a request that reaches the page anyway);
 * anything else is a 404.
 */
async function resolve(params: Props['params']): Promise<Resolved> {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const article = getArticle(locale, slug);
  if (article) return { kind: 'article', locale, article };
  const same = articleSlugIn(locale, slug);
  return same ? { kind: 'redirect', path: localizedPath(locale, articlePath(same)) } : { kind: 'notFound' };
}

/**
 * A slug that is no article, or redirects, has no metadata: the page alone
 * answers 404 or 308, as app/_pages/route.tsx's routeMetadata does.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await resolve(params);
  if (found.kind !== 'article') return {};
  const { locale, article } = found;
  const t = await getTranslations({ locale, namespace: 'blog' });
  return pageMetadata({
    keywords: [article.title, t(`categories.${article.category}`)],
    locale,
    path: article.path,
    alternatePaths: article.paths,
    title: article.title,
    description: article.description,
    ogType: 'article',
  });
}

export default async function ArticlePage({ params }: Props) {
  const found = await resolve(params);
  if (found.kind === 'redirect') permanentRedirect(found.path);
  if (found.kind === 'notFound') notFound();
  const { locale, article } = found;
  const t = await getTranslations('blog');
  const site = await getTranslations('site');
  const category = t(`categories.${article.category}`);
  const { previous, next } = adjacentArticles(locale, article.slug);
  const ld = articleJsonLd({
    locale,
    path: article.path,
    title: article.title,
    description: article.description,
    datePublished: article.date,
    section: category,
    words: article.words,
    siteName: site('name'),
  });

  return (
    <>
      <Breadcrumbs
        locale={locale}
        trail={[
          { label: t('title'), path: BLOG_PATH },
          { label: category, path: categoryPath(article.category) },
          { label: article.title, path: article.path },
        ]}
      />
      <article className="prose-page" data-testid="article" data-article={article.id}>
        <header className="mb-6">
          <Link href={categoryPath(article.category)} className="text-sm font-semibold uppercase tracking-wide text-saffron">
            {category}
          </Link>
          <h1 className="mt-1">{article.title}</h1>
          <p className="text-sm text-muted" data-testid="article-meta">
            <time dateTime={article.date}>{t('published', { date: formatDate(article.date, locale, 'long') })}</time>
            {' · '}
            <span data-testid="reading-time">{t('readingTime', { minutes: article.readingMinutes })}</span>
          </p>
        </header>
        {/* HTML from our own Markdown files, rendered without raw HTML and with checked links (lib/blog/markdown.ts). */}
        <div className="article-body" dangerouslySetInnerHTML={{ __html: article.html }} />
      </article>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(ld) }} />

      <nav aria-label={t('moreArticles')} className="mt-10 grid gap-3 border-t border-line pt-6 sm:grid-cols-2" data-testid="article-pager">
        {previous ? (
          <Link href={previous.path} rel="prev" className="rounded-2xl border border-line bg-surface p-4 hover:border-saffron" data-testid="previous-article">
            <span className="block text-xs uppercase tracking-wide text-muted">← {t('previous')}</span>
            <span className="mt-1 block font-semibold text-maroon">{previous.title}</span>
          </Link>
        ) : (
          <span />
        )}
        {next && (
          <Link href={next.path} rel="next" className="rounded-2xl border border-line bg-surface p-4 text-right hover:border-saffron" data-testid="next-article">
            <span className="block text-xs uppercase tracking-wide text-muted">{t('next')} →</span>
            <span className="mt-1 block font-semibold text-maroon">{next.title}</span>
          </Link>
        )}
      </nav>
      <p className="mt-6">
        <Link href={BLOG_PATH} className="text-sm font-medium text-saffron hover:underline">
          {t('backToHub')}
        </Link>
      </p>
    </>
  );
}

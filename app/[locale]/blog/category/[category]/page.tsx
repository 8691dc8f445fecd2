import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { pageLocale } from '@/i18n/params';
import { routing, type Locale } from '@/i18n/routing';
import { articlesInCategory, BLOG_PATH, categoryCounts, categoryPath, type CategoryKey } from '@/lib/blog';
import { isCategoryKey } from '@/lib/blog/categories';
import { pageMetadata } from '@/lib/seo/page';
import { ArticleGrid } from '../../../../_components/blog/ArticleCard';
import { CategoryNav } from '../../../../_components/blog/CategoryNav';
import { Breadcrumbs } from '../../../../_components/Breadcrumbs';

/** Every category with articles in each language, built ahead. */
export function generateStaticParams({ params }: { params: { locale: string } }) {
  return hasLocale(routing.locales, params.locale) ? categoryCounts(params.locale).map((c) => ({ category: c.key })) : [];
}

interface Props {
  params: Promise<{ locale: string; category: string }>;
}

/** The category of the URL if it has articles in this language; 404 otherwise. */
async function resolve(params: Props['params']): Promise<{ locale: Locale; category: CategoryKey }> {
  const locale = await pageLocale(params);
  const { category } = await params;
  if (!isCategoryKey(category) || articlesInCategory(locale, category).length === 0) notFound();
  return { locale, category };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, category } = await resolve(params);
  const t = await getTranslations({ locale, namespace: 'blog' });
  const name = t(`categories.${category}`);
  return pageMetadata({
    locale,
    path: categoryPath(category),
    title: t('categoryMetaTitle', { category: name }),
    description: t(`categoryIntro.${category}`),
  });
}

export default async function BlogCategoryPage({ params }: Props) {
  const { locale, category } = await resolve(params);
  const t = await getTranslations('blog');
  const name = t(`categories.${category}`);
  const articles = articlesInCategory(locale, category);
  return (
    <>
      <Breadcrumbs
        locale={locale}
        trail={[
          { label: t('title'), path: BLOG_PATH },
          { label: name, path: categoryPath(category) },
        ]}
      />
      <header className="mb-6">
        <h1 className="text-3xl font-bold text-maroon">{name}</h1>
        <p className="mt-2 max-w-3xl text-fg">{t(`categoryIntro.${category}`)}</p>
        <p className="mt-1 text-sm text-muted">{t('articleCount', { count: articles.length })}</p>
      </header>
      <CategoryNav locale={locale} current={category} />
      <ArticleGrid articles={articles} locale={locale} />
    </>
  );
}

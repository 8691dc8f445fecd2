import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale, type LocaleProps } from '@/i18n/params';
import { BLOG_PATH, listArticles } from '@/lib/blog';
import { pageMetadata } from '@/lib/seo/page';
import { ArticleGrid } from '../../_components/blog/ArticleCard';
import { CategoryNav } from '../../_components/blog/CategoryNav';
import { Breadcrumbs } from '../../_components/Breadcrumbs';

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  return pageMetadata({ locale, path: BLOG_PATH, namespace: 'blog' });
}

export default async function BlogPage({ params }: LocaleProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations('blog');
  return (
    <>
      <Breadcrumbs locale={locale} trail={[{ label: t('title'), path: BLOG_PATH }]} />
      <header className="mb-6">
        <h1 className="text-3xl font-bold text-maroon">{t('title')}</h1>
        <p className="mt-2 max-w-3xl text-fg">{t('intro')}</p>
      </header>
      <CategoryNav locale={locale} />
      <ArticleGrid articles={listArticles(locale)} locale={locale} />
    </>
  );
}

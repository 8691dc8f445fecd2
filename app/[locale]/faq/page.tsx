/** /faq: every question of the site's FAQ with its answer open, and the FAQPage JSON-LD. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale, type LocaleProps } from '@/i18n/params';
import { pageMetadata } from '@/lib/seo/page';
import { pagePath } from '@/lib/urls';
import { faqView } from '@/lib/view/faq';
import { Breadcrumbs } from '../../_components/Breadcrumbs';
import { FaqList } from '../../_components/faq/Faq';

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  return pageMetadata({ locale: await pageLocale(params), path: pagePath('faq'), namespace: 'faqPage' });
}

export default async function FaqPage({ params }: LocaleProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'faqPage' });
  const nav = await getTranslations({ locale, namespace: 'nav.links' });
  return (
    <>
      <Breadcrumbs locale={locale} trail={[{ label: nav('faq'), path: pagePath('faq') }]} />
      <article className="prose-page">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
        <FaqList locale={locale} faq={faqView(locale)} />
      </article>
    </>
  );
}

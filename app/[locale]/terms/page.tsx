import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale, type LocaleProps } from '@/i18n/params';
import { formatDate } from '@/lib/format/date';
import { pageMetadata } from '@/lib/seo/page';
import { pagePath } from '@/lib/urls';
import { CONTACT_EMAIL } from '@/lib/site';
import { Breadcrumbs } from '../../_components/Breadcrumbs';

/** Date of the current wording; change it with the text. */
const UPDATED = '2026-11-22';
const SECTIONS = ['use', 'accuracy', 'warranty', 'licence'] as const;

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  return pageMetadata({ locale, path: pagePath('terms'), namespace: 'terms' });
}

export default async function TermsPage({ params }: LocaleProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations('terms');
  const nav = await getTranslations('nav.links');

  return (
    <>
      <Breadcrumbs locale={locale} trail={[{ label: nav('terms'), path: pagePath('terms') }]} />
      <article className="prose-page">
        <h1>{t('title')}</h1>
        <p className="text-sm text-muted">{t('updated', { date: formatDate(UPDATED, locale, 'long') })}</p>
        <p>{t('intro')}</p>
        {SECTIONS.map((s) => (
          <section key={s}>
            <h2>{t(`${s}Title`)}</h2>
            <p>{t(`${s}Text`)}</p>
          </section>
        ))}
        <h2>{t('changesTitle')}</h2>
        <p>{t.rich('changesText', { address: CONTACT_EMAIL, email: (chunks) => <a href={`mailto:${CONTACT_EMAIL}`}>{chunks}</a> })}</p>
      </article>
    </>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { pageLocale, type LocaleProps } from '@/i18n/params';
import { pageMetadata } from '@/lib/seo/page';
import { pagePath } from '@/lib/urls';
import { CONTACT_EMAIL } from '@/lib/site';
import { Breadcrumbs } from '../../_components/Breadcrumbs';

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  return pageMetadata({ locale, path: pagePath('about'), namespace: 'about' });
}

const CONVENTIONS = ['ayanamsa', 'day', 'sunrise', 'months'] as const;

export default async function AboutPage({ params }: LocaleProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations('about');
  const nav = await getTranslations('nav.links');

  return (
    <>
      <Breadcrumbs locale={locale} trail={[{ label: nav('about'), path: pagePath('about') }]} />
      <article className="prose-page">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
        <h2>{t('howTitle')}</h2>
        <p>{t('howText')}</p>
        <h2>{t('conventionsTitle')}</h2>
        <ul>
          {CONVENTIONS.map((k) => (
            <li key={k}>{t(`conventions.${k}`)}</li>
          ))}
        </ul>
        <h2>{t('openTitle')}</h2>
        <p>{t('openText')}</p>
        <p>{t.rich('apiText', { link: (chunks) => <Link href="/developers">{chunks}</Link> })}</p>
        <h2>{t('contactTitle')}</h2>
        <p>{t.rich('contactText', { address: CONTACT_EMAIL, email: (chunks) => <a href={`mailto:${CONTACT_EMAIL}`}>{chunks}</a> })}</p>
      </article>
    </>
  );
}

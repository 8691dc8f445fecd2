import { ClientMessages } from '../../_components/i18n/ClientMessages';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale, type LocaleProps } from '@/i18n/params';
import { Link } from '@/i18n/navigation';
import { STORAGE_KEYS } from '@/lib/analytics/events';
import { RETENTION_DAYS } from '@/lib/analytics/retention';
import { formatDate } from '@/lib/format/date';
import { pageMetadata } from '@/lib/seo/page';
import { pagePath } from '@/lib/urls';
import { CONTACT_EMAIL } from '@/lib/site';
import { Breadcrumbs } from '../../_components/Breadcrumbs';
import { AnalyticsLog } from '../../_components/analytics/AnalyticsLog';

/** Date of the current wording; change it with the text. */
const UPDATED = '2026-11-27';
const STORED = ['city', 'date', 'theme', 'analytics', 'reminders', 'anniversaries'] as const;
const COLLECTED = ['pages', 'events', 'measures', 'session', 'server'] as const;

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  return pageMetadata({ locale, path: pagePath('privacy'), namespace: 'privacy' });
}

export default async function PrivacyPage({ params }: LocaleProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations('privacy');
  const nav = await getTranslations('nav.links');

  return (
    <>
      <Breadcrumbs locale={locale} trail={[{ label: nav('privacy'), path: pagePath('privacy') }]} />
      <article className="prose-page">
        <h1>{t('title')}</h1>
        <p className="text-sm text-muted">{t('updated', { date: formatDate(UPDATED, locale, 'long') })}</p>
        <p>{t('intro')}</p>
        <h2>{t('storedTitle')}</h2>
        <ul>
          {STORED.map((k) => (
            <li key={k}>{t(`stored.${k}`)}</li>
          ))}
        </ul>
        <p>{t('storedNote')}</p>
        <h2>{t('cookiesTitle')}</h2>
        <p>{t('cookiesText')}</p>
        <h2 id="analytics">{t('analyticsTitle')}</h2>
        <p>{t('analyticsIntro')}</p>
        <ul>
          {COLLECTED.map((k) => (
            <li key={k}>{t(`analytics.${k}`)}</li>
          ))}
        </ul>
        <p>{t.rich('analyticsRetention', { days: RETENTION_DAYS, stats: (chunks) => <Link href="/stats">{chunks}</Link> })}</p>
        <h2 id="opt-out">{t('optOutTitle')}</h2>
        <p>{t('optOutText')}</p>
        <h2 id="analytics-log">{t('logTitle')}</h2>
        <p>{t('logText', { logKey: STORAGE_KEYS.log, queueKey: STORAGE_KEYS.queue })}</p>
        <ClientMessages group="privacy">
          <AnalyticsLog />
        </ClientMessages>
        <h2 id="reminders">{t('personalTitle')}</h2>
        <p>{t('remindersText')}</p>
        <p>{t('anniversariesText')}</p>
        <h2>{t('locationTitle')}</h2>
        <p>{t('locationText')}</p>
        <h2>{t('serverTitle')}</h2>
        <p>{t('serverText')}</p>
        <h2>{t('contactTitle')}</h2>
        <p>{t.rich('contactText', { address: CONTACT_EMAIL, email: (chunks) => <a href={`mailto:${CONTACT_EMAIL}`}>{chunks}</a> })}</p>
      </article>
    </>
  );
}

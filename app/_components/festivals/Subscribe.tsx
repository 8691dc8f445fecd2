import { getTranslations } from 'next-intl/server';
import type { FestivalType } from '@/engine';
import type { Locale } from '@/i18n/routing';
import { feedLinks } from '@/lib/festivals/feed-url';
import { cityDisplayName } from '@/lib/selection/params';
import type { City } from '@/lib/cities';
import { Card } from '../ui/Card';
import { FeedLink } from './FeedLink';

/**
 * "Subscribe": the city's festival feed for calendar apps (webcal) and
 * Google Calendar (add by URL), each with a one-line instruction. `types`
 * is the page's type or filter; none means every type.
 */
export async function Subscribe({ locale, city, types, what }: { locale: Locale; city: City; types: FestivalType[]; what?: string }) {
  const t = await getTranslations({ locale, namespace: 'subscribe' });
  const links = feedLinks({ city: city.slug, types, locale });
  const feed = types.length > 0 ? types.join('-') : 'all';
  const btn = 'inline-flex h-10 items-center justify-center rounded-xl border border-line px-4 text-sm font-semibold text-fg hover:border-saffron hover:text-saffron';
  return (
    <Card id="subscribe" title={t('title')} subtitle={t('intro', { what: what ?? t('all'), city: cityDisplayName(city, locale) })} data-testid="subscribe">
      <ul className="grid gap-3 sm:grid-cols-2">
        <li>
          <FeedLink feed={feed} href={links.webcal} className={btn} data-testid="subscribe-webcal">
            {t('webcal')}
          </FeedLink>
          <p className="mt-1 text-xs text-muted">{t('webcalHint')}</p>
        </li>
        <li>
          <FeedLink feed={feed} href={links.google} className={btn} target="_blank" rel="noopener noreferrer" data-testid="subscribe-google">
            {t('google')}
          </FeedLink>
          <p className="mt-1 text-xs text-muted">{t('googleHint')}</p>
        </li>
      </ul>
    </Card>
  );
}

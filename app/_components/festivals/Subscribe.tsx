import { getTranslations } from 'next-intl/server';
import type { FestivalType } from '@/engine';
import type { Locale } from '@/i18n/routing';
import { cityDisplayName } from '@/lib/selection/params';
import type { City } from '@/lib/cities';
import { ClientMessages } from '../i18n/ClientMessages';
import { Card } from '../ui/Card';
import { SubscribeLinks } from './SubscribeLinks';

/**
 * "Subscribe": the city's festival feed for calendar apps (webcal) and
 * Google Calendar (add by URL), each with a one-line instruction, and the
 * visitor's choice of reminders carried in the feed's URL (SubscribeLinks).
 * `types` is the page's type or filter; none means every type.
 */
export async function Subscribe({ locale, city, types, what }: { locale: Locale; city: City; types: FestivalType[]; what?: string }) {
  const t = await getTranslations({ locale, namespace: 'subscribe' });
  const feed = types.length > 0 ? types.join('-') : 'all';
  const name = cityDisplayName(city, locale);
  return (
    <Card id="subscribe" title={t('title')} subtitle={t('intro', { what: what ?? t('all'), city: name })} data-testid="subscribe">
      <ClientMessages group="subscribe">
        <SubscribeLinks city={city.slug} cityName={name} types={types} locale={locale} feed={feed} />
      </ClientMessages>
    </Card>
  );
}

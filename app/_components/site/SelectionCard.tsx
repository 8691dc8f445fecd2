'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatDate } from '@/lib/format/date';
import { cityDisplayName } from '@/lib/selection/params';
import type { Locale } from '@/i18n/routing';
import { useSelection } from '../selection/SelectionProvider';

/** The sidebar's summary of the visitor's city and date. */
export function SelectionCard() {
  const t = useTranslations('sidebar');
  const locale = useLocale() as Locale;
  const { city, date } = useSelection();
  return (
    <dl className="grid gap-2 text-sm">
      <div>
        <dt className="text-xs uppercase tracking-wide text-muted">{t('city')}</dt>
        <dd className="font-medium text-fg" data-testid="selected-city">
          {cityDisplayName(city, locale)}
        </dd>
      </div>
      <div>
        <dt className="text-xs uppercase tracking-wide text-muted">{t('date')}</dt>
        <dd className="font-medium text-fg" suppressHydrationWarning>
          {formatDate(date, locale, 'full')}
        </dd>
      </div>
      <div>
        <dt className="text-xs uppercase tracking-wide text-muted">{t('timeZone')}</dt>
        <dd className="text-fg">{city.timezone}</dd>
      </div>
    </dl>
  );
}

'use client';

import { useLocale } from '@/app/_components/i18n/client-intl';
import { useClientT } from '@/app/_components/i18n/useClientT';
import type { Locale } from '@/i18n/routing';
import { formatDate } from '@/lib/format/date';
import { timeZoneLabel } from '@/lib/format/zoned';
import { cityDisplayName, todayInZone, type CitySummary } from '@/lib/selection/params';
import { useSelection } from '../selection/SelectionProvider';

/**
 * Today's date in the visitor's city zone. The server renders it for the city
 * in the URL (or the default city); once the browser has read the stored city
 * the same line is recomputed for that city's zone. The date and the zone's
 * name for the server's city come from the server (KnownDates, `serverZone`):
 * no Intl formatter is made at load unless the city or the day changed.
 */
export function HeroDate({ serverDate, serverCity, serverZone }: { serverDate: string; serverCity: CitySummary; serverZone: string }) {
  const t = useClientT('home');
  const locale = useLocale() as Locale;
  const { city: selected, hydrated } = useSelection();
  const city = hydrated ? selected : serverCity;
  const date = hydrated ? todayInZone(city.timezone) : serverDate;

  return (
    <div className="mt-4 space-y-1">
      <p className="text-xl font-semibold text-fg sm:text-2xl">
        <time dateTime={date} data-testid="hero-date">
          {formatDate(date, locale, 'full')}
        </time>
      </p>
      <p className="text-base text-muted">
        <span data-testid="hero-city">{t('heroCity', { city: cityDisplayName(city, locale) })}</span>
        <span aria-hidden="true"> · </span>
        <span>{t('heroTimeZone', { zone: city.timezone === serverCity.timezone ? serverZone : timeZoneLabel(city.timezone, locale) })}</span>
      </p>
    </div>
  );
}

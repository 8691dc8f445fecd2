'use client';

/**
 * The date and city pickers of a tool page, wired to the URL: choosing a
 * date or a city navigates to that view (`/panchang/today/mumbai/2026-03-19`)
 * and remembers the choice (date for the session, city across visits).
 * On a page whose URL names no city or date, the remembered ones are
 * followed (the server rendered the default city and today).
 */
import { useEffect, useRef, useTransition } from 'react';
import { useClientT } from '@/app/_components/i18n/useClientT';
import { useRouter } from '@/i18n/navigation';
import { track } from '@/lib/analytics/browser/track';
import type { Conventions } from '@/lib/conventions/conventions';
import { todayInZone, type CitySummary } from '@/lib/selection/params';
import { toolLoading } from '@/lib/tool-keys';
import type { PageKey, PageParams } from '@/lib/urls';
import { useSelection } from '../selection/SelectionProvider';
import { CityPicker } from './CityPicker';
import { useShownCity } from './use-shown-city';
import { DatePicker } from './DatePicker';
import { PendingStatus } from './Pending';

export interface SelectionControlsProps {
  /** The page type the pickers lead to (a tool, or a page below one). */
  tool: PageKey;
  /** The page's date and city as the server rendered them. */
  date: string;
  city: CitySummary;
  dateFromUrl: boolean;
  cityFromUrl: boolean;
  /** The conventions the page's path names: the links keep them. */
  conv: Partial<Conventions>;
  /** The other values of the page's path to keep when the selection changes (the festival calendar's filter, a finder's fields). */
  keep: PageParams;
  /** Pages of a whole year (eclipses, Pitru Paksha) choose only the city. */
  cityOnly?: boolean;
}

export function SelectionControls({ tool, date, city, dateFromUrl, cityFromUrl, conv, keep, cityOnly = false }: SelectionControlsProps) {
  const t = useClientT('pickers');
  const router = useRouter();
  const selection = useSelection();
  const [pending, startTransition] = useTransition();
  // The URL module's path writer is fetched when a choice leads somewhere, not with every tool page (issue 24).
  const go = (q: { city?: string | null; date?: string | null }, replace = false) =>
    void import('@/lib/urls').then(({ linkTo }) => {
      const url = linkTo(tool, { ...q, conv, params: keep });
      startTransition(() => (replace ? router.replace(url) : router.push(url)));
    });
  const [shownCity, setShownCity] = useShownCity(city);

  // Set while our own navigation is under way, so the remembered choice is not followed twice.
  const navigating = useRef(false);
  useEffect(() => {
    navigating.current = false;
  }, [date, city.slug]);

  const { hydrated, city: storedCity, dateChosen, date: storedDate } = selection;
  useEffect(() => {
    if (!hydrated || navigating.current) return;
    const followCity = !cityFromUrl && storedCity.slug !== city.slug;
    const followDate = !cityOnly && !dateFromUrl && dateChosen && storedDate !== date;
    if (followCity || followDate) {
      navigating.current = true;
      go(
        {
          city: cityFromUrl || followCity ? (followCity ? storedCity.slug : city.slug) : null,
          date: dateFromUrl ? date : followDate ? storedDate : null,
        },
        true,
      );
    }
    // Runs when the stored selection becomes known or changes; go's path is derived from props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, storedCity.slug, dateChosen, storedDate]);

  const onDate = (d: string) => {
    navigating.current = true;
    selection.setDate(d);
    go({ city: cityFromUrl ? city.slug : null, date: d });
  };

  const onCity = (c: CitySummary) => {
    setShownCity(c);
    navigating.current = true;
    selection.setCity(c);
    go({ city: c.slug, date: dateFromUrl ? date : null });
  };

  const onToday = () => {
    track('date_changed', { date: todayInZone(city.timezone) });
    navigating.current = true;
    selection.clearDate();
    go({ city: cityFromUrl ? city.slug : null });
  };

  return (
    <div
      className={`grid gap-3 sm:items-start ${cityOnly ? 'sm:grid-cols-[minmax(0,1fr)_auto]' : 'sm:grid-cols-[minmax(0,11rem)_minmax(0,1fr)_auto]'}`}
      data-testid="selection-controls"
    >
      {!cityOnly && (
        <div>
          <span className="field-label">{t('dateLabel')}</span>
          <DatePicker value={date} onSelect={onDate} label={t('dateLabel')} />
        </div>
      )}
      <div>
        <span className="field-label">{t('cityLabel')}</span>
        <CityPicker value={shownCity} onChange={onCity} label={t('cityLabel')} />
      </div>
      <PendingStatus kind={toolLoading(tool)} show={pending} />
      {/* A page whose path names its day (or month) is not today's: the button leads to the city's today. */}
      {!cityOnly && dateFromUrl && (
        <button
          type="button"
          onClick={onToday}
          className="h-11 self-end rounded-xl border border-line px-4 text-sm font-medium hover:border-saffron hover:text-saffron sm:mt-5"
        >
          {t('today')}
        </button>
      )}
    </div>
  );
}

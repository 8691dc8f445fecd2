'use client';

/**
 * The home page's calculator: a date and a city, then "Show Panchang" opens
 * `/panchang/today/{city}/{date}`. Starts from the remembered selection;
 * when the visitor's remembered city differs from the one the server
 * rendered (and the path names none), the page follows it (`/{city}`).
 */
import { useEffect, useRef, useState, useTransition } from 'react';
import { useClientT } from '@/app/_components/i18n/useClientT';
import { useRouter } from '@/i18n/navigation';
import type { CitySummary } from '@/lib/selection/params';
import { CityPicker } from '../controls/CityPicker';
import { DatePicker } from '../controls/DatePicker';
import { PendingStatus } from '../controls/Pending';
import { useSelection } from '../selection/SelectionProvider';

export function PanchangCalculator({ serverCity, cityFromUrl }: { serverCity: CitySummary; cityFromUrl: boolean }) {
  const t = useClientT('pickers');
  const h = useClientT('home');
  const router = useRouter();
  const selection = useSelection();
  const [pending, startTransition] = useTransition();
  const [date, setDate] = useState<string | null>(null);
  const [city, setCity] = useState<CitySummary | undefined>(undefined);
  // Until the visitor picks, the fields show the remembered selection.
  const shownDate = date ?? (selection.hydrated ? selection.date : null);
  const shownCity = city ?? (selection.hydrated ? selection.city : serverCity);

  // Set once the visitor submits: the remembered city then changes because of us, not to be followed here.
  const leaving = useRef(false);
  const { hydrated, city: stored } = selection;
  useEffect(() => {
    if (hydrated && !leaving.current && !cityFromUrl && stored.slug !== serverCity.slug) {
      void import('@/lib/urls').then(({ linkTo }) => startTransition(() => router.replace(linkTo('home', { city: stored.slug }))));
    }
    // Follow only when the remembered city becomes known or changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, stored.slug]);

  const submit = () => {
    leaving.current = true;
    selection.setCity(shownCity);
    if (date) selection.setDate(date);
    const day = date ?? (selection.dateChosen ? selection.date : null);
    // The URL module's path writer is fetched when the form is sent, not with the page (issue 24).
    void import('@/lib/urls').then(({ linkTo }) => startTransition(() => router.push(linkTo('todayPanchang', { city: shownCity.slug, date: day }))));
  };

  return (
    <form
      className="grid gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      data-testid="panchang-calculator"
    >
      <div>
        <span className="field-label">{t('dateLabel')}</span>
        <DatePicker value={shownDate} onSelect={setDate} label={t('dateLabel')} defaultMonth={selection.date} />
      </div>
      <div>
        <span className="field-label">{t('cityLabel')}</span>
        <CityPicker value={shownCity} onChange={setCity} label={t('cityLabel')} />
      </div>
      <button
        type="submit"
        className="mt-1 h-11 rounded-xl bg-maroon px-5 text-sm font-semibold text-white hover:opacity-90 dark:text-bg"
      >
        {h('calculatorSubmit')}
      </button>
      <PendingStatus kind="panchang" show={pending} />
    </form>
  );
}

'use client';

/**
 * The city picker of a page that has no date to pick (the festival detail
 * pages): choosing a city navigates to the same page at that city
 * (lib/urls) and remembers it; a page whose URL names no city follows the
 * remembered one (the server rendered the default city), as the tool pages do.
 */
import { useEffect, useRef, useTransition } from 'react';
import { useClientT } from '@/app/_components/i18n/useClientT';
import { usePathname, useRouter } from 'next/navigation';
import type { CitySummary } from '@/lib/selection/params';
import { useSelection } from '../selection/SelectionProvider';
import { CityPicker } from '../controls/CityPicker';
import { useShownCity } from '../controls/use-shown-city';
import { PendingStatus } from '../controls/Pending';

export function CityQueryPicker({ city, cityFromUrl }: { city: CitySummary; cityFromUrl: boolean }) {
  const t = useClientT('pickers');
  const router = useRouter();
  const pathname = usePathname();
  const selection = useSelection();
  const [pending, startTransition] = useTransition();
  const [shown, setShown] = useShownCity(city);
  const navigating = useRef(false);
  useEffect(() => {
    navigating.current = false;
  }, [city.slug]);

  const go = (slug: string, replace = false) => {
    navigating.current = true;
    // The URL module's path reader and writer are fetched when a city is chosen or followed, not with the page (issue 24).
    void import('@/lib/urls').then(({ pathAtCity }) => {
      const href = pathAtCity(pathname, slug);
      if (href) startTransition(() => (replace ? router.replace(href) : router.push(href)));
    });
  };

  const { hydrated, city: stored } = selection;
  useEffect(() => {
    if (!hydrated || navigating.current || cityFromUrl || stored.slug === city.slug) return;
    go(stored.slug, true);
    // Runs when the stored city becomes known or changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, stored.slug]);

  const onCity = (c: CitySummary) => {
    setShown(c);
    selection.setCity(c);
    go(c.slug);
  };

  return (
    <div data-testid="city-query-picker">
      <span className="field-label">{t('cityLabel')}</span>
      <CityPicker value={shown} onChange={onCity} label={t('cityLabel')} />
      <PendingStatus kind="panchang" show={pending} />
    </div>
  );
}

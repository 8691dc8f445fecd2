'use client';

/**
 * Current weather and air quality for the selected city, from
 * /api/weather. It never holds up the page: the server renders a
 * placeholder of the card's size, and the browser asks for the weather once
 * the selection is known and the card is on screen (a sidebar hidden on a
 * phone never asks). A part whose provider failed is shown with the API's
 * demo values, each labelled as such, under "Using demo data - API
 * unavailable"; the info button lists what failed. When nothing real came
 * back, the card says the data is unavailable.
 *
 * What draws the readings (WeatherReadings: icons, condition and AQI tables)
 * is fetched with the weather, not with the page: no page's HTML ever shows
 * it, and the sidebar is on nearly every page (issue 24).
 */
import { useEffect, useState } from 'react';
import { useLocale, type ClientMessageTree } from '@/app/_components/i18n/client-intl';
import { lazyMessages } from '@/app/_components/i18n/lazy-messages';
import { useClientT } from '@/app/_components/i18n/useClientT';
import type { Locale } from '@/i18n/routing';
import { cityDisplayName } from '@/lib/selection/params';
import type { WeatherReport } from '@/lib/weather/types';
import { useSelection } from '../selection/SelectionProvider';
import { useSeen } from './use-seen';
import type * as WeatherReadings from './WeatherReadings';

type ReadingsModule = typeof WeatherReadings;

/** The answer for a city; `report` null when the request itself failed (or the readings' code or texts did not load). */
interface Loaded {
  slug: string;
  report: WeatherReport | null;
  draw: ReadingsModule | null;
  /** The readings' texts (i18n/messages.ts LAZY_MESSAGES.weather). */
  texts?: ClientMessageTree;
}

export function WeatherCard() {
  const t = useClientT('weather');
  const locale = useLocale() as Locale;
  const { city, hydrated } = useSelection();
  const [ref, seen] = useSeen<HTMLElement>();
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!hydrated || !seen) return;
    const ctrl = new AbortController();
    const weather = fetch(`/api/weather?city=${encodeURIComponent(city.slug)}`, { signal: ctrl.signal }).then(async (res) => {
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return (await res.json()) as WeatherReport;
    });
    // The readings' code and texts are fetched while the weather is, and the card changes once all are here.
    Promise.all([weather, import('./WeatherReadings'), lazyMessages(locale, 'weather')])
      .then(([report, draw, texts]) => setLoaded({ slug: city.slug, report, draw, texts }))
      .catch(() => {
        if (!ctrl.signal.aborted) setLoaded({ slug: city.slug, report: null, draw: null });
      });
    return () => ctrl.abort();
  }, [hydrated, seen, city.slug, locale]);

  const current = loaded?.slug === city.slug ? loaded : null;
  const report = current?.report ?? null;
  const draw = current?.draw ?? null;
  const texts = current?.texts ?? {};
  const nothingReal = report !== null && report.source.weather === 'demo' && report.source.aqi === 'demo';
  const state = !current ? 'loading' : !report || nothingReal ? 'unavailable' : report.errors.length > 0 ? 'partial' : 'ok';

  return (
    <section
      ref={ref}
      aria-labelledby="sidebar-weather"
      aria-busy={state === 'loading'}
      className="side-card"
      data-testid="weather-card"
      data-state={state}
    >
      <div className="mb-1 flex items-start justify-between gap-2">
        <h2 id="sidebar-weather" className="side-title">
          {t('title')}
        </h2>
        {draw && report && report.errors.length > 0 && <draw.ErrorsInfo report={report} locale={locale} texts={texts} />}
      </div>
      <p className="mb-3 text-xs text-muted">{cityDisplayName(city, locale)}</p>
      <div className="min-h-[12.5rem]">
        {state === 'loading' && <Placeholder label={t('loading')} />}
        {state === 'unavailable' && (
          <p className="text-sm text-muted" data-testid="weather-unavailable">
            {t('unavailable')}
          </p>
        )}
        {(state === 'ok' || state === 'partial') && draw && report && <draw.Readings report={report} locale={locale} texts={texts} />}
      </div>
    </section>
  );
}

function Placeholder({ label }: { label: string }) {
  return (
    <div className="grid animate-pulse gap-3">
      <span className="sr-only">{label}</span>
      <div className="h-10 w-32 rounded-lg bg-surface-2" />
      <div className="h-4 w-40 rounded bg-surface-2" />
      <div className="h-4 w-36 rounded bg-surface-2" />
      <div className="h-8 w-44 rounded-lg bg-surface-2" />
      <div className="h-4 w-40 rounded bg-surface-2" />
    </div>
  );
}

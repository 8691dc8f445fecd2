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
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useLocale } from 'next-intl';
import { useClientT } from '@/app/_components/i18n/useClientT';
import type { Locale } from '@/i18n/routing';
import { cityDisplayName } from '@/lib/selection/params';
import { aqiBand } from '@/lib/weather/aqi';
import { conditionOf, type ConditionIcon } from '@/lib/weather/conditions';
import type { WeatherReport } from '@/lib/weather/types';
import { useSelection } from '../selection/SelectionProvider';
import { useSeen } from './use-seen';
import {
  CloudFogIcon,
  CloudIcon,
  CloudLightningIcon,
  CloudRainIcon,
  CloudSnowIcon,
  CloudSunIcon,
  DropletIcon,
  InfoIcon,
  SunIcon,
  WindIcon,
} from '../site/icons';

/** The answer for a city; `report` null when the request itself failed. */
interface Loaded {
  slug: string;
  report: WeatherReport | null;
}

const ICONS: Record<ConditionIcon, (p: { className?: string; width?: number; height?: number }) => ReactNode> = {
  sun: SunIcon,
  'cloud-sun': CloudSunIcon,
  cloud: CloudIcon,
  fog: CloudFogIcon,
  rain: CloudRainIcon,
  snow: CloudSnowIcon,
  storm: CloudLightningIcon,
};

export function WeatherCard() {
  const t = useClientT('weather');
  const locale = useLocale() as Locale;
  const { city, hydrated } = useSelection();
  const [ref, seen] = useSeen<HTMLElement>();
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!hydrated || !seen) return;
    const ctrl = new AbortController();
    fetch(`/api/weather?city=${encodeURIComponent(city.slug)}`, { signal: ctrl.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        return (await res.json()) as WeatherReport;
      })
      .then((report) => setLoaded({ slug: city.slug, report }))
      .catch(() => {
        if (!ctrl.signal.aborted) setLoaded({ slug: city.slug, report: null });
      });
    return () => ctrl.abort();
  }, [hydrated, seen, city.slug]);

  const current = loaded?.slug === city.slug ? loaded : null;
  const report = current?.report ?? null;
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
        {report && report.errors.length > 0 && <ErrorsInfo report={report} />}
      </div>
      <p className="mb-3 text-xs text-muted">{cityDisplayName(city, locale)}</p>
      <div className="min-h-[12.5rem]">
        {state === 'loading' && <Placeholder label={t('loading')} />}
        {state === 'unavailable' && (
          <p className="text-sm text-muted" data-testid="weather-unavailable">
            {t('unavailable')}
          </p>
        )}
        {(state === 'ok' || state === 'partial') && report && <Readings report={report} locale={locale} />}
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

function DemoTag() {
  const t = useClientT('weather');
  return <span className="ml-1.5 rounded bg-surface-2 px-1.5 py-0.5 text-[0.65rem] font-semibold uppercase tracking-wide text-muted">{t('demo')}</span>;
}

function Readings({ report, locale }: { report: WeatherReport; locale: Locale }) {
  const t = useClientT('weather');
  const whole = new Intl.NumberFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', { maximumFractionDigits: 0 });
  const n = (x: number) => whole.format(x);
  const w = report.weather;
  const a = report.aqi;
  const demoWeather = report.source.weather === 'demo';
  const demoAqi = report.source.aqi === 'demo';
  const condition = conditionOf(w.condition_code);
  const Icon = ICONS[condition.icon];
  const band = aqiBand(a.index);

  return (
    <div className="grid gap-3 text-sm">
      {(demoWeather || demoAqi) && (
        <p className="rounded-lg bg-saffron-soft px-2.5 py-1.5 text-xs font-medium text-saffron" data-testid="weather-demo-notice">
          {t('demoNotice')}
        </p>
      )}
      <div className="flex items-center gap-3" data-testid="weather-now" data-source={report.source.weather}>
        <Icon className="shrink-0 text-saffron" width={36} height={36} />
        <div>
          <p className="text-2xl font-semibold leading-tight text-fg" data-testid="weather-temperature">
            {t('temperature', { value: n(w.temperature_c) })}
            {demoWeather && <DemoTag />}
          </p>
          <p className="text-fg" data-testid="weather-condition">
            {t(`conditions.${condition.key}`)}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2">
        <div>
          <dt className="flex items-center gap-1 text-xs text-muted">
            <DropletIcon /> {t('humidity')}
          </dt>
          <dd className="font-medium" data-testid="weather-humidity">
            {n(w.humidity_pct)}%{demoWeather && <DemoTag />}
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-1 text-xs text-muted">
            <WindIcon /> {t('wind')}
          </dt>
          <dd className="font-medium" data-testid="weather-wind">
            {t('windValue', { value: n(w.wind_kmh) })}
            {demoWeather && <DemoTag />}
          </dd>
        </div>
      </dl>
      <div className="border-t border-line pt-3" data-testid="weather-aqi" data-source={report.source.aqi} data-band={band.key}>
        <p className="text-xs text-muted">{t('aqi')}</p>
        <p className="mt-1 flex flex-wrap items-center gap-2">
          <span
            className="inline-flex min-w-10 justify-center rounded-md px-2 py-0.5 text-base font-bold tabular-nums"
            style={{ backgroundColor: band.color, color: band.textColor }}
            data-testid="weather-aqi-index"
          >
            {n(a.index)}
          </span>
          <span className="font-medium" data-testid="weather-aqi-band">
            {t(`bands.${band.key}`)}
          </span>
          {demoAqi && <DemoTag />}
        </p>
        <dl className="mt-2 grid grid-cols-2 gap-2">
          <div>
            <dt className="text-xs text-muted">{t('pm25')}</dt>
            <dd className="font-medium" data-testid="weather-pm25">
              {t('concentration', { value: n(a.pm25) })}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted">{t('pm10')}</dt>
            <dd className="font-medium" data-testid="weather-pm10">
              {t('concentration', { value: n(a.pm10) })}
            </dd>
          </div>
        </dl>
      </div>
      <p className="text-xs text-muted">{t('source')}</p>
    </div>
  );
}

/** The info button: "Some data may be limited" and each provider's error, on hover, focus or tap. */
function ErrorsInfo({ report }: { report: WeatherReport }) {
  const t = useClientT('weather');
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="group relative">
      <button
        type="button"
        className="rounded-full p-0.5 text-muted hover:text-saffron"
        aria-label={t('limited')}
        aria-describedby={id}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setOpen(false);
        }}
        data-testid="weather-info"
      >
        <InfoIcon />
      </button>
      <div
        id={id}
        role="tooltip"
        className={`absolute right-0 top-7 z-10 w-60 rounded-lg border border-line bg-surface p-3 text-xs text-fg shadow-lg group-hover:block group-focus-within:block ${open ? 'block' : 'hidden'}`}
        data-testid="weather-errors"
      >
        <p className="font-semibold">{t('limited')}</p>
        <ul className="mt-1.5 grid gap-1">
          {report.errors.map((e) => (
            <li key={e.provider}>
              {t(`providers.${e.provider}`)}: {e.message}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

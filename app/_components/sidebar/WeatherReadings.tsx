'use client';

/**
 * The weather card's readings and its info button (WeatherCard): drawn only
 * in the browser once /api/weather has answered, so loaded then, with their
 * texts (LAZY_MESSAGES.weather), which the card fetches meanwhile.
 */
import { useId, useState, type ReactNode } from 'react';
import { ClientIntlProvider, type ClientMessageTree } from '@/app/_components/i18n/client-intl';
import { useClientT } from '@/app/_components/i18n/useClientT';
import type { Locale } from '@/i18n/routing';
import { aqiBand } from '@/lib/weather/aqi';
import { conditionOf, type ConditionIcon } from '@/lib/weather/conditions';
import type { WeatherReport } from '@/lib/weather/types';
import { SunIcon } from '../site/icons';
import { CloudFogIcon, CloudIcon, CloudLightningIcon, CloudRainIcon, CloudSnowIcon, CloudSunIcon, DropletIcon, InfoIcon, WindIcon } from './weather-icons';

const ICONS: Record<ConditionIcon, (p: { className?: string; width?: number; height?: number }) => ReactNode> = {
  sun: SunIcon,
  'cloud-sun': CloudSunIcon,
  cloud: CloudIcon,
  fog: CloudFogIcon,
  rain: CloudRainIcon,
  snow: CloudSnowIcon,
  storm: CloudLightningIcon,
};

function DemoTag() {
  const t = useClientT('weather');
  return <span className="ml-1.5 rounded bg-surface-2 px-1.5 py-0.5 text-[0.65rem] font-semibold uppercase tracking-wide text-muted">{t('demo')}</span>;
}

/** What the card gives a part: the page's language and the part's texts. */
interface Texts {
  locale: Locale;
  texts: ClientMessageTree;
}

export function Readings({ report, locale, texts }: { report: WeatherReport } & Texts) {
  return (
    <ClientIntlProvider locale={locale} messages={texts}>
      <ReadingsBody report={report} locale={locale} />
    </ClientIntlProvider>
  );
}

function ReadingsBody({ report, locale }: { report: WeatherReport; locale: Locale }) {
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

export function ErrorsInfo({ report, locale, texts }: { report: WeatherReport } & Texts) {
  return (
    <ClientIntlProvider locale={locale} messages={texts}>
      <ErrorsBody report={report} />
    </ClientIntlProvider>
  );
}

/** The info button: "Some data may be limited" and each provider's error, on hover, focus or tap. */
function ErrorsBody({ report }: { report: WeatherReport }) {
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

/** @jest-environment jsdom */
/**
 * The sidebar's weather card with /api/weather answered by a stub: full
 * data, a part in demo (labelled, with the errors listed), nothing real, and
 * a failed request. The browser test (tests/e2e/weather.test.ts) does the
 * same against the real route and a fake provider.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { ClientIntlProvider } from '@/app/_components/i18n/client-intl';
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';
import { CLIENT_MESSAGES, LAZY_MESSAGES, MESSAGES, pickMessages, type LazyMessagePart } from '@/i18n/messages';
import { WeatherCard } from '@/app/_components/sidebar/WeatherCard';
import { SelectionProvider } from '@/app/_components/selection/SelectionProvider';
import type { CitySummary } from '@/lib/selection/params';
import type { WeatherReport } from '@/lib/weather/types';

jest.mock('@/app/_components/site/toast', () => ({ toast: jest.fn() }));

const delhi: CitySummary = {
  slug: 'new-delhi',
  name: 'New Delhi',
  nameHindi: 'नई दिल्ली',
  timezone: 'Asia/Kolkata',
  lat: 28.63576,
  lon: 77.22445,
  country: { code: 'IN', name: 'India' },
  state: 'Delhi',
};

const LIVE: WeatherReport = {
  location: { city: 'New Delhi', lat: 28.63576, lon: 77.22445 },
  weather: { temperature_c: 24.6, humidity_pct: 58, wind_kmh: 9.4, condition_code: 2, condition_text: 'Partly cloudy' },
  aqi: { index: 162, category: 'Unhealthy', pm25: 78.4, pm10: 121.2, station: null },
  source: { weather: 'open-meteo', aqi: 'open-meteo' },
  timestamp: '2026-11-23T10:00:00.000Z',
  errors: [],
};

/** /api/weather answers `body`; the readings' texts (app/api/messages) come from the catalogue. */
function answer(body: unknown, status = 200) {
  global.fetch = jest.fn().mockImplementation(async (url: string) => {
    const lazy = /^\/api\/messages\/(en|hi)\/(\w+)$/.exec(url);
    if (lazy) {
      const messages = pickMessages(MESSAGES[lazy[1] as 'en' | 'hi'], LAZY_MESSAGES[lazy[2] as LazyMessagePart]);
      return { ok: true, status: 200, json: async () => messages };
    }
    return { ok: status < 400, status, json: async () => body };
  });
}

function renderCard(locale: 'en' | 'hi' = 'en') {
  return render(
    // The layout's messages only: the readings' texts must come with the readings.
    <ClientIntlProvider locale={locale} messages={pickMessages(locale === 'en' ? en : hi, CLIENT_MESSAGES.shell)}>
      <SelectionProvider defaultCity={delhi}>
        <WeatherCard />
      </SelectionProvider>
    </ClientIntlProvider>,
  );
}

const card = () => screen.getByTestId('weather-card');
const settled = () => waitFor(() => expect(card().dataset.state).not.toBe('loading'));

beforeEach(() => localStorage.clear());

describe('WeatherCard', () => {
  it('shows the weather and the air quality with its band', async () => {
    answer(LIVE);
    renderCard();
    expect(card().dataset.state).toBe('loading');
    await settled();
    expect(global.fetch).toHaveBeenCalledWith('/api/weather?city=new-delhi', expect.anything());
    expect(card().dataset.state).toBe('ok');
    expect(screen.getByTestId('weather-temperature')).toHaveTextContent('25°C');
    expect(screen.getByTestId('weather-condition')).toHaveTextContent('Partly cloudy');
    expect(screen.getByTestId('weather-humidity')).toHaveTextContent('58%');
    expect(screen.getByTestId('weather-wind')).toHaveTextContent('9 km/h');
    expect(screen.getByTestId('weather-aqi-index')).toHaveTextContent('162');
    expect(screen.getByTestId('weather-aqi-index')).toHaveStyle({ backgroundColor: '#ff0000' });
    expect(screen.getByTestId('weather-aqi-band')).toHaveTextContent('Unhealthy');
    expect(screen.getByTestId('weather-pm25')).toHaveTextContent('78 µg/m³');
    expect(screen.getByTestId('weather-pm10')).toHaveTextContent('121 µg/m³');
    expect(screen.queryByTestId('weather-demo-notice')).toBeNull();
    expect(screen.queryByTestId('weather-info')).toBeNull();
  });

  it('labels demo values and lists what failed', async () => {
    answer({
      ...LIVE,
      aqi: { index: 75, category: 'Moderate', pm25: 24, pm10: 50, station: null },
      source: { weather: 'open-meteo', aqi: 'demo' },
      errors: [{ provider: 'open-meteo-air-quality', message: 'HTTP 500' }],
    });
    renderCard();
    await settled();
    expect(card().dataset.state).toBe('partial');
    expect(screen.getByTestId('weather-demo-notice')).toHaveTextContent('Using demo data - API unavailable');
    expect(screen.getByTestId('weather-aqi')).toHaveTextContent('demo');
    expect(screen.getByTestId('weather-now')).not.toHaveTextContent('demo');
    expect(screen.getByTestId('weather-info')).toHaveAccessibleName('Some data may be limited');
    expect(screen.getByTestId('weather-errors')).toHaveTextContent('Some data may be limited');
    expect(screen.getByTestId('weather-errors')).toHaveTextContent('Air quality (Open-Meteo): HTTP 500');
  });

  it('says the data is unavailable when nothing real came back', async () => {
    answer({
      ...LIVE,
      source: { weather: 'demo', aqi: 'demo' },
      errors: [
        { provider: 'open-meteo-forecast', message: 'no answer within 3 s' },
        { provider: 'open-meteo-air-quality', message: 'empty response' },
      ],
    });
    renderCard('hi');
    await settled();
    expect(card().dataset.state).toBe('unavailable');
    expect(screen.getByTestId('weather-unavailable')).toHaveTextContent('मौसम की जानकारी उपलब्ध नहीं है');
    expect(screen.queryByTestId('weather-temperature')).toBeNull();
    expect(screen.getByTestId('weather-errors')).toHaveTextContent('मौसम (Open-Meteo): no answer within 3 s');
  });

  it('says the data is unavailable when the request fails', async () => {
    answer({ error: 'Internal error' }, 500);
    renderCard();
    await settled();
    expect(card().dataset.state).toBe('unavailable');
    expect(screen.getByTestId('weather-unavailable')).toHaveTextContent('Weather data unavailable');
  });
});

/**
 * The weather service against a fake Open-Meteo on loopback
 * (scripts/lib/fake-weather.mjs): every way a provider can fail, one part
 * failing without spoiling the other, the cache and its bounds.
 */
import { FAKE_VALUES, startFakeWeather } from '@/scripts/lib/fake-weather.mjs';
import { createWeatherService, type WeatherConfig } from '@/lib/weather/service';

type Fake = Awaited<ReturnType<typeof startFakeWeather>>;
let fake: Fake;
let clock = 0;

beforeAll(async () => {
  fake = await startFakeWeather({ hangMs: 2_000 });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  clock = Date.parse('2026-11-23T10:00:00Z');
});

function service(overrides: Partial<WeatherConfig> = {}) {
  return createWeatherService({
    forecastUrl: fake.forecastUrl,
    airQualityUrl: fake.airQualityUrl,
    timeoutMs: 300,
    ttlMs: 600_000,
    failureTtlMs: 60_000,
    maxEntries: 100,
    now: () => clock,
    ...overrides,
  });
}

const DELHI = { lat: 28.63576, lon: 77.22445, city: 'New Delhi' };

describe('weather service', () => {
  it('combines both providers into the seed shape', async () => {
    // The file's first requests open cold connections: time for them on a busy machine (the timeout cases below keep 0.3 s).
    const { report, freshFor } = await service({ timeoutMs: 1_500 }).getWeather(DELHI);
    expect(report).toEqual({
      location: { city: 'New Delhi', lat: 28.63576, lon: 77.22445 },
      weather: {
        temperature_c: FAKE_VALUES.forecast.temperature_2m,
        humidity_pct: FAKE_VALUES.forecast.relative_humidity_2m,
        wind_kmh: FAKE_VALUES.forecast.wind_speed_10m,
        condition_code: 2,
        condition_text: 'Partly cloudy',
      },
      aqi: { index: 87, category: 'Moderate', pm25: 28.4, pm10: 51.2, station: null },
      source: { weather: 'open-meteo', aqi: 'open-meteo' },
      timestamp: '2026-11-23T10:00:00.000Z',
      errors: [],
    });
    expect(freshFor).toBe(600);
    // Asked for the rounded place.
    expect(fake.requests('forecast', 28.6, 77.2)).toBe(1);
    expect(fake.requests('airQuality', 28.6, 77.2)).toBe(1);
  });

  it.each([
    ['timeout', /^no answer within 0\.3 s$/],
    ['500', /^HTTP 500: Internal server error \(fake\)$/],
    ['malformed', /^malformed JSON$/],
    ['empty', /^empty response$/],
    ['bad-shape', /^unexpected response: current\.temperature_2m /],
  ])('a forecast %s gives demo weather and keeps the live air quality', async (behaviour, message) => {
    fake.setScenario(10, 10, { forecast: behaviour });
    const { report } = await service().getWeather({ lat: 10, lon: 10, city: null });
    expect(report.source).toEqual({ weather: 'demo', aqi: 'open-meteo' });
    expect(report.weather).toEqual({ temperature_c: 25, humidity_pct: 60, wind_kmh: 10, condition_code: 1, condition_text: 'Mainly clear' });
    expect(report.aqi.index).toBe(87);
    expect(report.errors).toHaveLength(1);
    expect(report.errors[0].provider).toBe('open-meteo-forecast');
    expect(report.errors[0].message).toMatch(message);
  });

  it.each([
    ['timeout', /^no answer within 0\.3 s$/],
    ['500', /^HTTP 500/],
    ['malformed', /^malformed JSON$/],
    ['empty', /^empty response$/],
    ['bad-shape', /^unexpected response: current\.us_aqi /],
  ])('an air-quality %s gives demo AQI and keeps the live weather', async (behaviour, message) => {
    fake.setScenario(11, 11, { airQuality: behaviour });
    const { report } = await service().getWeather({ lat: 11, lon: 11, city: null });
    expect(report.source).toEqual({ weather: 'open-meteo', aqi: 'demo' });
    expect(report.aqi).toEqual({ index: 75, category: 'Moderate', pm25: 24, pm10: 50, station: null });
    expect(report.weather.temperature_c).toBe(24.6);
    expect(report.errors).toEqual([{ provider: 'open-meteo-air-quality', message: expect.stringMatching(message) }]);
  });

  it('reports both failures when nothing came back', async () => {
    fake.setScenario(12, 12, { forecast: '500', airQuality: 'timeout' });
    const { report } = await service().getWeather({ lat: 12, lon: 12, city: null });
    expect(report.source).toEqual({ weather: 'demo', aqi: 'demo' });
    expect(report.errors.map((e) => e.provider)).toEqual(['open-meteo-forecast', 'open-meteo-air-quality']);
    expect(report.timestamp).toBe(new Date(clock).toISOString());
  });

  it('says so when the provider cannot be reached', async () => {
    const { report } = await service({ forecastUrl: 'http://127.0.0.1:9/v1/forecast' }).getWeather({ lat: 13, lon: 13, city: null });
    expect(report.errors).toEqual([{ provider: 'open-meteo-forecast', message: expect.stringMatching(/^request failed/) }]);
  });

  it('asks upstream once per rounded place for 10 minutes, sharing concurrent requests', async () => {
    const s = service();
    await Promise.all([s.getWeather({ lat: 20.01, lon: 30.02, city: null }), s.getWeather({ lat: 20.04, lon: 29.98, city: null })]);
    await s.getWeather({ lat: 19.96, lon: 30, city: null });
    expect(fake.requests('forecast', 20, 30)).toBe(1);
    expect(fake.requests('airQuality', 20, 30)).toBe(1);
    clock += 599_000;
    await s.getWeather({ lat: 20, lon: 30, city: null });
    expect(fake.requests('forecast', 20, 30)).toBe(1);
    clock += 2_000;
    const { report } = await s.getWeather({ lat: 20, lon: 30, city: null });
    expect(fake.requests('forecast', 20, 30)).toBe(2);
    expect(report.timestamp).toBe(new Date(clock).toISOString());
  });

  it('retries a failed provider after a minute, not on every request', async () => {
    const s = service();
    fake.setScenario(21, 31, { forecast: '500' });
    await s.getWeather({ lat: 21, lon: 31, city: null });
    await s.getWeather({ lat: 21, lon: 31, city: null });
    expect(fake.requests('forecast', 21, 31)).toBe(1);
    fake.setScenario(21, 31, { forecast: 'ok' });
    clock += 61_000;
    const { report } = await s.getWeather({ lat: 21, lon: 31, city: null });
    expect(fake.requests('forecast', 21, 31)).toBe(2);
    expect(report.source.weather).toBe('open-meteo');
    // The air quality was fine all along and still comes from the cache.
    expect(fake.requests('airQuality', 21, 31)).toBe(1);
  });

  it('keeps at most maxEntries places', async () => {
    const s = service({ maxEntries: 2 });
    for (const lat of [1, 2, 3]) await s.getWeather({ lat, lon: 0, city: null });
    expect(s.cacheSizes()).toEqual({ forecast: 2, airQuality: 2 });
    await s.getWeather({ lat: 1, lon: 0, city: null }); // evicted: asked again
    expect(fake.requests('forecast', 1, 0)).toBe(2);
  });
});

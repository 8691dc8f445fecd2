/**
 * GET /api/weather against a fake Open-Meteo on loopback: the providers'
 * base URLs come from the environment, as in production. The service's
 * cache lives for the whole file, so each case uses its own place.
 */
import { startFakeWeather } from '@/scripts/lib/fake-weather.mjs';
import { GET } from '@/app/api/weather/route';
import { call } from './helpers';

type Fake = Awaited<ReturnType<typeof startFakeWeather>>;
let fake: Fake;

beforeAll(async () => {
  // Longer than the service's 3 s limit, so a "timeout" really times out.
  fake = await startFakeWeather({ hangMs: 5_000 });
  process.env.OPEN_METEO_FORECAST_URL = fake.forecastUrl;
  process.env.OPEN_METEO_AIR_QUALITY_URL = fake.airQualityUrl;
});
afterAll(async () => {
  await fake.close();
  delete process.env.OPEN_METEO_FORECAST_URL;
  delete process.env.OPEN_METEO_AIR_QUALITY_URL;
});

describe('GET /api/weather', () => {
  it('answers the seed shape for a city', async () => {
    const r = await call(GET, '/api/weather?city=varanasi');
    expect(r.status).toBe(200);
    expect(Object.keys(r.json).sort()).toEqual(['aqi', 'errors', 'location', 'source', 'timestamp', 'weather']);
    expect(r.json.location).toEqual({ city: 'Varanasi', lat: expect.closeTo(25.32, 1), lon: expect.closeTo(83.0, 1) });
    expect(r.json.weather).toEqual({ temperature_c: 24.6, humidity_pct: 58, wind_kmh: 9.4, condition_code: 2, condition_text: 'Partly cloudy' });
    expect(r.json.aqi).toEqual({ index: 87, category: 'Moderate', pm25: 28.4, pm10: 51.2, station: null });
    expect(r.json.source).toEqual({ weather: 'open-meteo', aqi: 'open-meteo' });
    expect(r.json.errors).toEqual([]);
    expect(Date.parse(r.json.timestamp)).not.toBeNaN();
    expect(r.cache).toMatch(/^public, max-age=(59\d|600), s-maxage=/);
  });

  it('answers for coordinates, with no city', async () => {
    const r = await call(GET, '/api/weather?lat=40.7128&lon=-74.006');
    expect(r.status).toBe(200);
    expect(r.json.location).toEqual({ city: null, lat: 40.7128, lon: -74.006 });
    expect(fake.requests('forecast', 40.7, -74)).toBe(1);
  });

  it.each([
    ['timeout', 'open-meteo-forecast', /^no answer within 3 s$/],
    ['500', 'open-meteo-forecast', /^HTTP 500/],
    ['malformed', 'open-meteo-forecast', /^malformed JSON$/],
    ['empty', 'open-meteo-forecast', /^empty response$/],
  ])('forecast %s: demo weather, live AQI, the error listed', async (behaviour, provider, message) => {
    const lat = { timeout: -10, '500': -11, malformed: -12, empty: -13 }[behaviour]!;
    fake.setScenario(lat, 20, { forecast: behaviour });
    const r = await call(GET, `/api/weather?lat=${lat}&lon=20`);
    expect(r.status).toBe(200);
    expect(r.json.source).toEqual({ weather: 'demo', aqi: 'open-meteo' });
    expect(r.json.weather.condition_text).toBe('Mainly clear');
    expect(r.json.aqi.index).toBe(87);
    expect(r.json.errors).toEqual([{ provider, message: expect.stringMatching(message) }]);
    // A partly demo answer is not kept long by shared caches.
    expect(r.cache).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=60');
  });

  it.each([['timeout'], ['500'], ['malformed'], ['empty']])('air quality %s: live weather, demo AQI', async (behaviour) => {
    const lat = { timeout: -20, '500': -21, malformed: -22, empty: -23 }[behaviour]!;
    fake.setScenario(lat, 20, { airQuality: behaviour });
    const r = await call(GET, `/api/weather?lat=${lat}&lon=20`);
    expect(r.json.source).toEqual({ weather: 'open-meteo', aqi: 'demo' });
    expect(r.json.weather.temperature_c).toBe(24.6);
    expect(r.json.aqi).toEqual({ index: 75, category: 'Moderate', pm25: 24, pm10: 50, station: null });
    expect(r.json.errors).toHaveLength(1);
    expect(r.json.errors[0].provider).toBe('open-meteo-air-quality');
  });

  it('serves a busy place from memory', async () => {
    for (let i = 0; i < 5; i++) expect((await call(GET, '/api/weather?city=mumbai')).status).toBe(200);
    const mumbai = (await call(GET, '/api/weather?city=mumbai')).json.location;
    expect(fake.requests('forecast', mumbai.lat, mumbai.lon)).toBe(1);
    expect(fake.requests('airQuality', mumbai.lat, mumbai.lon)).toBe(1);
  });

  it.each([
    ['/api/weather', 400, /^city or lat and lon are required/],
    ['/api/weather?lat=abc&lon=10', 400, /^lat must be a decimal number/],
    ['/api/weather?lat=10', 400, /^lon is required/],
    ['/api/weather?lon=10', 400, /^lat is required/],
    ['/api/weather?lat=91&lon=10', 400, /^lat must be a decimal number from -90 to 90/],
    ['/api/weather?lat=10&lon=181', 400, /^lon must be a decimal number from -180 to 180/],
    ['/api/weather?city=Not%20A%20Slug', 400, /^city must be a slug/],
    ['/api/weather?city=varanasi&lat=25&lon=83', 400, /^city cannot be combined with lat, lon/],
    ['/api/weather?city=no-such-city-anywhere', 404, /^city: Unknown city "no-such-city-anywhere"/],
  ])('%s -> %d naming the field', async (path, status, message) => {
    const r = await call(GET, path);
    expect(r.status).toBe(status);
    expect(r.json.error).toMatch(message);
    expect(r.cache).toBe('no-store');
  });
});

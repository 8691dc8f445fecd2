/**
 * Current weather and air quality for a place: both Open-Meteo APIs called
 * in parallel, each with its own 3 s limit, so one failing never spoils the
 * other; a failed part is answered with the demo values and its error.
 *
 * Caching: answers are kept in memory per place rounded to 0.1° (about 11
 * km): Open-Meteo's weather models are 1-11 km grids and its air quality
 * comes from CAMS at 11-40 km, so a finer key would only fetch the same
 * cells again. A good answer is kept 10 minutes, so a busy city costs one
 * upstream call per provider per 10 minutes; a failure is kept 1 minute, so
 * a provider that is down is retried soon but not on every page view.
 * Concurrent requests for the same place share one upstream call. Each
 * cache is a bounded LRU (1,000 places by default). Server-only.
 */
import en from '@/messages/en.json';
import { aqiBand } from './aqi';
import { conditionOf } from './conditions';
import { DEMO_AQI, DEMO_WEATHER } from './demo';
import { ExpiringLru } from './lru';
import { fetchAirQuality, fetchForecast, ProviderFailure, type AirQualityNow, type ForecastNow } from './providers';
import type { AirQuality, CurrentWeather, ProviderError, ProviderName, WeatherReport } from './types';

export const DEFAULT_FORECAST_URL = 'https://api.open-meteo.com/v1/forecast';
export const DEFAULT_AIR_QUALITY_URL = 'https://air-quality-api.open-meteo.com/v1/air-quality';

export interface WeatherConfig {
  forecastUrl: string;
  airQualityUrl: string;
  /** Per provider call, body included. */
  timeoutMs: number;
  /** How long a good answer is kept. */
  ttlMs: number;
  /** How long a failure is kept before the provider is asked again. */
  failureTtlMs: number;
  /** Places kept per provider. */
  maxEntries: number;
  /** The clock (tests pin it). */
  now: () => number;
}

/**
 * The base URLs come from the environment so tests and other deployments can
 * point elsewhere: OPEN_METEO_FORECAST_URL, OPEN_METEO_AIR_QUALITY_URL.
 */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): WeatherConfig {
  return {
    forecastUrl: env.OPEN_METEO_FORECAST_URL || DEFAULT_FORECAST_URL,
    airQualityUrl: env.OPEN_METEO_AIR_QUALITY_URL || DEFAULT_AIR_QUALITY_URL,
    timeoutMs: 3_000,
    ttlMs: 10 * 60_000,
    failureTtlMs: 60_000,
    maxEntries: 1_000,
    now: Date.now,
  };
}

type Part<T> = { ok: true; value: T; fetchedAt: number; expires: number } | { ok: false; message: string; fetchedAt: number; expires: number };

export interface WeatherResult {
  report: WeatherReport;
  /** Seconds until the first of the two parts expires from the cache (for Cache-Control). */
  freshFor: number;
}

export interface WeatherQuery {
  lat: number;
  lon: number;
  /** Display name of the place, if it is a city of the index. */
  city: string | null;
}

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

/** Rounded to 0.1°: the cache key and the coordinates sent upstream. */
export const roundCoordinate = (x: number) => round(x, 1);

const CONDITION_TEXT: Record<string, string> = en.weather.conditions;

function weatherOf(v: Omit<CurrentWeather, 'condition_text'>): CurrentWeather {
  return { ...v, condition_text: CONDITION_TEXT[conditionOf(v.condition_code).key] };
}

function aqiOf(v: Omit<AirQuality, 'category'>): AirQuality {
  return { index: v.index, category: aqiBand(v.index).name, pm25: v.pm25, pm10: v.pm10, station: v.station };
}

const fromForecast = (f: ForecastNow) => ({
  temperature_c: round(f.temperature_2m, 1),
  humidity_pct: Math.round(f.relative_humidity_2m),
  wind_kmh: round(f.wind_speed_10m, 1),
  condition_code: f.weather_code,
});

const fromAirQuality = (a: AirQualityNow) => ({ index: Math.round(a.us_aqi), pm25: round(a.pm2_5, 1), pm10: round(a.pm10, 1), station: null });

class CachedProvider<T> {
  private readonly cache: ExpiringLru<Part<T>>;
  private readonly inflight = new Map<string, Promise<Part<T>>>();

  constructor(
    readonly name: ProviderName,
    private readonly config: WeatherConfig,
    private readonly fetcher: (lat: number, lon: number) => Promise<T>,
  ) {
    this.cache = new ExpiringLru(config.maxEntries);
  }

  get(lat: number, lon: number): Promise<Part<T>> {
    const key = `${lat},${lon}`;
    const hit = this.cache.get(key, this.config.now());
    if (hit) return Promise.resolve(hit);
    const pending = this.inflight.get(key);
    if (pending) return pending;
    const { now, ttlMs, failureTtlMs } = this.config;
    const p = this.fetcher(lat, lon).then(
      (value): Part<T> => ({ ok: true, value, fetchedAt: now(), expires: now() + ttlMs }),
      (e: unknown): Part<T> => {
        if (!(e instanceof ProviderFailure)) console.error(`weather: ${this.name} failed unexpectedly`, e);
        const message = e instanceof ProviderFailure ? e.message : 'internal error';
        return { ok: false, message, fetchedAt: now(), expires: now() + failureTtlMs };
      },
    );
    const stored = p.then((part) => {
      this.cache.set(key, part, part.expires);
      this.inflight.delete(key);
      return part;
    });
    this.inflight.set(key, stored);
    return stored;
  }

  get size(): number {
    return this.cache.size;
  }
}

export interface WeatherService {
  getWeather(q: WeatherQuery): Promise<WeatherResult>;
  /** Places currently cached per provider (for tests and diagnostics). */
  cacheSizes(): { forecast: number; airQuality: number };
}

export function createWeatherService(config: WeatherConfig): WeatherService {
  const forecast = new CachedProvider('open-meteo-forecast', config, (lat, lon) =>
    fetchForecast(lat, lon, { baseUrl: config.forecastUrl, timeoutMs: config.timeoutMs }),
  );
  const airQuality = new CachedProvider('open-meteo-air-quality', config, (lat, lon) =>
    fetchAirQuality(lat, lon, { baseUrl: config.airQualityUrl, timeoutMs: config.timeoutMs }),
  );

  return {
    async getWeather({ lat, lon, city }) {
      const rLat = roundCoordinate(lat);
      const rLon = roundCoordinate(lon);
      const [w, a] = await Promise.all([forecast.get(rLat, rLon), airQuality.get(rLat, rLon)]);
      const errors: ProviderError[] = [];
      if (!w.ok) errors.push({ provider: forecast.name, message: w.message });
      if (!a.ok) errors.push({ provider: airQuality.name, message: a.message });
      const live = [w, a].filter((p) => p.ok);
      const fetchedAt = live.length ? Math.min(...live.map((p) => p.fetchedAt)) : config.now();
      return {
        report: {
          location: { city, lat, lon },
          weather: weatherOf(w.ok ? fromForecast(w.value) : DEMO_WEATHER),
          aqi: aqiOf(a.ok ? fromAirQuality(a.value) : DEMO_AQI),
          source: { weather: w.ok ? 'open-meteo' : 'demo', aqi: a.ok ? 'open-meteo' : 'demo' },
          timestamp: new Date(fetchedAt).toISOString(),
          errors,
        },
        freshFor: Math.max(0, (Math.min(w.expires, a.expires) - config.now()) / 1000),
      };
    },
    cacheSizes: () => ({ forecast: forecast.size, airQuality: airQuality.size }),
  };
}

let service: WeatherService | null = null;

/** The site's service, configured from the environment on first use. */
export function weatherService(): WeatherService {
  service ??= createWeatherService(configFromEnv());
  return service;
}

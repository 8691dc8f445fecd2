/**
 * The two upstream calls: Open-Meteo's forecast API (current temperature,
 * humidity, wind, weather code) and its air-quality API (current US AQI,
 * PM2.5, PM10). Neither needs a key. Each call has its own time limit, and
 * every way it can fail (no answer in time, network error, HTTP error, an
 * empty or malformed body, JSON without the expected fields) becomes a
 * ProviderFailure with a short message for the API's `errors` list.
 */
import { z } from 'zod';

export class ProviderFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderFailure';
  }
}

export interface FetchOptions {
  /** Base URL of the endpoint, e.g. https://api.open-meteo.com/v1/forecast. */
  baseUrl: string;
  timeoutMs: number;
}

/** A finite number (Open-Meteo sends null where it has no value). */
const value = z.number().finite();

const forecastSchema = z.object({
  current: z.object({
    temperature_2m: value,
    relative_humidity_2m: value,
    wind_speed_10m: value,
    weather_code: z.number().int().min(0).max(99),
  }),
});

const airQualitySchema = z.object({
  current: z.object({ us_aqi: value.min(0), pm2_5: value.min(0), pm10: value.min(0) }),
});

export type ForecastNow = z.output<typeof forecastSchema>['current'];
export type AirQualityNow = z.output<typeof airQualitySchema>['current'];

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/** GET `url` and parse JSON within `timeoutMs` (the body included); throws ProviderFailure. */
async function getJson(url: string, timeoutMs: number): Promise<unknown> {
  const signal = AbortSignal.timeout(timeoutMs);
  let text: string;
  let status: number;
  try {
    const res = await fetch(url, { signal, cache: 'no-store', headers: { accept: 'application/json' } });
    status = res.status;
    text = await res.text();
  } catch (e) {
    if (signal.aborted) throw new ProviderFailure(`no answer within ${seconds(timeoutMs)}`);
    const cause = e instanceof Error && e.cause && typeof e.cause === 'object' && 'code' in e.cause ? ` (${String(e.cause.code)})` : '';
    throw new ProviderFailure(`request failed${cause}`);
  }
  if (status < 200 || status >= 300) {
    // Open-Meteo explains a refusal as {"error": true, "reason": "..."}.
    let reason = '';
    try {
      const body = JSON.parse(text) as { reason?: unknown };
      if (typeof body.reason === 'string') reason = `: ${body.reason.slice(0, 200)}`;
    } catch {
      // Not JSON: the status says enough.
    }
    throw new ProviderFailure(`HTTP ${status}${reason}`);
  }
  if (text.trim() === '') throw new ProviderFailure('empty response');
  try {
    return JSON.parse(text);
  } catch {
    throw new ProviderFailure('malformed JSON');
  }
}

function parse<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const r = schema.safeParse(data);
  if (!r.success) {
    const issue = r.error.issues[0];
    throw new ProviderFailure(`unexpected response: ${issue.path.join('.') || 'body'} ${issue.message.toLowerCase()}`);
  }
  return r.data;
}

const query = (lat: number, lon: number, current: string) =>
  new URLSearchParams({ latitude: String(lat), longitude: String(lon), current }).toString();

export async function fetchForecast(lat: number, lon: number, { baseUrl, timeoutMs }: FetchOptions): Promise<ForecastNow> {
  // Units are Open-Meteo's defaults (°C, %, km/h); asked for explicitly so a change of default cannot alter them.
  const url = `${baseUrl}?${query(lat, lon, 'temperature_2m,relative_humidity_2m,wind_speed_10m,weather_code')}&temperature_unit=celsius&wind_speed_unit=kmh`;
  return parse(forecastSchema, await getJson(url, timeoutMs)).current;
}

export async function fetchAirQuality(lat: number, lon: number, { baseUrl, timeoutMs }: FetchOptions): Promise<AirQualityNow> {
  const url = `${baseUrl}?${query(lat, lon, 'us_aqi,pm10,pm2_5')}`;
  return parse(airQualitySchema, await getJson(url, timeoutMs)).current;
}

/**
 * The answer of GET /api/weather (the seed's shape), shared by the route,
 * the service and the sidebar card. Client-safe: types only.
 */
export type SourceName = 'open-meteo' | 'demo';
export type ProviderName = 'open-meteo-forecast' | 'open-meteo-air-quality';

export interface CurrentWeather {
  /** °C, one decimal. */
  temperature_c: number;
  /** Relative humidity at 2 m, %. */
  humidity_pct: number;
  /** Wind speed at 10 m, km/h, one decimal. */
  wind_kmh: number;
  /** WMO weather interpretation code (0-99), as Open-Meteo reports it. */
  condition_code: number;
  /** English description of the code (the card shows its own translation). */
  condition_text: string;
}

export interface AirQuality {
  /** US EPA AQI (0-500). */
  index: number;
  /** The band's English name: Good, Moderate, ... Hazardous (lib/weather/aqi.ts). */
  category: string;
  /** µg/m³, one decimal. */
  pm25: number;
  pm10: number;
  /** Measuring station; null for modelled values (Open-Meteo's are CAMS model output, not a station's). */
  station: string | null;
}

export interface ProviderError {
  provider: ProviderName;
  message: string;
}

export interface WeatherReport {
  location: { city: string | null; lat: number; lon: number };
  weather: CurrentWeather;
  aqi: AirQuality;
  /** Where each part came from: a provider, or the clearly labelled demo values when that provider failed. */
  source: { weather: SourceName; aqi: SourceName };
  /** ISO 8601 UTC: when the (older) live part was fetched, or now when both are demo. */
  timestamp: string;
  errors: ProviderError[];
}

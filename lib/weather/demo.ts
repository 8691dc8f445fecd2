/**
 * What the API returns for a part whose provider failed: fixed, plausible
 * values, always with `source: "demo"` and the provider's error beside them,
 * so no client can mistake them for a measurement (the card labels each one
 * "demo"). They are the same for every place on purpose.
 */
import type { AirQuality, CurrentWeather } from './types';

export const DEMO_WEATHER: Omit<CurrentWeather, 'condition_text'> = {
  temperature_c: 25,
  humidity_pct: 60,
  wind_kmh: 10,
  condition_code: 1,
};

export const DEMO_AQI: Omit<AirQuality, 'category'> = {
  index: 75,
  pm25: 24,
  pm10: 50,
  station: null,
};

/** GET /api/weather: current weather and air quality at a city or a point (lib/weather). */
import { z } from 'zod';
import { citySlugSchema } from '@/lib/selection/schemas';
import { defineEndpoint } from '../endpoint';
import { coordinate } from '../query';
import { named } from './common';

export const weatherQuery = z.object({
  city: citySlugSchema.optional().meta({ description: 'A city slug (/api/cities); or give lat and lon', example: 'new-delhi' }),
  lat: coordinate('lat', 90).optional().meta({ description: 'Latitude in decimal degrees (with lon, instead of city)' }),
  lon: coordinate('lon', 180).optional().meta({ description: 'Longitude in decimal degrees (with lat, instead of city)' }),
});

const source = z.enum(['open-meteo', 'demo']).meta({ description: '`demo`: the provider failed and the values are fixed demo values' });

export const WeatherResponse = named(
  'Weather',
  z.object({
    location: z.object({ city: z.string().nullable(), lat: z.number(), lon: z.number() }),
    weather: z.object({
      temperature_c: z.number(),
      humidity_pct: z.number(),
      wind_kmh: z.number(),
      condition_code: z.number().int().meta({ description: 'WMO weather interpretation code (0-99)' }),
      condition_text: z.string(),
    }),
    aqi: z.object({
      index: z.number().int().meta({ description: 'US EPA AQI 0-500' }),
      category: z.string().meta({ example: 'Moderate' }),
      pm25: z.number(),
      pm10: z.number(),
      station: z.string().nullable().meta({ description: "Null: Open-Meteo's air quality is modelled, not measured" }),
    }),
    source: z.object({ weather: source, aqi: source }),
    timestamp: z.string().meta({ description: 'ISO 8601 UTC: when the older live part was fetched' }),
    errors: z.array(z.object({ provider: z.enum(['open-meteo-forecast', 'open-meteo-air-quality']), message: z.string() })),
  }),
);

export const weatherEndpoint = defineEndpoint({
  path: '/api/weather',
  id: 'getWeather',
  group: 'weather',
  summary: 'Current weather and air quality',
  description:
    "Temperature, humidity, wind and conditions, and the US AQI with PM2.5 and PM10, from Open-Meteo. When a provider fails, its part holds demo values marked `source: \"demo\"` and the error is listed in `errors` (still 200). Give either `city` or `lat` and `lon`.",
  query: weatherQuery,
  response: WeatherResponse,
  errors: [400, 404],
  example: { query: { city: 'new-delhi' } },
  caching: 'provider',
});

/**
 * GET /api/cities, /api/cities/popular, /api/cities/nearest and
 * /api/cities/{slug}: the city index. Results are cached long: the index
 * only changes with a deploy.
 */
import { z } from 'zod';
import { isKnownCountryCode, MAX_LIMIT } from '@/lib/cities';
import { defineEndpoint } from '../endpoint';
import { coordinate, wholeNumber } from '../query';
import { City, named } from './common';

export const searchQuery = z.object({
  q: z
    .string()
    .max(100, 'q must be at most 100 characters')
    .default('')
    .meta({ description: 'Prefix of any name of the place, in any script (Latin, Devanagari, old names); blank: the popular cities' }),
  cc: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'cc must be a two-letter ISO 3166-1 country code')
    .refine((cc) => isKnownCountryCode(cc), 'cc is not a country in the city data')
    .transform((cc) => cc.toUpperCase())
    .optional()
    .meta({ description: 'Only places of this country (ISO 3166-1 alpha-2, any case)' }),
  limit: wholeNumber('limit', 1, MAX_LIMIT).optional().meta({ description: `At most this many results, 1-${MAX_LIMIT}` }),
});

export const nearestQuery = z.object({
  lat: coordinate('lat', 90).meta({ description: 'Latitude in decimal degrees, -90 to 90' }),
  lon: coordinate('lon', 180).meta({ description: 'Longitude in decimal degrees, -180 to 180' }),
});

export const slugParams = z.object({
  slug: z
    .string({ error: 'slug is empty' })
    .min(1, 'slug is empty')
    .max(120, 'slug is too long')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug must be lowercase letters, digits and single hyphens, such as new-delhi')
    .meta({ description: 'The city slug, as /api/cities returns it' }),
});

const CityList = named('CityList', z.object({ results: z.array(City) }));

export const NearestCityResponse = named(
  'NearestCity',
  z.object({ ...City.shape, distanceKm: z.number().meta({ description: 'Great-circle distance from the point (haversine, R = 6371 km)' }) }),
);

export const citiesEndpoint = defineEndpoint({
  path: '/api/cities',
  id: 'searchCities',
  group: 'cities',
  summary: 'Search places by name',
  description:
    'Prefix search over every name of the places of GeoNames cities500 (main, ASCII, alternate names in any script, later words of the name), ranked by population with Indian places first on ties.',
  query: searchQuery,
  response: CityList,
  errors: [400],
  example: { query: { q: 'varan', limit: '5' } },
  caching: 'long',
});

export const popularCitiesEndpoint = defineEndpoint({
  path: '/api/cities/popular',
  id: 'getPopularCities',
  group: 'cities',
  summary: 'The popular places',
  description: 'The curated popular places, in display order.',
  response: CityList,
  errors: [],
  example: {},
  caching: 'long',
});

export const nearestCityEndpoint = defineEndpoint({
  path: '/api/cities/nearest',
  id: 'getNearestCity',
  group: 'cities',
  summary: 'The nearest place to a point',
  description: 'The place of the index nearest to the coordinates (exact over all places), with its distance.',
  query: nearestQuery,
  response: NearestCityResponse,
  errors: [400],
  example: { query: { lat: '25.3176', lon: '82.9739' } },
  caching: 'long',
});

export const cityEndpoint = defineEndpoint({
  path: '/api/cities/{slug}',
  id: 'getCity',
  group: 'cities',
  summary: 'One place by its slug',
  description: 'The place with this slug.',
  pathParams: slugParams,
  response: City,
  errors: [400, 404],
  example: { path: { slug: 'varanasi' } },
  caching: 'long',
});

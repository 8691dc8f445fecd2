/**
 * Query schemas of the /api/cities route handlers (the parsing, coordinates
 * and error mapping are lib/api's). Results are cached long: the city index
 * only changes with a deploy.
 */
import { z } from 'zod';
import { isKnownCountryCode, MAX_LIMIT } from '@/lib/cities';
import { coordinate, wholeNumber } from '@/lib/api/query';

export const searchQuery = z.object({
  q: z.string().max(100, 'q must be at most 100 characters').default(''),
  cc: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'cc must be a two-letter ISO 3166-1 country code')
    .refine((cc) => isKnownCountryCode(cc), 'cc is not a country in the city data')
    .transform((cc) => cc.toUpperCase())
    .optional(),
  limit: wholeNumber('limit', 1, MAX_LIMIT).optional(),
});

export const nearestQuery = z.object({
  lat: coordinate('lat', 90),
  lon: coordinate('lon', 180),
});

export const slugParam = z
  .string({ error: 'slug is empty' })
  .min(1, 'slug is empty')
  .max(120, 'slug is too long')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug must be lowercase letters, digits and single hyphens, such as new-delhi');

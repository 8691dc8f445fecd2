/**
 * Response pieces several endpoints share. Each is registered under a name
 * (`apiSchemas`), which becomes its entry in the OpenAPI document's
 * components, so the document says "City" once and refers to it.
 *
 * The schemas are strict about keys (the JSON Schema says
 * additionalProperties: false), so the tests that validate real answers
 * against them notice a field the document does not describe.
 */
import { z } from 'zod';
import { MASA_SYSTEMS, SUNRISE_DEFINITIONS } from '@/lib/conventions/conventions';

/** Schemas with a name in the document's components (`#/components/schemas/<id>`). */
export const apiSchemas = z.registry<{ id: string }>();

export function named<S extends z.ZodType>(id: string, schema: S): S {
  apiSchemas.add(schema, { id });
  return schema;
}

export const isoLocal = named(
  'LocalDateTime',
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/)
    .meta({ description: 'ISO 8601 local time at the place, with seconds and offset', example: '2025-11-22T06:49:17+05:30' }),
);

export const hhmm = named(
  'ClockTime',
  z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .meta({ description: 'Local time "HH:MM", rounded to the nearest minute as the reference prints it', example: '06:49' }),
);

export const civilDate = named('Date', z.string().regex(/^\d{4}-\d{2}-\d{2}$/).meta({ description: 'Civil date YYYY-MM-DD', example: '2025-11-22' }));

export const polar = z
  .enum(['polar-day', 'polar-night'])
  .nullable()
  .meta({ description: 'Where the Sun does not rise or set on this date; null elsewhere' });

export const paksha = z.enum(['Shukla', 'Krishna']);

export const ErrorBody = named(
  'Error',
  z
    .object({ error: z.string().meta({ description: 'What is wrong, starting with the parameter it concerns' }) })
    .meta({ description: 'An error; `error` names the parameter (or `path`) at fault', example: { error: 'date must be between 1900-01-01 and 2100-12-31' } }),
);

export const CitySummary = named(
  'CitySummary',
  z.object({
    slug: z.string(),
    name: z.string(),
    nameHindi: z.string().optional(),
    timezone: z.string().meta({ description: 'IANA time zone' }),
    lat: z.number(),
    lon: z.number(),
    country: z.object({
      code: z.string().meta({ description: 'ISO 3166-1 alpha-2' }),
      name: z.string(),
      nameHindi: z.string().optional().meta({ description: 'The Hindi name, where the site has one' }),
    }),
    state: z.string().optional(),
    stateHindi: z.string().optional().meta({ description: "The state's Hindi name, where the site has one" }),
  }),
);

export const City = named(
  'City',
  z
    .object({
      id: z.number().int().meta({ description: 'GeoNames geonameid' }),
      slug: z.string().meta({ description: 'Stable URL slug (the city parameter of every other endpoint)' }),
      name: z.string(),
      nameHindi: z.string().optional().meta({ description: "The Hindi name: the site's reviewed one for the popular and large Indian cities, else the closest of GeoNames' Devanagari names" }),
      lat: z.number(),
      lon: z.number(),
      elevation: z.number().meta({ description: 'Metres above sea level' }),
      timezone: z.string().meta({ description: 'IANA time zone' }),
      country: z.object({
        code: z.string().meta({ description: 'ISO 3166-1 alpha-2' }),
        name: z.string(),
        nameHindi: z.string().optional().meta({ description: 'The Hindi name, where the site has one' }),
      }),
      state: z.string().optional().meta({ description: 'State or province, where known' }),
      stateHindi: z.string().optional().meta({ description: "The state's Hindi name, where known" }),
      population: z.number().int(),
      tier: z.number().int().min(1).max(4).meta({ description: '1: a million people or a national capital; 2: 100,000 or a state capital; 3: 10,000; 4: the rest' }),
    })
    .meta({ description: 'A place of the GeoNames cities500 data set (CC BY 4.0)' }),
);

/** Where a day was computed: the place's coordinates and zone, and the city when one was asked for. */
export const LocationBlock = named(
  'Location',
  z.object({ lat: z.number(), lon: z.number(), tz: z.string(), city: CitySummary.optional() }),
);

/** The conventions an answer was computed with (the `masa` and `sunrise` parameters, or their defaults). */
export const ConventionsBlock = named(
  'Conventions',
  z.object({
    masa: z.enum(MASA_SYSTEMS).meta({ description: 'The lunar month system naming the months' }),
    sunrise: z.enum(SUNRISE_DEFINITIONS).meta({ description: 'The sunrise definition the day was counted from' }),
  }),
);

/** The head of every timings response (muhurats, choghadiya, hora, lagna). */
export const timingsHead = {
  date: civilDate.meta({ description: 'The Panchang day: sunrise of this date to the next sunrise' }),
  day: z.string().meta({ description: 'Weekday in English', example: 'Saturday' }),
  location: LocationBlock,
  conventions: ConventionsBlock,
  polar,
  noSunrise: z.boolean().meta({ description: 'True when the Sun does not rise on this date (the periods counted from sunrise are then absent)' }),
};

/** The engine's head of a timings table (under `detail`). */
export const engineTimingsHead = {
  date: civilDate,
  tz: z.string(),
  polar,
  noSunrise: z.boolean(),
};

/** A span in local "HH:MM" with the civil date each end falls on. */
export const clockSpan = {
  start: hhmm,
  end: hhmm,
  start_date: civilDate,
  end_date: civilDate,
};

export const planet = z.enum(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn']);
export const period = z.enum(['day', 'night']);

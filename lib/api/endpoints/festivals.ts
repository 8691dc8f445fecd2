/** GET /api/festivals and /api/festivals/upcoming: the festivals and vrats at a place. */
import { z } from 'zod';
import { SOLAR_CALENDARS } from '@/engine';
import { SITE_URL } from '@/lib/site';
import { defineEndpoint } from '../endpoint';
import { placeQuery } from '../location';
import { wholeNumber } from '../query';
import { CitySummary, civilDate, ConventionsBlock, isoLocal, named, paksha } from './common';

export const festivalsQuery = z
  .object({
    year: wholeNumber('year', 1900, 2100).meta({ description: 'Year 1900-2100', example: '2025' }),
    month: wholeNumber('month', 1, 12).optional().meta({ description: 'Month 1-12: only the events of that month' }),
  })
  .extend(placeQuery.shape);

export const SIGNIFICANCE_LEVELS = ['high', 'medium', 'low'] as const;

export const upcomingQuery = z
  .object({
    days: wholeNumber('days', 1, 366).default(30).meta({ description: 'How many days from `from`, 1-366 (default 30)' }),
    // Only the form here: the engine checks the calendar day and the supported range, naming `from`.
    from: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'from must be a date YYYY-MM-DD')
      .optional()
      .meta({ description: 'First date YYYY-MM-DD (default: today at the place)' }),
    significance: z
      .enum(SIGNIFICANCE_LEVELS, { error: 'significance must be high, medium or low' })
      .optional()
      .meta({ description: 'Only events of at least this significance' }),
  })
  .extend(placeQuery.shape);

const masaRef = z.object({ number: z.number().int().min(1).max(12), name: z.string(), adhika: z.boolean() });

const FestivalEvent = named(
  'FestivalEvent',
  z.object({
    id: z.string().meta({ description: 'Unique within the year: the slug, or slug-MM-DD when the slug occurs more than once' }),
    slug: z.string().meta({ example: 'diwali' }),
    type: z.enum(['ekadashi', 'purnima', 'amavasya', 'pradosh', 'sankranti', 'vrat', 'festival']),
    emoji: z.string(),
    date: civilDate,
    endDate: civilDate.optional().meta({ description: 'Last day of a multi-day observance (Navratri, Pitru Paksha)' }),
    weekday: z.number().int().min(0).max(6).meta({ description: '0 = Sunday' }),
    tithi: z
      .object({ number: z.number().int().min(1).max(30), paksha, start: isoLocal, end: isoLocal, name: z.string() })
      .nullable(),
    masa: z.object({ amanta: masaRef, purnimanta: masaRef }).nullable(),
    lunarMonth: z
      .string()
      .nullable()
      .meta({ description: 'The lunar month in the requested system (masa; purnimanta by default), in English', example: 'Kartika' }),
    paksha: paksha.nullable(),
    significance: z.enum(SIGNIFICANCE_LEVELS),
    muhurat: z
      .object({ kind: z.string(), start: isoLocal, end: isoLocal })
      .nullable()
      .meta({ description: 'The main puja or observance window, when the rule defines one' }),
    windows: z.array(z.object({ kind: z.string(), start: isoLocal, end: isoLocal })),
    moments: z.array(z.object({ kind: z.string(), at: isoLocal })),
    tradition: z.literal('vaishnava').optional().meta({ description: 'The Vaishnava day of an Ekadashi or Janmashtami, where it differs' }),
    observance: z.literal('vrat').optional().meta({ description: 'The Purnima fast day, where it differs from the named Purnima' }),
    relatedTo: z.string().optional().meta({ description: 'Slug of the main event this one belongs to' }),
    gauna: z.boolean().optional().meta({ description: 'Vaishnava Ekadashi only: the Smarta fast day did not have Ekadashi at its sunrise' }),
    reason: z
      .object({
        choice: z.string().meta({ description: 'Which rule decided the date', example: 'only' }),
        tithi: z.number().int().optional(),
        kaal: z.string().optional(),
        preferredKaal: z.string().optional(),
        lastingMuhurtas: z.number().optional(),
        days: z.array(z.object({ date: civilDate, prevails: z.boolean(), minutes: z.number().nullable() })).optional(),
        excluded: z.literal('bhadra').optional(),
        nakshatra: z.number().int().optional(),
        of: z.string().optional(),
        offsetDays: z.number().int().optional(),
        weekday: z.number().int().optional(),
        masa: z.number().int().min(1).max(12).optional().meta({ description: 'The lunar month a weekday-of-month rule names (1 = Chaitra)' }),
        sign: z.number().int().optional(),
        calendar: z.enum(SOLAR_CALENDARS).optional().meta({ description: 'A festival of a regional solar month: its calendar' }),
        solarMonth: z.number().int().min(1).max(12).optional().meta({ description: 'The month, numbered as /api/regional-month numbers it' }),
        solarDay: z.number().int().min(1).max(32).optional(),
        monthStart: z.string().optional().meta({ description: "How the month's day 1 was decided (a reason code, as in /api/regional-month)" }),
      })
      .meta({ description: 'Why the event falls on this date, as data' }),
    name: z.string().meta({ example: 'Diwali' }),
    nameHindi: z.string().meta({ example: 'दीवाली' }),
    nameKey: z.string().meta({ description: "The site's message key of the name" }),
    description: z.string().nullable().meta({ description: 'A short English description of the observance; null where the site has none' }),
    url: z.string().meta({ description: "Absolute address of the event's page on the site, for the requested city", example: `${SITE_URL}/festivals/festival/diwali-2025/new-delhi` }),
    reasonText: z.string().meta({ description: 'The reason as an English sentence' }),
    reasonTextHindi: z.string().meta({ description: 'The reason as a Hindi sentence' }),
  }),
);

const FestivalPlace = named(
  'FestivalPlace',
  z.object({ lat: z.number(), lon: z.number(), tz: z.string(), city: CitySummary.pick({ slug: true, name: true }).optional() }),
);

export const FestivalsResponse = named(
  'Festivals',
  z.object({
    year: z.number().int(),
    month: z.number().int().optional(),
    place: FestivalPlace,
    conventions: ConventionsBlock,
    events: z.array(FestivalEvent).meta({ description: "By date; a date's events in the order they begin" }),
  }),
);

export const UpcomingResponse = named(
  'UpcomingFestivals',
  z.object({ from: civilDate, days: z.number().int(), place: FestivalPlace, conventions: ConventionsBlock, events: z.array(FestivalEvent) }),
);

export const festivalsEndpoint = defineEndpoint({
  path: '/api/festivals',
  id: 'getFestivals',
  group: 'festivals',
  summary: 'Festivals and vrats of a year (or month) at a place',
  description:
    'Every festival, Ekadashi, Purnima, Amavasya, Pradosh, Sankranti and monthly vrat of the year at the place, with its English and Hindi name, its tithi and lunar month, its puja windows and the reason for its date, as data and as a sentence in both languages. A Vaishnava day and a Purnima vrat are events of their own where their date differs from the main one.',
  query: festivalsQuery,
  response: FestivalsResponse,
  errors: [400, 404, 503],
  example: { query: { year: '2025', month: '10', city: 'new-delhi' } },
  caching: 'long',
});

export const upcomingEndpoint = defineEndpoint({
  path: '/api/festivals/upcoming',
  id: 'getUpcomingFestivals',
  group: 'festivals',
  summary: 'Festivals and vrats of the next days',
  description: 'The events from a date (default today at the place) for the next `days` days, optionally only the more significant ones.',
  query: upcomingQuery,
  response: UpcomingResponse,
  errors: [400, 404, 503],
  example: { query: { from: '2025-10-15', days: '30', city: 'new-delhi' } },
  caching: 'date',
});

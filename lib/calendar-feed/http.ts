/**
 * The HTTP edge of the calendar files: their endpoints as the API document
 * describes them (lib/api/endpoints lists them), their parameters (zod; a
 * problem is a 400 naming the parameter, an unknown city or event a 404)
 * and the responses. Errors are plain text, not JSON: a calendar app or a
 * browser shows the body as it is.
 */
import { z } from 'zod';
import type { FestivalType } from '@/engine';
import { conventionsQuery } from '@/lib/api/conventions';
import { defineEndpoint } from '@/lib/api/endpoint';
import { errorAnswer } from '@/lib/api/errors';
import { wholeNumber } from '@/lib/api/query';
import { FESTIVAL_TYPES } from '@/lib/festivals/pages';
import { peopleParamSchema } from '@/lib/personal/param';
import { citySlugSchema, dateSchema } from '@/lib/selection/schemas';
import { routing, type Locale } from '@/i18n/routing';

const ICS = /^(.+)\.ics$/;

/** `{name}.ics` -> name; anything else is not one of our files. */
export const icsFile = (what: string) =>
  z
    .string()
    .regex(ICS, `the file must be ${what}.ics`)
    .transform((s) => s.slice(0, -'.ics'.length));

/** The feed's opt-in category beside the festival types: the planets' transits (lib/calendar-feed/transits.ts). */
export const TRANSITS = 'transits';
export type FeedCategory = FestivalType | typeof TRANSITS;
const FEED_CATEGORIES: readonly FeedCategory[] = [...FESTIVAL_TYPES, TRANSITS];

const TYPES_MESSAGE = `types must be a comma-separated list of ${FEED_CATEGORIES.join(', ')}`;

export const typesSchema = z
  .string()
  .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean))
  .pipe(z.array(z.enum(FEED_CATEGORIES as [FeedCategory, ...FeedCategory[]], { error: TYPES_MESSAGE })).min(1, TYPES_MESSAGE))
  .transform((list) => [...new Set(list)]);

/** The festival types among the categories asked for (null: none asked for, the default selection), and whether transits are. */
export function feedSelection(types: readonly FeedCategory[] | undefined): { festivals: FestivalType[] | null; transits: boolean } {
  if (!types) return { festivals: null, transits: false };
  return { festivals: types.filter((t): t is FestivalType => t !== TRANSITS), transits: types.includes(TRANSITS) };
}

export const langSchema = z
  .enum(routing.locales as unknown as [Locale, ...Locale[]], { error: `lang must be ${routing.locales.join(' or ')}` })
  .default(routing.defaultLocale)
  .meta({ description: 'Language of the titles and descriptions (default en)' });

/** The feed's reminders (lib/calendar-feed/alarms.ts): an hour of the day before each vrat, and the parana's start. */
export const alarmQuery = {
  alarm: wholeNumber('alarm', 0, 23)
    .optional()
    .meta({ description: "Hour (0-23, the city's time) of a reminder (VALARM) on the day before each vrat (Ekadashi, Pradosh, the monthly vrats, Purnima, Amavasya); default none" }),
  parana: z
    .enum(['0', '1'], { error: 'parana must be 1 (a reminder when each Ekadashi\'s parana begins) or 0' })
    .transform((v) => v === '1')
    .optional()
    .meta({ description: "1: a reminder when each Ekadashi's parana (the window to break the fast) begins; default 0" }),
};

/** The sunrise the dates are computed with, as the API takes it (lib/api/conventions.ts); the month system changes no date. */
const sunriseQuery = conventionsQuery.shape.sunrise;

export const feedPathParams = z.object({ city: citySlugSchema.meta({ description: 'A city slug from /api/cities', example: 'varanasi' }) });

/** The feed's file: `{city}.ics` with a city slug. */
export const feedFileSchema = icsFile('{city}').pipe(feedPathParams.shape.city);

export const feedQuery = z.object({
  types: typesSchema.optional().meta({
    description: `Comma-separated event types to list (${FESTIVAL_TYPES.join(', ')}), and \`${TRANSITS}\` for the planets' rashi changes, stations and combustion (Mars to Saturn, Rahu, Ketu; opt-in); default: the major festivals and vrats (significance high or medium)`,
  }),
  lang: langSchema,
  sunrise: sunriseQuery,
  ...alarmQuery,
});

export const eventPathParams = z.object({
  type: z.enum(FESTIVAL_TYPES as [FestivalType, ...FestivalType[]]).meta({ description: 'The festival page section (another value is a 404)' }),
  event: z.string().meta({ description: "A festival page's `{slug}-{year}` (its aliases too), as in /festivals/{type}/{slug}-{year}", example: 'diwali-2025' }),
});

/** The event file: `{slug}-{year}.ics` (resolved against the festival pages by the handler; an unknown one is a 404). */
export const eventFileSchema = icsFile('{slug}-{year}').pipe(eventPathParams.shape.event);

export const eventQuery = z.object({
  city: citySlugSchema.optional().meta({ description: 'The city whose dates and times the file gives (default new-delhi)' }),
  date: dateSchema.optional().meta({ description: 'Only the occurrence on this date YYYY-MM-DD, for an event that recurs within the year (a weekday Pradosh)' }),
  lang: langSchema,
  sunrise: sunriseQuery,
  ...alarmQuery,
});

/** The anniversaries feed: the people, the city the dates are kept in, the language and the day-before reminder. */
export const anniversaryFeedQuery = z.object({
  p: peopleParamSchema,
  city: citySlugSchema.meta({ description: 'The city whose dates and times the feed gives (where the anniversaries are kept)', example: 'varanasi' }),
  lang: langSchema,
  alarm: alarmQuery.alarm.meta({ description: "Hour (0-23, the city's time) of a reminder on the day before each date; default none" }),
});

/**
 * The anniversaries feed's caching: browsers only (`private`), half a day.
 * Its URL holds names of people: no shared cache (ours included) keeps it.
 */
export const ANNIVERSARY_FEED_CACHE = 'private, max-age=43200';

/** Half a day in browsers, a day in shared caches: the window moves once a year, the apps poll daily. */
export const FEED_CACHE = 'public, max-age=43200, s-maxage=86400';

const ICALENDAR = z.string().meta({ description: 'An iCalendar file (RFC 5545): one all-day VEVENT per observance day, with its times and page in the description' });

export const feedEndpoint = defineEndpoint({
  path: '/calendar/{city}.ics',
  id: 'getCalendarFeed',
  group: 'calendar',
  summary: "A city's festival calendar to subscribe to",
  description:
    "The city's festivals and vrats from last year to two years ahead as an iCalendar feed (webcal:// or the URL in a calendar app's \"subscribe\"): one all-day event per observance day, its tithi, puja window and the address of its page in the description. Each event keeps its UID from one fetch to the next, so a re-fetch updates it in place.",
  pathParams: feedPathParams,
  query: feedQuery,
  response: ICALENDAR,
  mediaType: 'text/calendar',
  errors: [400, 404, 503],
  example: { path: { city: 'varanasi' }, query: { types: 'ekadashi', lang: 'hi' } },
  caching: 'feed',
});

export const eventFileEndpoint = defineEndpoint({
  path: '/calendar/event/{type}/{event}.ics',
  id: 'getCalendarEvent',
  group: 'calendar',
  summary: 'One festival of a year as a calendar file ("Add to calendar")',
  description:
    "The date or dates of one festival page's event in the year at the city, as an iCalendar file to import (Content-Disposition: attachment). An unknown event, or a year without it, is a 404.",
  pathParams: eventPathParams,
  query: eventQuery,
  response: ICALENDAR,
  mediaType: 'text/calendar',
  errors: [400, 404, 503],
  example: { path: { type: 'festival', event: 'diwali-2025' }, query: { city: 'varanasi' } },
  caching: 'long',
});

export const anniversaryFeedEndpoint = defineEndpoint({
  path: '/calendar/anniversaries.ics',
  id: 'getAnniversaryFeed',
  group: 'calendar',
  summary: "People's tithi and nakshatra anniversaries as a calendar to subscribe to",
  description:
    "The Shraddha (tithi at aparahna), tithi birthday (tithi at sunrise) or nakshatra birthday (nakshatra at sunrise) of each person in `p`, from a year ago to twenty years ahead, kept in the city: one all-day event per date with the tithi, the months, why that day, and any kshaya, vriddhi or adhika month. The list lives only in the URL (built by the anniversary tool); nothing is stored on the server, and the answer is not kept by shared caches. A tampered or over-long `p` is a 400 saying what is wrong.",
  query: anniversaryFeedQuery,
  response: ICALENDAR,
  mediaType: 'text/calendar',
  errors: [400, 404, 503],
  example: { query: { p: '1.dAkxOTY1MDMxMgkwOTMwCQlBbWl0YQ.18e124e2', city: 'varanasi' } },
  caching: 'private',
});

/** A calendar's response: cacheable; refreshed daily by the apps that subscribe. */
export function calendarResponse(text: string, filename: string, disposition: 'inline' | 'attachment', cacheControl: string): Response {
  return new Response(text, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `${disposition}; filename="${filename}"`,
      'Cache-Control': cacheControl,
    },
  });
}

/** A calendar file's error as plain text with its status (500 without details for our own faults). */
export const calendarError = (e: unknown): Response =>
  errorAnswer(
    e,
    (status, message) => new Response(`${message}\n`, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } }),
    'Internal error: the calendar could not be computed',
    'Calendar feed error',
  );

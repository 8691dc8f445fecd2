/**
 * The HTTP edge of the calendar files: their parameters (zod; a problem is a
 * 400 naming the parameter, an unknown city or event a 404) and the
 * responses. Errors are plain text, not JSON: a calendar app or a browser
 * shows the body as it is.
 */
import { z } from 'zod';
import { isPanchangInputError, type FestivalType } from '@/engine';
import { ApiError, withField } from '@/lib/api/errors';
import { FESTIVAL_TYPES } from '@/lib/festivals/pages';
import { citySlugSchema, dateSchema } from '@/lib/selection/schemas';
import { routing, type Locale } from '@/i18n/routing';
import { ServerBusyError } from '@/lib/festivals';

const ICS = /^(.+)\.ics$/;

/** `{name}.ics` -> name; anything else is not one of our files. */
export const icsFile = (what: string) =>
  z
    .string()
    .regex(ICS, `the file must be ${what}.ics`)
    .transform((s) => s.slice(0, -'.ics'.length));

/** The feed's file: `{city}.ics` with a city slug. */
export const feedFileSchema = icsFile('{city}').pipe(citySlugSchema);

const TYPES_MESSAGE = `types must be a comma-separated list of ${FESTIVAL_TYPES.join(', ')}`;

export const typesSchema = z
  .string()
  .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean))
  .pipe(z.array(z.enum(FESTIVAL_TYPES as [FestivalType, ...FestivalType[]], { error: TYPES_MESSAGE })).min(1, TYPES_MESSAGE))
  .transform((list) => [...new Set(list)]);

export const langSchema = z.enum(routing.locales as unknown as [Locale, ...Locale[]], { error: `lang must be ${routing.locales.join(' or ')}` }).default(routing.defaultLocale);

export const feedQuery = z.object({ types: typesSchema.optional(), lang: langSchema });

export const eventQuery = z.object({ city: citySlugSchema.optional(), date: dateSchema.optional(), lang: langSchema });

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
export function calendarError(e: unknown): Response {
  const text = (status: number, message: string) =>
    new Response(`${message}\n`, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  if (e instanceof ApiError) return text(e.status, e.message);
  if (isPanchangInputError(e)) return text(400, withField(e.field, e.message));
  if (e instanceof ServerBusyError) {
    const res = text(503, e.message);
    res.headers.set('Retry-After', String(e.retryAfterSeconds));
    return res;
  }
  console.error('Calendar feed error', e);
  return text(500, 'Internal error: the calendar could not be computed');
}

/**
 * Query parsing shared by /api/festivals and /api/festivals/upcoming: the
 * place (a city slug, or lat, lon and an IANA zone) and JSON responses.
 * Every 400 names the offending field; an unknown city is a 404.
 */
import { z } from 'zod';
import { isPanchangInputError, type Place } from '@/engine';
import { getCityBySlug } from '@/lib/cities';

/** Results depend only on the query: cache them for a day at the browser and a week at the CDN. */
export const CACHE_DETERMINISTIC = 'public, max-age=86400, s-maxage=604800, stale-while-revalidate=604800';
/** "From today" results change with the date. */
export const CACHE_TODAY = 'public, max-age=3600, s-maxage=3600';

export function json(body: unknown, cache: string): Response {
  return Response.json(body, { headers: { 'Cache-Control': cache } });
}

export function error(status: 400 | 404, message: string): Response {
  return Response.json({ error: message }, { status, headers: { 'Cache-Control': 'no-store' } });
}

/** The first problem zod found, always naming the field. */
export function firstIssue(err: z.ZodError): string {
  const issue = err.issues[0];
  const field = issue.path.join('.') || 'query';
  return issue.message.startsWith(`${field} `) ? issue.message : `${field}: ${issue.message}`;
}

/** Query parameters by name; absent ones are undefined so optional() applies. */
export function params(url: string, names: string[]): Record<string, string | undefined> {
  const sp = new URL(url).searchParams;
  return Object.fromEntries(names.map((n) => [n, sp.get(n) ?? undefined]));
}

const decimal = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

function coordinate(name: 'lat' | 'lon', max: number) {
  const message = `${name} must be a decimal number from -${max} to ${max}`;
  return z
    .string()
    .trim()
    .regex(decimal, message)
    .transform(Number)
    .pipe(z.number().min(-max, message).max(max, message))
    .optional();
}

export function wholeNumber(name: string, min: number, max: number) {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z
    .string({ error: `${name} is required` })
    .trim()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));
}

export const placeQuery = z.object({
  city: z
    .string()
    .trim()
    .max(120, 'city is too long')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'city must be a city slug such as new-delhi')
    .optional(),
  lat: coordinate('lat', 90),
  lon: coordinate('lon', 180),
  tz: z.string().trim().min(1, 'tz must be an IANA time zone such as Asia/Kolkata').max(64, 'tz is too long').optional(),
});

export const PLACE_PARAMS = ['city', 'lat', 'lon', 'tz'];

export interface ResolvedPlace extends Place {
  city?: { slug: string; name: string };
}

/** The place of a parsed query, or an error response. */
export function resolvePlace(q: z.infer<typeof placeQuery>): ResolvedPlace | Response {
  const coords = [q.lat, q.lon, q.tz].filter((v) => v !== undefined).length;
  if (q.city !== undefined) {
    if (coords > 0) return error(400, 'city: give either city or lat, lon and tz, not both');
    const c = getCityBySlug(q.city);
    if (!c) return error(404, `city: no city with slug "${q.city}"`);
    return { lat: c.lat, lon: c.lon, tz: c.timezone, city: { slug: c.slug, name: c.name } };
  }
  if (q.lat === undefined) return error(400, 'lat is required (or give city)');
  if (q.lon === undefined) return error(400, 'lon is required (or give city)');
  if (q.tz === undefined) return error(400, 'tz is required (or give city)');
  return { lat: q.lat, lon: q.lon, tz: q.tz };
}

/** Runs an engine call, turning its input errors (unknown zone, ...) into a 400 naming the field. */
export function engineCall(run: () => Response): Response {
  try {
    return run();
  } catch (e) {
    if (isPanchangInputError(e)) return error(400, `${e.field}: ${e.message}`);
    throw e;
  }
}

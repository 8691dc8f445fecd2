/**
 * Query-parameter schemas and JSON responses shared by the /api/cities route
 * handlers. Every 400 names the offending field; successes are cacheable for a
 * day because the index only changes with a deploy.
 */
import { z } from 'zod';
import { isKnownCountryCode, MAX_LIMIT } from '@/lib/cities';

const CACHE_OK = 'public, max-age=86400, stale-while-revalidate=604800';

export function json(body: unknown): Response {
  return Response.json(body, { headers: { 'Cache-Control': CACHE_OK } });
}

export function error(status: 400 | 404, message: string): Response {
  return Response.json({ error: message }, { status, headers: { 'Cache-Control': 'no-store' } });
}

/** The first problem zod found, always naming the field ("lat must be ..."). */
export function firstIssue(err: z.ZodError): string {
  const issue = err.issues[0];
  const field = issue.path.join('.') || 'query';
  return issue.message.startsWith(`${field} `) ? issue.message : `${field}: ${issue.message}`;
}

/** A query parameter: absent (null) becomes undefined so optional() applies. */
export function params(url: string, names: string[]): Record<string, string | undefined> {
  const sp = new URL(url).searchParams;
  return Object.fromEntries(names.map((n) => [n, sp.get(n) ?? undefined]));
}

const decimal = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

function coordinate(name: 'lat' | 'lon', max: number) {
  const message = `${name} must be a decimal number from -${max} to ${max}`;
  return z
    .string({ error: `${name} is required` })
    .trim()
    .regex(decimal, message)
    .transform(Number)
    .pipe(z.number().min(-max, message).max(max, message));
}

export const searchQuery = z.object({
  q: z.string().max(100, 'q must be at most 100 characters').default(''),
  cc: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'cc must be a two-letter ISO 3166-1 country code')
    .refine((cc) => isKnownCountryCode(cc), 'cc is not a country in the city data')
    .transform((cc) => cc.toUpperCase())
    .optional(),
  limit: z
    .string()
    .trim()
    .regex(/^\d+$/, `limit must be a whole number from 1 to ${MAX_LIMIT}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, `limit must be a whole number from 1 to ${MAX_LIMIT}`)
        .max(MAX_LIMIT, `limit must be a whole number from 1 to ${MAX_LIMIT}`),
    )
    .optional(),
});

export const nearestQuery = z.object({
  lat: coordinate('lat', 90),
  lon: coordinate('lon', 180),
});

export const slugParam = z
  .string()
  .min(1, 'slug is empty')
  .max(120, 'slug is too long')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug must be lowercase letters, digits and single hyphens, such as new-delhi');

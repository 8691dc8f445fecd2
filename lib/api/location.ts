/**
 * The location parameters every Panchang endpoint takes, and their
 * resolution to an engine input:
 *
 *   date=YYYY-MM-DD   1900-01-01..2100-12-31; default today in the place's zone
 *   city=slug         a place of the city index, or
 *   lat=&lon=&tz=     decimal degrees and an IANA zone
 *   sunrise=          upper-limb (default, the reference's) or hindu
 *
 * Date and city use the site's own schemas (lib/selection.ts) and the same
 * resolution as the pages (lib/resolve-selection.ts), so a URL that works
 * for a page works for the API. Other parameters are ignored.
 */
import { IANAZone } from 'luxon';
import { z } from 'zod';
import type { DayInput, EngineOptions } from '@/engine';
import { resolveSelection } from '@/lib/resolve-selection';
import { citySlugSchema, dateSchema, todayInZone, toCitySummary, type CitySummary } from '@/lib/selection';
import { ApiError } from './errors';

export interface ResolvedLocation {
  date: string;
  /** False when the date defaulted to today (the result then depends on the clock). */
  dateFromUrl: boolean;
  lat: number;
  lon: number;
  tz: string;
  /** Metres; the city's, else sea level (the reference computes at sea level anyway). */
  elevation: number;
  city: CitySummary | null;
  options: EngineOptions;
}

const decimal = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

function coordinate(name: 'lat' | 'lon', max: number) {
  const message = `${name} must be a decimal number from -${max} to ${max}`;
  return z
    .string()
    .trim()
    .regex(decimal, message)
    .transform(Number)
    .pipe(z.number().min(-max, message).max(max, message));
}

const timeZone = z
  .string()
  .trim()
  .min(1, 'tz must be an IANA time zone such as Asia/Kolkata')
  .superRefine((tz, ctx) => {
    if (!IANAZone.isValidZone(tz)) ctx.addIssue({ code: 'custom', message: `tz "${tz}" is not a known IANA time zone` });
  });

/** Absent and empty parameters are the same thing: not given. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === null || v === '' ? undefined : v), schema.optional());

export const locationQuery = z.object({
  date: optional(dateSchema),
  city: optional(citySlugSchema),
  lat: optional(coordinate('lat', 90)),
  lon: optional(coordinate('lon', 180)),
  tz: optional(timeZone),
  sunrise: optional(z.enum(['upper-limb', 'hindu'], { error: 'sunrise must be upper-limb or hindu' })),
});

const PARAMS = Object.keys(locationQuery.shape) as (keyof typeof locationQuery.shape)[];

/** The first problem zod found, as an ApiError naming the field. */
function firstIssue(err: z.ZodError): ApiError {
  const issue = err.issues[0];
  return new ApiError(400, String(issue.path[0] ?? 'query'), issue.message);
}

/**
 * Validates the location parameters of a request and resolves the city and
 * the default date. Throws ApiError: 400 naming the field, 404 for an
 * unknown city slug.
 */
export function resolveLocation(params: URLSearchParams, now: Date = new Date()): ResolvedLocation {
  const parsed = locationQuery.safeParse(Object.fromEntries(PARAMS.map((p) => [p, params.get(p)])));
  if (!parsed.success) throw firstIssue(parsed.error);
  const q = parsed.data;
  const options: EngineOptions = q.sunrise ? { sunrise: q.sunrise } : {};

  if (q.city !== undefined) {
    const given = (['lat', 'lon', 'tz'] as const).filter((p) => q[p] !== undefined);
    if (given.length > 0) {
      throw new ApiError(400, 'city', `city cannot be combined with ${given.join(', ')}: give either city or lat, lon and tz`);
    }
    const sel = resolveSelection({ date: q.date, city: q.city }, now);
    if (!sel.ok) throw new ApiError(sel.status, sel.field, sel.error);
    const c = sel.city;
    return {
      date: sel.date,
      dateFromUrl: sel.dateFromUrl,
      lat: c.lat,
      lon: c.lon,
      tz: c.timezone,
      elevation: c.elevation,
      city: toCitySummary(c),
      options,
    };
  }

  if (q.lat === undefined && q.lon === undefined && q.tz === undefined) {
    throw new ApiError(400, 'city', 'city or lat, lon and tz are required');
  }
  for (const p of ['lat', 'lon', 'tz'] as const) {
    if (q[p] === undefined) throw new ApiError(400, p, `${p} is required unless city is given`);
  }
  const tz = q.tz!;
  return {
    date: q.date ?? todayInZone(tz, now),
    dateFromUrl: q.date !== undefined,
    lat: q.lat!,
    lon: q.lon!,
    tz,
    elevation: 0,
    city: null,
    options,
  };
}

/** The engine's input for a resolved location. */
export function dayInput(loc: ResolvedLocation): DayInput {
  return { date: loc.date, lat: loc.lat, lon: loc.lon, tz: loc.tz, elevation: loc.elevation, options: loc.options };
}

/** The `location` block of every response. */
export function locationBlock(loc: ResolvedLocation) {
  return { lat: loc.lat, lon: loc.lon, tz: loc.tz, ...(loc.city ? { city: loc.city } : {}) };
}

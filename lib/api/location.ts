/**
 * The location parameters every Panchang endpoint takes, and their
 * resolution to an engine input:
 *
 *   date=YYYY-MM-DD   1900-01-01..2100-12-31; default today in the place's zone
 *   city=slug         a place of the city index, or
 *   lat=&lon=&tz=     decimal degrees and an IANA zone
 *   sunrise=, masa=   the visitor's conventions (conventions.ts): the sunrise
 *                     definition and the month system, echoed as `conventions`
 *
 * Date and city use the site's own schemas (lib/selection/params.ts) and the same
 * resolution as the pages (lib/selection/resolve.ts), so a URL that works
 * for a page works for the API. Other parameters are ignored.
 */
import { z } from 'zod';
import { canonicalZone, isPanchangInputError } from '@/engine';
import { resolveCity } from '@/lib/selection/resolve';
import { MAX_DATE, MIN_DATE, todayInZone, toCitySummary } from '@/lib/selection/params';
import { citySlugSchema, dateSchema } from '@/lib/selection/schemas';
import { apiConventions, apiEngineOptions, conventionsQuery } from './conventions';
import { ApiError } from './errors';
import { coordinate, parseQuery } from './query';
import type { ResolvedLocation, ResolvedPlace } from './resolved';

// What a resolved location is and gives (the engine's input, the answers' location block) lives in resolved.ts.
export { dayInput, locationBlock, type ResolvedLocation, type ResolvedPlace } from './resolved';


/**
 * An IANA zone, in the tz database's spelling (`america/new_york` becomes
 * `America/New_York`, and is echoed so); abbreviations such as IST are
 * refused with the zone to use (engine canonicalZone).
 */
export const timeZone = z
  .string()
  .trim()
  .min(1, 'tz must be an IANA time zone such as Asia/Kolkata')
  .transform((tz, ctx) => {
    try {
      return canonicalZone(tz);
    } catch (e) {
      ctx.addIssue({ code: 'custom', message: isPanchangInputError(e) ? e.message : `tz "${tz}" is not a known IANA time zone` });
      return z.NEVER;
    }
  });

/** The place parameters (everything but the date). */
export const placeQuery = z.object({
  city: citySlugSchema.optional().meta({ description: 'A city slug (/api/cities); or give lat, lon and tz', example: 'new-delhi' }),
  lat: coordinate('lat', 90).optional().meta({ description: 'Latitude in decimal degrees, -90 to 90 (with lon and tz, instead of city)' }),
  lon: coordinate('lon', 180).optional().meta({ description: 'Longitude in decimal degrees, -180 to 180 (with lat and tz, instead of city)' }),
  tz: timeZone
    .optional()
    .meta({ description: 'IANA time zone name such as Asia/Kolkata, any letter case (with lat and lon); abbreviations such as IST are refused' }),
  ...conventionsQuery.shape,
});

const dateQuery = z.object({
  date: dateSchema.optional().meta({ description: `Civil date YYYY-MM-DD, ${MIN_DATE} to ${MAX_DATE}; default today at the place` }),
});

/** Date first: a bad date is reported before a bad place. */
export const locationQuery = dateQuery.extend(placeQuery.shape);

/**
 * Validates the place parameters of a request (a city slug, or lat, lon and
 * tz; and sunrise) and resolves the city. Throws ApiError: 400 naming the
 * field, 404 for an unknown city slug.
 */
export function resolvePlace(params: URLSearchParams): ResolvedPlace {
  const q = parseQuery(placeQuery, params);
  const conventions = apiConventions(q);
  const options = apiEngineOptions(conventions);

  if (q.city !== undefined) {
    const given = (['lat', 'lon', 'tz'] as const).filter((p) => q[p] !== undefined);
    if (given.length > 0) {
      throw new ApiError(400, 'city', `city cannot be combined with ${given.join(', ')}: give either city or lat, lon and tz`);
    }
    // The pages' resolution, so a city that works for a page works for the API.
    const sel = resolveCity(q.city);
    if (!sel.ok) throw new ApiError(sel.status, sel.field, sel.error);
    const c = sel.city;
    return { lat: c.lat, lon: c.lon, tz: c.timezone, elevation: c.elevation, city: toCitySummary(c), options, conventions };
  }

  if (q.lat === undefined && q.lon === undefined && q.tz === undefined) {
    throw new ApiError(400, 'city', 'city or lat, lon and tz are required');
  }
  for (const p of ['lat', 'lon', 'tz'] as const) {
    if (q[p] === undefined) throw new ApiError(400, p, `${p} is required unless city is given`);
  }
  return { lat: q.lat!, lon: q.lon!, tz: q.tz!, elevation: 0, city: null, options, conventions };
}

/**
 * Validates the location parameters of a request: the place (resolvePlace)
 * and the date, which defaults to today in the place's zone. Throws ApiError
 * as resolvePlace does.
 */
export function resolveLocation(params: URLSearchParams, now: Date = new Date()): ResolvedLocation {
  const { date } = parseQuery(dateQuery, params);
  const place = resolvePlace(params);
  return { date: date ?? todayInZone(place.tz, now), dateFromUrl: date !== undefined, ...place };
}

/**
 * The values of the visitor's selection (a civil date and a city) in the one
 * form the whole site uses: `yyyy-MM-dd` and a city slug. Pages read them
 * from the URL (`?date=2025-11-22`, city slug in the path), the browser
 * keeps them in storage; both go through these parsers so the rules cannot
 * drift apart. Client-safe: no city data and no ephemeris are imported here
 * (the server's resolution to a city record is lib/selection/resolve.ts).
 */
import { DateTime } from 'luxon';
import { z } from 'zod';
import { civilDateOf, MAX_DATE, MIN_DATE } from '@/engine/civil-date';
import type { City } from '@/lib/cities/types';

export { MAX_DATE, MIN_DATE };

/** Date kept for the browser session (a new visit starts at today). */
export const DATE_STORAGE_KEY = 'vc.date';
/** City kept across visits. */
export const CITY_STORAGE_KEY = 'vc.city';
/**
 * The same city slug as a first-party cookie, written by the browser when a
 * city is chosen, so the server renders that city on the next visit at once
 * (local storage is out of the server's reach). The server validates it like
 * a URL value; a bad or unknown slug means the default city, never an error.
 */
export const CITY_COOKIE = 'vc_city';
/** 400 days: the longest a browser keeps a cookie. */
export const CITY_COOKIE_MAX_AGE = 400 * 24 * 60 * 60;

/** The `document.cookie` assignment that remembers a city slug, or forgets it (null); null for a malformed slug. */
export function cityCookie(slug: string | null, secure: boolean): string | null {
  const attrs = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  if (slug === null) return `${CITY_COOKIE}=; Max-Age=0; ${attrs}`;
  const r = parseCitySlug(slug);
  return r.ok ? `${CITY_COOKIE}=${r.value}; Max-Age=${CITY_COOKIE_MAX_AGE}; ${attrs}` : null;
}

export const dateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be in YYYY-MM-DD form')
  .refine((s) => civilDateOf(s) !== null, 'No such calendar day')
  // ISO dates compare correctly as strings.
  .refine((s) => s >= MIN_DATE && s <= MAX_DATE, `Date must be between ${MIN_DATE} and ${MAX_DATE}`);

/** GeoNames-derived slugs: lowercase ASCII words joined by single hyphens. */
export const citySlugSchema = z
  .string()
  .min(1, 'City is empty')
  .max(120, 'City slug is too long')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'City must be a slug such as new-delhi');

export type ParseResult<T> = { ok: true; value: T } | { ok: false; field: string; error: string };

function parseWith<T>(schema: z.ZodType<T>, field: string, raw: unknown): ParseResult<T> {
  const r = schema.safeParse(raw);
  return r.success ? { ok: true, value: r.data } : { ok: false, field, error: r.error.issues[0]?.message ?? 'Invalid value' };
}

export const parseDate = (raw: unknown): ParseResult<string> => parseWith(dateSchema, 'date', raw);
export const parseCitySlug = (raw: unknown): ParseResult<string> => parseWith(citySlugSchema, 'city', raw);

/** Next's searchParams values may be arrays; the first one counts. */
export function firstParam(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

/** Today's civil date in an IANA zone. */
export function todayInZone(timeZone: string, now: Date = new Date()): string {
  const dt = DateTime.fromJSDate(now, { zone: timeZone });
  return (dt.isValid ? dt : DateTime.fromJSDate(now, { zone: 'utc' })).toISODate()!;
}

/** A stored date if it is valid, else the fallback (today). */
export function storedDateOr(raw: string | null | undefined, fallback: string): string {
  const r = parseDate(raw);
  return r.ok ? r.value : fallback;
}

/** A stored city slug if it is well-formed, else the fallback (the default city). */
export function storedCityOr(raw: string | null | undefined, fallback: string): string {
  const r = parseCitySlug(raw);
  return r.ok ? r.value : fallback;
}

/** The part of a city record the browser needs (name, zone, place), sent from server to client. */
export type CitySummary = Pick<City, 'slug' | 'name' | 'nameHindi' | 'timezone' | 'lat' | 'lon' | 'country' | 'state' | 'stateHindi'>;

export function toCitySummary(c: City): CitySummary {
  return {
    slug: c.slug,
    name: c.name,
    nameHindi: c.nameHindi,
    timezone: c.timezone,
    lat: c.lat,
    lon: c.lon,
    country: c.country,
    state: c.state,
    stateHindi: c.stateHindi,
  };
}

/** A city's display name in a locale: the Devanagari name on Hindi pages when there is one. */
export function cityDisplayName(c: Pick<City, 'name' | 'nameHindi'>, locale: string): string {
  return locale === 'hi' && c.nameHindi ? c.nameHindi : c.name;
}

/** The state's name in a locale (Hindi where the table has it), or undefined. */
export function stateDisplayName(c: Pick<City, 'state' | 'stateHindi'>, locale: string): string | undefined {
  return locale === 'hi' && c.stateHindi ? c.stateHindi : c.state;
}

/** The country's name in a locale (Hindi where the table has it). */
export function countryDisplayName(c: Pick<City, 'country'>, locale: string): string {
  return locale === 'hi' && c.country.nameHindi ? c.country.nameHindi : c.country.name;
}

/** `Varanasi, Uttar Pradesh, India` / `वाराणसी, उत्तर प्रदेश, भारत`: the city with its state and country. */
export function cityPlaceLine(c: Pick<City, 'name' | 'nameHindi' | 'state' | 'stateHindi' | 'country'>, locale: string): string {
  return [cityDisplayName(c, locale), stateDisplayName(c, locale), countryDisplayName(c, locale)].filter(Boolean).join(', ');
}

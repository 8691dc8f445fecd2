/**
 * The values of the visitor's selection (a civil date and a city) in the one
 * form the whole site uses: `yyyy-MM-dd` and a city slug. Pages read them
 * from their path (lib/urls: `/panchang/today/varanasi/2025-11-22`), the browser
 * keeps them in storage; both go through these parsers so the rules cannot
 * drift apart. Client-safe: no city data and no ephemeris are imported here
 * (the server's resolution to a city record is lib/selection/resolve.ts).
 */
import { civilDateOf, MAX_DATE, MIN_DATE } from '@/engine/civil-date';
import { zonedDate, zonedTime } from '@/lib/format/zoned';
import { knownDate } from './known-day';
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

/**
 * Why a date value is not one the site serves, or null when it is: the
 * yyyy-MM-dd form, a real calendar day, 1900-2100 (ISO dates compare
 * correctly as strings). Plain checks rather than a zod schema so that the
 * browser, which checks stored values with them, is not sent zod; the
 * server's zod schemas (lib/selection/schemas.ts) are built on them.
 */
export function dateProblem(raw: unknown): string | null {
  if (typeof raw !== 'string') return 'Date must be a string';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw)) return 'Date must be in YYYY-MM-DD form';
  if (civilDateOf(raw) === null) return 'No such calendar day';
  if (raw < MIN_DATE || raw > MAX_DATE) return `Date must be between ${MIN_DATE} and ${MAX_DATE}`;
  return null;
}

/** Why a city value is not a slug (GeoNames-derived: lowercase ASCII words joined by single hyphens), or null. */
export function citySlugProblem(raw: unknown): string | null {
  if (typeof raw !== 'string') return 'City must be a string';
  if (raw.length < 1) return 'City is empty';
  if (raw.length > 120) return 'City slug is too long';
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(raw)) return 'City must be a slug such as new-delhi';
  return null;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; field: string; error: string };

function parseWith(problem: (raw: unknown) => string | null, field: string, raw: unknown): ParseResult<string> {
  const error = problem(raw);
  return error === null ? { ok: true, value: raw as string } : { ok: false, field, error };
}

export const parseDate = (raw: unknown): ParseResult<string> => parseWith(dateProblem, 'date', raw);
export const parseCitySlug = (raw: unknown): ParseResult<string> => parseWith(citySlugProblem, 'city', raw);

/** Next's searchParams values may be arrays; the first one counts. */
export function firstParam(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

/** Today's civil date in an IANA zone (UTC's for an unknown zone). */
export function todayInZone(timeZone: string, now: Date = new Date()): string {
  // A day the page already placed in this zone answers without Intl (lib/selection/known-day).
  return knownDate(timeZone, now.getTime()) ?? zonedDate(zonedTime(now.getTime(), timeZone));
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

/**
 * The visitor's own conventions: which lunar month system names the months
 * (purnimanta, the North-Indian default, or amanta), which sunrise the day
 * starts at (the reference's upper limb with refraction, or the traditional
 * disc-centre "Hindu sunrise" without it: engine/riseset.ts), the 12- or
 * 24-hour clock, and whether the Smarta or the Vaishnava day of an Ekadashi
 * (and of Janmashtami) is the one emphasised, and which regional solar
 * calendar (Tamil, Bengali, Malayalam, Odia: issue 31), if any, the month
 * grid shows beside the Gregorian dates.
 *
 * A page is computed in the conventions its path names (lib/urls: a segment
 * such as `amanta-24h`, only values that differ from the defaults), so a
 * shared link gives the same answer; the `vc_prefs` cookie the settings
 * panel writes only decides where the proxy sends a page whose path names
 * none (proxy.ts). Every cookie value is checked on its own: a bad one is
 * ignored, never an error. The API reads masa and sunrise with a strict
 * schema (lib/api/conventions.ts: 400 naming the field).
 *
 * Client-safe: the settings panel reads and writes the same names.
 */
import type { SunriseDefinition } from '@/engine';

export type MasaSystem = 'purnimanta' | 'amanta';
export type ClockStyle = '12h' | '24h';
export type EkadashiEmphasis = 'smarta' | 'vaishnava';
/** `none`, or one of the engine's SOLAR_CALENDARS (kept in step by tests/lib/conventions/conventions.test.ts: this module is client-safe and imports no engine value). */
export type RegionalChoice = 'none' | 'tamil' | 'bengali' | 'malayalam' | 'odia';

export const MASA_SYSTEMS = ['purnimanta', 'amanta'] as const satisfies readonly MasaSystem[];
/** The engine's sunrise definitions (EngineOptions.sunrise). */
export const SUNRISE_DEFINITIONS = ['upper-limb', 'hindu'] as const satisfies readonly SunriseDefinition[];
export const CLOCK_STYLES = ['12h', '24h'] as const satisfies readonly ClockStyle[];
export const EKADASHI_EMPHASES = ['smarta', 'vaishnava'] as const satisfies readonly EkadashiEmphasis[];
export const REGIONAL_CHOICES = ['none', 'tamil', 'bengali', 'malayalam', 'odia'] as const satisfies readonly RegionalChoice[];

/** Friendly spellings of a sunrise definition accepted in URLs and the API. */
export const SUNRISE_ALIASES: Readonly<Record<string, SunriseDefinition>> = { 'disc-centre': 'hindu', 'disc-center': 'hindu' };

export interface Conventions {
  masa: MasaSystem;
  sunrise: SunriseDefinition;
  clock: ClockStyle;
  ekadashi: EkadashiEmphasis;
  regional: RegionalChoice;
}

export type ConventionKey = keyof Conventions;
export const CONVENTION_KEYS: readonly ConventionKey[] = ['masa', 'sunrise', 'clock', 'ekadashi', 'regional'];

/**
 * The site's defaults, the same in both languages: purnimanta months (the
 * site is North-India first; calendar-conventions.md), the reference's
 * sunrise, the 12-hour clock Hindi and English panchangs print, and the
 * Smarta Ekadashi the reference lists first, and no regional calendar.
 */
export const DEFAULT_CONVENTIONS: Readonly<Conventions> = { masa: 'purnimanta', sunrise: 'upper-limb', clock: '12h', ekadashi: 'smarta', regional: 'none' };

/** The cookie the settings panel writes and the proxy reads (a query string: `masa=amanta&clock=24h`). */
export const CONVENTIONS_COOKIE = 'vc_prefs';
/** A year: the choice is remembered like a site setting. */
export const CONVENTIONS_COOKIE_MAX_AGE = 365 * 24 * 3600;

/** A value among `values`, trimmed and lower-cased (so `?masa=Amanta` works), or null. */
const oneOf =
  <T extends string>(values: readonly T[]) =>
  (raw: string): T | null => {
    const v = raw.trim().toLowerCase();
    return (values as readonly string[]).includes(v) ? (v as T) : null;
  };

/**
 * One reader per convention: the value a raw string names, or null. Plain
 * functions, not zod, because the settings panel runs them in the browser
 * (zod stays on the server: lib/api/conventions.ts builds its schemas on these).
 */
export const CONVENTION_VALUES: { readonly [K in ConventionKey]: (raw: string) => Conventions[K] | null } = {
  masa: oneOf(MASA_SYSTEMS),
  sunrise: (raw) => {
    const v = raw.trim().toLowerCase();
    return oneOf(SUNRISE_DEFINITIONS)(SUNRISE_ALIASES[v] ?? v);
  },
  clock: oneOf(CLOCK_STYLES),
  ekadashi: oneOf(EKADASHI_EMPHASES),
  regional: oneOf(REGIONAL_CHOICES),
};

type RawValue = string | string[] | null | undefined;

/** The valid values among raw ones (a URL's query, a cookie's fields); bad and absent ones are left out. */
export function parseConventions(raw: Partial<Record<ConventionKey, RawValue>>): Partial<Conventions> {
  const out: Partial<Record<ConventionKey, string>> = {};
  for (const key of CONVENTION_KEYS) {
    const v = raw[key];
    const first = Array.isArray(v) ? v[0] : v;
    if (first == null || first === '') continue;
    const value = CONVENTION_VALUES[key](first);
    if (value !== null) out[key] = value;
  }
  return out as Partial<Conventions>;
}

/** The cookie's value as conventions (bad fields ignored; an unreadable cookie is no cookie). */
export function parseConventionsCookie(value: string | null | undefined): Partial<Conventions> {
  if (!value) return {};
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(decodeURIComponent(value));
  } catch {
    return {};
  }
  return parseConventions(Object.fromEntries(CONVENTION_KEYS.map((k) => [k, params.get(k)])));
}

/** The cookie's value for a set of conventions (only what differs from the defaults). */
export function conventionsCookieValue(c: Conventions): string {
  return new URLSearchParams(nonDefault(c, CONVENTION_KEYS)).toString();
}

/** `{ masa: 'amanta' }`: the values among `keys` that differ from the defaults, as query parameters (the cookie, the API's links). */
export function nonDefault(c: Partial<Conventions>, keys: readonly ConventionKey[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of keys) if (c[k] !== undefined && c[k] !== DEFAULT_CONVENTIONS[k]) out[k] = c[k];
  return out;
}

/**
 * The redirects that bring a request to the one path of its page (the proxy,
 * proxy.ts, answers them):
 *
 * - old query forms, 308: `/panchang/today/varanasi?date=2026-03-19` →
 *   `/panchang/today/varanasi/2026-03-19`; `?city=`, `?year=`, the
 *   conventions (`?masa=amanta`), the festival calendar's `?type=` and the
 *   finders' fields likewise. A form in a page (the tithi finder's) still
 *   submits a query: the same redirect turns it into the path.
 * - the visitor's remembered choices, 307: a page whose path names no city
 *   goes to the remembered city's (`vc_city`), a page computed in the
 *   visitor's conventions whose path names none to the same path with the
 *   remembered ones (`vc_prefs`). Temporary and uncacheable: they follow the
 *   cookie. Pages themselves never read a cookie, so every page is the same
 *   for everyone who asks for its path.
 */
import type { Conventions } from '@/lib/conventions/conventions';
import { parseConventions } from '@/lib/conventions/conventions';
import { DEFAULT_CITY_SLUG } from '@/lib/site';
import { pagePath, type PageRoute } from './paths';
import { takesCity, takesConventions, type PageKey } from './pages';
import { CODECS, nonDefaultConventions, type PageParams } from './slots';

/** Query parameters the pages took before their values moved into the path. */
export const LEGACY_QUERY_KEYS = ['date', 'city', 'year', 'from', 'to', 'masa', 'sunrise', 'clock', 'ekadashi', 'type', 'time', 'tithi', 'nakshatra'] as const;

export type LegacyResult =
  | { kind: 'redirect'; path: string }
  /** A value the path form cannot hold (`?date=2026-13-45`): the field and why, for a 404 answer. */
  | { kind: 'invalid'; field: string; error: string };

const read = <K extends keyof typeof CODECS>(slot: K, raw: string) => CODECS[slot].read([raw]);

/** Pages whose old query named their day with `?date=`. */
const hasDate = (key: PageKey) => ['todayPanchang', 'tithi', 'nakshatra', 'panchang', 'tithiToday', 'todayMuhurat', 'rahuKaal', 'choghadiya', 'hora', 'abhijitMuhurat', 'muhurat', 'lagna', 'astrology'].includes(key);
const hasYear = (key: PageKey) =>
  ['ekadashi', 'purnima', 'amavasya', 'pradosh', 'sankranti', 'grahan', 'pitruPaksha', 'shubhYear', 'grahaYear', 'printEkadashi', 'printVrats'].includes(key);

/**
 * The path an old query form of a page leads to, or null when the query
 * names nothing the path can hold (other parameters are dropped: no page
 * reads a query). `today(city)` is the civil date at a city now, for a
 * finder's time given without its date.
 */
export function legacyRedirect(route: PageRoute, query: URLSearchParams, today: (citySlug: string) => string): LegacyResult | null {
  const given = (k: string) => {
    const v = query.get(k);
    return v === null || v === '' ? null : v;
  };
  if (!LEGACY_QUERY_KEYS.some((k) => given(k) !== null)) return null;
  let key: PageKey = route.key;
  const params: PageParams = { ...route.params };
  const invalid = (field: string, error: string): LegacyResult => ({ kind: 'invalid', field, error });

  const city = given('city');
  if (city !== null && takesCity(key)) {
    if (read('city', city) === null) return invalid('city', 'City must be a slug such as new-delhi');
    params.city = city;
  }
  const conv = parseConventions(Object.fromEntries(['masa', 'sunrise', 'clock', 'ekadashi'].map((k) => [k, query.get(k)])));
  if (takesConventions(key) && Object.keys(nonDefaultConventions(conv)).length > 0) params.conv = { ...params.conv, ...conv };

  const date = given('date');
  if (date !== null) {
    const d = read('date', date) as string | null;
    if (key === 'monthlyPanchang' || key === 'festivals' || key === 'festivalMonth' || hasDate(key)) {
      if (d === null) return invalid('date', 'Date must be a real day in YYYY-MM-DD form, 1900-2100');
      if (key === 'monthlyPanchang') params.month = d.slice(0, 7);
      else if (key === 'festivals') {
        key = 'festivalMonth';
        params.month = d.slice(0, 7);
      } else if (key !== 'festivalMonth') params.date = d;
    }
  }
  const year = given('year');
  if (year !== null && hasYear(key)) {
    const y = read('year', year) as number | null;
    if (y === null) return invalid('year', 'Year must be four digits, 1900-2100');
    params.year = y;
  }
  const type = given('type');
  if (type !== null && (key === 'festivals' || key === 'festivalMonth') && type !== 'all') {
    const f = read('filter', type) as PageParams['filter'] | null;
    if (!f) return invalid('type', 'type must be one of all, festival, ekadashi, purnima, amavasya, pradosh, sankranti, vrat');
    params.filter = f;
  }
  if (key === 'tithiToday') {
    const time = given('time');
    if (time !== null) {
      const t = read('time', time.replace(':', '-')) as string | null;
      if (t === null) return invalid('time', 'Time must be HH:MM (00:00-23:59)');
      params.time = t;
    }
    const tithi = given('tithi');
    if (tithi !== null) {
      const n = read('tithi', `tithi-${tithi}`) as number | null;
      if (n === null) return invalid('tithi', 'tithi must be a whole number from 1 to 30');
      params.tithi = n;
    }
  }
  if (key === 'nakshatraFinder') {
    const n = given('nakshatra');
    if (n !== null) {
      const v = read('nakshatra', `nakshatra-${n}`) as number | null;
      if (v === null) return invalid('nakshatra', 'nakshatra must be a whole number from 1 to 27');
      params.nakshatra = v;
    }
    const from = given('from') ?? year;
    const to = given('to') ?? year ?? from;
    if (from !== null && to !== null) {
      const f = read('year', from) as number | null;
      const t = read('year', to) as number | null;
      if (f === null || t === null) return invalid('from', 'from and to must be years 1900-2100');
      params.years = { from: f, to: t };
    }
  }
  if ((params.time || params.tithi) && !params.date) params.date = today(params.city ?? DEFAULT_CITY_SLUG);
  // The tools name the city before anything else: the default city's where the query named none.
  return pathOrNull(key, params) ?? pathOrNull(key, { ...params, city: params.city ?? DEFAULT_CITY_SLUG });
}

function pathOrNull(key: PageKey, params: PageParams): LegacyResult | null {
  try {
    return { kind: 'redirect', path: pagePath(key, params) };
  } catch {
    // No form holds this combination (a finder's time on a page that takes none): nothing to redirect to.
    return null;
  }
}

export interface RememberedChoices {
  /** The remembered city's slug, when it names a known city. */
  city: string | null;
  conventions: Partial<Conventions>;
}

/**
 * Where a visitor's remembered choices send a page whose path does not name
 * them, or null when they change nothing. A path's own city and conventions
 * always win: a shared link gives the same answer to everyone.
 */
export function rememberedRedirect(route: PageRoute, remembered: RememberedChoices): string | null {
  const params: PageParams = { ...route.params };
  let changed = false;
  if (takesCity(route.key) && !params.city && remembered.city && remembered.city !== DEFAULT_CITY_SLUG) {
    params.city = remembered.city;
    changed = true;
  }
  const conv = nonDefaultConventions(remembered.conventions);
  if (takesConventions(route.key) && Object.keys(nonDefaultConventions(params.conv)).length === 0 && Object.keys(conv).length > 0) {
    params.conv = conv;
    params.city ??= DEFAULT_CITY_SLUG;
    changed = true;
  }
  if (!changed) return null;
  const r = pathOrNull(route.key, params);
  return r?.kind === 'redirect' ? r.path : null;
}

/**
 * Paths of the page types in lib/urls/pages.ts: built from a page type and
 * its values, and read back into them. Locale-less: `localizedPath` adds the
 * language (English unprefixed, Hindi under `/hi`).
 */
import { routing, type Locale } from '@/i18n/routing';
import { PAGE_KEYS, PAGE_TYPES, type PageKey } from './pages';
import { CODECS, nonDefaultConventions, SLOT_PARAM, type PageParams, type SlotKind } from './slots';

/** A page of the site as its path names it. */
export interface PageRoute {
  key: PageKey;
  params: PageParams;
}

/** The values a form names; a value it cannot hold makes the path unbuildable in that form. */
const present = (params: PageParams): Set<keyof PageParams> => {
  const keys = new Set<keyof PageParams>();
  for (const [k, v] of Object.entries(params) as [keyof PageParams, unknown][]) {
    if (v === undefined || v === null) continue;
    if (k === 'conv' && Object.keys(nonDefaultConventions(v as PageParams['conv'])).length === 0) continue;
    keys.add(k);
  }
  return keys;
};

/** Each page type's forms with the values each names, read once: every link a page shows asks (formFor). */
const FORM_VALUES = new Map(
  PAGE_KEYS.map((key) => [key, (PAGE_TYPES[key].forms as readonly (readonly SlotKind[])[]).map((form) => ({ form, names: new Set(form.map((s) => SLOT_PARAM[s])) }))]),
);

/** The form of a page type that names exactly the values given, or null. */
function formFor(key: PageKey, params: PageParams): readonly SlotKind[] | null {
  const want = present(params);
  for (const { form, names } of FORM_VALUES.get(key) ?? []) {
    if (names.size !== want.size) continue;
    let all = true;
    for (const k of want) if (!names.has(k)) all = false;
    if (all) return form;
  }
  return null;
}

/**
 * The locale-less path of a page (`/panchang/today/varanasi/2026-03-19`).
 * Conventions at their defaults are no segment; a city is needed before a
 * date or conventions on the tools (city first) and may follow a year on
 * the festival pages. Throws for values the page type has no form for: a
 * caller's mistake, not a visitor's.
 */
export function pagePath(key: PageKey, params: PageParams = {}): string {
  const form = formFor(key, params);
  if (!form) throw new RangeError(`No path of page type "${key}" names ${[...present(params)].join(', ') || 'nothing'}`);
  const segs: string[] = [...PAGE_TYPES[key].prefix];
  for (const slot of form) {
    const value = slot === 'conv' ? nonDefaultConventions(params.conv) : params[SLOT_PARAM[slot]];
    segs.push(...CODECS[slot].write(value as never));
  }
  return `/${segs.join('/')}`;
}

/** The segments of a path without its locale prefix and empty segments (`/hi/lagna/` → lagna). */
export function pathSegments(pathname: string): { locale: Locale; segments: string[] } {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0];
  if (first !== undefined && first !== routing.defaultLocale && (routing.locales as readonly string[]).includes(first)) {
    return { locale: first as Locale, segments: segments.slice(1) };
  }
  return { locale: routing.defaultLocale, segments };
}

/** Reads a form's slots from segments, or null when one does not read. */
function readForm(form: readonly SlotKind[], segs: readonly string[]): PageParams | null {
  const params: Record<string, unknown> = {};
  let i = 0;
  for (const slot of form) {
    const codec = CODECS[slot];
    const value = codec.read(segs.slice(i, i + codec.segments));
    if (value === null) return null;
    params[SLOT_PARAM[slot]] = value;
    i += codec.segments;
  }
  return i === segs.length ? (params as PageParams) : null;
}

const formLength = (form: readonly SlotKind[]) => form.reduce((n, s) => n + CODECS[s].segments, 0);

/**
 * The page a locale-less path's segments name, or null for no page of
 * ours. Only the form of each value is checked (a well-formed but unknown
 * city is still a page: its answer is the 404 page).
 */
export function parsePage(segments: readonly string[]): PageRoute | null {
  for (const key of PAGE_KEYS) {
    const { prefix, forms } = PAGE_TYPES[key];
    if (segments.length < prefix.length || prefix.some((p, i) => segments[i] !== p)) continue;
    const rest = segments.slice(prefix.length);
    for (const form of forms as readonly (readonly SlotKind[])[]) {
      if (formLength(form) !== rest.length) continue;
      const params = readForm(form, rest);
      if (params) return { key, params };
    }
  }
  return null;
}

/** The page of a pathname (with or without its locale prefix). */
export function parsePathname(pathname: string): (PageRoute & { locale: Locale }) | null {
  const { locale, segments } = pathSegments(pathname);
  const route = parsePage(segments);
  return route ? { ...route, locale } : null;
}

/**
 * The path of a page in a locale under the `as-needed` prefix rule:
 * English unprefixed (`/about`), Hindi under `/hi` (`/hi/about`, home is `/hi`).
 */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path === '' ? '/' : path.startsWith('/') ? path : `/${path}`;
  if (locale === routing.defaultLocale) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/** A page's path in a locale. */
export const pageHref = (locale: Locale, key: PageKey, params: PageParams = {}): string => localizedPath(locale, pagePath(key, params));

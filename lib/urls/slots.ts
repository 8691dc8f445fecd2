/**
 * The values a page path carries after its fixed prefix, one codec per kind:
 * how a value is written as path segments and read back. Every codec is
 * strict (one spelling per value, so one URL per page) and client-safe:
 * plain checks, no zod, no city data, no ephemeris. Whether a city, a
 * festival or an eclipse exists is the page's question (a 404), not the
 * URL's.
 *
 *   city       new-delhi                      a city slug (read: any segment, a city's other names too)
 *   date       2026-03-19                     a civil date, 1900-2100
 *   month      2026-03                        a month, 1900-01 to 2100-12
 *   year       2026                           a year, 1900-2100
 *   monthPath  2026/march                     a month as the festival calendar writes it (two segments)
 *   conv       amanta-hindu-sunrise-24h-vaishnava-tamil
 *                                             the visitor's conventions that differ from the defaults
 *   festival   nirjala-2026                   a festival page's slug and year
 *   eclipse    lunar-2026-03-03               an eclipse's id
 *   filter     ekadashi                       the festival calendar's type filter (never `all`: that is no segment)
 *   time       06-30                          a local time (the tithi finder's)
 *   tithi      tithi-12                       a tithi by number (1-30)
 *   nakshatra  nakshatra-4                    a nakshatra by number (1-27)
 *   years      2026 or 2026-2028              a span of years (the nakshatra finder's)
 *   festivalType ekadashi                     the type folder of a festival page (lib/festivals/pages.ts)
 *   article    tithi-kya-hai                  a Knowledge Hub article's slug in its language
 *   category   muhurat                        a Knowledge Hub category
 *   region     tamil                          a regional solar calendar's key (whether the engine has it is the page's question)
 *   regionMonth 1947/karthigai                a month of a regional solar calendar: its era year and month
 *                                             key (two segments; whether the month is the region's and lies
 *                                             within 1900-2100 is the page's question)
 *   shubhKind  vivah                          a Shubh Muhurat kind: the engine's stable kind key (SHUBH_KINDS)
 *   planet     saturn                         a graha by its engine key, lowercased (engine/grahas/table.ts)
 *   rashi      meena                          a rashi (1-12) by its name, the one spelling of RASHI_SLUGS
 */
import { civilDateOf, MAX_DATE, MIN_DATE } from '@/engine/civil-date';
import type { Graha } from '@/engine';
import { DEFAULT_CONVENTIONS, type Conventions } from '@/lib/conventions/conventions';
import { CITY_CODEC } from './city-codec';

/** The festival calendar's type filter (`all` is the calendar without a filter segment). */
export const FESTIVAL_FILTERS = ['all', 'festival', 'ekadashi', 'purnima', 'amavasya', 'pradosh', 'sankranti', 'vrat'] as const;
export type FestivalFilter = (typeof FESTIVAL_FILTERS)[number];

/** Month names in the festival calendar's paths (`/festivals/2026/march/varanasi`): lowercase English, one URL per month. */
export const MONTH_SLUGS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'] as const;
export type MonthSlug = (typeof MONTH_SLUGS)[number];

/**
 * A graha in a path (`/grahas/saturn/2025`): the engine's key, lowercased.
 * Written out here (the URL module runs in the browser, which never loads
 * the engine); the Record type keeps it to the engine's keys, all of them.
 */
const PLANET_SLUGS: Readonly<Record<Graha, string>> = {
  Sun: 'sun',
  Moon: 'moon',
  Mars: 'mars',
  Mercury: 'mercury',
  Jupiter: 'jupiter',
  Venus: 'venus',
  Saturn: 'saturn',
  Rahu: 'rahu',
  Ketu: 'ketu',
};
export const planetSlug = (g: Graha): string => PLANET_SLUGS[g];
const PLANET_BY_SLUG: ReadonlyMap<string, Graha> = new Map((Object.entries(PLANET_SLUGS) as [Graha, string][]).map(([g, s]) => [s, g]));

/**
 * Rashis in a path (`/grahas/saturn/2025/meena`), Mesha (1) to Meena (12):
 * the names as the site's English pages spell them, lowercased, fixed here
 * so that a change of a display name never changes a URL.
 */
export const RASHI_SLUGS = ['mesha', 'vrishabha', 'mithuna', 'karka', 'simha', 'kanya', 'tula', 'vrishchika', 'dhanu', 'makara', 'kumbha', 'meena'] as const;

/** Everything a page path can name besides its page type; a page type's forms say which (lib/urls/pages.ts). */
export interface PageParams {
  city?: string;
  date?: string;
  /** `yyyy-mm`. */
  month?: string;
  year?: number;
  /** The conventions the URL names: only values that differ from the defaults count. */
  conv?: Partial<Conventions>;
  festival?: string;
  festivalType?: FestivalPageType;
  eclipse?: string;
  filter?: Exclude<FestivalFilter, 'all'>;
  /** `HH:MM`. */
  time?: string;
  tithi?: number;
  nakshatra?: number;
  years?: { from: number; to: number };
  article?: string;
  category?: string;
  /** A regional solar calendar's key (`/regional/tamil`). */
  region?: string;
  /** A month of a regional calendar: the era year as the calendar counts it and the month's key (`1947/karthigai`). */
  regionMonth?: { year: number; month: string };
  shubhKind?: ShubhKindSlug;
  /** A graha's engine key ('Saturn'). */
  planet?: Graha;
  /** A rashi, 1-12. */
  rashi?: number;
}

/**
 * The Shubh Muhurat kinds as their pages' paths name them: the engine's
 * stable kind keys (SHUBH_KINDS, engine/muhurat/shubh/rules.ts), written
 * here because this module is client-safe and the engine is not;
 * tests/lib/urls/urls.test.ts holds the two lists equal.
 */
export const SHUBH_KIND_SLUGS = ['vivah', 'griha-pravesh', 'griha-pravesh-old', 'vehicle', 'property', 'namkaran', 'mundan', 'annaprashan', 'karnavedha', 'vidyarambha', 'shubh'] as const;
export type ShubhKindSlug = (typeof SHUBH_KIND_SLUGS)[number];

/** The type folders of the festival pages (the engine's festival types). */
export const FESTIVAL_PAGE_TYPES = ['ekadashi', 'purnima', 'amavasya', 'pradosh', 'sankranti', 'vrat', 'festival'] as const;
export type FestivalPageType = (typeof FESTIVAL_PAGE_TYPES)[number];

export type SlotKind =
  | 'city'
  | 'date'
  | 'month'
  | 'year'
  | 'monthPath'
  | 'conv'
  | 'festival'
  | 'festivalType'
  | 'eclipse'
  | 'filter'
  | 'time'
  | 'tithi'
  | 'nakshatra'
  | 'years'
  | 'article'
  | 'category'
  | 'region'
  | 'regionMonth'
  | 'shubhKind'
  | 'planet'
  | 'rashi';

/** The parameter a slot fills (monthPath fills `month`). */
export const SLOT_PARAM: Readonly<Record<SlotKind, keyof PageParams>> = {
  city: 'city',
  date: 'date',
  month: 'month',
  year: 'year',
  monthPath: 'month',
  conv: 'conv',
  festival: 'festival',
  festivalType: 'festivalType',
  eclipse: 'eclipse',
  filter: 'filter',
  time: 'time',
  tithi: 'tithi',
  nakshatra: 'nakshatra',
  years: 'years',
  article: 'article',
  category: 'category',
  region: 'region',
  regionMonth: 'regionMonth',
  shubhKind: 'shubhKind',
  planet: 'planet',
  rashi: 'rashi',
};

interface Codec {
  /** Path segments the slot takes. */
  segments: number;
  /** The value these segments name, or null when they are not this slot's. */
  read(segs: readonly string[]): PageParams[keyof PageParams] | null;
  /** The segments of a value. */
  write(value: NonNullable<PageParams[keyof PageParams]>): string[];
}

const MIN_YEAR = Number(MIN_DATE.slice(0, 4));
const MAX_YEAR = Number(MAX_DATE.slice(0, 4));
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const yearOf = (s: string): number | null => {
  if (!/^\d{4}$/.test(s)) return null;
  const y = Number(s);
  return y >= MIN_YEAR && y <= MAX_YEAR ? y : null;
};
const numberIn = (s: string, prefix: string, max: number): number | null => {
  const m = new RegExp(`^${prefix}-([1-9]\\d?)$`).exec(s);
  const n = m ? Number(m[1]) : NaN;
  return n >= 1 && n <= max ? n : null;
};
const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * The conventions segment: each non-default value's token, in a fixed order,
 * joined by hyphens (`amanta-24h`). The tokens are the values' own names
 * except the sunrise, whose value `hindu` reads better as `hindu-sunrise`.
 */
const CONV_TOKENS: readonly { key: keyof Conventions; value: string; token: string }[] = [
  { key: 'masa', value: 'amanta', token: 'amanta' },
  { key: 'sunrise', value: 'hindu', token: 'hindu-sunrise' },
  { key: 'clock', value: '24h', token: '24h' },
  { key: 'ekadashi', value: 'vaishnava', token: 'vaishnava' },
  // The month grid's regional calendar (issue 31): `/panchang/monthly/varanasi/2026-03/tamil`.
  { key: 'regional', value: 'tamil', token: 'tamil' },
  { key: 'regional', value: 'bengali', token: 'bengali' },
  { key: 'regional', value: 'malayalam', token: 'malayalam' },
  { key: 'regional', value: 'odia', token: 'odia' },
];

/** The values of `c` that differ from the defaults (what a URL names). */
export function nonDefaultConventions(c: Partial<Conventions> | undefined): Partial<Conventions> {
  const out: Partial<Record<keyof Conventions, string>> = {};
  for (const { key } of CONV_TOKENS) if (c?.[key] !== undefined && c[key] !== DEFAULT_CONVENTIONS[key]) out[key] = c[key];
  return out as Partial<Conventions>;
}

export function conventionsSegment(c: Partial<Conventions>): string {
  return CONV_TOKENS.filter(({ key, value }) => c[key] === value).map((t) => t.token).join('-');
}

export function readConventionsSegment(seg: string): Partial<Conventions> | null {
  let rest = seg;
  const out: Partial<Record<keyof Conventions, string>> = {};
  for (const { key, value, token } of CONV_TOKENS) {
    if (out[key] === undefined && (rest === token || rest.startsWith(`${token}-`))) {
      out[key] = value;
      rest = rest.slice(token.length + 1);
    }
  }
  return rest === '' && Object.keys(out).length > 0 ? (out as Partial<Conventions>) : null;
}

/** `yyyy-mm` within 1900-2100, or null. */
export function monthOf(s: string): string | null {
  const m = /^(\d{4})-(\d{2})$/.exec(s);
  if (!m || yearOf(m[1]) === null) return null;
  const month = Number(m[2]);
  return month >= 1 && month <= 12 ? s : null;
}

export const CODECS: Readonly<Record<SlotKind, Codec>> = {
  city: CITY_CODEC,
  date: {
    segments: 1,
    read: ([s]) => (civilDateOf(s) !== null && s >= MIN_DATE && s <= MAX_DATE ? s : null),
    write: (v) => [v as string],
  },
  month: { segments: 1, read: ([s]) => monthOf(s), write: (v) => [v as string] },
  year: { segments: 1, read: ([s]) => yearOf(s), write: (v) => [String(v)] },
  monthPath: {
    segments: 2,
    read: ([y, name]) => {
      const year = yearOf(y);
      const i = (MONTH_SLUGS as readonly string[]).indexOf(name);
      return year === null || i < 0 ? null : `${y}-${pad2(i + 1)}`;
    },
    write: (v) => {
      const [y, m] = (v as string).split('-');
      return [y, MONTH_SLUGS[Number(m) - 1]];
    },
  },
  conv: {
    segments: 1,
    read: ([s]) => readConventionsSegment(s),
    write: (v) => [conventionsSegment(v as Partial<Conventions>)],
  },
  festival: {
    segments: 1,
    read: ([s]) => (/^[a-z0-9]+(?:-[a-z0-9]+)*-\d{4}$/.test(s) && yearOf(s.slice(-4)) !== null ? s : null),
    write: (v) => [v as string],
  },
  festivalType: {
    segments: 1,
    read: ([s]) => ((FESTIVAL_PAGE_TYPES as readonly string[]).includes(s) ? s : null),
    write: (v) => [v as string],
  },
  eclipse: {
    segments: 1,
    read: ([s]) => (/^(solar|lunar)-\d{4}-\d{2}-\d{2}$/.test(s) && civilDateOf(s.slice(-10)) !== null ? s : null),
    write: (v) => [v as string],
  },
  filter: {
    segments: 1,
    read: ([s]) => (s !== 'all' && (FESTIVAL_FILTERS as readonly string[]).includes(s) ? s : null),
    write: (v) => [v as string],
  },
  time: {
    segments: 1,
    read: ([s]) => {
      const m = /^([01]\d|2[0-3])-([0-5]\d)$/.exec(s);
      return m ? `${m[1]}:${m[2]}` : null;
    },
    write: (v) => [(v as string).replace(':', '-')],
  },
  tithi: { segments: 1, read: ([s]) => numberIn(s, 'tithi', 30), write: (v) => [`tithi-${v}`] },
  nakshatra: { segments: 1, read: ([s]) => numberIn(s, 'nakshatra', 27), write: (v) => [`nakshatra-${v}`] },
  years: {
    segments: 1,
    read: ([s]) => {
      const m = /^(\d{4})(?:-(\d{4}))?$/.exec(s);
      if (!m) return null;
      const from = yearOf(m[1]);
      const to = m[2] === undefined ? from : yearOf(m[2]);
      // One spelling per span: a single year is written once (2026, not 2026-2026). A span out of
      // order or too long is still read: the finder's page says what is wrong with it at its form.
      if (from === null || to === null || (m[2] !== undefined && to === from)) return null;
      return { from, to };
    },
    write: (v) => {
      const { from, to } = v as { from: number; to: number };
      return [from === to ? String(from) : `${from}-${to}`];
    },
  },
  article: { segments: 1, read: ([s]) => (SLUG.test(s) ? s : null), write: (v) => [v as string] },
  category: { segments: 1, read: ([s]) => (SLUG.test(s) ? s : null), write: (v) => [v as string] },
  region: { segments: 1, read: ([s]) => (/^[a-z]+$/.test(s) ? s : null), write: (v) => [v as string] },
  regionMonth: {
    segments: 2,
    // Era years differ by calendar (Kollam 1201, Tamil 1947 in 2025): any four digits without a leading zero.
    read: ([y, key]) => (/^[1-9]\d{3}$/.test(y) && /^[a-z]+$/.test(key) ? { year: Number(y), month: key } : null),
    write: (v) => {
      const { year, month } = v as { year: number; month: string };
      return [String(year), month];
    },
  },
  shubhKind: { segments: 1, read: ([s]) => ((SHUBH_KIND_SLUGS as readonly string[]).includes(s) ? s : null), write: (v) => [v as string] },
  planet: { segments: 1, read: ([s]) => PLANET_BY_SLUG.get(s) ?? null, write: (v) => [planetSlug(v as Graha)] },
  rashi: {
    segments: 1,
    read: ([s]) => {
      const i = (RASHI_SLUGS as readonly string[]).indexOf(s);
      return i < 0 ? null : i + 1;
    },
    write: (v) => [RASHI_SLUGS[(v as number) - 1]],
  },
};

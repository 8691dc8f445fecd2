/**
 * The site's page types and the forms of their paths: the one table of the
 * site's URLs (lib/urls/index.ts explains the scheme and how to add a page
 * type). A page type is a fixed prefix and the forms its path may take after
 * it, each form a list of slots (lib/urls/slots.ts). Parsing tries the page
 * types in this table's order and, within one, its forms in order: the first
 * whose every slot reads its segments wins, so a more specific page type comes
 * before one that would also read its path (a festival's page before a year
 * list at a city, the pages with a fixed prefix before the home page at a city).
 */
import type { SlotKind } from './slots';

/** How long a page's answer holds (lib/http/cache-life.ts gives each its lifetime). */
export type PeriodKind =
  /** One day: without a date it shows today at its city. */
  | 'day'
  /** One month: without one, this month; a month that holds today marks it. */
  | 'month'
  /** One year: without one, this year; the current year lists what is still to come. */
  | 'year'
  /** A page of fixed facts (a festival's dates over years, one eclipse): changes only with a deploy. */
  | 'fixed'
  /** Written content (articles, about, legal): may be edited between deploys. */
  | 'content'
  /** Counted live (site statistics): never kept by a shared cache. */
  | 'live';

export interface PageType {
  /** The literal segments every path of the page type starts with (the home page: none). */
  prefix: readonly string[];
  /** The forms of the rest of the path, the first listed first tried. */
  forms: readonly (readonly SlotKind[])[];
  period: PeriodKind;
  /** Shows the current instant (the lagna rising now, the Choghadiya holding now) when it shows today. */
  now?: boolean;
  /** The loading message a navigation to it shows (messages `loading.*`). */
  loading?: 'panchang' | 'timings';
}

type Forms = readonly (readonly SlotKind[])[];

/** Each form, then each form that names a city followed by the conventions segment (conventions need a city before them). */
const withConventions = (forms: Forms): Forms => [...forms, ...forms.filter((f) => f.includes('city')).map((f) => [...f, 'conv' as const])];

/** A page about one day at a city: the city, then the date; without either, the default city and today. */
const DAY: Forms = withConventions([[], ['city'], ['city', 'date']]);
/** A month at a city: `/panchang/monthly/varanasi/2026-03`. */
const MONTH: Forms = withConventions([[], ['city'], ['city', 'month']]);
/** A year page of the festival section: the year, then the city (`/festivals/grahan/2026/varanasi`). */
const YEAR: Forms = withConventions([[], ['year'], ['city'], ['year', 'city']]);

const day = (prefix: string[], loading: 'panchang' | 'timings', now = false): PageType => ({ prefix, forms: DAY, period: 'day', loading, ...(now ? { now } : {}) });
const yearList = (prefix: string[]): PageType => ({ prefix, forms: YEAR, period: 'year', loading: 'panchang' });
const content = (prefix: string[], forms: Forms = [[]]): PageType => ({ prefix, forms, period: 'content' });

/** Every page type, in the order paths are tried. */
export const PAGE_TYPES = {
  // The site's own pages and the Knowledge Hub.
  about: content(['about']),
  faq: content(['faq']),
  privacy: content(['privacy']),
  terms: content(['terms']),
  developers: content(['developers']),
  // The widget builder; the widgets themselves are not pages (lib/urls/embed.ts).
  widgets: content(['widgets']),
  search: content(['search']),
  sitemap: content(['sitemap']),
  stats: { prefix: ['stats'], forms: [[]], period: 'live' },
  blog: content(['blog']),
  category: content(['blog', 'category'], [['category']]),
  article: content(['blog'], [['article']]),

  // Personal dates: the anniversary calculator works in the browser; its page is the same for everyone.
  tithiAnniversary: content(['tools', 'tithi-anniversary']),

  // Panchang.
  todayPanchang: day(['panchang', 'today'], 'panchang'),
  monthlyPanchang: { prefix: ['panchang', 'monthly'], forms: MONTH, period: 'month', loading: 'panchang' },
  tithi: day(['panchang', 'tithi'], 'panchang'),
  nakshatra: day(['panchang', 'nakshatra'], 'panchang'),
  panchang: day(['panchang'], 'panchang'),
  tithiToday: {
    prefix: ['tithi-today'],
    // The time and the tithi whose next dates are listed belong to a date: `/tithi-today/varanasi/2026-03-19/06-30/tithi-12`.
    forms: withConventions([[], ['city'], ['city', 'date'], ['city', 'date', 'time'], ['city', 'date', 'tithi'], ['city', 'date', 'time', 'tithi']]),
    period: 'day',
    now: true,
    loading: 'panchang',
  },
  nakshatraFinder: {
    prefix: ['nakshatra-finder'],
    // `/nakshatra-finder/varanasi/nakshatra-4/2026-2028`; without years, the current year.
    forms: withConventions([[], ['city'], ['city', 'nakshatra'], ['city', 'nakshatra', 'years']]),
    period: 'year',
    loading: 'panchang',
  },

  // Muhurat.
  todayMuhurat: day(['muhurat', 'today'], 'timings'),
  rahuKaal: day(['muhurat', 'rahu-kaal'], 'timings'),
  choghadiya: day(['muhurat', 'choghadiya'], 'timings'),
  hora: day(['muhurat', 'hora'], 'timings'),
  abhijitMuhurat: day(['muhurat', 'abhijit-muhurat'], 'timings'),
  // Shubh Muhurat (#28): one date judged for a kind (`/muhurat/shubh/vivah/2026-03-11/varanasi`), a kind's
  // year (`/muhurat/shubh/vivah/2026/varanasi`; without a year, this year), then the hub of the kinds at a
  // city and day, whose city segment would also read a kind: the kinds first.
  shubhDetail: { prefix: ['muhurat', 'shubh'], forms: withConventions([['shubhKind', 'date'], ['shubhKind', 'date', 'city']]), period: 'day', loading: 'timings' },
  shubhYear: { prefix: ['muhurat', 'shubh'], forms: withConventions([['shubhKind'], ['shubhKind', 'year'], ['shubhKind', 'city'], ['shubhKind', 'year', 'city']]), period: 'year', loading: 'timings' },
  shubhMuhurat: day(['muhurat', 'shubh'], 'timings'),
  // The Gowri Panchangam and Do Ghati muhurta tables of a day (issue #26): the current part highlighted when today.
  gowriPanchangam: day(['muhurat', 'gowri-panchangam'], 'timings'),
  doGhati: day(['muhurat', 'do-ghati'], 'timings'),
  muhurat: day(['muhurat'], 'timings', true),

  // Astrology.
  lagna: day(['lagna'], 'timings', true),
  astrology: day(['astrology'], 'timings', true),

  // The planets (issue #27): a major transit (`/grahas/saturn/2025/meena[/varanasi]`) before a planet's year
  // (`/grahas/saturn/2025[/varanasi]`), which would read the rashi as a city; both before the hub, whose city
  // and conventions would read a planet and a year. The hub shows each graha now and its next change.
  grahaTransit: { prefix: ['grahas'], forms: withConventions([['planet', 'year', 'rashi'], ['planet', 'year', 'rashi', 'city']]), period: 'fixed', loading: 'timings' },
  grahaYear: { prefix: ['grahas'], forms: withConventions([['planet', 'year'], ['planet', 'year', 'city']]), period: 'year', loading: 'timings' },
  grahas: { prefix: ['grahas'], forms: withConventions([[], ['city']]), period: 'day', now: true, loading: 'timings' },

  // Festivals: a festival's page first (its segment ends in a year), then the year lists, which also take a city there.
  festivalDetail: { prefix: ['festivals'], forms: withConventions([['festivalType', 'festival'], ['festivalType', 'festival', 'city']]), period: 'fixed', loading: 'panchang' },
  ekadashi: yearList(['festivals', 'ekadashi']),
  purnima: yearList(['festivals', 'purnima']),
  amavasya: yearList(['festivals', 'amavasya']),
  pradosh: yearList(['festivals', 'pradosh']),
  sankranti: yearList(['festivals', 'sankranti']),
  // One eclipse (`/festivals/grahan/2026/lunar-2026-03-03/varanasi`) before the year's list at a city.
  eclipse: { prefix: ['festivals', 'grahan'], forms: withConventions([['year', 'eclipse'], ['year', 'eclipse', 'city']]), period: 'fixed', loading: 'panchang' },
  grahan: yearList(['festivals', 'grahan']),
  pitruPaksha: yearList(['festivals', 'pitru-paksha']),
  // The festival calendar: a month at a city (`/festivals/2026/march/varanasi`, `.../ekadashi` for one type), or this month.
  festivalMonth: { prefix: ['festivals'], forms: withConventions([['monthPath', 'city'], ['monthPath', 'city', 'filter']]), period: 'month', loading: 'panchang' },
  festivals: { prefix: ['festivals'], forms: withConventions([[], ['city'], ['city', 'filter']]), period: 'month', loading: 'panchang' },

  // Regional calendars (issue 31): the list of regions, then a region's month (this month without one), at a city
  // (`/regional/tamil/1947/karthigai/chennai`): the sankranti's critical time, and so the month's day 1, depends on the place.
  regionalCalendars: { prefix: ['regional'], forms: [[]], period: 'fixed' },
  regionalMonth: {
    prefix: ['regional'],
    forms: withConventions([['region'], ['region', 'regionMonth'], ['region', 'regionMonth', 'city'], ['region', 'city']]),
    period: 'month',
    loading: 'panchang',
  },
  // Print sheets (#30): a year on one A4 page at a city, `/print/ekadashi/2026/varanasi` (the Ekadashis with
  // their parana) and `/print/vrats/2026/varanasi` (the monthly vrats and the major festivals); without a year, this year.
  printEkadashi: yearList(['print', 'ekadashi']),
  printVrats: yearList(['print', 'vrats']),

  // The home page last: at a city it is `/{city}`, which any one-segment path would read as.
  home: { prefix: [], forms: withConventions([[], ['city']]), period: 'day', loading: 'panchang' },
} as const satisfies Record<string, PageType>;

export type PageKey = keyof typeof PAGE_TYPES;

export const PAGE_KEYS = Object.keys(PAGE_TYPES) as PageKey[];

export const pageType = (key: PageKey): PageType => PAGE_TYPES[key];

/** The year lists of one festival type each (`/festivals/ekadashi`). */
export const LIST_TYPES = ['ekadashi', 'purnima', 'amavasya', 'pradosh', 'sankranti'] as const satisfies readonly PageKey[];
export type ListType = (typeof LIST_TYPES)[number];

/** Whether a page's answer depends on the visitor's conventions (its paths may carry them). */
export const takesConventions = (key: PageKey): boolean => PAGE_TYPES[key].forms.some((f) => (f as readonly SlotKind[]).includes('conv'));

/** Whether a page type has a form naming a city. */
export const takesCity = (key: PageKey): boolean => PAGE_TYPES[key].forms.some((f) => (f as readonly SlotKind[]).includes('city'));

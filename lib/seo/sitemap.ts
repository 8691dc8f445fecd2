/**
 * What the XML sitemap lists, as data, and its serialiser: one sitemap per
 * part of the site (`/sitemap/{id}.xml`), gathered by the index at
 * `/sitemap.xml`. (Next's sitemap.ts writes children but no index, and a
 * sitemap.ts with children cannot share /sitemap.xml with a route handler,
 * so both are route handlers over this module.) Every page
 * is listed in each language with its hreflang alternates (en, hi and
 * x-default, as the pages' own <link rel="alternate"> say: lib/seo/metadata.ts).
 *
 * Change frequencies and priorities follow the seed: home daily and 1.0,
 * pages that show a day daily, legal pages monthly and 0.3, the rest weekly.
 *
 * Pure: what needs computing (which events and eclipses a year has) comes in
 * as `SitemapFacts`, gathered by the route (lib/seo/sitemap-facts.ts).
 */
import { SHUBH_KINDS } from '@/engine';
import { routing, type Locale } from '@/i18n/routing';
import { FEATURED_CITY_SLUGS } from '@/lib/cities/popular';
import { SITE_URL } from '@/lib/site';
import { festivalPagePathOf } from '@/lib/festivals/pages';
import { TOOL_KEYS, type ToolKey } from '@/lib/tools';
import { LIST_TYPES, pagePath, PAGE_TYPES } from '@/lib/urls';
import { GRAHAS, type Graha } from '@/engine';
import { eclipseHref } from '@/lib/view/eclipses';
import { absoluteUrl } from './urls';

export type ChangeFrequency = 'daily' | 'weekly' | 'monthly';

/** One page, in every language. */
export interface SitemapPage {
  /** Locale-less path. */
  path: string;
  /** The path in a language where it differs (an article's slug per language). */
  paths?: Partial<Record<Locale, string>>;
  changeFrequency: ChangeFrequency;
  priority: number;
  /** YYYY-MM-DD, where the page has a real date of change (an article's). */
  lastModified?: string;
}

export const SITEMAP_IDS = ['pages', 'tools', 'festivals', 'articles'] as const;
export type SitemapId = (typeof SITEMAP_IDS)[number];

/** Cities whose festival months are listed: the seed's first five. */
export const MONTHLY_FESTIVAL_CITIES = FEATURED_CITY_SLUGS.slice(0, 5);
/** Months listed from the current one on: it and the next twelve. */
export const FESTIVAL_MONTHS_AHEAD = 12;

export interface ArticleFacts {
  /** Path per language. */
  paths: Record<Locale, string>;
  date: string;
}

/** What the sitemap lists that has to be computed or read. */
export interface SitemapFacts {
  /** Today in the site's default zone, YYYY-MM-DD: sets the current year and month. */
  today: string;
  /** Eclipse ids of the current and next year, as the default city's list files them. */
  eclipses: { year: number; ids: string[] }[];
  /** Event slugs of the current and next year at the default city. */
  festivals: { year: number; slugs: string[] }[];
  articles: ArticleFacts[];
  /** Knowledge Hub categories that have articles. */
  categories: string[];
  /** The regional calendars' months begun in the current year (the tools sitemap's). */
  regionalMonths?: { region: string; year: number; month: string }[];
  /** The major transits (planet, rashi entered) whose first crossing falls in the current and the next year at the default city. */
  transits?: { year: number; planet: Graha; rashi: number }[];
}

/** The year's print sheets (one A4 page each). */
const PRINT_SHEETS = ['printEkadashi', 'printVrats'] as const;

/** Tools that show one day (today by default): their content changes daily. */
const DAY_TOOLS = new Set<ToolKey>([
  'panchang',
  'todayPanchang',
  'tithiToday',
  'muhurat',
  'todayMuhurat',
  'rahuKaal',
  'choghadiya',
  'hora',
  'abhijitMuhurat',
  'shubhMuhurat',
  'gowriPanchangam',
  'doGhati',
  'astrology',
  'lagna',
  'grahas',
]);

const STATIC_PAGES: SitemapPage[] = [
  { path: pagePath('about'), changeFrequency: 'weekly', priority: 0.5 },
  { path: pagePath('faq'), changeFrequency: 'monthly', priority: 0.5 },
  { path: pagePath('widgets'), changeFrequency: 'weekly', priority: 0.5 },
  // The anniversary calculator: one page for everyone (it computes in the browser's requests, not per city).
  { path: pagePath('tithiAnniversary'), changeFrequency: 'monthly', priority: 0.6 },
  { path: pagePath('sitemap'), changeFrequency: 'weekly', priority: 0.4 },
  { path: pagePath('privacy'), changeFrequency: 'monthly', priority: 0.3 },
  { path: pagePath('terms'), changeFrequency: 'monthly', priority: 0.3 },
];

const inFestivals = (key: ToolKey) => PAGE_TYPES[key].prefix[0] === 'festivals';

/**
 * Tools whose page at each featured city is listed: not the hubs (their
 * highlights are the tool pages', listed there), the festival calendar and
 * the year lists (their months and festivals are listed instead).
 */
const NO_CITY_PAGES = new Set<ToolKey>(['home', 'panchang', 'muhurat', 'astrology', 'festivals', 'shubhMuhurat', ...LIST_TYPES]);

/** Priorities of a tool's page and of its city pages: the day pages first, the festival section's year pages after the lists. */
function toolPriorities(key: ToolKey): { page: number; city: number } {
  if (inFestivals(key)) return { page: 0.7, city: 0.6 };
  return DAY_TOOLS.has(key) ? { page: 0.9, city: 0.8 } : { page: 0.8, city: 0.7 };
}

/** A tool's page and its page at each featured city. */
function toolPages(key: ToolKey): SitemapPage[] {
  const changeFrequency: ChangeFrequency = DAY_TOOLS.has(key) ? 'daily' : 'weekly';
  const priority = toolPriorities(key);
  const pages: SitemapPage[] = [{ path: pagePath(key), changeFrequency, priority: priority.page }];
  if (!NO_CITY_PAGES.has(key)) {
    for (const city of FEATURED_CITY_SLUGS) pages.push({ path: pagePath(key, { city }), changeFrequency, priority: priority.city });
  }
  return pages;
}

const toolKeys = (festivals: boolean) => TOOL_KEYS.filter((k) => k !== 'home' && inFestivals(k) === festivals);

/** The month calendar and the per-type year lists. */
const festivalListPaths = (): string[] => [pagePath('festivals'), ...LIST_TYPES.map((t) => pagePath(t))];

/** The current month and the next `FESTIVAL_MONTHS_AHEAD` as [year, month]. */
export function monthsFrom(today: string, ahead = FESTIVAL_MONTHS_AHEAD): [number, number][] {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7));
  return Array.from({ length: ahead + 1 }, (_, i) => {
    const n = m - 1 + i;
    return [y + Math.floor(n / 12), (n % 12) + 1];
  });
}

function festivalPages(facts: SitemapFacts): SitemapPage[] {
  const pages: SitemapPage[] = festivalListPaths().map((path) => ({ path, changeFrequency: 'weekly', priority: path === pagePath('festivals') ? 0.9 : 0.8 }));
  const seen = new Set<string>();
  for (const { year, slugs } of facts.festivals) {
    for (const slug of slugs) {
      const path = festivalPagePathOf(slug, year);
      if (path && !seen.has(path)) {
        seen.add(path);
        pages.push({ path, changeFrequency: 'weekly', priority: 0.7 });
      }
    }
  }
  for (const [year, month] of monthsFrom(facts.today)) {
    for (const city of MONTHLY_FESTIVAL_CITIES) {
      pages.push({ path: pagePath('festivalMonth', { month: `${year}-${String(month).padStart(2, '0')}`, city }), changeFrequency: 'weekly', priority: 0.6 });
    }
  }
  // Grahan and Pitru Paksha, with their city pages (the lists above are tools too, listed once).
  const lists = new Set(festivalListPaths());
  pages.push(...toolKeys(true).filter((k) => !lists.has(pagePath(k))).flatMap(toolPages));
  for (const { year, ids } of facts.eclipses) {
    for (const id of ids) pages.push({ path: eclipseHref(year, id, null), changeFrequency: 'weekly', priority: 0.6 });
  }
  // The print sheets (#30) of the current year, at the default city and the cities whose months are listed.
  const year = Number(facts.today.slice(0, 4));
  for (const key of PRINT_SHEETS) {
    pages.push({ path: pagePath(key, { year }), changeFrequency: 'weekly', priority: 0.5 });
    for (const city of MONTHLY_FESTIVAL_CITIES) pages.push({ path: pagePath(key, { year, city }), changeFrequency: 'weekly', priority: 0.4 });
  }
  return pages;
}

/** The regional calendars (issue 31): their index, each region's current month, and the months begun this year. */
function regionalPages(facts: SitemapFacts): SitemapPage[] {
  const months = facts.regionalMonths ?? [];
  return [
    { path: pagePath('regionalCalendars'), changeFrequency: 'monthly', priority: 0.7 },
    ...[...new Set(months.map((m) => m.region))].map((region): SitemapPage => ({ path: pagePath('regionalMonth', { region }), changeFrequency: 'weekly', priority: 0.7 })),
    ...months.map(({ region, year, month }): SitemapPage => ({ path: pagePath('regionalMonth', { region, regionMonth: { year, month } }), changeFrequency: 'monthly', priority: 0.6 })),
  ];
}

/** Each Shubh Muhurat kind's year page for the current and the next year (their dates are what is searched for by year). */
function shubhYearPages(today: string): SitemapPage[] {
  const year = Number(today.slice(0, 4));
  return [year, year + 1].flatMap((y) => SHUBH_KINDS.map((kind): SitemapPage => ({ path: pagePath('shubhYear', { shubhKind: kind, year: y }), changeFrequency: 'weekly', priority: 0.7 })));
}

/** Each planet's year pages and the major transits' pages, of the current and the next year (without a city: the default city's). */
function grahaPages(facts: SitemapFacts): SitemapPage[] {
  const year = Number(facts.today.slice(0, 4));
  const years = [year, year + 1];
  return [
    ...years.flatMap((y) => GRAHAS.map((planet): SitemapPage => ({ path: pagePath('grahaYear', { planet, year: y }), changeFrequency: 'weekly', priority: 0.6 }))),
    ...(facts.transits ?? []).map((x): SitemapPage => ({ path: pagePath('grahaTransit', { planet: x.planet, year: x.year, rashi: x.rashi }), changeFrequency: 'weekly', priority: 0.7 })),
  ];
}

/** The pages one sitemap lists. */
export function sitemapPages(id: SitemapId, facts: SitemapFacts): SitemapPage[] {
  switch (id) {
    case 'pages':
      return [{ path: pagePath('home'), changeFrequency: 'daily', priority: 1 }, ...STATIC_PAGES];
    case 'tools':
      return [...toolKeys(false).flatMap(toolPages), ...regionalPages(facts), ...shubhYearPages(facts.today), ...grahaPages(facts)];
    case 'festivals':
      return festivalPages(facts);
    case 'articles':
      return [
        { path: pagePath('blog'), changeFrequency: 'weekly', priority: 0.7 },
        ...facts.categories.map((key): SitemapPage => ({ path: pagePath('category', { category: key }), changeFrequency: 'weekly', priority: 0.5 })),
        ...facts.articles.map((a): SitemapPage => ({ path: a.paths.en, paths: a.paths, changeFrequency: 'weekly', priority: 0.7, lastModified: a.date })),
      ];
  }
}

/** The hreflang alternates of a page: each language and x-default (the default language's page). */
export function alternatesOf(page: SitemapPage): Record<string, string> {
  const pathIn = (l: Locale) => page.paths?.[l] ?? page.path;
  const languages: Record<string, string> = {};
  for (const l of routing.locales) languages[l] = absoluteUrl(l, pathIn(l));
  languages['x-default'] = absoluteUrl(routing.defaultLocale, pathIn(routing.defaultLocale));
  return languages;
}

/** One <url> of a sitemap. */
export interface SitemapUrl {
  loc: string;
  /** hreflang -> absolute URL. */
  alternates: Record<string, string>;
  lastmod?: string;
  changefreq: ChangeFrequency;
  priority: number;
}

/** Each page once per language, with the alternates. */
export function sitemapUrls(pages: SitemapPage[]): SitemapUrl[] {
  return pages.flatMap((page) => {
    const alternates = alternatesOf(page);
    return routing.locales.map((l) => ({
      loc: alternates[l],
      alternates,
      ...(page.lastModified ? { lastmod: page.lastModified } : {}),
      changefreq: page.changeFrequency,
      priority: page.priority,
    }));
  });
}

/** Absolute URL of a child sitemap. */
export const childSitemapUrl = (id: SitemapId) => `${SITE_URL}${childSitemapPath(id)}`;

/** Path of a child sitemap. */
export const childSitemapPath = (id: SitemapId) => `/sitemap/${id}.xml`;

/** Absolute URL of the sitemap index (robots.txt names it). */
export const SITEMAP_INDEX_URL = `${SITE_URL}/sitemap.xml`;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A sitemap (sitemaps.org protocol) with Google's xhtml:link hreflang alternates. */
export function urlsetXml(urls: SitemapUrl[]): string {
  const items = urls.map((u) => {
    const links = Object.entries(u.alternates).map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${esc(lang)}" href="${esc(href)}"/>\n`);
    const lastmod = u.lastmod ? `<lastmod>${esc(u.lastmod)}</lastmod>\n` : '';
    return `<url>\n<loc>${esc(u.loc)}</loc>\n${links.join('')}${lastmod}<changefreq>${u.changefreq}</changefreq>\n<priority>${u.priority.toFixed(1)}</priority>\n</url>\n`;
  });
  return `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${items.join('')}</urlset>\n`;
}

/** The sitemap index: the child sitemaps' addresses. */
export function sitemapIndexXml(sitemaps: { loc: string; lastmod?: string }[]): string {
  const items = sitemaps.map((s) => `<sitemap>\n<loc>${esc(s.loc)}</loc>\n${s.lastmod ? `<lastmod>${esc(s.lastmod)}</lastmod>\n` : ''}</sitemap>\n`);
  return `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${items.join('')}</sitemapindex>\n`;
}

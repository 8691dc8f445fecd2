/**
 * What the site search searches, as documents for lib/search/rank.ts, in the
 * page's language (server-only):
 *
 * - pages: the human site map's links (lib/site-map.ts), named in both
 *   languages so an English word finds a Hindi page's entry too;
 * - festivals: every event the engine produces, by its English and Hindi
 *   names and the aliases (lib/search/aliases.ts), at its next date at
 *   the default city, leading to its page for that year
 *   (lib/festivals/pages.ts); ties go to the nearest date first;
 * - articles: the Knowledge Hub's, by title (both languages), description
 *   and body;
 * - cities: the city index's own search (lib/cities: alternate and old
 *   names, Hindi), leading to the city's Panchang.
 */
import { EVENT_SLUGS, type FestivalEvent } from '@/engine';
import { routing, type Locale } from '@/i18n/routing';
import { getArticleById, listArticles } from '@/lib/blog';
import { cityPlace, DEFAULT_CITY_SLUG, getCityBySlug, searchCities } from '@/lib/cities';
import { festivalYear } from '@/lib/festivals';
import { formatDate } from '@/lib/format/date';
import { translator } from '@/lib/i18n/translate';
import { namesFor } from '@/lib/names/names';
import { cityDisplayName, countryDisplayName, stateDisplayName } from '@/lib/selection/params';
import { festivalPagePathOf } from '@/lib/festivals/pages';
import { siteMapSections } from '@/lib/site-map';
import { linkTo } from '@/lib/urls';
import { FESTIVAL_ALIASES } from './aliases';
import { buildIndex, groupHits, searchIndex, type SearchDoc, type SearchHit, type SearchIndex, type SearchKind } from './rank';

/** A message by its full key (`nav.links.tithi`), formatted: the index holds words, never a template. */
const message = (locale: Locale, key: string): string => translator(locale)(key);

const inEveryLocale = (key: string) => routing.locales.map((l) => message(l, key));

function pageDocs(locale: Locale): SearchDoc[] {
  const seen = new Set<string>();
  const docs: SearchDoc[] = [];
  for (const section of siteMapSections()) {
    for (const link of section.links) {
      if (seen.has(link.href)) continue;
      seen.add(link.href);
      docs.push({
        kind: 'pages',
        title: message(locale, link.label),
        detail: link.blurb ? message(locale, link.blurb) : undefined,
        href: link.href,
        names: inEveryLocale(link.label),
        text: [...inEveryLocale(section.title), ...(link.blurb ? inEveryLocale(link.blurb) : [])].join(' '),
        rank: docs.length,
      });
    }
  }
  return docs;
}

const stripHtml = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');

function articleDocs(locale: Locale): SearchDoc[] {
  return listArticles(locale).map((a, i) => {
    const article = getArticleById(locale, a.id);
    const others = routing.locales.filter((l) => l !== locale).map((l) => getArticleById(l, a.id)?.title ?? '');
    return {
      kind: 'articles',
      title: a.title,
      detail: a.description,
      href: a.path,
      names: [a.title, ...others],
      text: `${a.description} ${article ? stripHtml(article.html) : ''}`,
      rank: i,
    };
  });
}

/** The event's name as its pages show it (lib/names: a Vaishnava Ekadashi's select resolved). */
const festivalName = (locale: Locale, slug: string) => namesFor(locale).festival(slug);

/**
 * Each event at its next date from today (this year's or next year's), else
 * its last date this year: someone searching for Holi in November wants
 * next March's.
 */
function festivalDocs(locale: Locale, today: string, events: readonly FestivalEvent[]): SearchDoc[] {
  const chosen = new Map<string, FestivalEvent>();
  for (const e of events) {
    const seen = chosen.get(e.slug);
    if (!seen || (seen.date < today && (e.date >= today || e.date.slice(0, 4) === today.slice(0, 4)))) chosen.set(e.slug, e);
  }
  const docs: SearchDoc[] = [];
  for (const slug of EVENT_SLUGS) {
    const e = chosen.get(slug);
    if (!e) continue; // in neither year at the default city (an adhika month's days)
    const href = festivalPagePathOf(slug, Number(e.date.slice(0, 4)));
    if (!href) continue;
    const upcoming = e.date >= today;
    docs.push({
      kind: 'festivals',
      title: festivalName(locale, slug),
      detail: formatDate(e.date, locale, 'full'),
      href,
      names: [...routing.locales.map((l) => festivalName(l, slug)), ...(FESTIVAL_ALIASES[slug] ?? [])],
      text: namesFor(locale).festivalText(slug, 'description') ?? '',
      // Upcoming dates first, nearest first; then the past ones; the main festivals before the minor vrats on a day.
      rank: (upcoming ? 0 : 1e9) + Date.parse(e.date) / 864e5 + (e.significance === 'high' ? 0 : e.significance === 'medium' ? 0.1 : 0.2),
    });
  }
  return docs;
}

/** The festival year at the default city (computed off the request thread in the server). */
async function defaultCityYear(year: number): Promise<readonly FestivalEvent[]> {
  const city = getCityBySlug(DEFAULT_CITY_SLUG);
  if (!city) throw new Error(`The default city "${DEFAULT_CITY_SLUG}" is not in the city index`);
  return (await festivalYear({ year, ...cityPlace(city) })).events;
}

function cityDocs(locale: Locale, q: string, limit: number): SearchDoc[] {
  return searchCities(q, { limit }).map((c, i) => ({
    kind: 'cities',
    title: cityDisplayName(c, locale),
    detail: [stateDisplayName(c, locale), countryDisplayName(c, locale)].filter(Boolean).join(', '),
    href: linkTo('todayPanchang', { city: c.slug }),
    names: [c.name],
    rank: i,
  }));
}

export interface SearchResults {
  groups: { kind: SearchKind; hits: SearchHit[] }[];
  total: number;
}

/** Results per kind. */
export const PER_KIND = 8;

/** The index of the documents that do not depend on the date (pages, articles), per language, built once. */
const staticIndexes = new Map<Locale, SearchIndex>();

/** The festival index of the current day, per language. */
const festivalIndexes = new Map<Locale, { today: string; index: SearchIndex }>();

/** The documents that do not depend on the date: the site map's pages and the articles. */
export const staticDocuments = (locale: Locale): SearchDoc[] => [...pageDocs(locale), ...articleDocs(locale)];

/** The festival documents of a day: each event at its next date from `today` at the default city. */
export async function festivalDocuments(locale: Locale, today: string): Promise<SearchDoc[]> {
  const year = Number(today.slice(0, 4));
  const [thisYear, nextYear] = await Promise.all([defaultCityYear(year), defaultCityYear(year + 1)]);
  return festivalDocs(locale, today, [...thisYear, ...nextYear]);
}

async function festivalIndex(locale: Locale, today: string): Promise<SearchIndex> {
  const cached = festivalIndexes.get(locale);
  if (cached?.today === today) return cached.index;
  const index = buildIndex(await festivalDocuments(locale, today));
  festivalIndexes.set(locale, { today, index });
  return index;
}

/**
 * Searches the site in a language. `today` (YYYY-MM-DD at the default city)
 * sets the festival year and which dates are upcoming.
 */
export async function searchSite(locale: Locale, q: string, today: string): Promise<SearchResults> {
  let index = staticIndexes.get(locale);
  if (!index) {
    index = buildIndex(staticDocuments(locale));
    staticIndexes.set(locale, index);
  }
  const hits = [...searchIndex(index, q), ...searchIndex(await festivalIndex(locale, today), q)];
  // The city index ranks its own matches (population, Indian places first).
  const cities = cityDocs(locale, q, PER_KIND).map((doc): SearchHit => ({ doc, score: 1 }));
  const groups = groupHits([...hits, ...cities], PER_KIND);
  return { groups, total: groups.reduce((n, g) => n + g.hits.length, 0) };
}

/**
 * The facts a sitemap needs that are computed or read (server-only): the
 * current year's and the next year's eclipses and festival events at the
 * default city (the pages without a city show it), the major transits of
 * the same years (their pages' first crossings in the default city's zone),
 * the Knowledge Hub's articles and categories, the regional calendars'
 * months begun in the current year. Each sitemap gathers only what it lists.
 */
import { adjacentSolarMonth, eclipsesOfYear, jdToMs, majorTransits, MAJOR_TRANSIT_GRAHAS, SOLAR_CALENDAR, SOLAR_CALENDARS, solarDate } from '@/engine';
import { categoryCounts, getArticleById, listArticles } from '@/lib/blog';
import { cityPlace, DEFAULT_CITY_SLUG, getCityBySlug } from '@/lib/cities';
import { festivalYear } from '@/lib/festivals';
import { todayInZone } from '@/lib/selection/params';
import { DEFAULT_TIME_ZONE } from '@/lib/site';
import type { SitemapFacts, SitemapId } from './sitemap';

function defaultPlace() {
  const city = getCityBySlug(DEFAULT_CITY_SLUG);
  if (!city) throw new Error(`The default city "${DEFAULT_CITY_SLUG}" is not in the city index`);
  return cityPlace(city);
}

export async function sitemapFacts(id: SitemapId, now: Date = new Date()): Promise<SitemapFacts> {
  const today = todayInZone(DEFAULT_TIME_ZONE, now);
  const facts: SitemapFacts = { today, eclipses: [], festivals: [], articles: [], categories: [] };
  const year = Number(today.slice(0, 4));
  const years = [year, year + 1];
  if (id === 'festivals') {
    const place = defaultPlace();
    facts.eclipses = years.map((y) => ({ year: y, ids: eclipsesOfYear({ year: y, ...place }).map((e) => e.id) }));
    facts.festivals = await Promise.all(
      years.map(async (y) => ({ year: y, slugs: [...new Set((await festivalYear({ year: y, ...place })).events.map((e) => e.slug))] })),
    );
  }
  if (id === 'tools') {
    const { tz } = defaultPlace();
    facts.regionalMonths = regionalMonthsOf(year, defaultPlace());
    facts.transits = years.flatMap((y) => MAJOR_TRANSIT_GRAHAS.flatMap((planet) => majorTransits({ planet, year: y, tz }, jdToMs).map((x) => ({ year: y, planet, rashi: x.into }))));
  }
  if (id === 'articles') {
    facts.articles = listArticles('en').map((a) => {
      const article = getArticleById('en', a.id);
      if (!article) throw new Error(`Article ${a.id} vanished while listing`);
      return { paths: article.paths, date: a.date };
    });
    facts.categories = categoryCounts('en').map((c) => c.key);
  }
  return facts;
}

/**
 * The twelve months of each regional solar calendar begun in a Gregorian
 * year: the one holding 31 December (every solar month begins between the
 * 13th and the 18th of a Gregorian month) and the eleven before it.
 */
function regionalMonthsOf(year: number, place: ReturnType<typeof defaultPlace>): NonNullable<SitemapFacts['regionalMonths']> {
  return SOLAR_CALENDARS.flatMap((calendar) => {
    const last = solarDate({ calendar, date: `${year}-12-31`, ...place });
    let at = { year: last.year, month: last.month };
    const months = [at];
    for (let i = 0; i < 11; i++) months.unshift((at = adjacentSolarMonth(calendar, at.year, at.month, -1)));
    return months.map((m) => ({ region: calendar, year: m.year, month: SOLAR_CALENDAR[calendar].months[m.month - 1] }));
  });
}

/**
 * Every page type's HTML names its share card (og:image and twitter:image
 * with size and alt, a large Twitter card) in the page's language, and the
 * card answers 200 image/png. The card URL is absolute on the site's public
 * origin (SITE_URL); it is fetched here by its path from the test server.
 */
import { isYearTool } from '@/lib/share-card/keys';
import { LIST_TYPES } from '@/lib/festivals/routes';
import { TOOLS, toolHref, type ToolKey } from '@/lib/tools';
import { fetchManual, url } from './helpers/browser';

const DATE = '2026-03-19';
/** A year list's year other than the current one: its card lists the year's first dates. */
const LIST_YEAR = '2025';
const isList = (k: ToolKey) => (LIST_TYPES as readonly ToolKey[]).includes(k);

/** A URL of each tool page: per city and date (a year list: year) where the tool has a city page or query, else the bare path. */
const TOOL_PAGES = (Object.keys(TOOLS) as ToolKey[])
  .filter((k) => k !== 'home')
  .map((k) =>
    isYearTool(k)
      ? toolHref(k, { city: 'varanasi', extra: { year: '2026' } })
      : isList(k)
        ? toolHref(k, { city: 'varanasi', extra: { year: LIST_YEAR } })
        : toolHref(k, {
            city: TOOLS[k].cityBase === TOOLS[k].path || k === 'festivals' ? 'varanasi' : null,
            date: DATE,
            extra: k === 'nakshatraFinder' ? { nakshatra: '4' } : {},
          }),
  );

/** Pages whose card is a year's, a month's or a festival's, with the card path (and query) their metadata must name. */
const OWN_CARDS: [string, string][] = [
  ['/festivals/grahan/2026/lunar-2026-03-03/varanasi', 'grahan/varanasi/2026/lunar-2026-03-03.png'],
  ['/festivals/festival/diwali-2026?city=varanasi', 'festivals/festival/diwali-2026/varanasi.png'],
  // No city in the URL: the page's default city, New Delhi.
  ['/festivals/ekadashi/kamada-2026', 'festivals/ekadashi/kamada-2026/new-delhi.png'],
  ['/festivals/vrat/sankashti-chaturthi-2026?city=varanasi', 'festivals/vrat/sankashti-chaturthi-2026/varanasi.png'],
  ['/festivals/ekadashi/putrada-2026', 'festivals/ekadashi/putrada-2026/new-delhi.png'],
  // The festival calendar: its month's card (the 1st) at its city, with its type filter.
  ['/festivals/2026/march/varanasi', 'festivals/varanasi/2026-03-01.png'],
  ['/festivals?city=varanasi&date=2026-03-19&type=ekadashi', 'festivals/varanasi/2026-03-01.png?type=ekadashi'],
];

/** Pages that show the current month or year (the clock's) at the default city, with the form of their card's path. */
const TODAY_CARDS: [string, string][] = [
  ['/festivals', 'festivals/new-delhi/\\d{4}-\\d{2}-01\\.png'],
  ['/festivals/sankranti', 'sankranti/new-delhi/\\d{4}-\\d{2}-\\d{2}\\.png'],
];

const OTHER_PAGES = ['/', '/about', '/privacy', '/terms', '/stats', '/blog', '/blog/category/muhurat'];

/** Each page once (the month page of the festival calendar is a tool page and has its own card). */
const EN_PAGES = [...new Set([...TOOL_PAGES, ...OTHER_PAGES, ...OWN_CARDS.map(([p]) => p), ...TODAY_CARDS.map(([p]) => p)])];

const PAGES: [string, 'en' | 'hi'][] = [
  ...[...EN_PAGES, '/blog/tithi'].map((p): [string, 'en'] => [p, 'en']),
  ...[...EN_PAGES, '/blog/tithi-kya-hai'].map((p): [string, 'hi'] => [p === '/' ? '/hi' : `/hi${p}`, 'hi']),
];

function meta(html: string, attr: 'property' | 'name', key: string): string | null {
  const tag = html.match(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`));
  return tag ? tag[1].replace(/&amp;/g, '&') : null;
}

describe('share cards of every page type', () => {
  it.each(PAGES)('%s names its card, which answers 200 image/png', async (path, locale) => {
    const page = await fetchManual(path);
    expect(page.status).toBe(200);
    const html = await page.text();
    const image = meta(html, 'property', 'og:image');
    expect(image).not.toBeNull();
    const card = new URL(image!);
    expect(card.pathname).toMatch(new RegExp(`^/og/${locale}/[a-z-]+/.+\\.png$`));
    expect({
      width: meta(html, 'property', 'og:image:width'),
      height: meta(html, 'property', 'og:image:height'),
      twitterCard: meta(html, 'name', 'twitter:card'),
      twitterImage: meta(html, 'name', 'twitter:image'),
    }).toEqual({ width: '1200', height: '630', twitterCard: 'summary_large_image', twitterImage: image });
    expect(meta(html, 'property', 'og:image:alt')?.length).toBeGreaterThan(3);
    // The card of a city's page is that city's and date's (a year page's: the year's; a year list's: its first
    // dates; the festival calendar's: its month's; a festival's: its own).
    const bare = locale === 'hi' ? path.slice(3) || '/' : path;
    const own = OWN_CARDS.find(([p]) => bare === p);
    const today = TODAY_CARDS.find(([p]) => bare === p);
    if (own) expect(card.pathname + card.search).toBe(`/og/${locale}/${own[1]}`);
    else if (today) expect(card.pathname + card.search).toMatch(new RegExp(`^/og/${locale}/${today[1]}$`));
    else if (path.includes(`year=${LIST_YEAR}`)) expect(card.pathname).toMatch(new RegExp(`^/og/${locale}/[a-z]+/varanasi/${LIST_YEAR}-01-01\\.png$`));
    else if (path.includes('/festivals/')) expect(card.pathname).toMatch(/\/varanasi\/2026\.png$/);
    else if (path.includes('/varanasi')) expect(card.pathname).toMatch(/\/varanasi\/2026-03-19\.png$/);

    const res = await fetch(url(card.pathname + card.search));
    expect({ status: res.status, type: res.headers.get('content-type') }).toEqual({ status: 200, type: 'image/png' });
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
  });
});

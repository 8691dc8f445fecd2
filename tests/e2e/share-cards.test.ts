/**
 * Every page type's HTML names its share card (og:image and twitter:image
 * with size and alt, a large Twitter card) in the page's language, and the
 * card answers 200 image/png. A page's card is its `opengraph-image` route
 * beside it: `/{locale}{path}/opengraph-image/card` (Next's own URL, with the
 * locale the English pages' paths leave out). The card URL is absolute on the
 * site's public origin (SITE_URL); it is fetched here by its path from the
 * test server.
 */
import { TOOL_KEYS } from '@/lib/tools';
import { LIST_TYPES, linkTo, pagePath } from '@/lib/urls';
import { fetchManual, url } from './helpers/browser';

const DATE = '2026-03-19';
/** A year list's year other than the current one: its card lists the year's first dates. */
const LIST_YEAR = 2025;
const isList = (k: string) => (LIST_TYPES as readonly string[]).includes(k);

/** A URL of each tool page at Varanasi: on DATE (its month or year), a year list in LIST_YEAR. */
const TOOL_PAGES = TOOL_KEYS.map((k) => (isList(k) ? pagePath(k, { year: LIST_YEAR, city: 'varanasi' }) : linkTo(k, { city: 'varanasi', date: DATE })));

/** Pages whose card's alt text names what the page is for, with that text. */
const ALTS: [string, string][] = [
  [`/panchang/today/varanasi/${DATE}`, 'Varanasi, March 19, 2026'],
  ['/festivals/2026/march/varanasi', 'Varanasi, March 2026'],
  ['/festivals/grahan/2026/lunar-2026-03-03/varanasi', 'Varanasi, March 3, 2026'],
  ['/festivals/festival/diwali-2026/varanasi', '2026, Varanasi'],
  // No city in the path: the default city, New Delhi.
  ['/festivals/ekadashi/kamada-2026', 'New Delhi'],
  ['/festivals/2026/march/varanasi/ekadashi', 'Varanasi, March 2026'],
];

/** Pages for today (this month, this year) at the default city. */
const TODAY_PAGES = ['/festivals', '/festivals/sankranti', '/panchang/today'];

const OTHER_PAGES = ['/', '/varanasi', '/about', '/privacy', '/terms', '/stats', '/blog', '/blog/category/muhurat', '/developers', '/widgets', '/search', '/sitemap'];

/** Each page once. */
const EN_PAGES = [...new Set([...TOOL_PAGES, ...OTHER_PAGES, ...ALTS.map(([p]) => p), ...TODAY_PAGES])];

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
    // The page's own card: beside the page, in its language.
    const bare = locale === 'hi' ? path.slice(3) : path === '/' ? '' : path;
    expect(card.pathname).toBe(`/${locale}${bare}/opengraph-image/card`);
    expect({
      width: meta(html, 'property', 'og:image:width'),
      height: meta(html, 'property', 'og:image:height'),
      twitterCard: meta(html, 'name', 'twitter:card'),
      twitterImage: meta(html, 'name', 'twitter:image'),
    }).toEqual({ width: '1200', height: '630', twitterCard: 'summary_large_image', twitterImage: image });
    const alt = meta(html, 'property', 'og:image:alt');
    expect(alt?.length).toBeGreaterThan(1);
    const named = locale === 'en' ? ALTS.find(([p]) => p === path) : undefined;
    if (named) expect(alt).toContain(named[1]);

    const res = await fetch(url(card.pathname + card.search));
    expect({ status: res.status, type: res.headers.get('content-type') }).toEqual({ status: 200, type: 'image/png' });
    // Kept like its page: any cache may keep it (the statistics' card too: its page's numbers are not on it).
    expect(res.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
  });

  it('a card of a path that is no page is a 404', async () => {
    expect((await fetch(url('/en/panchang/today/no-such-city-anywhere/opengraph-image/card'))).status).toBe(404);
    expect((await fetch(url('/en/festivals/2026/march/varanasi/nothing/opengraph-image/card'))).status).toBe(404);
  });
});

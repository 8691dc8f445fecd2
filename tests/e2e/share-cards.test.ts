/**
 * Every page type's HTML names its share card (og:image and twitter:image
 * with size and alt, a large Twitter card) in the page's language, and the
 * card answers 200 image/png. The card URL is absolute on the site's public
 * origin (SITE_URL); it is fetched here by its path from the test server.
 */
import { isYearTool } from '@/lib/share-card/keys';
import { TOOLS, toolHref, type ToolKey } from '@/lib/tools';
import { fetchManual, url } from './helpers/browser';

const DATE = '2026-03-19';

/** A URL of each tool page: per city and date where the tool has a city page, else the bare path. */
const TOOL_PAGES = (Object.keys(TOOLS) as ToolKey[])
  .filter((k) => k !== 'home')
  .map((k) =>
    isYearTool(k)
      ? toolHref(k, { city: 'varanasi', extra: { year: '2026' } })
      : toolHref(k, { city: TOOLS[k].cityBase === TOOLS[k].path ? 'varanasi' : null, date: DATE, extra: k === 'nakshatraFinder' ? { nakshatra: '4' } : {} }),
  );

/** Pages whose card is a year's or a festival's, with the card path their metadata must name. */
const OWN_CARDS: [string, string][] = [
  ['/festivals/grahan/2026/lunar-2026-03-03/varanasi', 'grahan/varanasi/2026/lunar-2026-03-03.png'],
  ['/festivals/festival/diwali-2026?city=varanasi', 'festivals/festival/diwali-2026/varanasi.png'],
  // No city in the URL: the page's default city, New Delhi.
  ['/festivals/ekadashi/kamada-2026', 'festivals/ekadashi/kamada-2026/new-delhi.png'],
  ['/festivals/vrat/sankashti-chaturthi-2026?city=varanasi', 'festivals/vrat/sankashti-chaturthi-2026/varanasi.png'],
  ['/festivals/ekadashi/putrada-2026', 'festivals/ekadashi/putrada-2026/new-delhi.png'],
];

const OTHER_PAGES = ['/', '/about', '/privacy', '/terms', '/stats', '/blog', '/blog/category/muhurat'];

const PAGES: [string, 'en' | 'hi'][] = [
  ...[...TOOL_PAGES, ...OTHER_PAGES, ...OWN_CARDS.map(([p]) => p), '/blog/tithi'].map((p): [string, 'en'] => [p, 'en']),
  ...[...TOOL_PAGES, ...OTHER_PAGES, ...OWN_CARDS.map(([p]) => p), '/blog/tithi-kya-hai'].map((p): [string, 'hi'] => [p === '/' ? '/hi' : `/hi${p}`, 'hi']),
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
    // The card of a city's page is that city's and date's (a year page's: the year's; a festival's: its own).
    const own = OWN_CARDS.find(([p]) => path.endsWith(p));
    if (own) expect(card.pathname).toBe(`/og/${locale}/${own[1]}`);
    else if (path.includes('/festivals/')) expect(card.pathname).toMatch(/\/varanasi\/2026\.png$/);
    else if (path.includes('/varanasi')) expect(card.pathname).toMatch(/\/varanasi\/2026-03-19\.png$/);

    const res = await fetch(url(card.pathname + card.search));
    expect({ status: res.status, type: res.headers.get('content-type') }).toEqual({ status: 200, type: 'image/png' });
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
  });
});

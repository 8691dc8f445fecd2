import { SHUBH_KINDS } from '@/engine';
import { FEATURED_CITY_SLUGS } from '@/lib/cities/popular';
import { getCityBySlug } from '@/lib/cities';
import {
  childSitemapUrl,
  monthsFrom,
  MONTHLY_FESTIVAL_CITIES,
  SITEMAP_IDS,
  SITEMAP_INDEX_URL,
  sitemapIndexXml,
  sitemapPages,
  sitemapUrls,
  urlsetXml,
  type SitemapFacts,
  type SitemapPage,
} from '@/lib/seo/sitemap';
import { sitemapFacts } from '@/lib/seo/sitemap-facts';
import { SITE_URL } from '@/lib/site';
import { TOOL_KEYS } from '@/lib/tools';
import { PAGE_TYPES } from '@/lib/urls';
import { readSitemapIndex, readUrlset } from '../../helpers/sitemap-xml';

const facts: SitemapFacts = {
  today: '2026-11-23',
  eclipses: [
    { year: 2026, ids: ['solar-2026-02-17', 'lunar-2026-03-03'] },
    { year: 2027, ids: ['solar-2027-08-02'] },
  ],
  festivals: [
    { year: 2026, slugs: ['diwali', 'holi'] },
    { year: 2027, slugs: ['diwali'] },
  ],
  articles: [
    { paths: { en: '/blog/what-is-a-panchang', hi: '/blog/panchang-kya-hai' }, date: '2026-11-20' },
    { paths: { en: '/blog/tithi', hi: '/blog/tithi' }, date: '2026-11-21' },
  ],
  categories: ['panchang-basics', 'muhurat'],
};

const byPath = (pages: SitemapPage[]) => new Map(pages.map((p) => [p.path, p]));

describe('sitemap pages', () => {
  it('lists the regional calendars: the index, each region\'s current month and the months begun this year (issue 31)', () => {
    const regionalMonths = [
      { region: 'tamil', year: 1947, month: 'thai' },
      { region: 'tamil', year: 1948, month: 'margazhi' },
    ];
    const paths = byPath(sitemapPages('tools', { ...facts, regionalMonths }));
    expect(paths.get('/regional')).toMatchObject({ priority: 0.7 });
    expect(paths.get('/regional/tamil')).toMatchObject({ changeFrequency: 'weekly' });
    expect(paths.get('/regional/tamil/1947/thai')).toMatchObject({ changeFrequency: 'monthly', priority: 0.6 });
    expect(paths.has('/regional/tamil/1948/margazhi')).toBe(true);
  });

  it('computes the twelve months of each region begun in the current year, at New Delhi', async () => {
    const { regionalMonths } = await sitemapFacts('tools', new Date('2026-06-01T12:00:00Z'));
    expect(regionalMonths).toHaveLength(48);
    const of = (region: string) => regionalMonths!.filter((m) => m.region === region).map((m) => `${m.year}/${m.month}`);
    // Thai begins mid-January, Margazhi mid-December; the Tamil year turns at Chithirai (April).
    expect(of('tamil')).toEqual(['1947/thai', '1947/masi', '1947/panguni', ...['chithirai', 'vaikasi', 'aani', 'aadi', 'avani', 'purattasi', 'aippasi', 'karthigai', 'margazhi'].map((m) => `1948/${m}`)]);
    // The Kollam year turns at Chingam (August).
    expect(of('malayalam')[0]).toBe('1201/makaram');
    expect(of('malayalam')[7]).toBe('1202/chingam');
  });

  it('lists home daily at 1.0 and the static pages (the FAQ among them), legal ones monthly at 0.3', () => {
    const pages = byPath(sitemapPages('pages', facts));
    expect(pages.get('/')).toEqual({ path: '/', changeFrequency: 'daily', priority: 1 });
    for (const p of ['/privacy', '/terms']) expect(pages.get(p)).toMatchObject({ changeFrequency: 'monthly', priority: 0.3 });
    for (const p of ['/about', '/widgets', '/sitemap']) expect(pages.get(p)?.changeFrequency).toBe('weekly');
    expect(pages.get('/faq')).toEqual({ path: '/faq', changeFrequency: 'monthly', priority: 0.5 });
    // /stats is the visitors' counts, marked noindex: not offered to search engines.
    expect(pages.has('/stats')).toBe(false);
    // The anniversary calculator is one page for everyone: listed once, not per city.
    expect(pages.get('/tools/tithi-anniversary')).toEqual({ path: '/tools/tithi-anniversary', changeFrequency: 'monthly', priority: 0.6 });
    expect(pages.size).toBe(8);
  });

  it('lists every tool and its page at each of the ten featured cities; day pages daily', () => {
    const pages = sitemapPages('tools', facts).filter((p) => !/^\/grahas\/[a-z]+\/\d{4}/.test(p.path));
    const paths = byPath(pages);
    const tools = TOOL_KEYS.filter((k) => k !== 'home' && PAGE_TYPES[k].prefix[0] !== 'festivals');
    // The Shubh Muhurat hub lists its kinds' year pages instead of its city pages, and the regional calendars
    // add their index (their months are the facts', none here).
    const hubs = ['panchang', 'muhurat', 'astrology', 'shubhMuhurat'];
    expect(pages).toHaveLength(tools.length + (tools.length - hubs.length) * 10 + SHUBH_KINDS.length * 2 + 1);
    expect(paths.get('/grahas/varanasi')).toMatchObject({ changeFrequency: 'daily', priority: 0.8 });
    expect(paths.get('/panchang/today')).toMatchObject({ changeFrequency: 'daily', priority: 0.9 });
    expect(paths.get('/panchang/today/varanasi')).toMatchObject({ changeFrequency: 'daily', priority: 0.8 });
    expect(paths.get('/muhurat/choghadiya/indore')).toMatchObject({ changeFrequency: 'daily' });
    expect(paths.get('/muhurat/gowri-panchangam/indore')).toMatchObject({ changeFrequency: 'daily', priority: 0.8 });
    expect(paths.get('/muhurat/do-ghati')).toMatchObject({ changeFrequency: 'daily', priority: 0.9 });
    expect(paths.get('/panchang/monthly/mumbai')).toMatchObject({ changeFrequency: 'weekly', priority: 0.7 });
    // A hub's highlights are its tools' pages, listed there: /panchang/varanasi is not listed.
    expect(paths.has('/panchang/varanasi')).toBe(false);
    expect(paths.has('/panchang')).toBe(true);
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
  });

  it('lists each Shubh Muhurat kind’s year page for the current and the next year', () => {
    const paths = byPath(sitemapPages('tools', facts));
    const year = Number(facts.today.slice(0, 4));
    for (const kind of SHUBH_KINDS) {
      for (const y of [year, year + 1]) expect(paths.get(`/muhurat/shubh/${kind}/${y}`)).toMatchObject({ changeFrequency: 'weekly', priority: 0.7 });
    }
    expect(paths.get('/muhurat/shubh')).toMatchObject({ changeFrequency: 'daily' });
    expect(paths.has('/muhurat/shubh/varanasi')).toBe(false);
  });

  it('lists each planet’s year and the major transits of the current and the next year', async () => {
    const years = sitemapPages('tools', facts).filter((p) => /^\/grahas\/[a-z]+\/\d{4}$/.test(p.path));
    expect(years).toHaveLength(18);
    expect(years.map((p) => p.path)).toEqual(expect.arrayContaining(['/grahas/saturn/2026', '/grahas/ketu/2027', '/grahas/moon/2026']));
    // The facts of 2025 and 2026 as the route gathers them: Saturn into Meena on 2025-03-29, Rahu into Makara in December 2026.
    const live = await sitemapFacts('tools', new Date('2025-06-01T00:00:00Z'));
    const transits = sitemapPages('tools', live)
      .map((p) => p.path)
      .filter((p) => /^\/grahas\/[a-z]+\/\d{4}\/[a-z]+$/.test(p));
    expect(transits).toEqual(expect.arrayContaining(['/grahas/saturn/2025/meena', '/grahas/jupiter/2025/mithuna', '/grahas/rahu/2025/kumbha', '/grahas/ketu/2025/simha', '/grahas/rahu/2026/makara']));
    expect(transits.filter((p) => p.startsWith('/grahas/saturn/'))).toEqual(['/grahas/saturn/2025/meena']);
  });

  it('uses the seed cities, which all resolve, the first five for festival months', () => {
    expect(FEATURED_CITY_SLUGS).toHaveLength(10);
    for (const slug of FEATURED_CITY_SLUGS) expect([slug, getCityBySlug(slug)?.slug]).toEqual([slug, slug]);
    expect(MONTHLY_FESTIVAL_CITIES).toEqual(['varanasi', 'haridwar', 'mathura', 'ayodhya', 'mumbai']);
  });

  it('lists the festival section: lists, grahan and pitru paksha with their city pages, each eclipse of both years', () => {
    const paths = byPath(sitemapPages('festivals', facts));
    for (const p of ['/festivals', '/festivals/ekadashi', '/festivals/purnima', '/festivals/amavasya', '/festivals/pradosh', '/festivals/sankranti']) expect(paths.has(p)).toBe(true);
    expect(paths.get('/festivals/grahan')).toMatchObject({ changeFrequency: 'weekly', priority: 0.7 });
    expect(paths.get('/festivals/pitru-paksha/haridwar')).toMatchObject({ changeFrequency: 'weekly', priority: 0.6 });
    expect(paths.has('/festivals/grahan/2026/lunar-2026-03-03')).toBe(true);
    expect(paths.has('/festivals/grahan/2027/solar-2027-08-02')).toBe(true);
  });

  it('lists the month calendar, the five year lists and the months of the first five cities from this month on', () => {
    const pages = sitemapPages('festivals', facts);
    const paths = byPath(pages);
    expect(paths.get('/festivals')).toMatchObject({ changeFrequency: 'weekly', priority: 0.9 });
    for (const t of ['ekadashi', 'purnima', 'amavasya', 'pradosh', 'sankranti']) expect(paths.get(`/festivals/${t}`)?.priority).toBe(0.8);
    const months = pages.filter((p) => /^\/festivals\/\d{4}\/[a-z]+\/[a-z-]+$/.test(p.path));
    expect(months).toHaveLength(13 * 5);
    for (const p of ['/festivals/2026/november/varanasi', '/festivals/2027/january/haridwar', '/festivals/2027/november/mumbai']) expect(paths.has(p)).toBe(true);
    expect(paths.has('/festivals/2026/october/varanasi')).toBe(false);
    expect(paths.has('/festivals/2026/november/new-delhi')).toBe(false);
  });

  it('lists the print sheets of the current year, at the default city and the five cities of the months', () => {
    const pages = sitemapPages('festivals', facts);
    const sheets = pages.filter((p) => p.path.startsWith('/print/'));
    expect(sheets).toHaveLength(2 * 6);
    for (const p of ['/print/ekadashi/2026', '/print/vrats/2026', '/print/ekadashi/2026/varanasi', '/print/vrats/2026/mumbai']) expect(byPath(pages).has(p)).toBe(true);
    expect(sheets.some((p) => p.path.includes('2027'))).toBe(false);
  });

  it('lists each event page for the years it occurs in', () => {
    const paths = byPath(sitemapPages('festivals', facts));
    for (const p of ['/festivals/festival/diwali-2026', '/festivals/festival/holi-2026', '/festivals/festival/diwali-2027']) {
      expect(paths.get(p)).toMatchObject({ changeFrequency: 'weekly', priority: 0.7 });
    }
    expect(paths.has('/festivals/festival/holi-2027')).toBe(false);
  });

  it('takes the current month and the next twelve', () => {
    const months = monthsFrom('2026-11-23');
    expect(months).toHaveLength(13);
    expect(months[0]).toEqual([2026, 11]);
    expect(months[2]).toEqual([2027, 1]);
    expect(months[12]).toEqual([2027, 11]);
  });

  it('lists the Knowledge Hub: index, categories, articles with their date and slug per language', () => {
    const pages = sitemapPages('articles', facts);
    expect(pages.map((p) => p.path)).toEqual(['/blog', '/blog/category/panchang-basics', '/blog/category/muhurat', '/blog/what-is-a-panchang', '/blog/tithi']);
    expect(pages[3]).toMatchObject({ lastModified: '2026-11-20', paths: { hi: '/blog/panchang-kya-hai' } });
  });
});

describe('sitemap URLs', () => {
  it('lists each page in both languages with en, hi and x-default alternates', () => {
    const urls = sitemapUrls([{ path: '/about', changeFrequency: 'weekly', priority: 0.5 }]);
    const alternates = { en: `${SITE_URL}/about`, hi: `${SITE_URL}/hi/about`, 'x-default': `${SITE_URL}/about` };
    expect(urls).toEqual([
      { loc: `${SITE_URL}/about`, alternates, changefreq: 'weekly', priority: 0.5 },
      { loc: `${SITE_URL}/hi/about`, alternates, changefreq: 'weekly', priority: 0.5 },
    ]);
    const home = sitemapUrls([{ path: '/', changeFrequency: 'daily', priority: 1 }]);
    expect(home.map((u) => u.loc)).toEqual([`${SITE_URL}/`, `${SITE_URL}/hi`]);
  });

  it('gives an article its own slug in each language', () => {
    const [en, hi] = sitemapUrls(sitemapPages('articles', facts).slice(3, 4));
    expect(en.loc).toBe(`${SITE_URL}/blog/what-is-a-panchang`);
    expect(hi.loc).toBe(`${SITE_URL}/hi/blog/panchang-kya-hai`);
    expect(hi.alternates).toEqual({ en: en.loc, hi: hi.loc, 'x-default': en.loc });
    expect(hi.lastmod).toBe('2026-11-20');
  });
});

describe('sitemap XML', () => {
  it('writes a valid urlset that reads back to the same URLs', () => {
    const urls = sitemapUrls(SITEMAP_IDS.flatMap((id) => sitemapPages(id, facts)));
    const read = readUrlset(urlsetXml(urls));
    expect(read).toEqual(urls.map((u) => ({ loc: u.loc, alternates: u.alternates, changefreq: u.changefreq, priority: u.priority, ...(u.lastmod ? { lastmod: u.lastmod } : {}) })));
  });

  it('escapes XML special characters', () => {
    const xml = urlsetXml([{ loc: 'https://x.test/a?b=1&c=<2>', alternates: {}, changefreq: 'weekly', priority: 0.5 }]);
    expect(xml).toContain('<loc>https://x.test/a?b=1&amp;c=&lt;2&gt;</loc>');
    expect(readUrlset(xml)[0].loc).toBe('https://x.test/a?b=1&c=<2>');
  });

  it('writes a valid index of the child sitemaps', () => {
    const xml = sitemapIndexXml(SITEMAP_IDS.map((id) => ({ loc: childSitemapUrl(id) })));
    expect(readSitemapIndex(xml)).toEqual(SITEMAP_IDS.map((id) => `${SITE_URL}/sitemap/${id}.xml`));
    expect(SITEMAP_INDEX_URL).toBe(`${SITE_URL}/sitemap.xml`);
  });

  it('refuses what a crawler would refuse', () => {
    expect(() => readUrlset('<urlset><url><loc>x</loc></url>')).toThrow(/well formed/);
    expect(() => readUrlset('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><priority>2</priority><loc>https://a.test/</loc></url></urlset>')).toThrow(/priority/);
    expect(() => readUrlset('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url></url></urlset>')).toThrow(/loc/);
    expect(() => readSitemapIndex('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>')).toThrow(/sitemapindex/);
  });
});

describe('sitemap facts', () => {
  it('reads the eclipses and festivals of this year and the next at the default city', async () => {
    const f = await sitemapFacts('festivals', new Date('2026-11-23T12:00:00Z'));
    expect(f.today).toBe('2026-11-23');
    expect(f.eclipses.map((e) => e.year)).toEqual([2026, 2027]);
    // NASA's canon: the total solar eclipse of 2027-08-02.
    expect(f.eclipses[1].ids).toContain('solar-2027-08-02');
    expect(f.festivals[0].slugs).toContain('diwali');
  });

  it('reads every article of the Knowledge Hub with its paths in both languages', async () => {
    const f = await sitemapFacts('articles');
    expect(f.articles.length).toBeGreaterThanOrEqual(12);
    for (const a of f.articles) expect(a.paths.en.startsWith('/blog/') && a.paths.hi.startsWith('/blog/')).toBe(true);
    expect(f.categories.length).toBeGreaterThan(0);
  });
});

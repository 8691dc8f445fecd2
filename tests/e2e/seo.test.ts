/**
 * What crawlers read: robots.txt, the sitemap index and its sitemaps (valid,
 * and every URL they list answers 200), and each page type's metadata and
 * JSON-LD.
 */
import { readSitemapIndex, readUrlset, type ParsedUrl } from '../helpers/sitemap-xml';
import { ldBlocks, ldProblems } from '../helpers/json-ld';
import { fetchManual } from './helpers/browser';

/** The path and query of a sitemap URL: the sitemap names the public origin, the test server is elsewhere. */
const pathOf = (loc: string) => {
  const u = new URL(loc);
  return `${u.pathname}${u.search}`;
};

async function text(path: string): Promise<{ status: number; type: string | null; body: string }> {
  const r = await fetchManual(path);
  return { status: r.status, type: r.headers.get('content-type'), body: await r.text() };
}

describe('robots.txt', () => {
  it('allows the crawlers, keeps them off /api, /_next and /static, and names the sitemap index', async () => {
    const r = await text('/robots.txt');
    expect([r.status, r.type]).toEqual([200, 'text/plain']);
    const lines = r.body.split('\n');
    for (const agent of ['Googlebot', 'Bingbot', 'DuckDuckBot', 'Yandex', 'Baiduspider', 'Applebot', '*']) expect(lines).toContain(`User-Agent: ${agent}`);
    for (const l of ['Allow: /', 'Disallow: /api/', 'Disallow: /_next/', 'Disallow: /static/', 'Crawl-delay: 1']) expect(lines).toContain(l);
    const sitemap = lines.find((l) => l.startsWith('Sitemap: '));
    expect(sitemap).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/);
  });
});

describe('the sitemap', () => {
  const urls: ParsedUrl[] = [];

  beforeAll(async () => {
    const index = await text('/sitemap.xml');
    expect([index.status, index.type]).toEqual([200, 'application/xml; charset=utf-8']);
    const children = readSitemapIndex(index.body);
    expect(children.map(pathOf)).toEqual(['/sitemap/pages.xml', '/sitemap/tools.xml', '/sitemap/festivals.xml', '/sitemap/articles.xml']);
    for (const child of children) {
      const r = await text(pathOf(child));
      expect([child, r.status]).toEqual([child, 200]);
      urls.push(...readUrlset(r.body));
    }
  }, 120_000);

  it('lists every page in both languages, each with en, hi and x-default alternates that are listed too', () => {
    const locs = new Set(urls.map((u) => u.loc));
    expect(locs.size).toBe(urls.length);
    const missing = urls.flatMap((u) => {
      const keys = Object.keys(u.alternates).sort();
      if (keys.join() !== 'en,hi,x-default') return [`${u.loc}: alternates ${keys.join()}`];
      return Object.values(u.alternates).filter((a) => !locs.has(a)).map((a) => `${u.loc}: alternate ${a} not listed`);
    });
    expect(missing).toEqual([]);
    const en = urls.filter((u) => u.loc === u.alternates.en).length;
    expect(urls.length).toBe(2 * en);
  });

  it('gives home daily at 1.0, legal pages monthly at 0.3', () => {
    const at = (path: string) => urls.find((u) => pathOf(u.loc) === path);
    expect(at('/')).toMatchObject({ changefreq: 'daily', priority: 1 });
    expect(at('/hi')).toMatchObject({ changefreq: 'daily', priority: 1 });
    expect(at('/hi/terms')).toMatchObject({ changefreq: 'monthly', priority: 0.3 });
    expect(at('/panchang/today/varanasi')).toMatchObject({ changefreq: 'daily' });
  });

  it('lists only pages that answer 200, each by its path alone', async () => {
    const paths = urls.map((u) => pathOf(u.loc));
    expect(paths.filter((p) => p.includes('?'))).toEqual([]);
    const failures: string[] = [];
    let next = 0;
    // A few requests at a time: the server shares two cores with the browser tests.
    const worker = async () => {
      while (next < paths.length) {
        const path = paths[next++];
        const r = await fetchManual(path);
        await r.arrayBuffer();
        if (r.status !== 200) failures.push(`${r.status} ${path}`);
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    expect(failures).toEqual([]);
    expect(paths.length).toBeGreaterThan(300);
  }, 900_000);
});

describe('structured data and metadata of each page type', () => {
  const PAGES: [string, string[]][] = [
    ['/', ['WebSite']],
    ['/hi', ['WebSite']],
    ['/faq', ['BreadcrumbList', 'FAQPage']],
    ['/hi/faq', ['BreadcrumbList', 'FAQPage']],
    ['/panchang/today/varanasi', ['BreadcrumbList']],
    ['/hi/muhurat/choghadiya', ['BreadcrumbList']],
    ['/panchang/monthly', ['BreadcrumbList']],
    ['/festivals/grahan', ['BreadcrumbList']],
    ['/festivals/festival/diwali-2026', ['BreadcrumbList', 'Event']],
    ['/hi/festivals/ekadashi/nirjala-2027/varanasi', ['BreadcrumbList', 'Event']],
    ['/festivals/pitru-paksha/varanasi', ['BreadcrumbList']],
    ['/blog', ['BreadcrumbList']],
    ['/blog/category/muhurat', ['BreadcrumbList']],
    ['/blog/what-is-a-panchang', ['BreadcrumbList', 'Article']],
    ['/about', ['BreadcrumbList']],
    ['/hi/privacy', ['BreadcrumbList']],
    ['/sitemap', ['BreadcrumbList']],
    ['/hi/sitemap', ['BreadcrumbList']],
    ['/search?q=diwali', ['BreadcrumbList']],
  ];

  it.each(PAGES)('%s carries valid JSON-LD of its types', async (path, types) => {
    const r = await text(path);
    expect(r.status).toBe(200);
    const blocks = ldBlocks(r.body);
    expect(blocks.map((b) => b['@type']).sort()).toEqual([...types].sort());
    expect(blocks.flatMap(ldProblems)).toEqual([]);
  });

  it.each(['/', '/panchang/today/varanasi', '/hi/blog/panchang-kya-hai', '/sitemap'])('%s has canonical, keywords, Open Graph and Twitter tags', async (path) => {
    const { body } = await text(path);
    const meta = (attr: string, name: string) => new RegExp(`<meta ${attr}="${name}" content="([^"]+)"`).exec(body)?.[1];
    expect(/<link rel="canonical" href="https?:\/\/[^"]+"/.test(body)).toBe(true);
    for (const lang of ['en', 'hi', 'x-default']) expect(body).toContain(`hrefLang="${lang}"`);
    expect(meta('name', 'keywords')).toBeTruthy();
    for (const p of ['og:title', 'og:description', 'og:url', 'og:locale', 'og:site_name']) expect([p, Boolean(meta('property', p))]).toEqual([p, true]);
    for (const n of ['twitter:card', 'twitter:title', 'twitter:description']) expect([n, Boolean(meta('name', n))]).toEqual([n, true]);
  });
});

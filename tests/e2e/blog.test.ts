/**
 * The Knowledge Hub in Chromium and over HTTP: the list, every article and
 * every category answer 200 in both languages with their text in the server
 * HTML, metadata and JSON-LD, 404 for unknown slugs, the language switch
 * across per-language slugs, and every link inside the articles leading to a
 * page that answers 200.
 */
import { DESKTOP, MOBILE, fetchManual, openPage, setupBrowser, url } from './helpers/browser';

const browser = setupBrowser();
const LOCALES = ['en', 'hi'] as const;
type L = (typeof LOCALES)[number];
const prefix = (l: L) => (l === 'hi' ? '/hi' : '');
const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

interface Listed {
  id: string;
  href: string;
  title: string;
}

/** The articles as the list page shows them (black box: no access to the content files). */
async function listed(locale: L): Promise<Listed[]> {
  const html = await (await fetchManual(`${prefix(locale)}/blog`)).text();
  return [...html.matchAll(/data-testid="article-card" data-article="([^"]+)".*?<h2[^>]*><a[^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/gs)].map((m) => ({
    id: m[1],
    href: m[2],
    title: unescape(m[3]),
  }));
}

/** Category chips: key, href and the count shown. */
async function categories(locale: L): Promise<{ key: string; href: string; count: number }[]> {
  const page = await (await fetchManual(`${prefix(locale)}/blog`)).text();
  // The chips above the list (the sidebar repeats them).
  const start = page.indexOf('data-testid="category-nav"');
  const html = page.slice(start, page.indexOf('</ul>', start));
  return [...html.matchAll(/<a ([^>]*data-category="[^"]+"[^>]*)>.*?data-count="(\d+)"/gs)].map((m) => ({
    href: m[1].match(/href="([^"]+)"/)![1],
    key: m[1].match(/data-category="([^"]+)"/)![1],
    count: Number(m[2]),
  }));
}

describe('Knowledge Hub', () => {
  it.each(LOCALES)('lists at least twelve articles and the counted categories (%s)', async (locale) => {
    const res = await fetchManual(`${prefix(locale)}/blog`);
    expect(res.status).toBe(200);
    const articles = await listed(locale);
    expect(articles.length).toBeGreaterThanOrEqual(12);
    const cats = await categories(locale);
    expect(cats.length).toBeGreaterThanOrEqual(4);
    expect(cats.reduce((s, c) => s + c.count, 0)).toBe(articles.length);
  });

  it.each(LOCALES)('serves every article with its text and hreflang to the same article in the other language (%s)', async (locale) => {
    const other: L = locale === 'en' ? 'hi' : 'en';
    for (const a of await listed(locale)) {
      const res = await fetchManual(a.href);
      expect({ href: a.href, status: res.status }).toEqual({ href: a.href, status: 200 });
      const html = await res.text();
      expect(unescape(html.match(/<h1[^>]*>([^<]*)<\/h1>/)![1])).toBe(a.title);
      expect(html).toContain(`data-article="${a.id}"`);
      const alt = html.match(new RegExp(`rel="alternate" hreflang="${other}" href="([^"]+)"`, 'i'))![1];
      const path = new URL(alt).pathname;
      const twin = await fetchManual(path);
      expect({ path, status: twin.status }).toEqual({ path, status: 200 });
      expect(await twin.text()).toContain(`data-article="${a.id}"`);
    }
  });

  it.each(LOCALES)('serves every category page with as many articles as its count (%s)', async (locale) => {
    for (const c of await categories(locale)) {
      const res = await fetchManual(c.href);
      expect(res.status).toBe(200);
      expect((await res.text()).match(/data-testid="article-card"/g)).toHaveLength(c.count);
    }
  });

  it('answers 404 for unknown articles and categories, and sends a slug of the other language on', async () => {
    for (const path of ['/blog/no-such-article', '/hi/blog/no-such-article', '/blog/category/gossip', '/hi/blog/category/gossip', '/blog/category']) {
      expect({ path, status: (await fetchManual(path)).status }).toEqual({ path, status: 404 });
    }
    const res = await fetchManual('/hi/blog/tithi');
    expect(res.status).toBe(308);
    expect(new URL(res.headers.get('location')!, url('/')).pathname).toBe('/hi/blog/tithi-kya-hai');
  });

  // Fetches every distinct page the articles link to (tool pages compute a Panchang each).
  it('links only to pages that exist', async () => {
    const seen = new Set<string>();
    for (const locale of LOCALES) {
      for (const a of await listed(locale)) {
        const html = await (await fetchManual(a.href)).text();
        const body = html.slice(html.indexOf('class="article-body"'), html.indexOf('data-testid="article-pager"'));
        for (const m of body.matchAll(/<a href="([^"]*)"/g)) seen.add(unescape(m[1]));
      }
    }
    expect(seen.size).toBeGreaterThan(20);
    for (const href of seen) expect({ href, status: (await fetchManual(href)).status }).toEqual({ href, status: 200 });
  }, 240_000);

  it('shows an article with breadcrumbs, reading time, previous/next and Article JSON-LD', async () => {
    const { page, response, errors } = await openPage(browser(), '/blog/choghadiya', { viewport: DESKTOP, collectErrors: true });
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Choghadiya: reading the day in eight parts · Vedic Calendar');
    expect(await page.getAttribute('meta[property="og:type"]', 'content')).toBe('article');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    // The steps in order (the separator between them is drawn by CSS, not read aloud), the article last.
    expect(await crumbs.locator('li').allTextContents()).toEqual(['Home', 'Knowledge Hub', 'Muhurat and timings', 'Choghadiya: reading the day in eight parts']);
    const lds = await page.locator('script[type="application/ld+json"]').allTextContents();
    const article = lds.map((t) => JSON.parse(t)).find((d) => d['@type'] === 'Article');
    expect(article).toMatchObject({ headline: 'Choghadiya: reading the day in eight parts', inLanguage: 'en', articleSection: 'Muhurat and timings' });
    expect(await page.textContent('[data-testid="reading-time"]')).toMatch(/^\d+ min read$/);
    expect(await page.textContent('[data-testid="previous-article"]')).toContain('Rahu Kaal, Yamaganda and Gulika');
    await page.getByTestId('next-article').click();
    await page.waitForURL('**/blog/hora');
    expect(await page.textContent('h1')).toBe('Hora: the planetary hours, and where the weekdays come from');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('switches language to the same article at its Hindi slug', async () => {
    const { page } = await openPage(browser(), '/blog/sankranti');
    await page.getByRole('link', { name: 'हिंदी में पढ़ें (Read in Hindi)' }).click();
    await page.waitForURL('**/hi/blog/sankranti-kya-hai');
    expect(await page.textContent('h1')).toBe('संक्रांति: जब सूर्य राशि बदलता है');
    await page.context().close();
  });

  it('is reached from the mobile drawer', async () => {
    const { page } = await openPage(browser(), '/hi', { viewport: MOBILE });
    await page.getByRole('button', { name: 'मेनू खोलें' }).click();
    await page.waitForSelector('#mobile-drawer[data-state="open"]');
    await page.locator('#mobile-drawer').getByRole('link', { name: 'ज्ञान केंद्र' }).click();
    await page.waitForURL('**/hi/blog');
    expect(await page.textContent('h1')).toBe('ज्ञान केंद्र');
    await page.context().close();
  });
});

/**
 * The site search in the browser: the header's box (desktop) and the
 * drawer's (phone) lead to the results, which name the festival and the
 * city in the page's language; the empty, no-result and too-long states; noindex.
 */
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, openPage, setupBrowser } from './helpers/browser';

const browser = setupBrowser();

const group = (page: Page, kind: string) => page.locator(`[data-testid="search-group-${kind}"] [data-testid="search-hit"]`);

async function firstHit(page: Page, kind: string): Promise<{ text: string; href: string }> {
  const hit = group(page, kind).first();
  return { text: (await hit.textContent()) ?? '', href: (await hit.getAttribute('href')) ?? '' };
}

describe('search results', () => {
  it.each([
    ['/search?q=diwali', 'Diwali (Lakshmi Puja)'],
    ['/search?q=%E0%A4%A6%E0%A5%80%E0%A4%AA%E0%A4%BE%E0%A4%B5%E0%A4%B2%E0%A5%80', 'Diwali (Lakshmi Puja)'], // दीपावली
    ['/search?q=deepavali', 'Diwali (Lakshmi Puja)'],
    ['/hi/search?q=diwali', 'दीवाली (लक्ष्मी पूजा)'],
    ['/hi/search?q=दीपावली', 'दीवाली (लक्ष्मी पूजा)'],
  ])('%s finds Diwali, named in the page language, leading to a page that exists', async (path, name) => {
    const { page, response } = await openPage(browser(), path);
    expect(response?.status()).toBe(200);
    const hit = await firstHit(page, 'festivals');
    expect(hit.text).toBe(name);
    const target = await page.request.get(hit.href, { maxRedirects: 0 });
    expect([hit.href, target.status()]).toEqual([hit.href, 200]);
    await page.context().close();
  });

  it.each([
    ['/search?q=banaras', 'Varanasi', '/panchang/today/varanasi'],
    ['/hi/search?q=banaras', 'वाराणसी', '/hi/panchang/today/varanasi'],
    ['/hi/search?q=वाराणसी', 'वाराणसी', '/hi/panchang/today/varanasi'],
  ])('%s finds Varanasi, leading to its Panchang', async (path, name, href) => {
    const { page } = await openPage(browser(), path);
    expect(await firstHit(page, 'cities')).toEqual({ text: name, href });
    await page.context().close();
  });

  it('groups results by kind with headings in the page language', async () => {
    const { page } = await openPage(browser(), '/hi/search?q=ekadashi');
    expect(await page.locator('[data-testid="search-results"] h2').allTextContents()).toContain('त्योहार');
    expect(await group(page, 'festivals').count()).toBeGreaterThan(1);
    await page.context().close();
  });

  it('is not indexed', async () => {
    const { page } = await openPage(browser(), '/search?q=holi');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    await page.context().close();
  });

  it('offers suggestions without a query, says when nothing matches, refuses an over-long query', async () => {
    const { page } = await openPage(browser(), '/search');
    await page.locator('[data-testid="search-suggestions"] a').first().click();
    await page.waitForURL(/\/search\?q=Diwali$/);
    expect((await firstHit(page, 'festivals')).text).toBe('Diwali (Lakshmi Puja)');
    await page.goto('/search?q=qqxxzz');
    expect(await page.getByTestId('search-none').textContent()).toContain('Nothing found for “qqxxzz”');
    await page.goto(`/search?q=${'a'.repeat(101)}`);
    expect(await page.getByTestId('search-error').textContent()).toBe('Please search with at most 100 characters.');
    await page.context().close();
  });
});

describe('the search box', () => {
  it('in the desktop header submits to the results without JavaScript', async () => {
    const context = await browser().newContext({ viewport: DESKTOP, javaScriptEnabled: false, baseURL: process.env.BASE_URL ?? 'http://localhost:3000' });
    const page = await context.newPage();
    await page.goto('/about');
    const box = page.locator('#header-search');
    await box.fill('banaras');
    await box.press('Enter');
    await page.waitForURL(/\/search\?q=banaras$/);
    expect((await firstHit(page, 'cities')).text).toBe('Varanasi');
    await context.close();
  });

  it('in the phone drawer searches in the page language', async () => {
    const { page } = await openPage(browser(), '/hi/about', { viewport: MOBILE });
    expect(await page.locator('#header-search').isVisible()).toBe(false);
    await page.getByTestId('menu-button').click();
    const box = page.locator('#drawer-search');
    await box.fill('होली');
    await box.press('Enter');
    await page.waitForURL(/\/hi\/search\?q=/);
    expect((await firstHit(page, 'festivals')).text).toBe('होली');
    await page.context().close();
  });
});

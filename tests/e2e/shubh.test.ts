/**
 * The Shubh Muhurat pages in Chromium: the hub of the kinds, a kind's year
 * in both languages (New Delhi's Vivah dates of 2026, the engine's values of
 * tests/engine/muhurat/shubh.test.ts: 11 March 11:14 PM – 3:36 AM, the
 * Kharmas gap from 15 March), one date's windows and checks, the calendar
 * feed the year page links (it answers), the article's link, and 404s.
 */
import { SHUBH_KINDS } from '@/engine';
import { shubhFeedUrl, subscribeLinks } from '@/lib/festivals/feed-url';
import { fetchManual, openPage, setupBrowser, url } from './helpers/browser';

const browser = setupBrowser();

describe('the hub', () => {
  it('lists every kind at the city with its next dates, each leading to its year', async () => {
    const { page, response, errors } = await openPage(browser(), '/muhurat/shubh/new-delhi', { collectErrors: true });
    expect(response?.status()).toBe(200);
    expect(await page.textContent('h1')).toBe('Shubh Muhurat in New Delhi');
    const kinds = page.locator('[data-testid="shubh-kinds"] > li');
    expect(await kinds.evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')))).toEqual(SHUBH_KINDS);
    const year = new Date().getFullYear();
    expect(await page.getAttribute('[data-kind="vivah"] [data-testid="shubh-kind-link"]', 'href')).toBe(`/muhurat/shubh/vivah/${year}/new-delhi`);
    expect(await page.textContent('[data-testid="city-picker-value"]')).toBe('New Delhi');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('a kind’s year', () => {
  it('shows the dates in month sections with their windows and grade, and every gap with its reasons', async () => {
    const { page, response } = await openPage(browser(), '/muhurat/shubh/vivah/2026/new-delhi');
    expect(response?.status()).toBe(200);
    expect(await page.textContent('h1')).toBe('Vivah (marriage): shubh muhurat 2026 in New Delhi');
    expect(await page.locator('[data-testid="shubh-month"]').count()).toBe(12);
    const date = page.locator('[data-testid="shubh-date"][data-date="2026-03-11"]');
    expect(await date.locator('[data-testid="shubh-window"]').allTextContents()).toEqual(['11:14 PM – 3:36 AM, Mar 12']);
    expect(await date.textContent()).toContain('Excellent');
    expect(await date.locator('a').getAttribute('href')).toBe('/muhurat/shubh/vivah/2026-03-11/new-delhi');
    expect(await page.textContent('[data-testid="shubh-gap"][data-start="2026-03-15"]')).toContain('Mar 15, 2026 – Apr 14, 2026: Kharmas, Sun in Meena');
    expect(await page.textContent('[data-testid="city-picker-value"]')).toBe('New Delhi');
    expect(await page.getAttribute('[data-testid="shubh-article"]', 'href')).toBe('/blog/vivah-marriage-muhurat');
    // The calendar feed of the kind at the city: the link it shows answers.
    const links = subscribeLinks(shubhFeedUrl({ kind: 'vivah', city: 'new-delhi', locale: 'en' }));
    expect(await page.getAttribute('[data-testid="subscribe-webcal"]', 'href')).toBe(links.webcal);
    const feed = new URL(links.url);
    const ics = await fetch(url(feed.pathname + feed.search));
    expect([ics.status, ics.headers.get('content-type')?.startsWith('text/calendar')]).toEqual([200, true]);
    expect(await ics.text()).toContain('DTSTART;VALUE=DATE:20260311');
    await page.context().close();
  });

  it('shows the same in Hindi', async () => {
    const { page, response } = await openPage(browser(), '/hi/muhurat/shubh/vivah/2026/new-delhi');
    expect(response?.status()).toBe(200);
    expect(await page.textContent('h1')).toBe('विवाह: नई दिल्ली में शुभ मुहूर्त 2026');
    const date = page.locator('[data-testid="shubh-date"][data-date="2026-03-11"]');
    expect(await date.textContent()).toContain('उत्तम');
    expect(await date.textContent()).toContain('मूल');
    expect(await date.locator('a').getAttribute('href')).toBe('/hi/muhurat/shubh/vivah/2026-03-11/new-delhi');
    expect(await page.textContent('[data-testid="shubh-gap"][data-start="2026-03-15"]')).toContain('खरमास, सूर्य मीन में');
    await page.context().close();
  });
});

describe('one date', () => {
  it('shows the windows and every check with the value that decided it', async () => {
    const { page, response } = await openPage(browser(), '/muhurat/shubh/vivah/2026-03-11/new-delhi');
    expect(response?.status()).toBe(200);
    expect(await page.locator('[data-testid="shubh-windows"] [data-testid="shubh-window"]').allTextContents()).toEqual(['11:14 PM – 3:36 AM, Mar 12']);
    expect(await page.textContent('[data-testid="shubh-passed"]')).toContain('Nakshatra Mula: allowed');
    expect(await page.textContent('[data-testid="shubh-failed"]')).toContain('Lagna Tula: not allowed');
    expect(await page.getAttribute('[data-testid="shubh-year-link"]', 'href')).toBe('/muhurat/shubh/vivah/2026/new-delhi');
    expect(await page.getAttribute('[data-testid="next-day"]', 'href')).toBe('/muhurat/shubh/vivah/2026-03-12/new-delhi');
    await page.context().close();
  });

  it('says what ruled out a date without a muhurat', async () => {
    const { page, response } = await openPage(browser(), '/hi/muhurat/shubh/vivah/2026-03-20/new-delhi');
    expect(response?.status()).toBe(200);
    expect(await page.textContent('[data-testid="shubh-failed"]')).toContain('खरमास');
    await page.context().close();
  });
});

describe('links and bad paths', () => {
  it('the kind’s article links its year page', async () => {
    const html = await (await fetch(url('/blog/vivah-marriage-muhurat'))).text();
    expect(html).toContain('href="/muhurat/shubh/vivah/2026"');
  });

  it.each(['/muhurat/shubh/wedding/2026', '/muhurat/shubh/vivah/2026/no-such-city-anywhere', '/muhurat/shubh/vivah/2026-02-30/new-delhi'])('%s is the 404 page', async (path) => {
    expect((await fetchManual(path)).status).toBe(404);
  });
});

/**
 * The festival calendar and the year lists in Chromium, in both languages:
 * the engine's dates for New Delhi in the server-rendered page, checked
 * against the reference dates (Nirjala Ekadashi 2022, Smarta and Vaishnava),
 * the type filter as plain links, the Subscribe links, 404s for malformed
 * URLs, the phone layout, and a crawl of every link the header, footer and
 * home page show (none may answer 404).
 */
import { festivalYearIndex } from '@/engine';
import { feedLinks } from '@/lib/festivals/feed-url';
import { DRAWER_ONLY_LINKS, FOOTER_LINKS, NAV_GROUPS } from '@/lib/nav';
import reference from '../fixtures/reference/festivals-dev.json';
import { BASE_URL, MOBILE, fetchManual, openPage, setupBrowser, url } from './helpers/browser';

const browser = setupBrowser();
const DELHI = { lat: 28.63576, lon: 77.22445, tz: 'Asia/Kolkata' };
const record = (id: string) => (reference as { id: string; date: string }[]).find((r) => r.id === id)!;
// Nirjala Ekadashi 2022 as the reference prints it: Smarta fast and the Gauna (Vaishnava) fast a day later.
const NIRJALA = record('r0255').date;
const GAUNA_NIRJALA = record('r0256').date;

describe('festival month', () => {
  it('shows the month of a city with its events, server-rendered', async () => {
    const { page, response, errors } = await openPage(browser(), '/festivals/2022/june/new-delhi', { collectErrors: true });
    expect(response?.status()).toBe(200);
    expect(await page.textContent('h1')).toBe('June 2022 Festivals in New Delhi');
    const row = page.locator('[data-testid="festival-row"][data-slug="nirjala-ekadashi"]');
    expect(await row.getAttribute('data-date')).toBe(NIRJALA);
    expect(await row.textContent()).toContain('निर्जला एकादशी');
    // A day of the grid: named by what it shows (the day first), its full date and every event as its description.
    const day = page.locator(`[data-testid="festival-day"][data-date="${NIRJALA}"] a`);
    expect(await day.getAttribute('aria-label')).toBeNull();
    const described = await day.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${described}"]`).textContent()).toMatch(/^Friday, June 10, 2022; .*Nirjala Ekadashi/);
    expect(await page.textContent('[data-testid="city-picker-value"]')).toBe('New Delhi');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the same in Hindi', async () => {
    const { page, response } = await openPage(browser(), '/hi/festivals/2022/june/new-delhi', { viewport: MOBILE });
    expect(response?.status()).toBe(200);
    expect(await page.textContent('h1')).toBe('नई दिल्ली में जून 2022 के त्योहार');
    const row = page.locator('[data-testid="festival-row"][data-slug="nirjala-ekadashi"]');
    expect(await row.getAttribute('data-date')).toBe(NIRJALA);
    expect(await row.textContent()).toContain('निर्जला एकादशी');
    expect(await row.textContent()).toContain('Nirjala Ekadashi');
    // The page fits the phone; the list is one card per festival (visitor-ui.test.ts).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await page.context().close();
  });

  it('opens /festivals on this month and filters by type with plain links', async () => {
    const { page, response } = await openPage(browser(), '/festivals');
    expect(response?.status()).toBe(200);
    expect(await page.textContent('h1')).toBe('Festival Calendar for New Delhi');
    expect(await page.locator('[data-testid="festival-day"]').count()).toBeGreaterThanOrEqual(28);
    expect(await page.getAttribute('[data-filter="ekadashi"]', 'href')).toBe('/festivals/new-delhi/ekadashi');
    const webcal = await page.getAttribute('[data-testid="subscribe-webcal"]', 'href');
    expect(webcal).toBe(feedLinks({ city: 'new-delhi', locale: 'en' }).webcal);
    expect(await page.getAttribute('[data-testid="subscribe-google"]', 'href')).toBe(feedLinks({ city: 'new-delhi', locale: 'en' }).google);
    await page.context().close();

    const html = await (await fetch(url('/festivals/2022/june/new-delhi/ekadashi'))).text();
    const slugs = [...html.matchAll(/data-testid="festival-row"[^>]*data-slug="([^"]+)"/g)].map((m) => m[1]);
    expect(slugs).toContain('nirjala-ekadashi');
    expect(slugs.every((s) => s.endsWith('-ekadashi'))).toBe(true);
    expect(html).toContain(feedLinks({ city: 'new-delhi', types: ['ekadashi'], locale: 'en' }).webcal.replace(/&/g, '&amp;'));
  });

  it.each([
    '/festivals/abcd/march/new-delhi',
    '/festivals/1899/march/new-delhi',
    '/festivals/2101/march/new-delhi',
    '/festivals/2026/marchh/new-delhi',
    '/festivals/2026/march/no-such-city-anywhere',
    '/festivals/2026/march',
    '/festivals?type=diwali',
    '/festivals/new-delhi/diwali',
    '/hi/festivals/2026/13/varanasi',
    '/festivals/ekadashi?year=2101',
    '/festivals/purnima/no-such-city-anywhere',
    '/festivals/purnima/2026/no-such-city-anywhere',
  ])('answers 404 for %s', async (path) => {
    expect((await fetchManual(path)).status).toBe(404);
  });
});

describe('year lists', () => {
  it('lists the Ekadashis of 2022 with the computed count, the Vaishnava day and the parana', async () => {
    const { page, response } = await openPage(browser(), '/festivals/ekadashi/2022');
    expect(response?.status()).toBe(200);
    const events = festivalYearIndex({ year: 2022, ...DELHI }).events;
    const count = events.filter((e) => e.type === 'ekadashi' && !e.tradition).length;
    expect(await page.textContent('h1')).toBe(`${count} Ekadashis in 2022`);
    const row = page.locator('[data-testid="observance-row"][data-slug="nirjala-ekadashi"]');
    expect(await row.getAttribute('data-date')).toBe(NIRJALA);
    expect(await row.locator('[data-testid="other-day"]').getAttribute('data-date')).toBe(GAUNA_NIRJALA);
    expect(await row.locator('[data-fact="parana"]').count()).toBe(1);
    expect(await page.locator('[data-testid="observance-row"]').count()).toBe(count);
    await page.context().close();
  });

  it('lists the Sankrantis in Hindi with their punya kaal', async () => {
    const { page, response } = await openPage(browser(), '/hi/festivals/sankranti/2026/varanasi', { viewport: MOBILE });
    expect(response?.status()).toBe(200);
    expect(await page.textContent('h1')).toBe('2026 में 12 संक्रांतियाँ');
    const makar = page.locator('[data-testid="observance-row"][data-slug="makar-sankranti"]');
    expect(await makar.textContent()).toContain('मकर संक्रांति');
    expect(await makar.locator('[data-fact="punya-kaal"]').count()).toBe(1);
    expect(await page.textContent('[data-testid="city-picker-value"]')).toBe('वाराणसी');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await page.context().close();
  });
});

describe('home page', () => {
  it('shows four upcoming festivals for the city and links to the calendar', async () => {
    const { page } = await openPage(browser(), '/varanasi');
    const cards = page.locator('[data-testid="upcoming-card"]');
    expect(await cards.count()).toBe(4);
    expect(await page.textContent('[data-testid="upcoming-festivals"]')).toContain('For Varanasi');
    expect(await page.getAttribute('[data-testid="upcoming-festivals"] a', 'href')).toBe('/festivals/varanasi');
    // Each card's title is its event's page for the year, at the card's city.
    const href = await cards.first().locator('[data-testid="event-title"] a').getAttribute('href');
    expect(href).toMatch(/^\/festivals\/[a-z]+\/[a-z0-9-]+-\d{4}\/varanasi$/);
    const detail = await fetch(`${BASE_URL}${href}`);
    expect(detail.status).toBe(200);
    expect(await detail.text()).toContain('Varanasi');
    await page.context().close();
  });
});

describe('links of the header, footer and home page', () => {
  it.each(['/', '/hi'])('none of the links on %s answers 404', async (home) => {
    const { page } = await openPage(browser(), home);
    const shown = await page.$$eval('a[href]', (as) => as.map((a) => a.getAttribute('href') ?? ''));
    const prefix = home === '/' ? '' : home;
    const nav = [...NAV_GROUPS.flatMap((g) => g.links), ...DRAWER_ONLY_LINKS, ...FOOTER_LINKS].map((l) => `${prefix}${l.href === '/' ? '' : l.href}` || '/');
    const paths = [...new Set([...shown, ...nav])]
      .filter((h) => h.startsWith('/') && !h.startsWith('//'))
      .map((h) => h.split('#')[0])
      .filter(Boolean);
    expect(paths.length).toBeGreaterThan(20);
    const failed: string[] = [];
    // Four requests at a time: the server renders each page from scratch.
    const queue = [...paths];
    const worker = async () => {
      for (let p = queue.shift(); p !== undefined; p = queue.shift()) {
        const res = await fetch(`${BASE_URL}${p}`);
        if (res.status >= 400) failed.push(`${p} ${res.status}`);
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    expect(failed).toEqual([]);
    await page.context().close();
  }, 300_000);
});

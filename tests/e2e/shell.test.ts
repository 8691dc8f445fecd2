/**
 * The site shell in real Chromium: both languages, the mobile drawer, the
 * desktop dropdowns, the theme, the 404 page and the redirects.
 */
import { DESKTOP, MOBILE, fetchManual, openPage, scrollUntil, setupBrowser, url, waitForShownText } from './helpers/browser';

const browser = setupBrowser();
const DEVANAGARI = /[\u0900-\u097F]/;

describe('home in both languages', () => {
  it('serves English at / with the hero, metadata and no client errors', async () => {
    const { page, response, errors } = await openPage(browser(), '/', { collectErrors: true });
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.textContent('h1')).toBe('Today’s Panchang');
    // Today's date, in the default city's zone (New Delhi).
    const today = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Kolkata',
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    }).format(new Date());
    expect(await page.textContent('[data-testid="hero-date"]')).toBe(today);
    expect(await page.textContent('[data-testid="hero-city"]')).toContain('New Delhi');

    expect(await page.getAttribute('link[rel="alternate"][hreflang="hi"]', 'href')).toMatch(/\/hi$/);
    const pathOf = async (sel: string) => new URL((await page.getAttribute(sel, 'href')) ?? '').pathname;
    expect(await pathOf('link[rel="alternate"][hreflang="x-default"]')).toBe('/');
    expect(await pathOf('link[rel="alternate"][hreflang="en"]')).toBe('/');
    expect(await pathOf('link[rel="canonical"]')).toBe('/');
    expect(await page.getAttribute('meta[property="og:title"]', 'content')).toContain('Vedic Calendar');
    // Home has no breadcrumbs; its JSON-LD describes the site (the FAQ's is on /faq, where all the answers are).
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.map((s) => JSON.parse(s)['@type'])).toEqual(['WebSite']);

    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('serves Hindi at /hi', async () => {
    const { page, response, errors } = await openPage(browser(), '/hi', { collectErrors: true });
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    const h1 = await page.textContent('h1');
    expect(h1).toBe('आज का पंचांग');
    expect(await page.textContent('[data-testid="hero-city"]')).toContain('नई दिल्ली');
    expect(await page.textContent('header nav')).toMatch(DEVANAGARI);
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toMatch(/\/hi$/);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('switches language on the same path, keeping the search page’s query', async () => {
    const { page } = await openPage(browser(), '/about');
    expect(await page.textContent('h1')).toBe('About Vedic Calendar');
    await page.getByRole('link', { name: /Read in Hindi/ }).click();
    await page.waitForURL('**/hi/about');
    await waitForShownText(page, 'h1', 'वैदिक कैलेंडर का परिचय');
    await page.getByRole('link', { name: /Read in English/ }).click();
    await page.waitForURL((u) => u.pathname === '/about');
    await waitForShownText(page, 'h1', 'About Vedic Calendar');
    // The search page's query goes along.
    await page.goto(url('/search?q=diwali'));
    await page.getByRole('link', { name: /Read in Hindi/ }).click();
    await page.waitForURL('**/hi/search?q=diwali');
    const festivalHit = '[data-testid="search-group-festivals"] [data-testid="search-hit"]';
    await waitForShownText(page, festivalHit, 'दीवाली (लक्ष्मी पूजा)');
    await page.getByRole('link', { name: /Read in English/ }).click();
    await page.waitForURL((u) => u.pathname === '/search' && u.search === '?q=diwali');
    await waitForShownText(page, festivalHit, 'Diwali (Lakshmi Puja)');
    await page.context().close();
  });
});

describe('selected city and date', () => {
  it('recomputes the hero for the city kept in local storage', async () => {
    const { page } = await openPage(browser(), '/');
    await page.evaluate(() => localStorage.setItem('vc.city', 'new-york-city'));
    await page.reload();
    await page.waitForFunction(() => document.querySelector('[data-testid="hero-city"]')?.textContent?.includes('New York City'));
    const today = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    }).format(new Date());
    expect(await page.textContent('[data-testid="hero-date"]')).toBe(today);
    // The sidebar's clock follows the same city (it starts once on screen).
    await scrollUntil(page, '[data-testid="current-time-card"]', '[data-testid="current-time-card"][data-state="ok"]');
    expect(await page.textContent('[data-testid="current-time-city"]')).toBe('New York City');
    await page.context().close();
  });

  it('falls back to New Delhi with a toast when the stored city is unknown', async () => {
    const { page } = await openPage(browser(), '/');
    // Hydrated first: a value stored before hydration would already be read (and dropped) before the reload.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => localStorage.setItem('vc.city', 'no-such-city-anywhere'));
    await page.reload();
    const toast = page.getByText('Your saved city could not be found; showing New Delhi instead.');
    await toast.waitFor();
    expect(await page.evaluate(() => localStorage.getItem('vc.city'))).toBeNull();
    expect(await page.textContent('[data-testid="hero-city"]')).toContain('New Delhi');
    await page.context().close();
  });

  it('renders the city named in the path on the server; the old ?city= answers 308 to it', async () => {
    const res = await fetch(url('/varanasi'));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('for Varanasi');
    const old = await fetchManual('/?city=varanasi');
    expect([old.status, old.headers.get('location')]).toEqual([308, '/varanasi']);
    const hi = await fetchManual('/hi?city=varanasi');
    expect([hi.status, hi.headers.get('location')]).toEqual([308, '/hi/varanasi']);
  });
});

describe('navigation', () => {
  it('opens the mobile drawer at 390 px, expands a section and follows a link', async () => {
    const { page } = await openPage(browser(), '/', { viewport: MOBILE });
    // Desktop menu and sidebar are hidden on a phone.
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(false);
    expect(await page.locator('[data-testid="sidebar"]').isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.locator('#mobile-drawer');
    await page.waitForSelector('#mobile-drawer[data-state="open"]');
    const section = drawer.getByRole('button', { name: 'Muhurat' });
    expect(await section.getAttribute('aria-expanded')).toBe('false');
    await section.click();
    expect(await section.getAttribute('aria-expanded')).toBe('true');
    expect(await drawer.getByRole('link', { name: 'Rahu Kaal' }).isVisible()).toBe(true);
    // Knowledge Hub is in the drawer only.
    expect(await drawer.getByRole('link', { name: 'Knowledge Hub' }).isVisible()).toBe(true);
    expect(await page.locator('header nav[aria-label="Main navigation"] >> text=Knowledge Hub').count()).toBe(0);

    await drawer.getByRole('link', { name: 'About' }).click();
    await page.waitForURL('**/about');
    expect(await page.textContent('h1')).toBe('About Vedic Calendar');
    expect(await drawer.getAttribute('data-state')).toBe('closed');
    // The current page is highlighted in the drawer.
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await drawer.getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBe('page');
    await page.context().close();
  });

  it('opens a desktop dropdown on hover and closes it after the pointer leaves', async () => {
    const { page } = await openPage(browser(), '/', { viewport: DESKTOP });
    const panel = page.locator('[data-testid="nav-panel-panchang"]');
    expect(await panel.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Panchang', exact: true }).hover();
    await panel.waitFor({ state: 'visible' });
    expect(await panel.getByRole('link', { name: 'Monthly Panchang' }).isVisible()).toBe(true);
    await page.mouse.move(600, 700);
    await panel.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('has a skip link to the main content and breadcrumbs with JSON-LD below home', async () => {
    const { page } = await openPage(browser(), '/privacy');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await skip.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    // The steps in order, the current page last; the separator between them is drawn by CSS, not read aloud.
    expect(await crumbs.locator('li').allTextContents()).toEqual(['Home', 'Privacy Policy']);
    expect(await crumbs.locator('li').nth(1).evaluate((el) => getComputedStyle(el, '::before').content)).toContain('/');
    expect(await crumbs.locator('[aria-current="page"]').textContent()).toBe('Privacy Policy');
    const ld = JSON.parse((await page.textContent('script[type="application/ld+json"]')) ?? '{}');
    expect(ld['@type']).toBe('BreadcrumbList');
    expect(ld.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Home', 'Privacy Policy']);
    expect(await page.locator('[data-testid="sidebar"]').isVisible()).toBe(true);
    await page.context().close();
  });

  it('shows footer quote and the current year', async () => {
    const { page } = await openPage(browser(), '/terms');
    expect(await page.textContent('[data-testid="copyright"]')).toContain(String(new Date().getFullYear()));
    expect(await page.getAttribute('[data-testid="footer-quote"]', 'data-quote')).toMatch(/^q[1-5]$/);
    await page.context().close();
  });
});

describe('theme', () => {
  it('switches to dark, remembers it and applies it before first paint', async () => {
    const { page } = await openPage(browser(), '/');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await page.getByTestId('theme-toggle').click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('vc.theme'))).toBe('dark');
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bg).toBe('rgb(21, 16, 13)');

    // On reload the head script sets the class while parsing, before React loads.
    await page.reload({ waitUntil: 'commit' });
    await page.waitForSelector('body');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);

    // 404 pages are rendered on the client by Next; the stored theme still applies.
    await page.goto(url('/no-such-page'));
    await page.waitForSelector('h1');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.context().close();
  });

  it('follows the OS preference by default', async () => {
    const { page } = await openPage(browser(), '/hi', { colorScheme: 'dark' });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.context().close();
  });
});

describe('errors and redirects', () => {
  it('answers 404 with the site’s page for an unknown path, in both languages', async () => {
    const { page, response } = await openPage(browser(), '/no-such-page');
    expect(response?.status()).toBe(404);
    expect(await page.textContent('h1')).toBe('Page not found');
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toContain('noindex');

    const hi = await openPage(browser(), '/hi/no-such-page');
    expect(hi.response?.status()).toBe(404);
    expect(await hi.page.textContent('h1')).toBe('पृष्ठ नहीं मिला');
    await page.context().close();
    await hi.page.context().close();
  });

  it('answers 404 for bad input in the URL rather than guessing', async () => {
    expect((await fetchManual('/no-such-city-anywhere')).status).toBe(404);
    expect((await fetchManual('/no/such/deep/path')).status).toBe(404);
    expect((await fetchManual('/does-not-exist.txt')).status).toBe(404);
  });

  it('redirects the old lagna URLs permanently', async () => {
    for (const from of ['/ascendant', '/horoscope-lagna-today']) {
      const res = await fetchManual(from);
      expect(res.status).toBe(308);
      expect(new URL(res.headers.get('location')!, 'http://x').pathname).toBe('/lagna');
    }
    const hi = await fetchManual('/hi/ascendant');
    expect(hi.status).toBe(308);
    expect(new URL(hi.headers.get('location')!, 'http://x').pathname).toBe('/hi/lagna');
  });
});

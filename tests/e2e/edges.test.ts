/**
 * The rough edges a new visitor hit (issue 13), checked in Chromium: no
 * serious or critical axe finding (contrast, names) in both languages and
 * themes, tables that fit a 360 px phone, the drawer's focus, the toast's
 * font, the navigation's links, the redirects and the branded 404, the
 * finder's inline validation, the remembered city on the server's first
 * render, the section hubs and Hindi place names.
 */
import { axeFindings } from './helpers/axe';
import { DESKTOP, MOBILE, fetchManual, openPage, setupBrowser, url } from './helpers/browser';

const browser = setupBrowser();
const PHONE = { width: 360, height: 800 };

describe('accessibility (axe-core)', () => {
  const pages = ['/panchang/today/varanasi/2025-11-22', '/muhurat/hora/varanasi/2025-11-22', '/panchang/monthly/varanasi/2025-11'];
  const cases = (['light', 'dark'] as const).flatMap((scheme) => pages.flatMap((p) => [p, `/hi${p}`].map((path) => [scheme, path] as const)));

  it.each(cases)('%s theme, %s: no serious or critical finding', async (colorScheme, path) => {
    const { page, response } = await openPage(browser(), path, { colorScheme });
    expect(response?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(colorScheme === 'dark');
    expect(await axeFindings(page)).toEqual([]);
    await page.context().close();
  });

  it('the check itself reports low contrast and an unnamed icon button', async () => {
    const page = await browser().newPage();
    await page.setContent('<html lang="en"><head><title>Check</title></head><body><main><p style="color:#d9650b;background:#fdf8f1">saffron text</p><button><svg width="16" height="16"></svg></button></main></body></html>');
    expect((await axeFindings(page)).map((f) => f.rule).sort()).toEqual(['button-name', 'color-contrast']);
    await page.context().close();
  });

  it('the hubs, home and a finder on a phone have none either', async () => {
    for (const path of ['/', '/hi/panchang', '/muhurat', '/hi/astrology', '/tithi-today/varanasi/2025-11-22']) {
      const { page } = await openPage(browser(), path, { viewport: MOBILE });
      await page.waitForLoadState('networkidle');
      expect([path, await axeFindings(page)]).toEqual([path, []]);
      await page.context().close();
    }
  });

  it('names controls by their visible text first', async () => {
    const { page } = await openPage(browser(), '/panchang/today/varanasi/2025-11-22', { viewport: DESKTOP });
    expect(await page.getByRole('link', { name: /^Vedic Calendar/ }).count()).toBe(1);
    expect(await page.getByRole('link', { name: /^हिंदी/ }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /^22-11-2025, Date: Saturday, November 22, 2025$/ }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /^Varanasi, City$/ }).count()).toBe(1);
    await page.goto(url('/panchang/monthly/varanasi/2025-11'));
    // A day of the month grid: named by what it shows, the full date as its description.
    const day = page.locator('[data-testid="month-grid"] [data-date="2025-11-05"] a');
    const visible = ((await day.innerText()).split(/\s+/)[0] ?? '').trim();
    expect(visible).toBe('5');
    expect(await page.getByRole('link', { name: /^5 S Purnima/ }).count()).toBe(1);
    const described = await day.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${described}"]`).textContent()).toMatch(/^Wednesday, November 5, 2025: /);
    await page.context().close();
  });
});

describe('tables on a 360 px phone', () => {
  it.each([
    '/muhurat/hora/varanasi/2025-11-22',
    '/hi/muhurat/hora/new-york-city/2025-11-22',
    '/tithi-today/varanasi/2025-11-22',
    '/hi/lagna/varanasi/2025-11-22',
    '/lagna/varanasi/2025-11-22',
    '/muhurat/choghadiya/varanasi/2025-11-22',
    '/muhurat/rahu-kaal/varanasi/2025-11-22',
    '/muhurat/abhijit-muhurat/varanasi/2025-11-22',
    '/nakshatra-finder/varanasi/nakshatra-4/2025-2026',
  ])('%s: no table or card is wider than its box', async (path) => {
    const { page } = await openPage(browser(), path, { viewport: PHONE });
    const overflow = await page.evaluate(() => {
      const out: string[] = [];
      const doc = document.documentElement;
      if (doc.scrollWidth > doc.clientWidth) out.push(`page ${doc.scrollWidth} > ${doc.clientWidth}`);
      const tables = [...document.querySelectorAll('main table')].filter((t) => t.getClientRects().length > 0);
      for (const t of tables) {
        const box = t.parentElement!;
        const card = t.closest('section') ?? box;
        if (box.scrollWidth > box.clientWidth + 1) out.push(`table ${box.scrollWidth} > ${box.clientWidth}`);
        if (card.scrollWidth > card.clientWidth + 1) out.push(`card ${card.scrollWidth} > ${card.clientWidth}`);
      }
      return { out, tables: tables.length };
    });
    expect(overflow.tables).toBeGreaterThan(0);
    expect(overflow.out).toEqual([]);
    await page.context().close();
  });
});

describe('mobile drawer focus', () => {
  it('moves focus in on open, keeps Tab inside, and Escape returns it to the menu button', async () => {
    const { page } = await openPage(browser(), '/', { viewport: MOBILE });
    await page.waitForLoadState('networkidle');
    const inDrawer = () => page.evaluate(() => !!document.activeElement?.closest('#mobile-drawer'));
    await page.getByTestId('menu-button').focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('#mobile-drawer[data-state="open"]');
    await page.waitForFunction(() => !!document.activeElement?.closest('#mobile-drawer'));
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close menu');

    const stops = await page.evaluate(
      () => [...document.querySelectorAll('#mobile-drawer a[href], #mobile-drawer button')].filter((e) => e.getClientRects().length > 0).length,
    );
    for (let i = 0; i < stops + 2; i++) {
      await page.keyboard.press('Tab');
      expect(await inDrawer()).toBe(true);
    }
    // From the first stop, Shift+Tab goes round to the last.
    await page.getByRole('button', { name: 'Close menu' }).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await inDrawer()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('About');

    await page.keyboard.press('Escape');
    await page.waitForSelector('#mobile-drawer[data-state="closed"]');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('menu-button');
    await page.context().close();
  });
});

describe('toasts', () => {
  it('use the site’s Devanagari font on Hindi pages', async () => {
    // An unknown saved city, stored before the page's own scripts run (no race with hydration).
    const context = await browser().newContext({ viewport: DESKTOP, baseURL: url('') });
    await context.addInitScript(() => localStorage.setItem('vc.city', 'no-such-city-anywhere'));
    const page = await context.newPage();
    await page.goto(url('/hi'));
    const toast = page.locator('[data-toast]').first();
    await toast.waitFor();
    expect(await toast.textContent()).toMatch(/[\u0900-\u097F]/);
    const font = await toast.evaluate((el) => getComputedStyle(el).fontFamily);
    expect(font.split(',')[0]).toMatch(/Noto Sans Devanagari/);
    expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari Variable"', 'नई दिल्ली'))).toBe(true);
    await page.context().close();
  });
});

describe('navigation links and addresses', () => {
  it.each(['/', '/hi'])('every header, drawer and footer link on %s leads to a page', async (path) => {
    // On a phone, with the drawer opened: its links render from the first opening on.
    const { page } = await openPage(browser(), path, { viewport: MOBILE });
    await page.waitForLoadState('networkidle');
    await page.getByTestId('menu-button').click();
    await page.waitForSelector('#mobile-drawer[data-state="open"] a[href]', { state: 'attached' });
    const hrefs = await page.evaluate(() =>
      [...document.querySelectorAll('header a[href], footer a[href], #mobile-drawer a[href]')].map((a) => a.getAttribute('href')!).filter((h) => h.startsWith('/')),
    );
    const unique = [...new Set(hrefs.map((h) => h.split('?')[0]))];
    expect(unique).toEqual(expect.arrayContaining([path === '/' ? '/muhurat/rahu-kaal' : '/hi/muhurat/rahu-kaal']));
    // Followed to the end: the language switch's /en sets the locale and redirects to /.
    for (const href of unique) expect([href, (await fetch(url(href))).status]).toEqual([href, 200]);
    await page.context().close();
  });

  it('redirects the seed’s finder addresses permanently', async () => {
    for (const [from, to] of [
      ['/astrology/tithi-finder', '/tithi-today'],
      ['/astrology/nakshatra-finder', '/nakshatra-finder'],
      ['/hi/astrology/nakshatra-finder/varanasi', '/hi/nakshatra-finder/varanasi'],
    ]) {
      const res = await fetchManual(from);
      expect([from, res.status, new URL(res.headers.get('location')!, 'http://x').pathname]).toEqual([from, 308, to]);
    }
  });

  it('redirects a city named otherwise to its canonical slug', async () => {
    for (const [from, to] of [
      ['/panchang/today/dehra-dun', '/panchang/today/dehradun'],
      [`/hi/panchang/today/${encodeURIComponent('वाराणसी')}/2025-11-22`, '/hi/panchang/today/varanasi/2025-11-22'],
      ['/muhurat/hora/Bombay', '/muhurat/hora/mumbai'],
    ]) {
      const res = await fetchManual(from);
      const loc = new URL(res.headers.get('location')!, 'http://x');
      expect([from, res.status, loc.pathname + loc.search]).toEqual([from, 308, to]);
    }
    expect((await fetchManual('/panchang/today/dehradun')).status).toBe(200);
  });

  it('answers an unknown path with a dot with the site’s own 404 page', async () => {
    for (const path of ['/foo.txt', '/hi/foo.txt']) {
      const { page, response } = await openPage(browser(), path);
      expect(response?.status()).toBe(404);
      await page.locator('[data-testid="not-found"]').waitFor();
      expect(await page.locator('header').count()).toBe(1);
      await page.context().close();
    }
  });
});

describe('nakshatra finder years', () => {
  it('says at the form when To is before From or the span is too long, never a 404', async () => {
    const { page, response } = await openPage(browser(), '/nakshatra-finder/varanasi/nakshatra-4/2027-2025');
    expect(response?.status()).toBe(200);
    expect(await page.textContent('[data-testid="year-range-error"]')).toBe('“To year” (2025) is before “From year” (2027). Choose a To year of 2027 or later.');
    expect(await page.getAttribute('select[name="to"]', 'aria-invalid')).toBe('true');
    expect(await page.locator('[data-testid="nakshatra-results"]').count()).toBe(0);
    await page.goto(url('/hi/nakshatra-finder/varanasi/nakshatra-4/2000-2020'));
    expect(await page.textContent('[data-testid="year-range-error"]')).toContain('2000–2020 कुल 21 वर्ष');
    expect(await page.textContent('#year-range-hint')).toContain('अधिकतम 10 वर्ष');
    await page.context().close();
  });
});

describe('the remembered city', () => {
  const get = (path: string, cookie: string) => fetchManual(path, { headers: { cookie } });

  it('sends a page whose path names no city to the remembered one (307, uncacheable); a path’s city wins; a bad cookie changes nothing', async () => {
    const moved = await get('/panchang/today', 'vc_city=mumbai');
    expect(moved.status).toBe(307);
    expect(moved.headers.get('location')).toBe('/panchang/today/mumbai');
    expect(moved.headers.get('cache-control')).toBe('private, no-store');
    expect(moved.headers.get('vary')).toContain('Cookie');
    expect((await get('/hi/muhurat/hora', 'vc_city=mumbai')).headers.get('location')).toBe('/hi/muhurat/hora/mumbai');
    // The festival section names the city after the period.
    expect((await get('/festivals/ekadashi/2026', 'vc_city=mumbai')).headers.get('location')).toBe('/festivals/ekadashi/2026/mumbai');
    for (const [path, cookie] of [
      ['/panchang/today/varanasi', 'vc_city=mumbai'],
      ['/panchang/today', 'vc_city=no-such-city-anywhere'],
      ['/panchang/today', 'vc_city=%3Cscript%3E'],
      // The default city's page is the page without a city.
      ['/panchang/today', 'vc_city=new-delhi'],
      // A page that takes no city.
      ['/about', 'vc_city=mumbai'],
    ]) {
      const res = await get(path, cookie);
      expect([path, cookie, res.status]).toEqual([path, cookie, 200]);
    }
    expect(await (await get('/panchang/today/varanasi', 'vc_city=mumbai')).text()).toContain('Panchang for Varanasi');
  });

  it('with remembered conventions, sends the page to the path that names them', async () => {
    const res = await get('/panchang/today/varanasi/2026-03-19', 'vc_city=mumbai; vc_prefs=masa%3Damanta%26clock%3D24h');
    expect([res.status, res.headers.get('location')]).toEqual([307, '/panchang/today/varanasi/2026-03-19/amanta-24h']);
    // No city in the path: the remembered city's, with the conventions after it.
    expect((await get('/panchang/today', 'vc_city=mumbai; vc_prefs=masa%3Damanta')).headers.get('location')).toBe('/panchang/today/mumbai/amanta');
    expect((await get('/panchang/today', 'vc_prefs=masa%3Damanta')).headers.get('location')).toBe('/panchang/today/new-delhi/amanta');
  });

  it('is written when a city is chosen, and kept from local storage for returning visitors', async () => {
    const { page } = await openPage(browser(), '/panchang/today');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => localStorage.setItem('vc.city', 'varanasi'));
    await page.reload();
    await page.waitForFunction(() => document.cookie.includes('vc_city=varanasi'));
    // The next page load goes to Varanasi's page: no New Delhi first.
    const response = await page.goto(url('/muhurat/choghadiya'));
    expect(new URL(page.url()).pathname).toBe('/muhurat/choghadiya/varanasi');
    expect(await response?.text()).toContain('Choghadiya in Varanasi');
    await page.context().close();
  });
});

describe('section hubs', () => {
  it.each([
    ['/panchang', 'Tithis'],
    ['/muhurat', 'Rahu Kaal'],
    ['/astrology', 'Lagna Today'],
  ])('%s shows today’s highlights and its tools, not a copy of a tool page', async (path, tool) => {
    const { page, response } = await openPage(browser(), `${path}/new-delhi/2025-11-22`);
    expect(response?.status()).toBe(200);
    // Another day than today: no 'now' highlights (lagna rising now, hora now).
    expect(await page.locator('[data-testid="hub-highlight"]').count()).toBeGreaterThanOrEqual(3);
    expect(await page.locator('[data-testid="hub-tools"]').getByRole('link', { name: tool }).count()).toBe(1);
    expect(await page.locator('[data-testid="panchang-card"], [data-testid="muhurat-table"], [data-testid="lagna-table"]').count()).toBe(0);
    await page.context().close();
  });
});

describe('Hindi place names', () => {
  it('shows the state and country in Hindi on Hindi pages and in the Hindi city picker', async () => {
    const { page } = await openPage(browser(), '/hi/panchang/today/varanasi/2025-11-22');
    expect(await page.textContent('[data-testid="page-subtitle"]')).toContain('वाराणसी, उत्तर प्रदेश, भारत');
    await page.getByTestId('city-picker-trigger').click();
    await page.getByRole('combobox').fill('toronto');
    const option = page.locator('[role="option"][data-slug="toronto"]');
    await option.waitFor();
    expect(await option.textContent()).toBe('टोरंटोओंटारियो, कनाडा');
    await page.context().close();
  });
});

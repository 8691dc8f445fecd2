/**
 * The daily pages in Chromium: the engine's numbers on the server-rendered
 * page in both languages, the pickers leading to the right URL, the current
 * Choghadiya highlighted, the month grid, and bad input answered with 404.
 */
import { DateTime } from 'luxon';
import { choghadiyaOfDay, computeDay, findNakshatra, formatPanchang, muhuratsOfDay, nowAt } from '@/engine';
import { formatTime, formatTimeRange } from '@/lib/format/time';
import { namesFor } from '@/lib/names/names';
import { DESKTOP, MOBILE, fetchManual, openPage, setupBrowser, shown, url, waitForShownText } from './helpers/browser';

const browser = setupBrowser();
const VARANASI = { lat: 25.31668, lon: 83.01041, tz: 'Asia/Kolkata' };
const day = computeDay({ ...VARANASI, date: '2025-11-22' });
const p = formatPanchang(day);

describe('Panchang of a city and date', () => {
  it('shows the engine’s sunrise and tithi in English', async () => {
    const { page, response, errors } = await openPage(browser(), '/panchang/today/varanasi/2025-11-22', { collectErrors: true });
    expect(response?.status()).toBe(200);
    expect(await page.textContent('[data-testid="sunrise"]')).toBe(formatTime(p.sunrise));
    expect(await page.textContent('[data-testid="sunset"]')).toBe(formatTime(p.sunset));
    const tithi = await page.textContent('[data-testid="tithi-list"]');
    expect(tithi).toContain(`Shukla ${namesFor('en').tithi(p.tithi[0].number)}`);
    expect(tithi).toContain(`till ${formatTime(p.tithi[0].end)}`);
    expect(await page.textContent('h1')).toBe('Panchang for Varanasi');
    const rahu = muhuratsOfDay(day).windows.find((w) => w.type === 'rahu_kaal')!;
    expect(await page.textContent('[data-testid="timing-rahu_kaal"]')).toContain(formatTimeRange(rahu.start, rahu.end));
    // The picker shows the page's date and city.
    expect(await page.textContent('[data-testid="date-picker-value"]')).toBe('22-11-2025');
    expect(await page.textContent('[data-testid="city-picker-value"]')).toBe('Varanasi');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the same in Hindi under /hi', async () => {
    const { page, response } = await openPage(browser(), '/hi/panchang/today/varanasi/2025-11-22', { viewport: MOBILE });
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    expect(await page.textContent('[data-testid="sunrise"]')).toBe(formatTime(p.sunrise));
    expect(await page.textContent('[data-testid="tithi-list"]')).toContain(`शुक्ल ${namesFor('hi').tithi(p.tithi[0].number)}`);
    expect(await page.textContent('h1')).toBe('वाराणसी का पंचांग');
    await page.context().close();
  });

  it('shows the festivals of the day in a banner', async () => {
    const { page } = await openPage(browser(), '/panchang/today/varanasi/2025-11-05');
    const banner = await page.textContent('[data-testid="festival-banner"]');
    expect(banner).toContain('Kartika Purnima');
    expect(banner).toContain('Dev Deepawali');
    await page.goto(url('/panchang/today/varanasi/2025-11-22'));
    expect(await page.locator('[data-testid="festival-banner"]').count()).toBe(0);
    await page.context().close();
  });

  it('has metadata, hreflang and JSON-LD for the city page', async () => {
    const { page } = await openPage(browser(), '/panchang/today/varanasi/2025-11-22');
    expect(await page.title()).toBe('Today’s Panchang for Varanasi · Vedic Calendar');
    // A day's page is a page of its own (its path names the day): its canonical and alternates name it.
    expect(new URL((await page.getAttribute('link[rel="canonical"]', 'href'))!).pathname).toBe('/panchang/today/varanasi/2025-11-22');
    expect(new URL((await page.getAttribute('link[rel="alternate"][hreflang="hi"]', 'href'))!).pathname).toBe('/hi/panchang/today/varanasi/2025-11-22');
    expect(await page.getAttribute('meta[property="og:title"]', 'content')).toContain('Varanasi');
    const ld = JSON.parse((await page.textContent('script[type="application/ld+json"]'))!);
    expect(ld['@type']).toBe('BreadcrumbList');
    expect(ld.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Home', 'Panchang', 'Today’s Panchang', 'Varanasi']);
    await page.context().close();
  });

  it('is server-rendered: the HTML source holds the times', async () => {
    const html = await (await fetch(url('/panchang/today/varanasi/2025-11-22'))).text();
    expect(html).toContain(formatTime(p.sunrise));
    expect(html).toContain(formatTime(p.moonrise));
    const rahu = await (await fetch(url('/muhurat/rahu-kaal/varanasi/2025-11-22'))).text();
    const w = muhuratsOfDay(day).windows.find((x) => x.type === 'rahu_kaal')!;
    expect(rahu).toContain(formatTimeRange(w.start, w.end));
  });
});

describe('pickers', () => {
  it('lands on the URL of the city and the date chosen', async () => {
    const { page } = await openPage(browser(), '/panchang/today/varanasi/2025-11-22', { viewport: MOBILE });
    await page.getByTestId('city-picker-trigger').click();
    await page.getByTestId('city-picker-search').fill('Mumbai');
    await page.getByRole('option', { name: /^Mumbai\s*Maharashtra/ }).click();
    await page.waitForURL('**/panchang/today/mumbai/2025-11-22');
    await waitForShownText(page, 'h1', 'Panchang for Mumbai');
    expect(await page.evaluate(() => localStorage.getItem('vc.city'))).toBe('mumbai');

    await shown(page, '[data-testid="date-picker-trigger"]').click();
    await page.getByTestId('date-picker-year').selectOption('2024');
    await page.getByTestId('date-picker-month').selectOption('3');
    await page.getByRole('button', { name: 'Monday, March 25, 2024' }).click();
    await page.waitForURL('**/panchang/today/mumbai/2024-03-25');
    await waitForShownText(page, '[data-testid="date-picker-value"]', '25-03-2024');
    expect(await page.evaluate(() => sessionStorage.getItem('vc.date'))).toBe('2024-03-25');

    // A page whose URL names neither: the proxy sends it to the remembered city's (vc_city cookie),
    // and the session's date is followed in the browser.
    await page.goto(url('/muhurat/choghadiya'));
    await page.waitForURL('**/muhurat/choghadiya/mumbai/2024-03-25');
    await waitForShownText(page, '[data-testid="date-picker-value"]', '25-03-2024');
    expect(await shown(page, '[data-testid="city-picker-value"]').textContent()).toBe('Mumbai');
    await page.context().close();
  });

  it('opens the Panchang from the home calculator', async () => {
    const { page } = await openPage(browser(), '/', { viewport: DESKTOP });
    await page.getByTestId('panchang-calculator').getByTestId('city-picker-trigger').click();
    await page.getByTestId('city-picker-search').fill('varanasi');
    await page.getByRole('option', { name: /^Varanasi/ }).click();
    await page.getByTestId('panchang-calculator').getByRole('button', { name: 'Calculate' }).click();
    await page.waitForURL('**/panchang/today/varanasi');
    await page.context().close();
  });
});

describe('timings', () => {
  it('highlights the current Choghadiya', async () => {
    const { page } = await openPage(browser(), '/muhurat/choghadiya/varanasi');
    const rows = page.locator('[data-testid="choghadiya-row"]');
    expect(await rows.count()).toBe(16);
    const current = page.locator('[data-testid="choghadiya-row"][aria-current="time"]');
    const now = nowAt(new Date().toISOString(), VARANASI);
    // Between midnight and sunrise the instant still belongs to yesterday's Panchang day (its last night
    // Choghadiya), while the page shows today's date, sunrise to sunrise: then no row of it holds now.
    if (now.date !== DateTime.now().setZone(VARANASI.tz).toISODate()) {
      expect(await current.count()).toBe(0);
    } else {
      expect(await current.count()).toBe(1);
      expect(await current.textContent()).toContain(namesFor('en').choghadiya(now.choghadiya!.name));
    }
    await page.context().close();
  });

  it('lists 8 day and 8 night Choghadiyas, 24 horas and a week of Rahu Kaal', async () => {
    const c = choghadiyaOfDay(day);
    const { page } = await openPage(browser(), '/muhurat/choghadiya/varanasi/2025-11-22');
    expect(await page.locator('[data-testid="choghadiya-day"] [data-testid="choghadiya-row"]').count()).toBe(8);
    expect(await page.locator('[data-testid="choghadiya-night"] [data-testid="choghadiya-row"]').count()).toBe(8);
    expect(await page.textContent('[data-testid="choghadiya-day"]')).toContain(formatTimeRange(c.periods[0].start, c.periods[0].end));
    await page.goto(url('/muhurat/hora/varanasi/2025-11-22'));
    expect(await page.locator('[data-testid="hora-row"]').count()).toBe(24);
    await page.goto(url('/muhurat/rahu-kaal/varanasi/2025-11-22'));
    expect(await page.locator('[data-testid="window-week"] tbody tr').count()).toBe(7);
    await page.context().close();
  });
});

describe('month grid', () => {
  it('shows the 30 days of November 2025', async () => {
    const { page, response } = await openPage(browser(), '/panchang/monthly/varanasi/2025-11', { viewport: DESKTOP });
    expect(response?.status()).toBe(200);
    const cells = page.locator('[data-testid="month-grid"] [data-testid="month-day"]');
    expect(await cells.count()).toBe(30);
    expect(await cells.first().getAttribute('data-date')).toBe('2025-11-01');
    expect(await page.locator('[data-testid="month-card"] h2').textContent()).toBe('November 2025');
    // No sidebar on the month grid.
    expect(await page.locator('[data-testid="sidebar"]').count()).toBe(0);
    await page.getByTestId('next-month').click();
    await page.waitForURL('**/panchang/monthly/varanasi/2025-12');
    expect(await shown(page, '[data-testid="month-grid"] [data-testid="month-day"]').count()).toBe(31);
    await page.context().close();
  });
});

describe('loading state', () => {
  it('shows "Calculating Panchang..." while the next day is computed', async () => {
    // The next day's page is held from the start: the link prefetches it as soon as it is on screen, and a
    // prefetched page shows at once (no pending state to see).
    const context = await browser().newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.route('**/panchang/today/varanasi/2025-11-23**', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto(url('/panchang/today/varanasi/2025-11-22'));
    await page.getByTestId('next-day').click();
    await page.getByText('Calculating Panchang...').waitFor();
    await page.waitForURL('**/panchang/today/varanasi/2025-11-23');
    await page.getByText('Calculating Panchang...').waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('explainers and finders', () => {
  it('lists the 30 tithis and 27 nakshatras with today’s marked', async () => {
    const { page } = await openPage(browser(), '/panchang/tithi/varanasi/2025-11-22');
    expect(await page.locator('[data-testid="tithi-row"]').count()).toBe(30);
    expect(await page.locator('[data-testid="tithi-row"][aria-current="true"]').getAttribute('data-number')).toBe(String(p.tithi[0].number));
    await page.goto(url('/hi/panchang/nakshatra/varanasi/2025-11-22'));
    expect(await page.locator('[data-testid="nakshatra-row"]').count()).toBe(27);
    expect(await page.textContent('[data-testid="nakshatra-today"]')).toContain(namesFor('hi').nakshatra(p.nakshatra[0].number));
    await page.context().close();
  });

  it('finds every Rohini of 2025 and the tithi at a time', async () => {
    const { page } = await openPage(browser(), '/nakshatra-finder/varanasi/nakshatra-4/2025');
    expect(await page.locator('[data-testid="nakshatra-period"]').count()).toBe(findNakshatra(4, '2025-01-01', '2025-12-31', VARANASI).length);
    await page.goto(url('/tithi-today/varanasi/2025-11-22/18-00'));
    expect(await page.textContent('[data-testid="tithi-result-name"]')).toBe('Shukla Tritiya');
    await page.context().close();
  });
});

describe('bad input', () => {
  it.each([
    '/panchang/today/no-such-city-anywhere',
    '/panchang/today/varanasi/1800-01-01',
    '/panchang/today/varanasi/2025-02-30',
    '/panchang/today/varanasi/extra',
    '/muhurat/choghadiya/varanasi?date=abc',
    '/muhurat/choghadiya/varanasi/abc',
    '/tithi-today?time=25:00',
    '/tithi-today/varanasi/2025-11-22/25-00',
    '/nakshatra-finder?nakshatra=28',
    '/nakshatra-finder/varanasi/nakshatra-28',
    '/panchang/today/varanasi/2025-11-22/purnimanta',
    '/hi/lagna/no-such-city-anywhere',
  ])('%s answers 404', async (path) => {
    expect((await fetchManual(path)).status).toBe(404);
  });
});

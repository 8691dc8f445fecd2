/**
 * The regional calendar pages (issue 31) in Chromium: a month of the Tamil
 * and Bengali calendars in English and Hindi with the month start of the
 * reference tables (tests/fixtures/reference/regional: Karthigai 1946 began
 * on 16 November 2024, Ogrohayon 1431 on 17 November 2024, at New Delhi),
 * the index, the monthly grid with a region, and the day page's row.
 */
import { openPage, setupBrowser } from './helpers/browser';

const browser = setupBrowser();

describe('the regional calendar pages', () => {
  it('shows Karthigai 1946 from 16 November 2024, in Tamil script too', async () => {
    const { page, response, errors } = await openPage(browser(), '/regional/tamil/1946/karthigai', { collectErrors: true });
    expect(response?.status()).toBe(200);
    expect(await page.textContent('h1')).toContain('Karthigai 1946');
    expect(await page.textContent('[data-testid="month-in-script"]')).toBe('கார்த்திகை');
    const first = page.locator('[data-testid="regional-day"][data-day="1"]');
    expect(await first.getAttribute('data-date')).toBe('2024-11-16');
    expect(await page.getAttribute('[data-testid="previous-month"]', 'href')).toBe('/regional/tamil/1946/aippasi');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows Ogrohayon 1431 from 17 November 2024 in Hindi', async () => {
    const { page, response } = await openPage(browser(), '/hi/regional/bengali/1431/ogrohayon');
    expect(response?.status()).toBe(200);
    expect(await page.textContent('h1')).toContain('अग्रहायण 1431');
    expect(await page.getAttribute('[data-testid="regional-day"][data-day="1"]', 'data-date')).toBe('2024-11-17');
    await page.context().close();
  });

  it('lists the four calendars on /regional and 404s what is no month', async () => {
    const { page } = await openPage(browser(), '/regional');
    expect(await page.locator('[data-testid="regional-index-entry"]').count()).toBe(4);
    await page.context().close();
    for (const path of ['/regional/gujarati', '/regional/tamil/1946/ogrohayon', '/regional/tamil/3000/thai']) {
      const { page: p, response } = await openPage(browser(), path);
      expect(response?.status()).toBe(404);
      await p.context().close();
    }
  });

  it('marks the Tamil days in the monthly grid when the path chooses the region', async () => {
    const { page, response } = await openPage(browser(), '/panchang/monthly/new-delhi/2024-11/tamil');
    expect(response?.status()).toBe(200);
    const cell = (date: string) => page.locator(`[data-testid="month-day"][data-date="${date}"] [data-testid="regional-mark"]`);
    expect(await cell('2024-11-16').getAttribute('data-day')).toBe('1');
    expect(await cell('2024-11-16').textContent()).toContain('Karthigai');
    expect(await cell('2024-11-15').getAttribute('data-day')).toBe('30');
    expect(await page.getAttribute('[data-testid="region-tamil"]', 'aria-current')).toBe('true');
    await page.context().close();
  });

  it('shows the Regional dates row on the day page, linking to the month at the city', async () => {
    const { page } = await openPage(browser(), '/panchang/today/new-delhi/2024-11-22');
    const row = (await page.textContent('[data-testid="regional-dates"]')) ?? '';
    expect(row).toContain('Karthigai 7, Tamil year 1946');
    expect(row).toContain('Vikram Samvat 2081');
    expect(await page.getAttribute('[data-testid="regional-dates"] a[href*="/regional/tamil/"]', 'href')).toBe('/regional/tamil/1946/karthigai/new-delhi');
    await page.context().close();
  });
});

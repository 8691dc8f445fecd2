/**
 * The settings panel: a visitor opens it from the header, chooses the
 * 24-hour clock and amanta months, and the page renders again with them;
 * the URL carries the month system, the vc_prefs cookie all of it, and the
 * next page without parameters follows the cookie (its address then shows
 * the month system too).
 */
import { MOBILE, openPage, setupBrowser, url } from './helpers/browser';

const browser = setupBrowser();

describe('the settings panel', () => {
  it('switches to the 24-hour clock and amanta months, in the URL and the cookie', async () => {
    // 10 Nov 2025 is in Krishna paksha: purnimanta Margashirsha, amanta Kartika.
    const { page } = await openPage(browser(), '/panchang/today/varanasi?date=2025-11-10', { viewport: MOBILE });
    expect(await page.getByTestId('masa').textContent()).toBe('Margashirsha');
    expect(await page.getByTestId('sunrise').textContent()).toMatch(/^\d{1,2}:\d\d AM$/);
    expect(await page.getByTestId('conventions-line').textContent()).toContain('Purnimanta months · sunrise: upper limb of the Sun · 12-hour clock');

    await page.getByTestId('settings-open').click();
    const dialog = page.getByTestId('settings-dialog');
    expect(await dialog.isVisible()).toBe(true);
    expect(await page.getByTestId('settings-masa-purnimanta').isChecked()).toBe(true);
    // Escape closes it; the "Change" link on the page opens it again.
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(false);
    await page.getByTestId('change-conventions').click();
    expect(await dialog.isVisible()).toBe(true);

    await page.getByTestId('settings-clock-24h').check();
    await page.getByTestId('settings-masa-amanta').check();
    await page.getByTestId('settings-apply').click();
    await page.waitForURL((u) => u.searchParams.get('masa') === 'amanta');
    await page.waitForFunction(() => document.querySelector('[data-testid="masa"]')?.textContent === 'Kartika');
    expect(await page.getByTestId('sunrise').textContent()).toMatch(/^\d\d:\d\d$/);
    expect(await page.getByTestId('conventions-line').textContent()).toContain('Amanta months · sunrise: upper limb of the Sun · 24-hour clock');
    const u = new URL(page.url());
    expect(u.searchParams.get('date')).toBe('2025-11-10');
    // The clock stays out of the URL: it does not change the answer.
    expect(u.searchParams.has('clock')).toBe(false);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'vc_prefs');
    expect(decodeURIComponent(cookie?.value ?? '')).toBe('masa=amanta&clock=24h');

    // Another page without parameters follows the cookie, and its address shows the month system.
    await page.goto(url('/panchang/monthly/varanasi?date=2025-11-10'));
    await page.waitForURL((x) => x.searchParams.get('masa') === 'amanta');
    expect(await page.getByTestId('system-amanta').getAttribute('aria-current')).toBe('true');
    expect(await page.locator('[data-testid="month-list-day"]').first().textContent()).toMatch(/☀ \d\d:\d\d/);

    // A URL beats the cookie.
    await page.goto(url('/panchang/today/varanasi?date=2025-11-10&masa=purnimanta'));
    expect(await page.getByTestId('masa').textContent()).toBe('Margashirsha');
    expect(new URL(page.url()).searchParams.get('masa')).toBe('purnimanta');

    // Restoring the defaults clears the cookie and the URL's month system.
    await page.getByTestId('settings-open').click();
    await page.getByTestId('settings-reset').click();
    await page.waitForURL((x) => !x.searchParams.has('masa'));
    await page.waitForFunction(() => /AM$/.test(document.querySelector('[data-testid="sunrise"]')?.textContent ?? ''));
    expect((await page.context().cookies()).find((c) => c.name === 'vc_prefs')).toBeUndefined();
    await page.context().close();
  });

  it('ignores a bad convention in the URL', async () => {
    const { page, response } = await openPage(browser(), '/panchang/monthly/varanasi?date=2025-11-10&masa=lunar&sunrise=sideways');
    expect(response?.status()).toBe(200);
    expect(await page.getByTestId('system-purnimanta').getAttribute('aria-current')).toBe('true');
    await page.context().close();
  });

  it('moves the sunrise to the disc centre with ?sunrise=hindu, on the day page and the month grid alike', async () => {
    const { page } = await openPage(browser(), '/panchang/today/new-delhi?date=2025-11-22&sunrise=hindu');
    expect(await page.getByTestId('sunrise').textContent()).toBe('6:53 AM');
    // The day links keep the URL's conventions.
    expect(await page.getByTestId('next-day').getAttribute('href')).toContain('sunrise=hindu');
    await page.goto(url('/panchang/monthly/new-delhi?date=2025-11-22&sunrise=hindu'));
    expect(await page.locator('[data-testid="month-day"][data-date="2025-11-22"]').textContent()).toContain('6:53 AM');
    await page.context().close();
  });
});

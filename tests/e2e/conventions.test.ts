/**
 * The settings panel: a visitor opens it from the header, chooses the
 * 24-hour clock and amanta months, and the page renders again with them;
 * path carries the conventions that differ from the defaults (one segment:
 * `amanta-24h`), the vc_prefs cookie remembers them, and the next page whose
 * path names none is redirected to the one that does.
 */
import { fetchManual, MOBILE, openPage, setupBrowser, shown, url, waitForShownText } from './helpers/browser';

const browser = setupBrowser();

describe('the settings panel', () => {
  it('switches to the 24-hour clock and amanta months, in the URL and the cookie', async () => {
    // 10 Nov 2025 is in Krishna paksha: purnimanta Margashirsha, amanta Kartika.
    const { page } = await openPage(browser(), '/panchang/today/varanasi/2025-11-10', { viewport: MOBILE });
    expect(await page.getByTestId('masa').textContent()).toBe('Margashirsha');
    expect(await page.getByTestId('sunrise').textContent()).toMatch(/^\d{1,2}:\d\d AM$/);
    expect(await page.getByTestId('conventions-line').textContent()).toContain('Purnimanta months · sunrise: upper limb of the Sun · 12-hour clock');

    await page.getByTestId('settings-open').click();
    const dialog = page.getByTestId('settings-dialog');
    // The dialog's form is fetched on its first opening (issue 24): it shows once that has come.
    await dialog.waitFor({ state: 'visible' });
    expect(await page.getByTestId('settings-masa-purnimanta').isChecked()).toBe(true);
    // Escape closes it; the "Change" link on the page opens it again.
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(false);
    await page.getByTestId('change-conventions').click();
    await dialog.waitFor({ state: 'visible' });

    await page.getByTestId('settings-clock-24h').check();
    await page.getByTestId('settings-masa-amanta').check();
    await page.getByTestId('settings-apply').click();
    await page.waitForURL('**/panchang/today/varanasi/2025-11-10/amanta-24h');
    await waitForShownText(page, '[data-testid="masa"]', 'Kartika');
    expect(await shown(page, '[data-testid="sunrise"]').textContent()).toMatch(/^\d\d:\d\d$/);
    expect(await shown(page, '[data-testid="conventions-line"]').textContent()).toContain('Amanta months · sunrise: upper limb of the Sun · 24-hour clock');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'vc_prefs');
    expect(decodeURIComponent(cookie?.value ?? '')).toBe('masa=amanta&clock=24h');

    // Another page whose path names no conventions is redirected to the one in the remembered conventions.
    await page.goto(url('/panchang/monthly/varanasi/2025-11'));
    expect(new URL(page.url()).pathname).toBe('/panchang/monthly/varanasi/2025-11/amanta-24h');
    expect(await page.getByTestId('system-amanta').getAttribute('aria-current')).toBe('true');
    expect(await page.locator('[data-testid="month-list-day"]').first().textContent()).toMatch(/☀ \d\d:\d\d/);

    // A path that names conventions beats the cookie: a shared link shows everyone the same page.
    await page.goto(url('/panchang/today/varanasi/2025-11-10/hindu-sunrise'));
    expect(new URL(page.url()).pathname).toBe('/panchang/today/varanasi/2025-11-10/hindu-sunrise');
    expect(await page.getByTestId('masa').textContent()).toBe('Margashirsha');
    expect(await page.getByTestId('sunrise').textContent()).toMatch(/AM$/);

    // Restoring the defaults clears the cookie and the URL's month system.
    await page.getByTestId('settings-open').click();
    await page.getByTestId('settings-reset').click();
    await page.waitForURL('**/panchang/today/varanasi/2025-11-10');
    await waitForShownText(page, '[data-testid="masa"]', 'Margashirsha');
    expect(await shown(page, '[data-testid="sunrise"]').textContent()).toMatch(/AM$/);
    expect((await page.context().cookies()).find((c) => c.name === 'vc_prefs')).toBeUndefined();
    await page.context().close();
  });

  it('the old convention query parameters answer 308 to the path (a bad one is dropped); a bad segment is a 404', async () => {
    const moved = await fetchManual('/panchang/monthly/varanasi/2025-11?masa=amanta&sunrise=hindu&clock=24h');
    expect(moved.status).toBe(308);
    expect(moved.headers.get('location')).toBe('/panchang/monthly/varanasi/2025-11/amanta-hindu-sunrise-24h');
    const ignored = await fetchManual('/panchang/monthly/varanasi/2025-11?masa=lunar&sunrise=sideways');
    expect([ignored.status, ignored.headers.get('location')]).toEqual([308, '/panchang/monthly/varanasi/2025-11']);
    // Segments out of their fixed order, or a default written out, name no page: each page has one path.
    for (const path of ['/panchang/monthly/varanasi/2025-11/24h-amanta', '/panchang/monthly/varanasi/2025-11/purnimanta', '/panchang/monthly/varanasi/2025-11/lunar']) {
      expect([path, (await fetchManual(path)).status]).toEqual([path, 404]);
    }
  });

  it('moves the sunrise to the disc centre in /hindu-sunrise, on the day page and the month grid alike', async () => {
    const { page } = await openPage(browser(), '/panchang/today/new-delhi/2025-11-22/hindu-sunrise');
    expect(await page.getByTestId('sunrise').textContent()).toBe('6:53 AM');
    // The day links keep the path's conventions.
    expect(await page.getByTestId('next-day').getAttribute('href')).toBe('/panchang/today/new-delhi/2025-11-23/hindu-sunrise');
    await page.goto(url('/panchang/monthly/new-delhi/2025-11/hindu-sunrise'));
    expect(await page.locator('[data-testid="month-day"][data-date="2025-11-22"]').textContent()).toContain('6:53 AM');
    await page.context().close();
  });
});

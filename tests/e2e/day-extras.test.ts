/**
 * The day page's further sections, the eclipse banner and the year pages
 * (/festivals/grahan, /festivals/pitru-paksha) in Chromium, in both
 * languages, with the engine's values; bad years, eclipses and cities 404.
 */
import { computePanchang } from '@/engine';
import { fetchManual, MOBILE, openPage, setupBrowser } from './helpers/browser';

const browser = setupBrowser();

describe('the day page’s further sections', () => {
  it('shows padas, yogas, bala, doshas, vasas and long counts (New Delhi 2020-12-31, the reference day)', async () => {
    const { page, response, errors } = await openPage(browser(), '/panchang/today/new-delhi/2020-12-31', { collectErrors: true });
    expect(response?.status()).toBe(200);
    const text = async (id: string) => (await page.textContent(`[data-testid="${id}"]`)) ?? '';
    expect(await text('special-yogas')).toContain('Sarvartha Siddhi Yoga');
    expect(await text('special-yogas')).toContain('whole day');
    expect(await text('special-yogas')).toContain('7:49 PM – 7:14 AM, Jan 1');
    expect(await text('anandadi')).toContain('Siddhi');
    expect(await text('moon-padas')).toContain('Punarvasu 2');
    expect(await text('moon-padas')).toContain('till 7:26 AM');
    expect(await text('sun-padas')).toContain('Purva Ashadha 1');
    expect(await text('chandrabalam')).toContain('Mithuna');
    expect(await text('shool')).toContain('South');
    expect(await text('epoch')).toContain('5121');
    // The engine's day length at the city's coordinates (the reference prints 10:21:09 there).
    const dinamana = computePanchang({ date: '2020-12-31', lat: 28.63576, lon: 77.22445, tz: 'Asia/Kolkata' }).dinamana!;
    expect(await text('epoch')).toContain(dinamana);
    // The muhurat windows of /muhurat/today are on the day page too.
    expect(await text('timing-pratah_sandhya')).toContain('5:52 AM – 7:14 AM');
    expect(await text('timing-vijaya')).toContain('2:08 PM – 2:49 PM');
    expect(await text('timing-amrit_kalam')).toContain('5:20 PM – 6:59 PM');
    expect(await text('timing-nishita')).toContain('11:57 PM – 12:52 AM');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows them in Hindi under /hi', async () => {
    const { page } = await openPage(browser(), '/hi/panchang/today/new-delhi/2020-12-31', { viewport: MOBILE });
    expect(await page.textContent('[data-testid="special-yogas"]')).toContain('सर्वार्थ सिद्धि योग');
    expect(await page.textContent('[data-testid="doshas-card"]')).toContain('भद्रा');
    expect(await page.textContent('[data-testid="shool"]')).toContain('दक्षिण');
    expect(await page.textContent('[data-testid="epoch-card"]')).toContain('कलियुग वर्ष');
    await page.context().close();
  });

  it('shows a later day of Navratri without the first day’s Ghatasthapana window (2025-04-06)', async () => {
    const { page } = await openPage(browser(), '/panchang/today/new-delhi/2025-04-06');
    const navratri = page.locator('[data-testid="festival-banner"] [data-slug="chaitra-navratri"]');
    expect(await navratri.textContent()).toContain('day 8 of 8');
    expect(await navratri.textContent()).not.toContain('Ghatasthapana');
    expect(await navratri.textContent()).not.toMatch(/AM –/);
    await page.context().close();
  });

  it('has an eclipse banner on the eclipse’s days, leading to the eclipse’s page', async () => {
    const { page } = await openPage(browser(), '/panchang/today/new-delhi/2025-09-07');
    const banner = (await page.textContent('[data-testid="eclipse-banner"]')) ?? '';
    expect(banner).toContain('Lunar eclipse (Total)');
    expect(banner).toContain('Sutak 12:57 PM');
    await Promise.all([page.waitForURL('**/festivals/grahan/2025/lunar-2025-09-07/new-delhi'), page.click('[data-testid="eclipse-banner"] a')]);
    expect(await page.textContent('h1')).toContain('Lunar eclipse');
    expect(await page.textContent('[data-testid="eclipse-contacts"]')).toContain('9:57 PM');
    await page.goto(page.url().replace(/\/festivals.*/, '/panchang/today/new-delhi/2025-09-10'));
    expect(await page.locator('[data-testid="eclipse-banner"]').count()).toBe(0);
    await page.context().close();
  });
});

describe('the year pages', () => {
  it('lists the eclipses of a year at a city, with visibility and Sutak (Varanasi 2027)', async () => {
    const { page, response } = await openPage(browser(), '/festivals/grahan/2027/varanasi');
    expect(response?.status()).toBe(200);
    expect(await page.textContent('h1')).toBe('Eclipses of 2027 in Varanasi');
    const items = page.locator('[data-testid="eclipse-list"] > li');
    expect(await items.count()).toBe(5);
    const aug = (await page.textContent('[data-eclipse="solar-2027-08-02"]')) ?? '';
    expect(aug).toContain('Visible from Varanasi');
    expect(aug).toContain('Sutak');
    expect(await page.textContent('[data-eclipse="solar-2027-02-06"]')).toContain('Not visible from Varanasi');
    await page.context().close();
  });

  it('is in Hindi under /hi, and Pitru Paksha lists sixteen Shraddhas', async () => {
    const { page } = await openPage(browser(), '/hi/festivals/grahan/2025', { viewport: MOBILE });
    expect(await page.textContent('h1')).toContain('2025');
    expect(await page.textContent('[data-eclipse="lunar-2025-09-07"]')).toContain('चंद्र ग्रहण');
    await page.goto(page.url().replace(/\/festivals.*/, '/festivals/pitru-paksha/2025/new-delhi'));
    expect(await page.locator('[data-testid="shraddha-table"] tbody tr').count()).toBe(16);
    expect(await page.textContent('[data-testid="shraddha-table"] tr[data-tithi="30"]')).toContain('सर्वपितृ अमावस्या');
    expect(await page.getAttribute('[data-testid="shraddha-table"] tr[data-tithi="19"]', 'data-date')).toBe('2025-09-10');
    await page.context().close();
  });

  it('are linked from the Festivals menu', async () => {
    const { page } = await openPage(browser(), '/');
    expect(await page.locator('header a[href="/festivals/grahan"]').count()).toBeGreaterThan(0);
    expect(await page.locator('header a[href="/festivals/pitru-paksha"]').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it.each([
    '/festivals/grahan?year=1899',
    '/festivals/grahan?year=20x5',
    '/festivals/grahan/1899',
    '/festivals/grahan/20x5/varanasi',
    '/festivals/grahan/no-such-city-anywhere',
    '/festivals/grahan/2025/lunar-2025-09-08',
    '/festivals/grahan/2025/solar-eclipse',
    '/festivals/grahan/2025/lunar-2025-09-07/no-such-city-anywhere',
    '/festivals/grahan/2025/lunar-2025-09-07/new-delhi/extra',
    '/festivals/pitru-paksha?year=2101',
    '/festivals/pitru-paksha/2101/new-delhi',
    '/festivals/pitru-paksha/new-delhi/extra',
  ])('%s answers 404', async (path) => {
    expect((await fetchManual(path)).status).toBe(404);
  });
});

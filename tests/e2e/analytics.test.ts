/**
 * First-party analytics in Chromium against the production server: events
 * reach the database, wait in the browser while it is offline, are never
 * sent with Do Not Track, and /stats shows what was recorded.
 */
import { analyticsDay } from '@/lib/analytics/retention';
import { STATS_TOP } from '@/lib/analytics/stats';
import { MOBILE, openPage, setupBrowser, url } from './helpers/browser';
import { query, sessionOf, waitForRows } from './helpers/analytics';

const browser = setupBrowser();

const bySession = 'SELECT kind, path, locale, page_type, city, name, value FROM events WHERE session = ? ORDER BY id';

describe('analytics', () => {
  it('a page view and a web vital reach the database', async () => {
    const { page } = await openPage(browser(), '/hi/muhurat/hora/ujjain', { viewport: MOBILE });
    const session = await sessionOf(page);
    const rows = await waitForRows(bySession, [session], (r) => r.some((e) => e.kind === 'pageview') && r.some((e) => e.kind === 'vital'));
    expect(rows).toContainEqual({ kind: 'pageview', path: '/muhurat/hora/ujjain', locale: 'hi', page_type: 'hora', city: 'ujjain', name: null, value: null });
    const vital = rows.find((e) => e.kind === 'vital')!;
    expect(['TTFB', 'FCP', 'LCP', 'CLS', 'INP']).toContain(vital.name);
    expect(vital.value).toBeGreaterThanOrEqual(0);
    expect(vital.path).toBe('/muhurat/hora/ujjain');
    await page.context().close();
  });

  it('queues events while offline and sends them when the connection returns', async () => {
    const { page } = await openPage(browser(), '/muhurat/choghadiya/ujjain', { viewport: MOBILE });
    const session = await sessionOf(page);
    // The collector is running once the page view has arrived.
    await waitForRows(bySession, [session], (r) => r.some((e) => e.kind === 'pageview'));

    const posted: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/analytics')) posted.push(r.postData() ?? '');
    });
    await page.context().setOffline(true);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    // Scrolling to the end records the deepest scroll depths while there is no connection.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => (localStorage.getItem('vc.analytics.queue') ?? '').includes('"depth":100'));
    // Well past the batch delay: still nothing sent, nothing stored.
    await page.waitForTimeout(3000);
    expect(posted).toEqual([]);
    expect(query(bySession, session).filter((e) => e.kind === 'scroll' && e.value === 100)).toEqual([]);

    // The beacon that carries the queue, awaited as it is seen (Playwright may report it after its row is stored).
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/analytics') && (r.postData() ?? '').includes('"depth":100'), { timeout: 30_000 });
    await page.context().setOffline(false);
    const rows = await waitForRows(bySession, [session], (r) => r.some((e) => e.kind === 'scroll' && e.value === 100));
    expect(rows).toContainEqual(expect.objectContaining({ kind: 'scroll', value: 100, path: '/muhurat/choghadiya/ujjain' }));
    await sent;
    expect(await page.evaluate(() => localStorage.getItem('vc.analytics.queue'))).toBeNull();
    await page.context().close();
  });

  it('sends nothing at all when the browser asks not to be tracked', async () => {
    const context = await browser().newContext({ viewport: MOBILE });
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }));
    const page = await context.newPage();
    const posted: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/analytics')) posted.push(r.url());
    });
    await page.goto(url('/lagna/pushkar'), { waitUntil: 'load' });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // Long enough for the collector to have loaded, measured and sent, were it allowed to.
    await page.waitForTimeout(5000);
    await page.goto(url('/privacy'), { waitUntil: 'load' });
    await page.getByTestId('analytics-log-opted-out').waitFor();
    await page.close({ runBeforeUnload: true });
    expect(posted).toEqual([]);
    expect(query("SELECT id FROM events WHERE path = '/lagna/pushkar'")).toEqual([]);
    await context.close();
  });

  it('/stats shows the counts just recorded', async () => {
    const path = '/panchang/today/haridwar';
    for (let i = 0; i < 3; i++) {
      const { page } = await openPage(browser(), path, { viewport: MOBILE });
      const session = await sessionOf(page);
      await waitForRows(bySession, [session], (r) => r.some((e) => e.kind === 'pageview'));
      await page.context().close();
    }
    const today = analyticsDay(Date.now());
    const todays = () => Number(query("SELECT count(*) AS n FROM events WHERE kind = 'pageview' AND day = ?", today)[0].n);
    const before = todays();

    const { page } = await openPage(browser(), '/stats');
    const after = todays();
    const shown = Number(await page.locator(`[data-testid="stats-days"] tr[data-day="${today}"]`).getAttribute('data-views'));
    expect(shown).toBeGreaterThanOrEqual(before);
    expect(shown).toBeLessThanOrEqual(after);
    expect(Number(await page.locator(`[data-testid="views-chart"] g[data-day="${today}"]`).getAttribute('data-views'))).toBe(shown);

    const city = page.locator('[data-testid="stats-cities"] tr[data-key="haridwar"]');
    await expect(city.locator('td').first().textContent()).resolves.toBe('Haridwar');
    await expect(city.locator('td').last().textContent()).resolves.toBe('3');
    // The pages table lists the top ten: the other e2e files' visits may outrank this page's three.
    const pages = await page
      .locator('[data-testid="stats-pages"] tr[data-key]')
      .evaluateAll((trs) => trs.map((tr) => [tr.getAttribute('data-key')!, Number(tr.lastElementChild!.textContent!.replace(/\D/g, ''))] as const));
    const mine = pages.find(([key]) => key === path);
    if (mine) expect(mine[1]).toBe(3);
    else expect([pages.length, pages.every(([, views]) => views >= 3)]).toEqual([STATS_TOP, true]);
    // The vitals table has a row for the page types measured so far, each value rated.
    await expect(page.locator('[data-testid="stats-vitals"] tr[data-page-type="todayPanchang"]').count()).resolves.toBe(1);
    await page.context().close();
  });
});

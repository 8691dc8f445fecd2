/**
 * The planets' pages (#27) in Chromium against the production server: the
 * hub, Saturn's year 2025 and its move into Meena (2025-03-29 22:58:36 IST
 * under the site's ayanamsa, 21:44 under Swiss Ephemeris' true Lahiri:
 * tests/engine/grahas.test.ts), in English and Hindi, the Event JSON-LD,
 * the day page's Planets card, and the 404s.
 */
import { namesFor } from '@/lib/names/names';
import { fetchManual, openPage, setupBrowser } from './helpers/browser';

const browser = setupBrowser();
const hi = namesFor('hi');

describe('the planets’ pages', () => {
  it('the hub lists the nine grahas and links each planet’s year and this year’s transits', async () => {
    const { page, response, errors } = await openPage(browser(), '/grahas/varanasi', { collectErrors: true });
    expect(response?.status()).toBe(200);
    expect(await page.textContent('h1')).toBe('The planets now');
    expect(await page.$$eval('[data-testid="grahas-table"] tbody tr', (rows) => rows.map((r) => r.getAttribute('data-graha')))).toEqual([
      'Sun',
      'Moon',
      'Mars',
      'Mercury',
      'Jupiter',
      'Venus',
      'Saturn',
      'Rahu',
      'Ketu',
    ]);
    const year = new Date().getFullYear();
    expect(await page.getAttribute('[data-graha="Saturn"] a', 'href')).toBe(`/grahas/saturn/${year}/varanasi`);
    expect(await page.textContent('[data-testid="grahas-now"]')).toContain('Lahiri (mean, VP285)');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('Saturn’s year 2025 lists its move into Meena at the city’s time, in English and Hindi', async () => {
    const { page, response } = await openPage(browser(), '/grahas/saturn/2025/new-delhi');
    expect(response?.status()).toBe(200);
    expect(await page.textContent('h1')).toBe('Saturn in 2025');
    expect(await page.textContent('[data-testid="graha-events-table"] tr[data-kind="rashi"]')).toContain('Saturn enters Meena');
    expect(await page.textContent('[data-testid="graha-events-table"] tr[data-kind="rashi"]')).toContain('Mar 29, 2025, 10:59 PM');
    expect(await page.getAttribute('[data-testid="graha-transit-list"] a', 'href')).toBe('/grahas/saturn/2025/meena/new-delhi');
    await page.context().close();

    const h = await openPage(browser(), '/hi/grahas/saturn/2025/new-delhi');
    expect(h.response?.status()).toBe(200);
    expect(await h.page.getAttribute('html', 'lang')).toBe('hi');
    expect(await h.page.textContent('h1')).toBe(`2025 में ${hi.planet('Saturn')}`);
    expect(await h.page.textContent('[data-testid="graha-events-table"] tr[data-kind="rashi"]')).toContain('शनि का मीन राशि में गोचर');
    expect(await h.page.textContent('[data-testid="graha-events-table"] tr[data-kind="rashi"]')).toContain('29 मार्च 2025');
    await h.page.context().close();
  });

  it('the transit page says when, under which ayanamsa, what other almanacs print, and carries an Event', async () => {
    const { page, response } = await openPage(browser(), '/grahas/saturn/2025/meena/new-delhi');
    expect(response?.status()).toBe(200);
    expect(await page.textContent('h1')).toBe('Saturn enters Meena 2025');
    expect(await page.textContent('[data-testid="transit-crossings"]')).toContain('Mar 29, 2025, 10:59 PM');
    expect(await page.textContent('[data-testid="transit-method"]')).toContain('Lahiri (mean, VP285)');
    expect(await page.textContent('[data-testid="transit-alternatives"]')).toContain('Lahiri (true): Mar 29, 2025, 9:44 PM');
    const lds = await page.$$eval('script[type="application/ld+json"]', (s) => s.map((x) => JSON.parse(x.textContent ?? '{}')));
    expect(lds.find((l) => l['@type'] === 'Event')).toMatchObject({ name: 'Saturn enters Meena 2025', startDate: '2025-03-29T22:58:36+05:30', location: { name: 'New Delhi' } });
    await page.context().close();

    const h = await openPage(browser(), '/hi/grahas/saturn/2025/meena/new-delhi');
    expect(h.response?.status()).toBe(200);
    expect(await h.page.textContent('h1')).toBe('शनि का मीन राशि में गोचर 2025');
    expect(await h.page.textContent('[data-testid="transit-method"]')).toContain('लाहिरी (मध्यम, VP285)');
    await h.page.context().close();
  });

  it('the day page shows the planets at sunrise, linking to the hub', async () => {
    const { page, response } = await openPage(browser(), '/panchang/today/new-delhi/2025-11-22');
    expect(response?.status()).toBe(200);
    expect(await page.textContent('[data-testid="planets-card"] [data-graha="Saturn"]')).toContain('Meena');
    expect(await page.textContent('[data-testid="planets-card"]')).toContain('Lahiri (mean, VP285)');
    expect(await page.getAttribute('[data-testid="planets-card"] a', 'href')).toBe('/grahas/new-delhi');
    await page.context().close();
  });

  it('answers 404 for a planet that is none, a transit that is not major or not in the year', async () => {
    for (const path of ['/grahas/pluto/2025', '/grahas/mars/2025/meena', '/grahas/saturn/2026/mesha', '/grahas/saturn/2101']) {
      expect({ path, status: (await fetchManual(path)).status }).toEqual({ path, status: 404 });
    }
  });
});

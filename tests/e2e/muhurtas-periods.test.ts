/**
 * The Gowri Panchangam and Do Ghati pages in both languages, the calendar's
 * periods on the month grid and the day page, the glance card on today's
 * day page only, and the anniversary tool in the menu and the site map
 * (#26, #29). Values are the engine's, computed here for the same day.
 */
import { computeDay, doGhatiOfDay, gowriOfDay } from '@/engine';
import { cityPlace, getCityBySlug } from '@/lib/cities';
import { formatTimeRange } from '@/lib/format/time';
import { namesFor } from '@/lib/names/names';
import { DESKTOP, MOBILE, openPage, setupBrowser } from './helpers/browser';

const browser = setupBrowser();

const CHENNAI = cityPlace(getCityBySlug('chennai')!);
// Thursday.
const DATE = '2026-03-19';
const day = computeDay({ date: DATE, ...CHENNAI, elevation: 0 });

describe('the Gowri Panchangam page', () => {
  it('lists the 8 day and 8 night parts with their quality, and says where its table comes from', async () => {
    const g = gowriOfDay(day);
    const { page, response } = await openPage(browser(), `/muhurat/gowri-panchangam/chennai/${DATE}`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toBe('Gowri Panchangam in Chennai');
    const dayRows = page.locator('[data-testid="gowri-day"] [data-testid="gowri-row"]');
    expect(await dayRows.count()).toBe(8);
    expect(await page.locator('[data-testid="gowri-night"] [data-testid="gowri-row"]').count()).toBe(8);
    const first = g.periods[0];
    expect(await dayRows.first().textContent()).toContain(namesFor('en').gowri(first.name));
    expect(await dayRows.first().textContent()).toContain(formatTimeRange(first.start, first.end));
    const qualities = await page.$$eval('[data-testid="gowri-day"] [data-quality]', (tds) => tds.map((td) => td.getAttribute('data-quality')));
    expect(qualities).toEqual(g.periods.filter((p) => p.period === 'day').map((p) => p.quality));
    // A dated page of another day highlights nothing.
    expect(await page.locator('[data-testid="gowri-row"][aria-current="time"]').count()).toBe(0);
    expect(await page.getByTestId('table-source').textContent()).toContain('sources are thin');
    await page.context().close();
  });

  it('reads in Hindi', async () => {
    const { page } = await openPage(browser(), `/hi/muhurat/gowri-panchangam/chennai/${DATE}`);
    expect(await page.locator('h1').textContent()).toBe('चेन्नई का गौरी पंचांगम');
    expect(await page.locator('[data-testid="gowri-day"] [data-testid="gowri-row"]').first().textContent()).toContain('धन');
    expect(await page.getByTestId('table-source').textContent()).toContain('स्रोत कम हैं');
    await page.context().close();
  });
});

describe('the Do Ghati page', () => {
  it('lists the 15 day and 15 night muhurtas, the weekday’s Durmuhurta marked', async () => {
    const d = doGhatiOfDay(day);
    const { page, response } = await openPage(browser(), `/muhurat/do-ghati/chennai/${DATE}`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('[data-testid="do-ghati-day"] [data-testid="do-ghati-row"]').count()).toBe(15);
    expect(await page.locator('[data-testid="do-ghati-night"] [data-testid="do-ghati-row"]').count()).toBe(15);
    const durmuhurtas = await page.$$eval('[data-testid="do-ghati-row"]', (rows) => rows.filter((r) => r.textContent?.includes('Dur Muhurta')).length);
    expect(durmuhurtas).toBe(d.muhurtas.filter((m) => m.durmuhurta).length);
    await page.context().close();
  });

  it('reads in Hindi and is in the Muhurat menu of both languages', async () => {
    const { page } = await openPage(browser(), `/hi/muhurat/do-ghati/chennai/${DATE}`);
    expect(await page.locator('h1').textContent()).toBe('चेन्नई का दो घटी मुहूर्त');
    expect(await page.locator('[data-testid="do-ghati-day"] [data-testid="do-ghati-row"]').first().textContent()).toContain('रुद्र');
    const panel = page.getByTestId('nav-panel-muhurat');
    expect(await panel.getByRole('link', { name: 'दो घटी मुहूर्त', includeHidden: true }).getAttribute('href')).toBe('/hi/muhurat/do-ghati');
    expect(await panel.getByRole('link', { name: 'गौरी पंचांगम', includeHidden: true }).getAttribute('href')).toBe('/hi/muhurat/gowri-panchangam');
    await page.context().close();
  });
});

describe('periods', () => {
  it('are marked on the month grid with a legend, and named in the phone list', async () => {
    const { page } = await openPage(browser(), '/panchang/monthly/new-delhi/2026-01', { viewport: DESKTOP });
    const legend = page.getByTestId('period-legend');
    expect(await legend.textContent()).toContain('Kharmas (Sun in Dhanu)');
    expect(await legend.textContent()).toContain('Dec 16, 2025 – Jan 14, 2026');
    const marks = (date: string) =>
      page.$$eval(`[data-testid="month-grid"] [data-date="${date}"] [data-testid="period-marks"] [data-period]`, (s) => s.map((e) => e.getAttribute('data-period')));
    expect(await marks('2026-01-14')).toContain('kharmas');
    expect(await marks('2026-01-15')).not.toContain('kharmas');
    // The cell's description names its periods for screen readers (the marks are decorative).
    expect(await page.locator('#month-day-2026-01-10').textContent()).toContain('Kharmas (Sun in Dhanu)');
    await page.context().close();

    const phone = await openPage(browser(), '/hi/panchang/monthly/new-delhi/2026-01', { viewport: MOBILE });
    expect(await phone.page.locator('[data-testid="month-list-day"][data-date="2026-01-10"] [data-testid="month-list-periods"]').textContent()).toContain('खरमास (सूर्य धनु में)');
    await phone.page.context().close();
  });

  it('are named on the day page with their end', async () => {
    const { page } = await openPage(browser(), '/panchang/today/new-delhi/2026-09-30');
    const line = page.getByTestId('day-periods');
    expect(await line.textContent()).toContain('In Chaturmas until Nov 20');
    expect(await line.textContent()).toContain('In Pitru Paksha until Oct 10');
    // A dated day is not today's page: no glance card.
    expect(await page.getByTestId('glance-card').count()).toBe(0);
    await page.context().close();
  });
});

describe('personal dates', () => {
  it('today’s day page carries the glance card', async () => {
    const { page } = await openPage(browser(), '/panchang/today/varanasi');
    expect(await page.getByTestId('glance-card').count()).toBe(1);
    await page.context().close();
  });

  it('the anniversary tool is in the Panchang menu and the site map', async () => {
    const { page } = await openPage(browser(), '/sitemap');
    const panel = page.getByTestId('nav-panel-panchang');
    expect(await panel.getByRole('link', { name: 'Tithi Anniversaries', includeHidden: true }).getAttribute('href')).toBe('/tools/tithi-anniversary');
    expect(await page.locator('main').getByRole('link', { name: 'Tithi Anniversaries' }).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Panchang', exact: true }).click();
    await panel.getByRole('link', { name: 'Tithi Anniversaries' }).click();
    await page.waitForURL('**/tools/tithi-anniversary');
    await page.context().close();
  });
});

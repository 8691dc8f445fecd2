/**
 * What a visitor sees of the festivals and a few page details (issue 25),
 * in Chromium: festival pictograms drawn as the site's SVG icons (this
 * machine has no colour emoji font, as many Linux and older Android
 * systems), the festival list as cards on a phone, the grid's days named by
 * what they show, the lagna table's span, the eclipse's breadcrumb, the
 * header at 360 px and the search landmarks.
 */
import type { Page } from 'playwright-core';
import { axeFindings } from './helpers/axe';
import { DESKTOP, openPage, setupBrowser } from './helpers/browser';

const browser = setupBrowser();
const PHONE = { width: 360, height: 800 };
const MONTH = '/festivals/2025/october/varanasi';

/** Pictographic characters in the visible text of the elements matching `selector`. */
const pictographs = (page: Page, selector: string) =>
  page.evaluate((sel) => [...document.querySelectorAll<HTMLElement>(sel)].flatMap((el) => el.innerText.match(/\p{Extended_Pictographic}/gu) ?? []), selector);

describe('festival pictograms', () => {
  it.each([DESKTOP, PHONE])('are SVG icons in the month grid and list, no emoji (%o)', async (viewport) => {
    const { page } = await openPage(browser(), MONTH, { viewport });
    const days = page.locator('[data-testid="festival-day"]');
    const withEvents = await days.evaluateAll((tds) => tds.filter((td) => (td.querySelector('[hidden]')?.textContent ?? '').includes(';')).length);
    expect(withEvents).toBeGreaterThan(5);
    // Every day with events shows at least one drawn icon, coloured by the text (currentColor).
    const drawn = await days.evaluateAll((tds) =>
      tds.filter((td) => [...td.querySelectorAll('svg[data-festival-icon]')].some((s) => s.getClientRects().length > 0 && s.getAttribute('stroke') === 'currentColor')).length,
    );
    expect(drawn).toBe(withEvents);
    expect(await page.locator('[data-testid="festival-row"] svg[data-festival-icon]').count()).toBe(await page.locator('[data-testid="festival-row"]').count());
    expect(await pictographs(page, '[data-testid="festival-month"], [data-testid="festival-list"]')).toEqual([]);
    await page.context().close();
  });

  it('are SVG icons in the day page’s festival banner and on a festival’s page', async () => {
    const { page } = await openPage(browser(), '/panchang/today/varanasi?date=2025-10-20');
    expect(await page.locator('[data-testid="festival-banner"] svg[data-festival-icon="🪔"]').count()).toBeGreaterThan(0);
    expect(await pictographs(page, '[data-testid="festival-banner"]')).toEqual([]);
    await page.goto(page.url().replace(/\/panchang.*/, '/festivals/festival/diwali-2025'));
    expect(await page.locator('[data-testid="festival-title"] svg[data-festival-icon]').getAttribute('aria-hidden')).toBe('true');
    expect(await page.textContent('[data-testid="festival-title"]')).toBe('Diwali (Lakshmi Puja) 2025');
    await page.context().close();
  });
});

describe('the festival grid’s days', () => {
  it('are named by what they show (day, leading event, "+1 more"), described by the full date and every event', async () => {
    const { page } = await openPage(browser(), MONTH, { viewport: DESKTOP });
    const day = page.locator('[data-testid="festival-day"][data-date="2025-10-20"] a');
    const name = await day.evaluate((a) => (a as HTMLElement).innerText.replace(/\s+/g, ' ').trim());
    expect(name).toMatch(/^20 .+ \+\d+ more$/);
    expect(await day.getAttribute('aria-label')).toBeNull();
    const described = await page.locator(`[id="${await day.getAttribute('aria-describedby')}"]`).textContent();
    expect(described).toMatch(/^Monday, October 20, 2025; /);
    // Varanasi's Pradosh on the 21st holds Amavasya for more than a ghati, so Lakshmi Puja moves there (Dharmasindhu, engine/festivals/rules.ts); the 20th is Narak Chaturdashi.
    expect(described).toContain('Narak Chaturdashi (Chhoti Diwali)');
    await page.context().close();
  });
});

describe('the festival lists on a phone', () => {
  it.each([
    [MONTH, 'festival-table'],
    [`/hi${MONTH}`, 'festival-table'],
    ['/festivals?date=2025-11-22', 'festival-table'],
    ['/festivals/ekadashi?year=2025', 'observance-table'],
    ['/hi/festivals/purnima?year=2025', 'observance-table'],
    ['/festivals/sankranti?year=2025', 'observance-table'],
    ['/festivals/pitru-paksha/varanasi?year=2025', 'shraddha-table'],
  ])('%s: one card per row below 480 px, every cell in view', async (path, table) => {
    const { page } = await openPage(browser(), path, { viewport: PHONE });
    const layout = await page.evaluate((id) => {
      const t = document.querySelector<HTMLElement>(`[data-testid="${id}"]`)!;
      const rows = [...t.querySelectorAll<HTMLElement>(':scope > tbody > tr')];
      const out: string[] = [];
      const doc = document.documentElement;
      if (doc.scrollWidth > doc.clientWidth) out.push(`page ${doc.scrollWidth} > ${doc.clientWidth}`);
      const box = t.parentElement!;
      if (box.scrollWidth > box.clientWidth + 1) out.push(`list ${box.scrollWidth} > ${box.clientWidth}`);
      rows.forEach((r, i) => {
        if (getComputedStyle(r).display !== 'grid') out.push(`row ${i}: ${getComputedStyle(r).display}`);
        for (const td of r.querySelectorAll<HTMLElement>(':scope > td')) {
          const b = td.getBoundingClientRect();
          if (b.left < 0 || b.right > innerWidth || b.width === 0) out.push(`row ${i}: cell at ${b.left}-${b.right}`);
        }
      });
      const labels = [...t.querySelectorAll<HTMLElement>('td[data-label]')].slice(0, 1).map((td) => getComputedStyle(td, '::before').content);
      return { rows: rows.length, out, headHeight: t.querySelector('thead')!.getBoundingClientRect().height, labels };
    }, table);
    expect(layout.rows).toBeGreaterThan(0);
    expect(layout.out).toEqual([]);
    expect(layout.headHeight).toBeLessThanOrEqual(1);
    // The cells after date and name are headed by their column's name.
    expect(layout.labels).toHaveLength(1);
    expect(layout.labels[0]).not.toBe('none');
    await page.context().close();
  });

  it('the month’s list names the tithi cell on the card', async () => {
    const { page } = await openPage(browser(), MONTH, { viewport: PHONE });
    const label = await page.locator('[data-testid="festival-row"] td[data-label]').first().evaluate((td) => getComputedStyle(td, '::before').content);
    expect(label).toMatch(/Tithi/);
    await page.context().close();
  });

  it('is a table from 480 px on', async () => {
    const { page } = await openPage(browser(), MONTH, { viewport: { width: 480, height: 800 } });
    expect(await page.locator('[data-testid="festival-row"]').first().evaluate((r) => getComputedStyle(r).display)).toBe('table-row');
    await page.context().close();
  });
});

describe('page details', () => {
  it('the lagna table says what its span is, both ends dated', async () => {
    const { page } = await openPage(browser(), '/lagna/varanasi?date=2025-11-27');
    expect(await page.locator('[data-testid="lagna-table"] p').first().textContent()).toMatch(/^Sunrise to the next sunrise: 6:\d\d AM, Nov 27 – 6:\d\d AM, Nov 28$/);
    await page.context().close();
  });

  it('an eclipse’s breadcrumb ends at the eclipse, in the trail and its JSON-LD', async () => {
    const { page } = await openPage(browser(), '/festivals/grahan/2025/lunar-2025-09-07/varanasi');
    const crumbs = await page.locator('nav[aria-label="Breadcrumb"] li').allTextContents();
    expect(crumbs.map((c) => c.replace('/', '').trim()).slice(-2)).toEqual(['Varanasi', 'Lunar eclipse, Sunday, September 7, 2025']);
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((s) => JSON.parse(s)).find((d) => d['@type'] === 'BreadcrumbList');
    expect(ld.itemListElement.at(-1)).toMatchObject({ name: 'Lunar eclipse, Sunday, September 7, 2025' });
    expect(new URL(ld.itemListElement.at(-1).item).pathname).toBe('/festivals/grahan/2025/lunar-2025-09-07/varanasi');
    await page.context().close();
  });

  it.each(['/', '/hi'])('%s: the header’s name stays on one line at 360 px', async (path) => {
    const { page } = await openPage(browser(), path, { viewport: PHONE });
    const header = await page.evaluate(() => {
      const name = document.querySelector<HTMLElement>('header a[href] span span')!;
      const h = document.querySelector<HTMLElement>('header > div')!;
      return { lines: Math.round(name.getBoundingClientRect().height / parseFloat(getComputedStyle(name).lineHeight)), overflow: h.scrollWidth - h.clientWidth };
    });
    expect(header).toEqual({ lines: 1, overflow: 0 });
    await page.context().close();
  });

  it.each(['/search?q=new+york', '/blog'])('%s: every landmark of a kind has its own name', async (path) => {
    const { page } = await openPage(browser(), path);
    await page.waitForLoadState('networkidle');
    expect(await axeFindings(page, ['minor', 'moderate', 'serious', 'critical']).then((f) => f.filter((x) => x.rule.startsWith('landmark')))).toEqual([]);
    const searches = await page.locator('form[role="search"]').evaluateAll((fs) => fs.filter((f) => f.getClientRects().length > 0).map((f) => f.getAttribute('aria-label')));
    expect(new Set(searches).size).toBe(searches.length);
    await page.context().close();
  });

  it('the Bhadra row keeps its dot beside the first line of its text on a phone', async () => {
    const { page } = await openPage(browser(), '/panchang/today/varanasi?date=2025-11-24', { viewport: PHONE });
    const rows = await page.locator('[data-testid="bhadra"] li').evaluateAll((lis) =>
      lis.map((li) => {
        const dot = li.querySelector('[aria-hidden="true"]')!.getBoundingClientRect();
        const text = li.querySelector('span:not([aria-hidden])')!;
        const line = parseFloat(getComputedStyle(text).lineHeight);
        const t = text.getBoundingClientRect();
        return { dotInFirstLine: dot.top >= t.top && dot.bottom <= t.top + line, dotLeftOfText: dot.right <= t.left };
      }),
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r).toEqual({ dotInFirstLine: true, dotLeftOfText: true });
    await page.context().close();
  });

  it('the /stats chart’s scale labels lie inside the chart', async () => {
    const { page } = await openPage(browser(), '/stats');
    const labels = await page.locator('[data-testid="views-chart"] text').evaluateAll((ts) => ts.map((t) => (t as SVGTextElement).getBBox().x));
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.filter((x) => x < 0)).toEqual([]);
    await page.context().close();
  });

  it('the search for a place lists the place before the articles mentioning it', async () => {
    const { page } = await openPage(browser(), '/search?q=new+york');
    const groups = await page.locator('[data-testid^="search-group-"]').evaluateAll((s) => s.map((g) => g.getAttribute('data-testid')));
    expect(groups[0]).toBe('search-group-cities');
    await page.context().close();
  });
});

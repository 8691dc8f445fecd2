/**
 * Hindi pages name places and time zones in Hindi: the eclipse and Pitru
 * Paksha pages' place line, the printed month's heading, the home page's
 * time zone, and a district town's heading (Nagaur: one of the 2,000
 * most-populous Indian places, named by lib/cities/data/hindi-names.json).
 */
import type { Page } from 'playwright-core';
import { openPage, setupBrowser } from './helpers/browser';

const browser = setupBrowser();

/** The English forms a Hindi page used to show. */
const LATIN_PLACES = /\b(New Delhi|Delhi|India|Varanasi|Uttar Pradesh|Nagaur|Rajasthan|Asia\/Kolkata)\b/;

async function text(page: Page, selector: string): Promise<string> {
  return (await page.locator(selector).first().textContent()) ?? '';
}

async function hindiPage(path: string): Promise<Page> {
  const { page, response } = await openPage(browser(), path);
  expect(response?.status()).toBe(200);
  return page;
}

describe('places on Hindi pages', () => {
  it.each([
    ['/hi/festivals/grahan', 'नई दिल्ली, दिल्ली, भारत'],
    ['/hi/festivals/pitru-paksha', 'नई दिल्ली, दिल्ली, भारत'],
    ['/hi/festivals/pitru-paksha/nagaur', 'नागौर, राजस्थान, भारत'],
  ])('%s names the place in Hindi', async (path, place) => {
    const page = await hindiPage(path);
    const main = await text(page, 'main');
    expect(main).toContain(place);
    expect(main).not.toMatch(LATIN_PLACES);
    await page.context().close();
  });

  it('the printed month is headed in Hindi', async () => {
    const page = await hindiPage('/hi/panchang/monthly/varanasi/2025-11');
    const sheet = await text(page, '[data-testid="print-sheet"]');
    expect(sheet).toContain('वाराणसी, उत्तर प्रदेश, भारत');
    expect(sheet).not.toMatch(LATIN_PLACES);
    await page.context().close();
  });

  it('the home page names the time zone in Hindi', async () => {
    const page = await hindiPage('/hi');
    const main = await text(page, 'main');
    expect(main).toContain('भारतीय मानक समय');
    expect(main).not.toContain('Asia/Kolkata');
    await page.context().close();
  });

  it("a district town's page is headed with its Hindi name", async () => {
    const page = await hindiPage('/hi/panchang/today/nagaur');
    expect(await text(page, 'h1')).toContain('नागौर');
    expect(await text(page, 'main')).not.toMatch(/\bNagaur\b/);
    await page.context().close();
  });
});

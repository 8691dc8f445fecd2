/**
 * axe-core on every page type in both languages (issue 16): no serious or
 * critical finding. The day page, a tool page and the month in both themes
 * are in edges.test.ts; here each other page type once, light theme.
 */
import { axeFindings } from './helpers/axe';
import { openPage, setupBrowser } from './helpers/browser';

const browser = setupBrowser();

const D = '?date=2025-11-22';
const PAGES: readonly (readonly [string, number])[] = [
  ['/', 200],
  [`/panchang/today/varanasi${D}`, 200],
  ['/panchang', 200],
  [`/panchang/tithi/varanasi${D}`, 200],
  [`/panchang/nakshatra/varanasi${D}`, 200],
  [`/panchang/monthly/varanasi${D}`, 200],
  [`/tithi-today/varanasi${D}`, 200],
  [`/nakshatra-finder/varanasi${D}`, 200],
  ['/muhurat', 200],
  [`/muhurat/today/varanasi${D}`, 200],
  [`/muhurat/rahu-kaal/varanasi${D}`, 200],
  [`/muhurat/choghadiya/varanasi${D}`, 200],
  [`/muhurat/hora/varanasi${D}`, 200],
  [`/muhurat/abhijit-muhurat/varanasi${D}`, 200],
  ['/astrology', 200],
  [`/lagna/varanasi${D}`, 200],
  ['/festivals/grahan/varanasi?year=2025', 200],
  ['/festivals/grahan/2025/lunar-2025-09-07/varanasi', 200],
  ['/festivals/pitru-paksha/varanasi?year=2025', 200],
  ['/festivals/festival/diwali-2025', 200],
  ['/festivals/ekadashi/nirjala-2026', 200],
  ['/festivals/amavasya/mauni-2027', 200],
  ['/blog', 200],
  ['/blog/category/muhurat', 200],
  ['/about', 200],
  ['/privacy', 200],
  ['/terms', 200],
  ['/stats', 200],
  ['/developers', 200],
  ['/no-such-page', 404],
];

describe('accessibility of every page type (axe-core)', () => {
  it.each(PAGES.flatMap(([p, status]) => [[p, status], [p === '/' ? '/hi' : `/hi${p}`, status]] as const))(
    '%s: no serious or critical finding',
    async (path, status) => {
      const { page, response } = await openPage(browser(), path);
      expect(response?.status()).toBe(status);
      await page.waitForLoadState('networkidle');
      expect([path, await axeFindings(page)]).toEqual([path, []]);
      await page.context().close();
    },
  );

  it('an article in each language has none either', async () => {
    for (const path of ['/blog/tithi', '/hi/blog/tithi-kya-hai']) {
      const { page, response } = await openPage(browser(), path);
      expect(response?.status()).toBe(200);
      await page.waitForLoadState('networkidle');
      expect([path, await axeFindings(page)]).toEqual([path, []]);
      await page.context().close();
    }
  });
});

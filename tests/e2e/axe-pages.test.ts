/**
 * axe-core on every page type in both languages and both themes (issues 16
 * and 25): no serious or critical finding. The dark theme is the one the
 * site follows from the system (`colorScheme`), checked on the page's root.
 */
import { axeFindings } from './helpers/axe';
import { openPage, setupBrowser } from './helpers/browser';

const browser = setupBrowser();

const D = '/2025-11-22';
const PAGES: readonly (readonly [string, number])[] = [
  ['/', 200],
  [`/panchang/today/varanasi${D}`, 200],
  ['/panchang', 200],
  [`/panchang/tithi/varanasi${D}`, 200],
  [`/panchang/nakshatra/varanasi${D}`, 200],
  ['/panchang/monthly/varanasi/2025-11', 200],
  [`/tithi-today/varanasi${D}`, 200],
  ['/nakshatra-finder/varanasi/nakshatra-4/2025', 200],
  ['/muhurat', 200],
  [`/muhurat/today/varanasi${D}`, 200],
  [`/muhurat/rahu-kaal/varanasi${D}`, 200],
  [`/muhurat/choghadiya/varanasi${D}`, 200],
  [`/muhurat/hora/varanasi${D}`, 200],
  [`/muhurat/abhijit-muhurat/varanasi${D}`, 200],
  // Shubh Muhurat (#28): the hub, a kind's year, one date.
  ['/muhurat/shubh/varanasi', 200],
  ['/muhurat/shubh/vivah/2026/varanasi', 200],
  ['/muhurat/shubh/vivah/2026-03-11/varanasi', 200],
  [`/muhurat/gowri-panchangam/chennai${D}`, 200],
  [`/muhurat/do-ghati/varanasi${D}`, 200],
  // A month with periods marked (Kharmas, Shukra asta, Panchak) and its legend; today's day page with the glance card.
  ['/panchang/monthly/varanasi/2026-01', 200],
  ['/panchang/today/varanasi', 200],
  ['/tools/tithi-anniversary', 200],
  ['/astrology', 200],
  [`/lagna/varanasi${D}`, 200],
  ['/grahas/varanasi', 200],
  ['/grahas/saturn/2025/varanasi', 200],
  ['/grahas/saturn/2025/meena/varanasi', 200],
  ['/festivals/varanasi', 200],
  ['/festivals/2025/october/varanasi', 200],
  ['/festivals/ekadashi/2025', 200],
  ['/festivals/purnima/2025', 200],
  ['/festivals/amavasya/2025', 200],
  ['/festivals/pradosh/2025', 200],
  ['/festivals/sankranti/2025', 200],
  ['/festivals/grahan/2025/varanasi', 200],
  ['/festivals/grahan/2025/lunar-2025-09-07/varanasi', 200],
  ['/festivals/pitru-paksha/2025/varanasi', 200],
  ['/print/ekadashi/2025/varanasi', 200],
  ['/print/vrats/2025/varanasi', 200],
  ['/festivals/festival/diwali-2025', 200],
  ['/festivals/festival/holika-dahan-2026', 200],
  ['/festivals/ekadashi/nirjala-2026', 200],
  ['/festivals/amavasya/mauni-2027', 200],
  ['/festivals/vrat/sankashti-chaturthi-2026/varanasi', 200],
  ['/blog', 200],
  ['/blog/category/muhurat', 200],
  ['/search', 200],
  ['/search?q=new+york', 200],
  ['/search?q=diwali', 200],
  ['/faq', 200],
  ['/about', 200],
  ['/privacy', 200],
  ['/terms', 200],
  ['/developers', 200],
  ['/sitemap', 200],
  ['/stats', 200],
  ['/developers', 200],
  // Regional calendars (issue 31).
  ['/regional', 200],
  ['/regional/tamil/1946/karthigai/chennai', 200],
  ['/panchang/monthly/varanasi/2026-03/bengali', 200],
  ['/no-such-page', 404],
];

const THEMES = ['light', 'dark'] as const;

describe('accessibility of every page type (axe-core)', () => {
  it.each(
    THEMES.flatMap((theme) => PAGES.flatMap(([p, status]) => [[theme, p, status], [theme, p === '/' ? '/hi' : `/hi${p}`, status]] as const)),
  )('%s theme, %s: no serious or critical finding', async (colorScheme, path, status) => {
    const { page, response } = await openPage(browser(), path, { colorScheme });
    expect(response?.status()).toBe(status);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(colorScheme === 'dark');
    expect([path, await axeFindings(page)]).toEqual([path, []]);
    await page.context().close();
  });

  it.each(THEMES)('an article in each language has none either, %s theme', async (colorScheme) => {
    for (const path of ['/blog/tithi', '/hi/blog/tithi-kya-hai']) {
      const { page, response } = await openPage(browser(), path, { colorScheme });
      expect(response?.status()).toBe(200);
      await page.waitForLoadState('networkidle');
      expect([path, await axeFindings(page)]).toEqual([path, []]);
      await page.context().close();
    }
  });
});

/**
 * What pages send the browser (issue 13 item 11), on the production build:
 * only the messages client components read (not the catalogue), no zod and
 * no luxon in the JavaScript, no Devanagari font on English pages (the
 * language switch's one word has its own 2.4 KB subset). The sizes are
 * printed by `npm run bench` (js_kb_gzip_*, html_kb_day).
 */
import { BASE_URL, openPage, setupBrowser } from './helpers/browser';
import { scriptPaths } from '../../scripts/lib/payload';

const browser = setupBrowser();

const DAY = '/panchang/today/varanasi?date=2025-11-22';
const PAGES = ['/', '/about', DAY, `/hi${DAY}`, '/muhurat/choghadiya/varanasi', '/blog', '/festivals/festival/diwali-2025'];

async function html(path: string): Promise<string> {
  const r = await fetch(`${BASE_URL}${path}`);
  expect(r.status).toBe(200);
  return r.text();
}

describe('page payload', () => {
  it.each(PAGES)('%s carries only the messages its client components read', async (path) => {
    const h = await html(path);
    // Server-only namespaces (names, festival texts, page texts) never travel as messages.
    for (const ns of ['names', 'festivals', 'dayExtras', 'about']) expect([ns, h.includes(`\\"${ns}\\":{`)]).toEqual([ns, false]);
  });

  it('no page script bundles zod, luxon or a message catalogue', async () => {
    const scripts = new Set<string>();
    for (const path of PAGES) for (const s of scriptPaths(await html(path))) scripts.add(s);
    expect(scripts.size).toBeGreaterThan(5);
    const offenders: string[] = [];
    for (const s of scripts) {
      const js = await (await fetch(`${BASE_URL}${s}`)).text();
      if (/ZodError|\$ZodType/.test(js)) offenders.push(`${s}: zod`);
      if (/Invalid DateTime|luxon/.test(js)) offenders.push(`${s}: luxon`);
      if (js.includes('"names":{') || js.includes('"festivals":{')) offenders.push(`${s}: messages`);
    }
    expect(offenders).toEqual([]);
  });

  it('English pages never download the Devanagari font; Hindi pages do', async () => {
    const fontsOf = async (path: string) => {
      const { page } = await openPage(browser(), path);
      await page.waitForLoadState('networkidle');
      const fonts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => e.name)
          .filter((n) => n.endsWith('.woff2'))
          .map((n) => new URL(n).pathname.split('/').pop()!.replace(/\.[\w-]+\.woff2$/, '')),
      );
      await page.context().close();
      return fonts;
    };
    for (const path of ['/about', DAY]) {
      const fonts = await fontsOf(path);
      expect(fonts).toContain('hindi-word');
      expect(fonts.filter((f) => f.startsWith('noto-sans-devanagari'))).toEqual([]);
    }
    expect((await fontsOf(`/hi${DAY}`)).some((f) => f.startsWith('noto-sans-devanagari-devanagari'))).toBe(true);
  });
});

/**
 * What pages send the browser (issue 13 item 11), on the production build:
 * only the messages client components read (not the catalogue), no zod and
 * no luxon in the JavaScript, no Devanagari font on English pages unless
 * they show Hindi text (the language switch's one word has its own 2.4 KB subset). The sizes are
 * printed by `npm run bench` (js_kb_gzip_*, html_kb_day).
 */
import { BASE_URL, DESKTOP, MOBILE, openPage, setupBrowser } from './helpers/browser';
import { scriptPaths } from '../../scripts/lib/payload';

const browser = setupBrowser();

const DAY = '/panchang/today/varanasi/2025-11-22';
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

  // The full font is for Hindi text: an English page fetches it only when it shows some (the sidebar's
  // upcoming festivals give each Hindi name, which the phone layout does not show), never its Latin part.
  it('English pages download the Devanagari font only where they show Hindi text; Hindi pages do', async () => {
    const fontsOf = async (path: string, viewport = DESKTOP) => {
      const { page } = await openPage(browser(), path, { viewport });
      await page.waitForLoadState('networkidle');
      const fonts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => e.name)
          .filter((n) => n.endsWith('.woff2'))
          .map((n) => new URL(n).pathname.split('/').pop()!.replace(/\.[\w-]+\.woff2$/, '')),
      );
      const hindiShown = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[lang="hi"]:not(.hindi-word)')].some((e) => e.offsetParent !== null && e.textContent!.trim() !== ''),
      );
      await page.context().close();
      return { fonts, full: fonts.filter((f) => f.startsWith('noto-sans-devanagari')), hindiShown };
    };
    for (const path of ['/about', DAY]) {
      for (const viewport of [DESKTOP, MOBILE]) {
        const { fonts, full, hindiShown } = await fontsOf(path, viewport);
        expect(fonts).toContain('hindi-word');
        expect([path, viewport.width, full]).toEqual([path, viewport.width, hindiShown ? ['noto-sans-devanagari-devanagari-wght-normal'] : []]);
      }
    }
    // Nothing on the phone's /about is Hindi but the switch's word.
    expect((await fontsOf('/about', MOBILE)).full).toEqual([]);
    expect((await fontsOf(`/hi${DAY}`)).full).toContain('noto-sans-devanagari-devanagari-wght-normal');
  });
});

/**
 * Every page type answers with the lifetime its path implies
 * (lib/http/cache-life.ts, docs/performance.md), public for any cache, and
 * is kept by Next (x-nextjs-cache: HIT on the second request): a day, month
 * or year the path names for a day, then a week stale; today's pages until
 * the city's midnight; what shows "now" a minute; written content an hour;
 * the statistics and the search never.
 */
import { fetchManual } from './helpers/browser';

const DATED = 's-maxage=86400, stale-while-revalidate=604800';
const CONTENT = 's-maxage=3600, stale-while-revalidate=86400';
const NOW = 's-maxage=60, stale-while-revalidate=240';
const PRIVATE = 'private, no-cache, no-store, max-age=0, must-revalidate';
/**
 * Until the city's next midnight (at least a minute), then a minute stale;
 * in the day's last minutes stale up to five minutes in all (Next keeps no
 * page that expires sooner: lib/http/cache-life.ts).
 */
const TODAY = /^s-maxage=(\d+), stale-while-revalidate=(\d+)$/;

const CASES: [string, string | RegExp][] = [
  // A day, a month, a year, a span of years, a festival, an eclipse the path names.
  ['/panchang/today/varanasi/2025-11-22', DATED],
  ['/hi/muhurat/choghadiya/varanasi/2025-11-22', DATED],
  ['/panchang/varanasi/2025-11-22', DATED],
  ['/lagna/varanasi/2025-11-22', DATED],
  ['/tithi-today/varanasi/2025-11-22/06-30', DATED],
  ['/panchang/monthly/varanasi/2025-11', DATED],
  ['/panchang/monthly/varanasi/2025-11/amanta-24h', DATED],
  ['/festivals/2025/november/varanasi', DATED],
  ['/festivals/ekadashi/2025/varanasi', DATED],
  ['/festivals/grahan/2025', DATED],
  ['/festivals/grahan/2025/lunar-2025-09-07/varanasi', DATED],
  ['/festivals/festival/diwali-2025/varanasi', DATED],
  ['/nakshatra-finder/varanasi/nakshatra-4/2025-2026', DATED],
  // Today, this month, this year at a city.
  ['/panchang/today/varanasi', TODAY],
  ['/hi/muhurat/rahu-kaal', TODAY],
  ['/panchang/monthly/varanasi', TODAY],
  ['/festivals', TODAY],
  ['/festivals/ekadashi', TODAY],
  ['/varanasi', TODAY],
  ['/', TODAY],
  // What holds now.
  ['/lagna', NOW],
  ['/astrology/varanasi', NOW],
  ['/muhurat', NOW],
  ['/tithi-today/varanasi', NOW],
  // Written content.
  ['/about', CONTENT],
  ['/hi/privacy', CONTENT],
  ['/terms', CONTENT],
  ['/developers', CONTENT],
  ['/hi/widgets', CONTENT],
  ['/sitemap', CONTENT],
  ['/blog', CONTENT],
  ['/blog/tithi', CONTENT],
  ['/blog/category/muhurat', CONTENT],
];

/**
 * The answer once Next holds the page. A page kept from an earlier visit
 * that has outlived its `s-maxage` (a page of "now" after a minute) answers
 * STALE while Next computes it again in the background, then HIT.
 */
async function keptAnswer(path: string): Promise<Response> {
  for (let tries = 1; ; tries++) {
    const r = await fetchManual(path);
    await r.arrayBuffer();
    if (r.headers.get('x-nextjs-cache') !== 'STALE' || tries === 10) return r;
    await new Promise((done) => setTimeout(done, 1000));
  }
}

describe('Cache-Control of every page type', () => {
  it.each(CASES)('%s: %s, kept by Next', async (path, expected) => {
    const first = await fetchManual(path);
    expect(first.status).toBe(200);
    await first.arrayBuffer();
    const again = await keptAnswer(path);
    const cc = again.headers.get('cache-control') ?? '';
    if (typeof expected === 'string') expect(cc).toBe(expected);
    else {
      const m = expected.exec(cc);
      expect([cc, m !== null]).toEqual([cc, true]);
      expect(Number(m![1])).toBeGreaterThanOrEqual(60);
      expect(Number(m![1])).toBeLessThanOrEqual(86_400);
      expect(Number(m![2])).toBe(Math.max(60, 300 - Number(m![1])));
    }
    expect(again.headers.get('x-nextjs-cache')).toBe('HIT');
    // Nothing in the answer depends on who asked.
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(again.headers.get('vary') ?? '').not.toMatch(/cookie/i);
  });

  it.each(['/stats', '/search?q=diwali', '/hi/search'])('%s is never kept', async (path) => {
    const r = await fetchManual(path);
    expect([r.status, r.headers.get('cache-control')]).toEqual([200, PRIVATE]);
  });

  it('a path that is no page: a 404 page, kept like a dated page', async () => {
    const r = await fetchManual('/panchang/today/no-such-city-anywhere');
    expect([r.status, r.headers.get('cache-control')]).toEqual([404, DATED]);
  });
});

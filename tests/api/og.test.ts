/** GET /og/...png: the share card route as a client (a social platform's crawler) sees it. */
import sharp from 'sharp';
import { GET } from '@/app/og/[...path]/route';

async function get(path: string): Promise<{ status: number; type: string | null; cache: string | null; body: Buffer }> {
  const url = new URL(`http://localhost${path}`);
  const segments = url.pathname.replace(/^\/og\//, '').split('/');
  const res = await GET(new Request(url), { params: Promise.resolve({ path: segments }) });
  return { status: res.status, type: res.headers.get('content-type'), cache: res.headers.get('cache-control'), body: Buffer.from(await res.arrayBuffer()) };
}

const TOOL_CACHE = 'public, max-age=86400, s-maxage=2592000, stale-while-revalidate=604800';
const PAGE_CACHE = 'public, max-age=86400, s-maxage=86400, stale-while-revalidate=604800';

describe('GET /og', () => {
  it.each([
    ['/og/hi/today-panchang/new-delhi/2026-03-19.png', TOOL_CACHE],
    ['/og/en/muhurat/varanasi/2026-03-19.png', TOOL_CACHE],
    ['/og/en/monthly-panchang/varanasi/2026-03-19.png?system=amanta', TOOL_CACHE],
    ['/og/hi/nakshatra-finder/varanasi/2026-03-19.png?nakshatra=4&from=2026&to=2026', TOOL_CACHE],
    ['/og/hi/grahan/new-delhi/2026.png', TOOL_CACHE],
    ['/og/en/grahan/new-delhi/2026/lunar-2026-03-03.png', TOOL_CACHE],
    ['/og/hi/pitru-paksha/varanasi/2026.png', TOOL_CACHE],
    ['/og/hi/festivals/festival/diwali-2026/varanasi.png', TOOL_CACHE],
    ['/og/en/festivals/ekadashi/putrada-2026/new-delhi.png', TOOL_CACHE],
    ['/og/hi/page/home.png', PAGE_CACHE],
    ['/og/en/article/tithi.png', PAGE_CACHE],
    ['/og/hi/category/muhurat.png', PAGE_CACHE],
  ])('%s is a 1200 x 630 PNG, cacheable', async (path, cache) => {
    const r = await get(path);
    expect({ status: r.status, type: r.type, cache: r.cache }).toEqual({ status: 200, type: 'image/png', cache });
    expect(await sharp(r.body).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });

  it.each([
    ['/og/en/today-panchang/new-delhi/2026-02-30.png', 400, 'date: No such calendar day'],
    ['/og/en/today-panchang/new-delhi/1800-01-01.png', 400, 'date must be between 1900-01-01 and 2100-12-31'],
    ['/og/en/today-panchang/New%20Delhi/2026-03-19.png', 400, 'city must be a slug such as new-delhi'],
    ['/og/en/monthly-panchang/new-delhi/2026-03-19.png?system=solar', 400, 'system must be one of purnimanta, amanta'],
    ['/og/en/nakshatra-finder/new-delhi/2026-03-19.png?nakshatra=abc', 400, 'nakshatra must be a whole number from 1 to 27'],
    ['/og/en/today-panchang/no-such-city-anywhere/2026-03-19.png', 404, 'city: Unknown city "no-such-city-anywhere"'],
    ['/og/en/article/no-such-article.png', 404, 'article: Unknown article "no-such-article"'],
    ['/og/en/sunrise/new-delhi/2026-03-19.png', 404, 'tool: Unknown page type "sunrise"'],
    ['/og/en/grahan/new-delhi/2101.png', 400, 'year must be 1900-2100'],
    ['/og/en/grahan/new-delhi/2026/lunar-2026-03-04.png', 404, 'eclipse: No eclipse "lunar-2026-03-04" in 2026'],
    ['/og/en/festivals/ekadashi/no-such-2026/new-delhi.png', 404, 'festival: No festival page "ekadashi/no-such-2026"'],
    ['/og/en/festivals/ekadashi/kamada-2026/no-such-city-anywhere.png', 404, 'city: Unknown city "no-such-city-anywhere"'],
    ['/og/xx/page/home.png', 404, 'locale: Unknown locale "xx"'],
    ['/og/en/page/home.jpg', 404, 'path: A share card path ends in .png'],
  ])('%s is a %i naming the field, never cached', async (path, status, error) => {
    const r = await get(path);
    expect({ status: r.status, type: r.type, cache: r.cache }).toEqual({ status, type: 'application/json', cache: 'no-store' });
    expect(JSON.parse(r.body.toString())).toEqual({ error });
  });
});

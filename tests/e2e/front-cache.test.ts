/**
 * The production server's front and its shared cache (scripts/lib/front),
 * as `npm start` runs them: a repeated page is answered from the cache with
 * a nonce of its own that every script carries, and hydrates under it in
 * Chromium; a remembered visitor's page and what the site marks private are
 * rendered for them by Next.
 */
import { CITY_COOKIE } from '@/lib/selection/params';
import { BASE_URL, fetchManual, setupBrowser } from './helpers/browser';

const browser = setupBrowser();

const nonceOf = (r: Response) => /'nonce-([^']+)'/.exec(r.headers.get('content-security-policy') ?? '')?.[1];

describe('the shared cache in front of Next', () => {
  // A date no other test asks for, so that the first request is the miss.
  const PAGE = '/muhurat/choghadiya/varanasi?date=2031-03-07';

  it('answers a repeated page from the cache, with a new nonce on every script', async () => {
    const first = await fetchManual(PAGE);
    const second = await fetchManual(PAGE);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.headers.get('x-cache'), second.headers.get('x-cache')]).toEqual(['miss', 'hit']);
    const [n1, n2] = [nonceOf(first), nonceOf(second)];
    expect(n2).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(n2).not.toBe(n1);
    const [h1, h2] = [await first.text(), await second.text()];
    expect(h2).not.toContain(n1);
    const nonces = new Set([...h2.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
    expect([...nonces]).toEqual([n2]);
    // The same page but for the nonce (a server timestamp in the payload is the render's, kept with it).
    expect(h2.split(n2!).join('N')).toBe(h1.split(n1!).join('N'));
    expect(second.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
    expect(Number(second.headers.get('age'))).toBeGreaterThanOrEqual(0);
  });

  it('a cached page runs under its new nonce in the browser, without a CSP violation, and hydrates', async () => {
    const warm = await fetchManual('/hi/panchang/today/varanasi?date=2031-03-08');
    expect(warm.status).toBe(200);
    const page = await browser().newPage();
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    const response = await page.goto(`${BASE_URL}/hi/panchang/today/varanasi?date=2031-03-08`, { waitUntil: 'networkidle' });
    expect(response?.headers()['x-cache']).toBe('hit');
    expect(violations).toEqual([]);
    expect(await page.evaluate(() => typeof (window as unknown as { next?: unknown }).next)).toBe('object');
    await page.context().close();
  });

  it("renders a remembered visitor's page for them, and keeps none of it", async () => {
    const path = '/muhurat/hora/varanasi?date=2031-03-09';
    const asVisitor = () => fetch(`${BASE_URL}${path}`, { headers: { cookie: `${CITY_COOKIE}=mumbai` } });
    const [a, b] = [await asVisitor(), await asVisitor()];
    expect([a.headers.get('x-cache'), b.headers.get('x-cache')]).toEqual([null, null]);
    expect(b.headers.get('cache-control')).toBe('private, no-cache');
    // The public page of the same URL was not made from the visitor's answer.
    expect((await fetchManual(path)).headers.get('x-cache')).toBe('miss');
  });

  it('answers a repeated API request from the cache', async () => {
    const path = '/api/panchang?city=varanasi&date=2031-03-10';
    const [a, b] = [await fetchManual(path), await fetchManual(path)];
    expect([a.headers.get('x-cache'), b.headers.get('x-cache')]).toEqual(['miss', 'hit']);
    expect(await b.json()).toEqual(await a.json());
    expect(b.headers.get('access-control-allow-origin')).toBe('*');
  });
});

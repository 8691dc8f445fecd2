/**
 * The security and cache headers of the production server (issue 16): on a
 * page, an API answer and error pages; a nonce-based CSP that the page's
 * own scripts satisfy (no violation in the browser, the page hydrates);
 * absolute URLs from SITE_URL whatever `Host` says.
 */
import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { THEME_INIT_SCRIPT } from '@/lib/theme';
import { BASE_URL, fetchManual, openPage, setupBrowser } from './helpers/browser';

const browser = setupBrowser();

function expectCommonHeaders(h: Headers) {
  expect(h.get('x-content-type-options')).toBe('nosniff');
  expect(h.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(h.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(self)');
  // The default SITE_URL is https: HSTS follows the configured origin's scheme.
  expect(h.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
}

function pageCsp(h: Headers): string {
  const csp = h.get('content-security-policy') ?? '';
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==' 'sha256-[A-Za-z0-9+/]{43}=' 'strict-dynamic'(;|$)/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain('unsafe-inline');
  return csp;
}

/** GET with a chosen Host header (fetch does not allow setting it). */
function getWithHost(path: string, host: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const u = new URL(path, BASE_URL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname: u.hostname, port: u.port, path: u.pathname + u.search, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('security headers', () => {
  it('a page: a fresh nonce per response on every script, and a public cache lifetime for a fixed date', async () => {
    const path = '/panchang/today/varanasi?date=2025-11-22';
    const [a, b] = [await fetchManual(path), await fetchManual(path)];
    expect(a.status).toBe(200);
    expectCommonHeaders(a.headers);
    const nonce = /'nonce-([^']+)'/.exec(pageCsp(a.headers))![1];
    expect(/'nonce-([^']+)'/.exec(pageCsp(b.headers))![1]).not.toBe(nonce);
    const html = await a.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({ attrs: m[1], body: m[2] }));
    expect(scripts.length).toBeGreaterThan(3);
    // Every executable script carries the nonce, but JSON-LD (data) and the theme script, allowed by its hash.
    const unsigned = scripts.filter(({ attrs }) => !/type="application\/ld\+json"/.test(attrs) && !attrs.includes(`nonce="${nonce}"`));
    expect(unsigned.map((s) => s.body)).toEqual([THEME_INIT_SCRIPT]);
    const hash = createHash('sha256').update(THEME_INIT_SCRIPT).digest('base64');
    expect(a.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
    expect(a.headers.get('cache-control')).toBe('public, max-age=3600, s-maxage=86400, stale-while-revalidate=604800');
  });

  it("a today page is public until the city's next midnight", async () => {
    const r = await fetchManual('/hi/muhurat/choghadiya/varanasi');
    expect(r.status).toBe(200);
    const m = /^public, max-age=(\d+), s-maxage=(\d+), stale-while-revalidate=60$/.exec(r.headers.get('cache-control') ?? '');
    expect(m).not.toBeNull();
    expect(Number(m![2])).toBeGreaterThanOrEqual(60);
    expect(Number(m![2])).toBeLessThanOrEqual(86_400);
  });

  it('the browser runs the page under its CSP without a violation and hydrates it', async () => {
    const { page, response } = await openPage(browser(), '/hi/panchang/today/varanasi?date=2025-11-22');
    expect(response?.status()).toBe(200);
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.reload({ waitUntil: 'networkidle' });
    expect(violations).toEqual([]);
    // Hydrated: Next's client runtime ran.
    expect(await page.evaluate(() => typeof (window as unknown as { next?: unknown }).next)).toBe('object');
    await page.context().close();
  });

  it('an API answer: the script-less policy', async () => {
    const r = await fetchManual('/api/panchang?city=varanasi&date=2025-11-22');
    expect(r.status).toBe(200);
    expectCommonHeaders(r.headers);
    expect(r.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    expect(r.headers.get('cache-control')).toBe('public, max-age=86400, s-maxage=31536000, stale-while-revalidate=86400, immutable');
  });

  it.each([
    ['/panchang/today/no-such-city', 404, 'page'],
    ['/no-such-page', 404, 'page'],
    ['/foo.txt', 404, 'page'],
    ['/api/no-such-endpoint', 404, 'none'],
    ['/api/panchang?city=varanasi&date=1800-01-01', 400, 'none'],
    ['/%ff', 400, 'none'],
  ])('an error answer (%s) carries them too', async (path, status, csp) => {
    const r = await fetchManual(path);
    expect(r.status).toBe(status);
    expectCommonHeaders(r.headers);
    if (csp === 'page') pageCsp(r.headers);
    else expect(r.headers.get('content-security-policy')).toMatch(/^default-src 'none';/);
  });

  it('takes absolute URLs from SITE_URL, never from the Host header', async () => {
    const r = await getWithHost('/about', 'evil.example');
    expect(r.status).toBe(200);
    expect(JSON.stringify(r.headers)).not.toContain('evil.example');
    expect(r.body).not.toContain('evil.example');
    expect(r.body).toContain('<link rel="canonical" href="https://yourvediccalendar.com/about"');
  });
});

/**
 * The security and cache headers of the production server (issue 16): on a
 * page, an API answer and error pages; one CSP for everyone, which a shared
 * cache may keep with the page (no nonce: docs/security.md), that the page's
 * own scripts satisfy (no violation in the browser, the page hydrates);
 * script files with Subresource Integrity; absolute URLs from SITE_URL
 * whatever `Host` says. The test server is plain HTTP with no trusted proxy
 * in front: no HSTS (tests/lib/proxy.test.ts covers HSTS behind one).
 */
import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { BASE_URL, fetchManual, openPage, setupBrowser } from './helpers/browser';

const browser = setupBrowser();

function expectCommonHeaders(h: Headers) {
  expect(h.get('x-content-type-options')).toBe('nosniff');
  expect(h.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(h.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(self)');
  expect(h.get('strict-transport-security')).toBeNull();
}

const PAGE_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; " +
  "connect-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

function pageCsp(h: Headers): string {
  const csp = h.get('content-security-policy') ?? '';
  expect(csp).toBe(PAGE_CSP);
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
  it('a page: the same policy for everyone, script files with their integrity, and a public cache lifetime for a fixed date', async () => {
    const path = '/panchang/today/varanasi/2025-11-22';
    const [a, b] = [await fetchManual(path), await fetchManual(path)];
    expect(a.status).toBe(200);
    expectCommonHeaders(a.headers);
    expect(pageCsp(a.headers)).toBe(pageCsp(b.headers));
    // The English page is the /en route inside: no header names the internal path.
    expect([...a.headers.keys()].filter((k) => k.startsWith('x-middleware'))).toEqual([]);
    expect(JSON.stringify([...a.headers.entries()])).not.toContain('/en/');
    const html = await a.text();
    expect(html).not.toContain('nonce=');
    // The framework's entry scripts carry their SHA-256 (next.config.ts experimental.sri), which matches the file;
    // the page's own chunks, written by React's loader, carry none (docs/security.md).
    const signed = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*\bintegrity="sha256-([^"]+)"/g)].map((m) => [m[1], m[2]] as const);
    expect(signed.length).toBeGreaterThanOrEqual(3);
    for (const [src, hash] of signed) {
      const body = Buffer.from(await (await fetchManual(src)).arrayBuffer());
      expect([src, createHash('sha256').update(body).digest('base64')]).toEqual([src, hash]);
    }
    // A day the path names holds until a deploy: a day fresh in any cache, then a week stale while it is computed again.
    expect(a.headers.get('cache-control')).toBe('s-maxage=86400, stale-while-revalidate=604800');
  });

  it("a today page is public until the city's next midnight", async () => {
    const r = await fetchManual('/hi/muhurat/rahu-kaal/varanasi');
    expect(r.status).toBe(200);
    const m = /^s-maxage=(\d+), stale-while-revalidate=(\d+)$/.exec(r.headers.get('cache-control') ?? '');
    expect(m).not.toBeNull();
    expect(Number(m![1])).toBeGreaterThanOrEqual(60);
    expect(Number(m![1])).toBeLessThanOrEqual(86_400);
    // A minute stale; five minutes in all in the day's last minutes (lib/http/cache-life.ts).
    expect(Number(m![2])).toBe(Math.max(60, 300 - Number(m![1])));
  });

  it('the browser runs the page under its CSP without a violation and hydrates it', async () => {
    const { page, response } = await openPage(browser(), '/hi/panchang/today/varanasi/2025-11-22');
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
    ['/panchang/today/no-such-city-anywhere', 404, 'page'],
    ['/no-such-page', 404, 'page'],
    ['/foo.txt', 404, 'page'],
    ['/api/no-such-endpoint', 404, 'none'],
    ['/api/panchang?city=varanasi&date=1800-01-01', 400, 'none'],
    ['/%ff', 400, 'none'],
    ['/about%00', 400, 'none'],
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

/**
 * The API's fixed paths skip the proxy (proxy.ts matcher) and answer what it
 * would themselves (lib/api/edge.ts): the matcher and the endpoints agree,
 * and a route handler's answers carry the proxy's headers and refusals.
 * The running server's answers: tests/e2e/security-headers.test.ts.
 */
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { exampleUrl } from '@/lib/api/endpoint';
import { ownsItsEdge } from '@/lib/api/edge';
import { ENDPOINTS } from '@/lib/api/endpoints';
import { CORS_PREFLIGHT } from '@/lib/http/cors';
import { NO_SCRIPT_CSP } from '@/lib/http/security';
import { config } from '@/proxy';

const proxied = (url: string) => unstable_doesMiddlewareMatch({ config, url });

describe('the proxy’s matcher', () => {
  it('skips every API endpoint at a fixed path, and no other', () => {
    const own = ENDPOINTS.filter(ownsItsEdge);
    expect(own.map((e) => e.path)).toEqual(expect.arrayContaining(['/api/panchang', '/api/cities', '/api/openapi.json']));
    for (const e of ENDPOINTS) expect([e.path, proxied(exampleUrl(e))]).toEqual([e.path, !ownsItsEdge(e)]);
  });

  it('still runs for the other /api paths, an escape or a trailing slash in a fixed one, and the pages', () => {
    for (const url of [
      '/api/cities/varanasi',
      '/api/analytics',
      '/api/reminders',
      '/api/no-such-endpoint',
      '/api/panchang%00',
      '/api/panchang/',
      '/api/panchangs',
      '/api/openapi0json',
      '/panchang/today/varanasi',
      '/',
    ]) {
      expect([url, proxied(url)]).toEqual([url, true]);
    }
  });
});

describe('a route handler at a fixed path', () => {
  const route = () => import('@/app/api/panchang/route');
  const env = process.env.TRUST_PROXY;
  afterEach(() => {
    if (env === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = env;
  });

  const expectSecured = (r: Response) => {
    expect(r.headers.get('content-security-policy')).toBe(NO_SCRIPT_CSP);
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(r.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(self)');
    expect(r.headers.get('x-frame-options')).toBe('DENY');
  };

  it('answers GET and HEAD, success or error, with the security headers and CORS', async () => {
    const { GET } = await route();
    for (const [method, query, status] of [
      ['GET', 'city=varanasi&date=2025-11-22', 200],
      ['HEAD', 'city=varanasi&date=2025-11-22', 200],
      ['GET', 'city=varanasi&date=1800-01-01', 400],
      ['GET', 'city=no-such-city-anywhere', 404],
    ] as const) {
      const r = await GET(new Request(`http://localhost/api/panchang?${query}`, { method }));
      expect([method, query, r.status, r.headers.get('access-control-allow-origin')]).toEqual([method, query, status, '*']);
      expectSecured(r);
      expect(r.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('sends HSTS only when a trusted proxy says the request came over HTTPS', async () => {
    const { GET } = await route();
    const ask = (headers: Record<string, string>) => GET(new Request('http://localhost/api/panchang?city=varanasi&date=2025-11-22', { headers }));
    expect((await ask({ 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toBeNull();
    process.env.TRUST_PROXY = '1';
    expect((await ask({ 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
  });

  it('refuses a URL longer than the site serves with 414', async () => {
    const { GET } = await route();
    const r = await GET(new Request(`http://localhost/api/panchang?city=varanasi&x=${'a'.repeat(2100)}`));
    expect([r.status, r.headers.get('cache-control'), r.headers.get('access-control-allow-origin')]).toEqual([414, 'no-store', '*']);
    expect(await r.json()).toEqual({ error: 'path: the URL is longer than 2048 characters' });
    expectSecured(r);
  });

  it('answers the CORS preflight with 204 and any other method with 405, as the proxy did', async () => {
    const mod = await route();
    const preflight = await mod.OPTIONS(new Request('http://localhost/api/panchang', { method: 'OPTIONS' }));
    expect(preflight.status).toBe(204);
    for (const [k, v] of Object.entries(CORS_PREFLIGHT)) expect([k, preflight.headers.get(k)]).toEqual([k, v]);
    expectSecured(preflight);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const r = await mod[method](new Request('http://localhost/api/panchang', { method }));
      expect([method, r.status, r.headers.get('allow'), r.headers.get('cache-control'), r.headers.get('access-control-allow-origin')]).toEqual([
        method,
        405,
        'GET, HEAD, OPTIONS',
        'no-store',
        null,
      ]);
      expect(await r.json()).toEqual({ error: `method: ${method} is not allowed here; allowed: GET, HEAD, OPTIONS` });
      expectSecured(r);
    }
  });

  it('is every fixed-path endpoint’s handler: each exports the refusals', async () => {
    for (const e of ENDPOINTS.filter(ownsItsEdge)) {
      const mod = await import(`@/app${e.path}/route`);
      expect([e.path, ...['GET', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'].map((m) => typeof mod[m])]).toEqual([e.path, ...Array(6).fill('function')]);
    }
  });
});

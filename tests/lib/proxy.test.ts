/**
 * What the proxy (proxy.ts) answers before any route runs: the old query
 * forms' 308s, the remembered choices' 307s, the refusals (400, 405, 413,
 * 503) and HSTS only over HTTPS through a trusted proxy. The running server's
 * answers are checked in tests/e2e (edges, conventions, security-headers).
 */
import { NextRequest } from 'next/server';
import proxy from '@/proxy';
import { setFestivalPending } from '@/lib/festivals/pressure';

function request(path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  return new NextRequest(new URL(path, 'http://localhost'), { method: init.method ?? 'GET', headers: init.headers });
}

const answer = (path: string, init?: Parameters<typeof request>[1]) => proxy(request(path, init));
const location = (r: Response) => {
  const l = r.headers.get('location');
  return l === null ? null : new URL(l).pathname + new URL(l).search;
};
/** A request the proxy lets through to the routes. */
const passes = (r: Response) => r.headers.get('x-middleware-next') === '1';

describe('the old query forms', () => {
  it.each([
    ['/panchang/today/varanasi?date=2026-03-19', '/panchang/today/varanasi/2026-03-19'],
    ['/panchang/today?date=2026-03-19', '/panchang/today/new-delhi/2026-03-19'],
    ['/hi/muhurat/hora?city=varanasi&date=2026-03-19', '/hi/muhurat/hora/varanasi/2026-03-19'],
    ['/panchang/monthly/varanasi?date=2026-03-19&masa=amanta', '/panchang/monthly/varanasi/2026-03/amanta'],
    ['/festivals?city=varanasi&date=2026-03-19&type=ekadashi', '/festivals/2026/march/varanasi/ekadashi'],
    ['/festivals/ekadashi?year=2026&city=varanasi', '/festivals/ekadashi/2026/varanasi'],
    ['/festivals/festival/diwali-2026?city=varanasi', '/festivals/festival/diwali-2026/varanasi'],
    ['/tithi-today/varanasi?date=2026-03-19&time=06:30&tithi=12', '/tithi-today/varanasi/2026-03-19/06-30/tithi-12'],
    ['/nakshatra-finder/varanasi?nakshatra=4&from=2026&to=2028', '/nakshatra-finder/varanasi/nakshatra-4/2026-2028'],
    ['/?city=varanasi', '/varanasi'],
    // The default language has no prefix.
    ['/en/panchang/today', '/panchang/today'],
    ['/en', '/'],
  ])('%s answers 308 to %s', (from, to) => {
    const r = answer(from);
    expect([r.status, location(r)]).toEqual([308, to]);
  });

  it.each([
    ['/panchang/today/dehra-dun', '/panchang/today/dehradun'],
    ['/muhurat/hora/Bombay/2026-03-19', '/muhurat/hora/mumbai/2026-03-19'],
    [`/hi/panchang/today/${encodeURIComponent('वाराणसी')}`, '/hi/panchang/today/varanasi'],
    ['/festivals/purnima/kartik-2026/varanasi', '/festivals/purnima/kartika-2026/varanasi'],
    ['/festivals/ekadashi/2026/dehra-dun', '/festivals/ekadashi/2026/dehradun'],
    // An article by its slug in the other language (the language switch keeps the path).
    ['/hi/blog/tithi', '/hi/blog/tithi-kya-hai'],
    ['/blog/tithi-kya-hai', '/blog/tithi'],
  ])('a city, festival or article named otherwise, %s, answers 308 to %s', (from, to) => {
    const r = answer(from);
    expect([r.status, location(r)]).toEqual([308, to]);
  });

  it('leaves an unknown city, festival or article to the page, which answers 404', () => {
    for (const path of ['/panchang/today/no-such-city-anywhere', '/festivals/ekadashi/no-such-2026', '/hi/blog/no-such-article']) expect([path, passes(answer(path))]).toEqual([path, true]);
  });

  it('answers a value no page has with a 404 that names the field, in the path’s language', async () => {
    const r = answer('/hi/panchang/today/varanasi?date=2026-02-30');
    expect([r.status, r.headers.get('cache-control')]).toEqual([404, 'no-store']);
    expect(await r.text()).toContain('<html lang="hi">');
    expect(await answer('/festivals/ekadashi?year=2101').text()).toContain('names a year that no page of ours has');
  });

  it('leaves a page without them, and a query no page reads, to the routes', () => {
    for (const path of ['/panchang/today/varanasi/2026-03-19', '/search?q=diwali', '/about?utm_source=x']) expect([path, passes(answer(path))]).toEqual([path, true]);
  });
});

describe('the remembered choices', () => {
  const withCookie = (path: string, cookie: string) => answer(path, { headers: { cookie } });

  it('send a page whose path names no city to the remembered city’s, 307 and uncacheable', () => {
    const r = withCookie('/panchang/today', 'vc_city=varanasi');
    expect([r.status, location(r), r.headers.get('cache-control'), r.headers.get('vary')]).toEqual([307, '/panchang/today/varanasi', 'private, no-store', 'Cookie']);
    expect(location(withCookie('/festivals/ekadashi/2026', 'vc_city=varanasi'))).toBe('/festivals/ekadashi/2026/varanasi');
    expect(location(withCookie('/hi', 'vc_city=varanasi'))).toBe('/hi/varanasi');
  });

  it('send a page whose path names no conventions to the remembered ones', () => {
    expect(location(withCookie('/panchang/today/varanasi/2026-03-19', 'vc_prefs=masa%3Damanta%26clock%3D24h'))).toBe('/panchang/today/varanasi/2026-03-19/amanta-24h');
    expect(location(withCookie('/muhurat/hora', 'vc_prefs=sunrise%3Dhindu'))).toBe('/muhurat/hora/new-delhi/hindu-sunrise');
  });

  it('never override the path, and an unknown or default choice changes nothing', () => {
    for (const [path, cookie] of [
      ['/panchang/today/mumbai', 'vc_city=varanasi'],
      ['/panchang/today/varanasi/2026-03-19/24h', 'vc_prefs=masa%3Damanta'],
      ['/panchang/today', 'vc_city=no-such-city-anywhere'],
      ['/panchang/today', 'vc_city=new-delhi'],
      ['/panchang/today', 'vc_prefs=masa%3Dpurnimanta'],
      ['/about', 'vc_city=varanasi; vc_prefs=masa%3Damanta'],
    ]) {
      expect([path, cookie, passes(withCookie(path, cookie))]).toEqual([path, cookie, true]);
    }
  });
});

describe('a path asked for again', () => {
  it('gets the same answer as the first time, whatever the query and cookies of either request', () => {
    // The proxy keeps what a path alone decides (its page, its canonical path); query and cookies are read each time.
    for (let i = 0; i < 2; i++) {
      expect(location(answer('/panchang/today/dehra-dun'))).toBe('/panchang/today/dehradun');
      // The query's redirect first; the city's name is the next answer's.
      expect(location(answer('/panchang/today/dehra-dun?date=2026-03-19'))).toBe('/panchang/today/dehra-dun/2026-03-19');
      expect(passes(answer('/panchang/today'))).toBe(true);
      expect(location(answer('/panchang/today', { headers: { cookie: 'vc_city=varanasi' } }))).toBe('/panchang/today/varanasi');
      expect(location(answer('/panchang/today?date=2026-03-19'))).toBe('/panchang/today/new-delhi/2026-03-19');
      expect(answer('/panchang/today?date=2026-02-30').status).toBe(404);
      expect(location(answer('/hi/blog/tithi'))).toBe('/hi/blog/tithi-kya-hai');
    }
  });
});

describe('refusals', () => {
  it('answers 400 for a control character or a malformed escape in the path', async () => {
    for (const path of ['/about%00', '/panchang/today/%00varanasi', '/%ff', '/api/panchang%00']) {
      expect([path, answer(path).status]).toEqual([path, 400]);
    }
  });

  it('answers 405 to a method other than GET or HEAD on a page, naming the allowed ones', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const r = answer('/panchang/today', { method });
      expect([method, r.status, r.headers.get('allow'), r.headers.get('cache-control')]).toEqual([method, 405, 'GET, HEAD', 'no-store']);
    }
    expect(answer('/api/panchang', { method: 'POST' }).status).toBe(405);
    expect(answer('/api/panchang', { method: 'HEAD' }).status).not.toBe(405);
  });

  it('takes a body only at the analytics collector and the push reminders, refusing one declared larger than 64 KB', () => {
    for (const path of ['/api/analytics', '/api/reminders', '/api/reminders/', '/api/reminders/unsubscribe', '/api/reminders/test']) {
      expect([path, passes(answer(path, { method: 'POST', headers: { 'content-length': '200' } }))]).toEqual([path, true]);
    }
    for (const path of ['/api/reminders/other', '/api/glance']) expect([path, answer(path, { method: 'POST' }).status]).toEqual([path, 405]);
    expect(answer('/api/reminders', { method: 'PUT' }).headers.get('allow')).toBe('GET, HEAD, OPTIONS, POST');
    const r = answer('/api/analytics', { method: 'POST', headers: { 'content-length': String(64 * 1024 + 1) } });
    expect([r.status, r.headers.get('connection')]).toEqual([413, 'close']);
  });

  it('answers a page 503 with Retry-After, never cached, while the festival queue is full', async () => {
    setFestivalPending(48);
    try {
      const r = answer('/festivals/ekadashi/2026');
      expect([r.status, r.headers.get('retry-after'), r.headers.get('cache-control')]).toEqual([503, '5', 'no-store']);
      expect(await r.text()).toContain('busy');
      // The API answers its own 503s; other answers pass.
      expect(passes(answer('/api/cities/varanasi'))).toBe(true);
    } finally {
      setFestivalPending(0);
    }
    expect(passes(answer('/festivals/ekadashi/2026'))).toBe(true);
  });
});

describe('security headers', () => {
  const env = process.env.TRUST_PROXY;
  afterEach(() => {
    if (env === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = env;
  });

  it('sends HSTS only when a trusted proxy says the request came over HTTPS', () => {
    const https = { 'x-forwarded-proto': 'https' };
    delete process.env.TRUST_PROXY;
    expect(answer('/about').headers.get('strict-transport-security')).toBeNull();
    // Anyone could write the header: without TRUST_PROXY it is not believed.
    expect(answer('/about', { headers: https }).headers.get('strict-transport-security')).toBeNull();
    process.env.TRUST_PROXY = '1';
    expect(answer('/about', { headers: https }).headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(answer('/about', { headers: { 'x-forwarded-proto': 'http' } }).headers.get('strict-transport-security')).toBeNull();
  });

  it('gives a page one policy for everyone, with no nonce; the widgets’ paths may be framed', () => {
    const csp = answer('/panchang/today').headers.get('content-security-policy')!;
    expect(csp).toBe(answer('/panchang/today').headers.get('content-security-policy'));
    expect(csp).not.toContain('nonce-');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(answer('/embed/panchang').headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(answer('/embed/panchang').headers.get('x-frame-options')).toBeNull();
  });

  it('lets the widgets through, framable anywhere, in both languages, and sends no widget on by a cookie', () => {
    for (const path of ['/embed/panchang-compact/varanasi', '/hi/embed/month/varanasi/amanta-24h?theme=dark', '/embed/festivals/new-delhi?n=3']) {
      const r = answer(path, { headers: { cookie: 'vc_city=mumbai; vc_prefs=masa=amanta' } });
      expect([path, passes(r), r.headers.get('content-security-policy')?.includes('frame-ancestors *'), r.headers.get('x-frame-options')]).toEqual([path, true, true, null]);
    }
    const r = answer('/en/embed/panchang-compact/varanasi?theme=dark');
    expect([r.status, location(r)]).toEqual([308, '/embed/panchang-compact/varanasi?theme=dark']);
    // Not framable: the pages, the builder page among them, and the embed script itself.
    for (const path of ['/widgets', '/hi/widgets', '/panchang/today/varanasi', '/embed.js', '/embedded']) {
      expect([path, answer(path).headers.get('x-frame-options')]).toEqual([path, 'DENY']);
    }
  });
});

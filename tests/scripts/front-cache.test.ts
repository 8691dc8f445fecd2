/**
 * The front server's shared cache (scripts/lib/front): which answers it
 * keeps and for how long, that it never repeats a page's nonce, and, against
 * a stand-in for Next on loopback, that it answers repeats without asking
 * Next again, shares a render between identical requests, and passes the
 * site's remembered visitors through.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { createFront, acceptsGzip } from '@/scripts/lib/front/front-server.mjs';
import {
  ResponseCache,
  SITE_COOKIE_PREFIX,
  answerOf,
  entryOf,
  requestIsCacheable,
  sharedLifetime,
} from '@/scripts/lib/front/response-cache.mjs';
import { CONVENTIONS_COOKIE } from '@/lib/conventions/conventions';
import { CITY_COOKIE } from '@/lib/selection/params';
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';

const NONCE = 'AAAAAAAAAAAAAAAAAAAAAA==';
const CSP = `script-src 'self' 'nonce-${NONCE}' 'strict-dynamic'`;
const page = (body: string) => `<html><script nonce="${NONCE}">1</script>${body}<script nonce="${NONCE}">self.__next_f.push([1,"x"])</script></html>`;
const PUBLIC = 'public, max-age=60, s-maxage=100, stale-while-revalidate=50';

describe('what a shared cache may keep', () => {
  it('keeps public answers for their s-maxage, then max-age, with their stale-while-revalidate', () => {
    expect(sharedLifetime(200, { 'cache-control': PUBLIC })).toEqual({ fresh: 100, stale: 50 });
    expect(sharedLifetime(200, { 'cache-control': 'public, max-age=30' })).toEqual({ fresh: 30, stale: 0 });
  });

  it.each([
    ['a private answer', 200, { 'cache-control': 'private, no-cache' }],
    ['a no-store answer', 200, { 'cache-control': 'no-store, must-revalidate' }],
    ['an answer without public', 200, { 'cache-control': 's-maxage=100' }],
    ['an answer without a lifetime', 200, { 'cache-control': 'public' }],
    ['an answer that sets a cookie', 200, { 'cache-control': PUBLIC, 'set-cookie': 'a=b' }],
    ['an answer that varies on everything', 200, { 'cache-control': PUBLIC, vary: '*' }],
    ['a redirect', 307, { 'cache-control': PUBLIC }],
    ['a 404', 404, { 'cache-control': PUBLIC }],
  ])('does not keep %s', (_, status, headers) => {
    expect(sharedLifetime(status, headers as Record<string, string>)).toBeNull();
  });

  it("never answers, nor keeps the answer to, a request carrying one of the site's cookies", () => {
    expect(CITY_COOKIE.startsWith(SITE_COOKIE_PREFIX)).toBe(true);
    expect(CONVENTIONS_COOKIE.startsWith(SITE_COOKIE_PREFIX)).toBe(true);
    expect(requestIsCacheable('GET', { cookie: `theme=dark; ${CITY_COOKIE}=mumbai` })).toBe(false);
    expect(requestIsCacheable('GET', { cookie: `${CONVENTIONS_COOKIE}=x` })).toBe(false);
    expect(requestIsCacheable('GET', { cookie: 'theme=dark' })).toBe(true);
    expect(requestIsCacheable('GET', {})).toBe(true);
    expect(requestIsCacheable('HEAD', {})).toBe(true);
    expect(requestIsCacheable('POST', {})).toBe(false);
    expect(requestIsCacheable('GET', { authorization: 'Basic x' })).toBe(false);
    expect(requestIsCacheable('GET', { 'cache-control': 'no-cache' })).toBe(false);
  });

  it('reads gzip acceptance as HTTP says', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe('an entry of a page', () => {
  const headers = { 'cache-control': PUBLIC, 'content-security-policy': CSP, link: `</a.css>; rel=preload; nonce="${NONCE}"`, etag: '"x"', 'content-type': 'text/html' };
  const entry = entryOf({ status: 200, headers, body: Buffer.from(page('hello')), requestHeaders: {}, now: 0 })!;

  it('answers with a new nonce every time, everywhere the old one was', () => {
    const a = answerOf(entry, 5_000);
    const b = answerOf(entry, 5_000);
    const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)![1];
    const na = nonceOf(a.headers['content-security-policy']);
    expect(na).not.toBe(NONCE);
    expect(nonceOf(b.headers['content-security-policy'])).not.toBe(na);
    expect(a.body.toString()).toBe(page('hello').split(NONCE).join(na));
    expect(a.headers.link).toBe(`</a.css>; rel=preload; nonce="${na}"`);
    expect(`${a.body}${JSON.stringify(a.headers)}`).not.toContain(NONCE);
    expect(a.headers.age).toBe('5');
    // The stored ETag belonged to the old nonce's bytes.
    expect(a.headers.etag).toBeUndefined();
  });

  it('keeps an answer without a nonce as it was, ETag included', () => {
    const json = entryOf({ status: 200, headers: { 'cache-control': PUBLIC, etag: '"j"' }, body: Buffer.from('{"a":1}'), requestHeaders: {}, now: 0 })!;
    const a = answerOf(json, 0);
    expect(a.body.toString()).toBe('{"a":1}');
    expect(a.headers.etag).toBe('"j"');
  });
});

describe('the store', () => {
  const entry = (body: string, now = 0, vary?: string, requestHeaders = {}) =>
    entryOf({ status: 200, headers: { 'cache-control': PUBLIC, ...(vary ? { vary } : {}) }, body: Buffer.from(body), requestHeaders, now })!;

  it('is fresh for s-maxage, stale for stale-while-revalidate more, then gone', () => {
    const c = new ResponseCache({ maxBytes: 1e6 });
    c.store('/a', entry('x'));
    expect(c.lookup('/a', {}, 99_999)?.state).toBe('fresh');
    expect(c.lookup('/a', {}, 100_000)?.state).toBe('stale');
    expect(c.lookup('/a', {}, 150_000)).toBeNull();
    expect(c.bytes).toBe(0);
  });

  it('drops the least recently used entries beyond its bound in bytes', () => {
    const c = new ResponseCache({ maxBytes: 3 * (1024 + 1000) });
    for (const u of ['/1', '/2', '/3']) c.store(u, entry('x'.repeat(1000)));
    c.lookup('/1', {}, 0);
    c.store('/4', entry('x'.repeat(1000)));
    expect(c.lookup('/2', {}, 0)).toBeNull();
    expect(['/1', '/3', '/4'].map((u) => c.lookup(u, {}, 0)?.state)).toEqual(['fresh', 'fresh', 'fresh']);
    expect(c.bytes).toBe(3 * (1024 + 1000));
  });

  it('keeps one entry per value of the headers an answer varies on, Accept-Encoding aside', () => {
    const c = new ResponseCache({ maxBytes: 1e6 });
    const vary = 'rsc, Accept-Encoding';
    c.store('/p', entry('html', 0, vary, { 'accept-encoding': 'gzip' }));
    c.store('/p', entry('flight', 0, vary, { rsc: '1' }));
    expect(c.lookup('/p', { 'accept-encoding': 'br' }, 0)?.entry.body.toString()).toBe('html');
    expect(c.lookup('/p', { rsc: '1' }, 0)?.entry.body.toString()).toBe('flight');
  });

  it("keeps browsers' and crawlers' answers apart, as Next renders them apart (metadata blocking for HTML-only crawlers)", () => {
    const c = new ResponseCache({ maxBytes: 1e6 });
    const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0' };
    const preview = { 'user-agent': 'facebookexternalhit/1.1' };
    c.store('/p', entry('streamed', 0, 'rsc', browser));
    expect(c.lookup('/p', preview, 0)).toBeNull();
    c.store('/p', entry('blocking', 0, 'rsc', preview));
    expect(c.lookup('/p', { 'user-agent': 'Twitterbot/1.0' }, 0)?.entry.body.toString()).toBe('blocking');
    expect(c.lookup('/p', {}, 0)?.entry.body.toString()).toBe('streamed');
  });
});

describe('the front server', () => {
  let upstream: http.Server;
  let front: http.Server;
  let base: string;
  let clock = 1_000_000;
  const seen: http.IncomingHttpHeaders[] = [];
  const hits: Record<string, number> = {};

  beforeAll(async () => {
    const served = new WeakMap<object, number>();
    upstream = http.createServer((req, res) => {
      seen.push(req.headers);
      served.set(req.socket, (served.get(req.socket) ?? 0) + 1);
      // Closes a kept-alive connection as it is reused, as a server whose idle timeout just ran out does.
      if (req.url === '/flaky' && served.get(req.socket)! > 1) return req.socket.destroy();
      hits[req.url!] = (hits[req.url!] ?? 0) + 1;
      const n = hits[req.url!];
      if (req.method === 'POST') {
        let body = '';
        req.on('data', (c) => (body += c));
        req.on('end', () => res.end(`posted ${body}`));
        return;
      }
      const cc = req.url!.startsWith('/private') ? 'private, no-cache' : PUBLIC;
      const send = () => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': cc, 'content-security-policy': CSP, vary: 'rsc, Accept-Encoding' });
        res.end(page(`render ${n} of ${req.url} ${'x'.repeat(2000)}`));
      };
      // A slow render, so that identical requests arrive while it runs.
      setTimeout(send, req.url!.startsWith('/slow') ? 200 : 0);
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    const { port } = upstream.address() as AddressInfo;
    front = createFront({ upstream: { host: '127.0.0.1', port }, maxBytes: 1e6, now: () => clock, log: () => {} }).server;
    await new Promise<void>((r) => front.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((r) => front.close(r));
    await new Promise((r) => upstream.close(r));
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });

  it('asks Next once, then answers from the cache with a new nonce', async () => {
    const a = await get('/day?date=1');
    const b = await get('/day?date=1');
    expect([a.headers.get('x-cache'), b.headers.get('x-cache')]).toEqual(['miss', 'hit']);
    expect(hits['/day?date=1']).toBe(1);
    const [ta, tb] = [await a.text(), await b.text()];
    expect(ta).toContain('render 1 of /day?date=1');
    const nb = /'nonce-([^']+)'/.exec(b.headers.get('content-security-policy')!)![1];
    expect(nb).not.toBe(NONCE);
    expect(tb).toBe(ta.split(NONCE).join(nb));
    // The miss was asked for whole and without compression, to be kept as it is.
    expect(seen.at(-1)!['accept-encoding']).toBe('identity');
    // (node:http: fetch would add `Cache-Control: no-cache` to a conditional request, as the Fetch standard says.)
    const ranged = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(`${base}/day?date=3`, { headers: { 'if-none-match': '"x"', range: 'bytes=0-10' } }, resolve),
    );
    ranged.resume();
    expect([ranged.statusCode, ranged.headers['x-cache']]).toEqual([200, 'miss']);
    expect([seen.at(-1)!['if-none-match'], seen.at(-1)!.range]).toEqual([undefined, undefined]);
  });

  it('gzips for clients that take it, on a miss and on a hit', async () => {
    for (const state of ['miss', 'hit']) {
      const res = await new Promise<http.IncomingMessage>((resolve) => http.get(`${base}/zip`, { headers: { 'accept-encoding': 'gzip' } }, resolve));
      expect([res.headers['x-cache'], res.headers['content-encoding']]).toEqual([state, 'gzip']);
      const chunks: Buffer[] = [];
      for await (const c of res) chunks.push(c as Buffer);
      expect(zlib.gunzipSync(Buffer.concat(chunks)).toString()).toContain('render 1 of /zip');
    }
  });

  it('renders once for identical requests that arrive together', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => get('/slow').then((r) => r.text())));
    expect(hits['/slow']).toBe(1);
    expect(new Set(answers.map((t) => t.replace(/nonce="[^"]+"/g, ''))).size).toBe(1);
  });

  it('passes a remembered visitor and answers it may not keep to Next every time', async () => {
    await get('/day?date=2', { cookie: `${CITY_COOKIE}=mumbai` });
    const r = await get('/day?date=2', { cookie: `${CITY_COOKIE}=mumbai` });
    expect(r.headers.get('x-cache')).toBeNull();
    expect(await r.text()).toContain('render 2 of');
    await get('/private');
    expect((await get('/private')).headers.get('x-cache')).toBe('miss');
    expect(hits['/private']).toBe(2);
  });

  it('keeps an answer per variant: a router request (rsc) is not the HTML', async () => {
    await get('/v');
    const r = await get('/v', { rsc: '1' });
    expect(r.headers.get('x-cache')).toBe('miss');
    expect((await get('/v')).headers.get('x-cache')).toBe('hit');
  });

  it('serves a stale answer while one request fetches a fresh one', async () => {
    await get('/swr');
    clock += 120_000;
    const stale = await get('/swr');
    expect(stale.headers.get('x-cache')).toBe('stale');
    expect(await stale.text()).toContain('render 1 of /swr');
    // The fresh copy is fetched in the background: wait for Next to have been asked.
    for (let i = 0; i < 100 && hits['/swr'] < 2; i++) await new Promise((r) => setTimeout(r, 50));
    expect(hits['/swr']).toBe(2);
    // Stale until the fresh copy is kept, then a hit on it, without asking Next again.
    let fresh = await get('/swr');
    for (let i = 0; i < 100 && fresh.headers.get('x-cache') === 'stale'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      fresh = await get('/swr');
    }
    expect([fresh.headers.get('x-cache'), (await fresh.text()).includes('render 2 of /swr')]).toEqual(['hit', true]);
    expect(hits['/swr']).toBe(2);
    clock += 200_000;
    expect((await get('/swr')).headers.get('x-cache')).toBe('miss');
  });

  it("appends the client's address to X-Forwarded-For (a client's own entries stay before it), and passes bodies through", async () => {
    const r = await fetch(`${base}/form`, { method: 'POST', body: 'a=1', headers: { 'x-forwarded-for': '6.6.6.6' } });
    expect(await r.text()).toBe('posted a=1');
    expect(seen.at(-1)!['x-forwarded-for']).toBe('6.6.6.6, 127.0.0.1');
    await get('/private');
    expect(seen.at(-1)!['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('asks again on a new connection when Next closed the kept-alive one it reused', async () => {
    const first = await get('/flaky', { cookie: 'vc_city=x' });
    const second = await get('/flaky', { cookie: 'vc_city=x' });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await second.text()).toContain('render 2 of /flaky');
  });

  it('answers 502 when Next does not answer', async () => {
    const lone = createFront({ upstream: { host: '127.0.0.1', port: 1 }, maxBytes: 1e6, log: () => {} }).server;
    await new Promise<void>((r) => lone.listen(0, '127.0.0.1', r));
    const at = `http://127.0.0.1:${(lone.address() as AddressInfo).port}`;
    const res = await fetch(`${at}/`);
    expect(res.status).toBe(502);
    // The site's own words for a fault on its side, in the page's language.
    expect(await res.text()).toBe(`${en.error.title}\n${en.error.body}\n`);
    expect(await (await fetch(`${at}/hi/about`)).text()).toBe(`${hi.error.title}\n${hi.error.body}\n`);
    await new Promise((r) => lone.close(r));
  });
});

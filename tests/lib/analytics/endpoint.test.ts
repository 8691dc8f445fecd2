/** POST /api/analytics end to end in the process: validation, opt-out, bots, rate limit, storage. */
import { POST } from '@/app/api/analytics/route';
import { handleAnalyticsPost } from '@/lib/analytics/endpoint';
import { LIMITS } from '@/lib/analytics/events';
import { DEFAULT_RATE_LIMIT } from '@/lib/analytics/rate-limit';
import { NOW, SESSION, pageview, post, storedRows, setupTempDatabase, vital } from './helpers';

const db = setupTempDatabase();
const rows = () => storedRows(db.file());

describe('POST /api/analytics', () => {
  it('stores a valid batch without the address or user agent', async () => {
    const res = await POST(post({ events: [pageview('/hi/panchang/today/varanasi', Date.now(), { referrer: 'www.google.com' }), vital('/hi/panchang/today/varanasi', 'LCP', 1234.5, Date.now())] }));
    expect(res.status).toBe(204);
    const stored = rows();
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({
      kind: 'pageview',
      path: '/panchang/today/varanasi',
      locale: 'hi',
      page_type: 'todayPanchang',
      city: 'varanasi',
      session: SESSION,
      referrer: 'www.google.com',
      viewport: 'xs',
      language: 'hi-IN',
      browser: 'chrome',
      device: 'mobile',
    });
    expect(stored[1]).toMatchObject({ kind: 'vital', name: 'LCP', value: 1234.5 });
    expect(stored[0].visitor).toMatch(/^[0-9a-f]{16}$/);
    expect(stored[0].visitor).toBe(stored[1].visitor);
    const everything = JSON.stringify(stored);
    expect(everything).not.toContain('203.0.113.7');
    expect(everything).not.toContain('Android');
  });

  it('answers 400 naming the field for a bad event and stores nothing of the batch', async () => {
    const res = await POST(post({ events: [pageview('/'), { kind: 'click', session: SESSION, time: NOW, path: '/' }] }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'events.1.kind: unknown event kind' });
    expect(rows()).toHaveLength(0);
  });

  it('answers 400 for an oversized body, declared or streamed', async () => {
    const big = JSON.stringify({ events: [pageview('/')], pad: 'x'.repeat(LIMITS.maxBodyBytes) });
    const res = await POST(post(big));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: `body: must be at most ${LIMITS.maxBodyBytes} bytes` });
    // Without a Content-Length header (a chunked body), reading stops at the limit.
    const stream = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode(big));
        c.close();
      },
    });
    const chunked = new Request('http://localhost/api/analytics', { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    expect((await POST(chunked)).status).toBe(400);
    expect(rows()).toHaveLength(0);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await POST(post('events=1'));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'body: must be JSON' });
  });

  it.each([
    ['Do Not Track', { dnt: '1' }],
    ['Global Privacy Control', { 'sec-gpc': '1' }],
    ['a known bot', { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }],
  ])('accepts but stores nothing with %s', async (_, headers) => {
    const res = await POST(post({ events: [pageview('/', Date.now())] }, headers));
    expect(res.status).toBe(204);
    expect(rows()).toHaveLength(0);
  });

  it('drops events that waited more than a week in a browser, and clamps times in the future', async () => {
    const now = Date.now();
    const res = await POST(post({ events: [pageview('/about', now - 8 * 24 * 3600 * 1000), pageview('/terms', now + 3_600_000)] }));
    expect(res.status).toBe(204);
    const stored = rows();
    expect(stored.map((r) => r.path)).toEqual(['/terms']);
    expect(stored[0].at as number).toBeLessThanOrEqual(Date.now());
  });

  it('rate-limits one client and leaves others alone', async () => {
    const body = { events: [pageview('/', Date.now())] };
    const now = Date.now();
    for (let i = 0; i < DEFAULT_RATE_LIMIT.capacity; i++) expect((await handleAnalyticsPost(post(body), now)).status).toBe(204);
    const limited = await handleAnalyticsPost(post(body), now);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(rows()).toHaveLength(DEFAULT_RATE_LIMIT.capacity);
    // Another address is another client; another user agent, or addresses the client writes before ours, are not.
    expect((await handleAnalyticsPost(post(body, { 'x-forwarded-for': '198.51.100.9' }), now)).status).toBe(204);
    expect((await handleAnalyticsPost(post(body, { 'user-agent': 'Mozilla/5.0 Firefox/120.0' }), now)).status).toBe(429);
    expect((await handleAnalyticsPost(post(body, { 'x-forwarded-for': '198.51.100.77, 203.0.113.7' }), now)).status).toBe(429);
    // Half a second later one more batch is allowed (2 per second).
    expect((await handleAnalyticsPost(post(body), now + 500)).status).toBe(204);
  });

  it('stores no event of a path the site does not route, and the rest of the batch', async () => {
    const now = Date.now();
    const made = ['/wp-admin', '/panchang/today/no-such-town', '/blog/no-such-article', '/festivals/diwali', '/hi/hi/stats', '/stats/'];
    const res = await POST(post({ events: [...made.map((p) => pageview(p, now)), pageview('/hi/stats', now)] }));
    expect(res.status).toBe(204);
    expect(rows().map((r) => r.path)).toEqual(['/stats']);
  });

  it.each([
    ['another Origin', { origin: 'https://evil.example' }],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    ['a same-site (other subdomain) fetch', { 'sec-fetch-site': 'same-site', origin: 'https://blog.yourvediccalendar.com' }],
    ['a text/plain beacon from another origin', { 'content-type': 'text/plain;charset=UTF-8', origin: 'http://localhost:4000', 'sec-fetch-site': 'cross-site' }],
    ['an older browser (no Sec-Fetch-Site) on another site', { origin: 'https://evil.example', host: '127.0.0.1:3000' }],
    ['a malformed Origin', { origin: 'null', host: '127.0.0.1:3000' }],
  ])('refuses %s with 403 and stores nothing', async (_, headers) => {
    const res = await POST(post({ events: [pageview('/', Date.now())] }, headers));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: "origin: events are accepted from the site's own pages only" });
    expect(rows()).toHaveLength(0);
  });

  it("accepts the site's own pages (same-origin, SITE_URL, or the host the request was sent to) and clients that are no browser", async () => {
    const now = Date.now();
    const own: Record<string, string>[] = [
      { origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin' },
      { origin: 'https://yourvediccalendar.com' },
      { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' },
      { origin: 'https://preview.example', host: 'localhost:3001', 'x-forwarded-host': 'preview.example' },
      {},
    ];
    for (const headers of own) expect((await POST(post({ events: [pageview('/', now)] }, headers))).status).toBe(204);
    expect(rows()).toHaveLength(5);
  });

  it('with ANALYTICS_TRUSTED_PROXIES=1, tells clients apart by the address the proxy in front appended', async () => {
    process.env.ANALYTICS_TRUSTED_PROXIES = '1';
    const body = { events: [pageview('/', Date.now())] };
    const now = Date.now();
    const via = (client: string) => post(body, { 'x-forwarded-for': `6.6.6.6, ${client}, 10.0.0.2` });
    for (let i = 0; i < DEFAULT_RATE_LIMIT.capacity; i++) expect((await handleAnalyticsPost(via('198.51.100.5'), now)).status).toBe(204);
    expect((await handleAnalyticsPost(via('198.51.100.5'), now)).status).toBe(429);
    expect((await handleAnalyticsPost(via('198.51.100.6'), now)).status).toBe(204);
  });
});

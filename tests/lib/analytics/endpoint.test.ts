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
    const res = await POST(post({ events: [pageview('/old', now - 8 * 24 * 3600 * 1000), pageview('/future', now + 3_600_000)] }));
    expect(res.status).toBe(204);
    const stored = rows();
    expect(stored.map((r) => r.path)).toEqual(['/future']);
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
    // Another address, or the same address with another browser, is another client.
    expect((await handleAnalyticsPost(post(body, { 'x-forwarded-for': '198.51.100.9' }), now)).status).toBe(204);
    expect((await handleAnalyticsPost(post(body, { 'user-agent': 'Mozilla/5.0 Firefox/120.0' }), now)).status).toBe(204);
    // Half a second later one more batch is allowed (2 per second).
    expect((await handleAnalyticsPost(post(body), now + 500)).status).toBe(204);
  });
});

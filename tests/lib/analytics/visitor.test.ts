import { classifyClient, clientAddress, visitorHash } from '@/lib/analytics/visitor';

describe('what is kept of the client', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36', 'chrome', 'mobile'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1', 'safari', 'mobile'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1', 'safari', 'tablet'],
    ['Mozilla/5.0 (Linux; Android 13; SM-S901B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36', 'samsung', 'mobile'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0', 'edge', 'desktop'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0', 'firefox', 'desktop'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36', 'chrome', 'desktop'],
    ['curl/8.5.0', 'other', 'desktop'],
  ])('%s', (ua, browser, device) => {
    expect(classifyClient(ua)).toEqual({ browser, device, bot: false });
  });

  it('recognises crawlers and link-preview bots', () => {
    expect(classifyClient('Googlebot/2.1 (+http://www.google.com/bot.html)').bot).toBe(true);
    expect(classifyClient('WhatsApp/2.23.20.0').bot).toBe(true);
    expect(classifyClient(null)).toEqual({ browser: 'other', device: 'desktop', bot: false });
  });

  it("takes the address the site's own server saw (the last entry), whatever the client wrote before it", () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '198.51.100.1, 203.0.113.7' }))).toBe('203.0.113.7');
    expect(clientAddress(new Headers({ 'x-forwarded-for': '1.1.1.1, 2.2.2.2, 203.0.113.7' }))).toBe('203.0.113.7');
    // X-Real-IP is the client's word.
    expect(clientAddress(new Headers({ 'x-real-ip': '203.0.113.8' }))).toBe('unknown');
    expect(clientAddress(new Headers())).toBe('unknown');
  });

  it('believes as many entries before the last as there are configured proxies in front', () => {
    const headers = new Headers({ 'x-forwarded-for': '6.6.6.6, 198.51.100.1, 10.0.0.2' });
    expect(clientAddress(headers, 0)).toBe('10.0.0.2');
    expect(clientAddress(headers, 1)).toBe('198.51.100.1');
    expect(clientAddress(headers, 2)).toBe('6.6.6.6');
    // More proxies configured than entries: the outermost entry there is.
    expect(clientAddress(headers, 5)).toBe('6.6.6.6');
  });

  it('hashes to 16 hex digits that change with the salt, the address and the browser', () => {
    const salt = Buffer.alloc(32, 1);
    const h = visitorHash(salt, '203.0.113.7', 'UA');
    expect(h).toMatch(/^[0-9a-f]{16}$/);
    expect(visitorHash(salt, '203.0.113.7', 'UA')).toBe(h);
    expect(visitorHash(Buffer.alloc(32, 2), '203.0.113.7', 'UA')).not.toBe(h);
    expect(visitorHash(salt, '203.0.113.8', 'UA')).not.toBe(h);
    expect(visitorHash(salt, '203.0.113.7', 'UA2')).not.toBe(h);
    expect(h).not.toContain('203');
  });
});

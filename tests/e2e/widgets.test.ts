/**
 * The embeddable widgets in Chromium (issue #30): a host page on another
 * loopback origin (127.0.0.2, a tiny server started here) embeds each
 * widget by the one-line script and by an iframe; the widget renders in its
 * frame, and the script's frame takes the widget's height from its
 * postMessage. A framed page that is not a widget is refused (its headers
 * say so and Chromium does not load it). Also the widgets' own answers:
 * headers, 400 and 404 in a widget-sized page, and the builder page.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Frame, Page } from 'playwright-core';
import { WIDGETS, type WidgetKey } from '@/lib/urls';
import { BASE_URL, fetchManual, openPage, setupBrowser } from './helpers/browser';

const browser = setupBrowser();
const CITY = 'varanasi';

/** The host page: `?embed=script|iframe|page&widget=&lang=`. */
function hostPage(q: URLSearchParams): string {
  const widget = q.get('widget') ?? 'panchang-compact';
  const lang = q.get('lang') ?? 'en';
  const body =
    q.get('embed') === 'script'
      ? `<script src="${BASE_URL}/embed.js" data-widget="${widget}" data-city="${CITY}" data-lang="${lang}" data-theme="dark" async></script>`
      : q.get('embed') === 'page'
        ? `<iframe id="f" src="${BASE_URL}${q.get('path')}" style="width:100%;height:300px"></iframe>`
        : `<iframe id="f" src="${BASE_URL}${lang === 'hi' ? '/hi' : ''}/embed/${widget}/${CITY}?accent=0a7c3e" style="width:100%;height:400px;border:0"></iframe>`;
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Host</title></head><body style="margin:0;width:420px"><h1>A temple’s page</h1>${body}<p>After the widget</p></body></html>`;
}

let host: Server;
let hostOrigin = '';
beforeAll(async () => {
  host = createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://127.0.0.2');
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(hostPage(u.searchParams));
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.2', resolve));
  hostOrigin = `http://127.0.0.2:${(host.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

async function openHost(query: Record<string, string>): Promise<Page> {
  const context = await browser().newContext({ viewport: { width: 800, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${hostOrigin}/?${new URLSearchParams(query)}`, { waitUntil: 'load' });
  return page;
}

/** The widget's frame, once its document has rendered. */
async function widgetFrame(page: Page): Promise<Frame> {
  const handle = await page.waitForSelector('iframe');
  const frame = await handle.contentFrame();
  if (!frame) throw new Error('no frame');
  await frame.waitForSelector('#w h1', { timeout: 30_000 });
  return frame;
}

const CITY_NAME = { en: 'Varanasi', hi: 'वाराणसी' } as const;

describe('a host page on another origin', () => {
  it.each(WIDGETS.map((w) => [w]))('embeds %s by script: it renders, and its frame takes the widget’s height', async (widget: WidgetKey) => {
    const page = await openHost({ embed: 'script', widget, lang: 'en' });
    try {
      const frame = await widgetFrame(page);
      expect(frame.url()).toBe(`${BASE_URL}/embed/${widget}/${CITY}?theme=dark`);
      expect(await frame.textContent('h1')).toContain(CITY_NAME.en);
      await page.waitForFunction(() => document.querySelector('iframe')?.style.height !== '200px', undefined, { timeout: 15_000 });
      const content = await frame.evaluate(() => Math.ceil(document.getElementById('w')!.getBoundingClientRect().height));
      const framed = await page.evaluate(() => document.querySelector('iframe')!.getBoundingClientRect().height);
      expect(Math.abs(framed - content)).toBeLessThanOrEqual(3);
      // The script put the frame after itself, before the host's next paragraph.
      expect(await page.evaluate(() => document.querySelector('script')!.nextElementSibling!.tagName)).toBe('IFRAME');
    } finally {
      await page.context().close();
    }
  });

  it.each(WIDGETS.map((w) => [w]))('embeds %s by iframe, in Hindi', async (widget: WidgetKey) => {
    const page = await openHost({ embed: 'iframe', widget, lang: 'hi' });
    try {
      const frame = await widgetFrame(page);
      expect(await frame.textContent('h1')).toContain(CITY_NAME.hi);
      expect(await frame.getAttribute('html', 'lang')).toBe('hi');
      expect(await frame.evaluate(() => getComputedStyle(document.querySelector('h1')!).color)).toBe('rgb(10, 124, 62)');
    } finally {
      await page.context().close();
    }
  });

  it('ignores a height message from anyone but its own frame on the site’s origin', async () => {
    const page = await openHost({ embed: 'script', widget: 'panchang-compact', lang: 'en' });
    try {
      await widgetFrame(page);
      await page.waitForFunction(() => document.querySelector('iframe')?.style.height !== '200px');
      const before = await page.evaluate(() => document.querySelector('iframe')!.style.height);
      // The host page itself (another origin, another source) posts a height.
      await page.evaluate(() => window.postMessage({ type: 'vc-embed-height', height: 5 }, '*'));
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => document.querySelector('iframe')!.style.height)).toBe(before);
    } finally {
      await page.context().close();
    }
  });

  it.each(['/panchang/today/varanasi', '/widgets'])('cannot frame %s, a page that is no widget', async (path) => {
    const r = await fetchManual(path);
    expect(r.headers.get('x-frame-options')).toBe('DENY');
    expect(r.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const page = await openHost({ embed: 'page', path });
    try {
      const frame = await (await page.waitForSelector('iframe')).contentFrame();
      await page.waitForTimeout(1000);
      // Chromium shows its own error page in the frame instead of ours.
      const url = frame?.url() ?? '';
      const text = await frame?.evaluate(() => document.body?.innerText ?? '').catch(() => '');
      expect([url.startsWith(BASE_URL), text?.includes('Varanasi')]).toEqual([false, false]);
    } finally {
      await page.context().close();
    }
  });
});

describe('the widgets’ answers', () => {
  it('are framable HTML with a page’s lifetime and no script file', async () => {
    const r = await fetchManual('/hi/embed/panchang-compact/varanasi/amanta-24h?theme=dark&size=l');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(r.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(r.headers.get('x-frame-options')).toBeNull();
    expect(r.headers.get('cache-control')).toMatch(/^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/);
    const html = await r.text();
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(Buffer.byteLength(html)).toBeLessThan(30 * 1024);
    const now = await fetchManual('/embed/choghadiya-now/varanasi');
    expect(now.headers.get('cache-control')).toBe('public, max-age=30, s-maxage=60, stale-while-revalidate=240');
  });

  it.each([
    ['/embed/panchang-compact/varanasi?accent=red', 400, 'accent: must be six lower-case hex digits'],
    ['/hi/embed/festivals/varanasi?n=50', 400, 'n: must be a whole number from 1 to 10'],
    ['/embed/month/varanasi/24h-amanta', 400, 'conventions: must name'],
    ['/embed/panchang-compact/no-such-city-anywhere', 404, 'No such widget or city'],
    ['/hi/embed/no-such-widget/varanasi', 404, 'ऐसा कोई विजेट या शहर नहीं'],
  ] as const)('%s answers %d in a widget-sized page', async (path, status, text) => {
    const r = await fetchManual(path);
    expect(r.status).toBe(status);
    expect(r.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(await r.text()).toContain(text);
  });

  it('send a city named otherwise to its slug, keeping the look', async () => {
    const r = await fetchManual('/embed/month/dehra-dun?theme=dark');
    expect(r.status).toBe(308);
    expect(new URL(r.headers.get('location')!).pathname + new URL(r.headers.get('location')!).search).toBe('/embed/month/dehradun?theme=dark');
  });

  it('serve the embed script', async () => {
    const r = await fetchManual('/embed.js');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/javascript/);
    expect(await r.text()).toContain("'vc-embed-height'");
  });
});

describe('the builder page', () => {
  it('previews the chosen widget and writes both snippets, in Hindi too', async () => {
    const { page } = await openPage(browser(), '/hi/widgets');
    try {
      // The choices work once the page has hydrated.
      await page.waitForLoadState('networkidle');
      await page.selectOption('[data-testid="builder-widget"]', 'month');
      await page.selectOption('[data-testid="builder-theme"]', 'dark');
      await page.selectOption('[data-testid="builder-clock"]', '24h');
      const preview = page.locator('[data-testid="builder-preview"]');
      await page.waitForFunction(() => document.querySelector('[data-testid="builder-preview"]')?.getAttribute('src') === '/hi/embed/month/varanasi/24h?theme=dark');
      const frame = await (await preview.elementHandle())!.contentFrame();
      await frame!.waitForSelector('#w .m');
      expect(await page.inputValue('[data-testid="builder-iframe-snippet"]')).toMatch(/^<iframe src="https?:\/\/[^"]+\/hi\/embed\/month\/varanasi\/24h\?theme=dark" title="[^"]+" width="100%" height="\d+"/);
      expect(await page.inputValue('[data-testid="builder-script-snippet"]')).toMatch(/^<script src="https?:\/\/[^"]+\/embed\.js" data-widget="month" data-city="varanasi" data-lang="hi" data-conventions="24h" data-theme="dark" data-title="[^"]+" async><\/script>$/);
      expect(await page.locator('footer a[href="/hi/widgets"]').count()).toBe(1);
    } finally {
      await page.context().close();
    }
  });
});

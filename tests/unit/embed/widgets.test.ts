/**
 * The embeddable widgets (issue #30): their paths (lib/urls/embed.ts), their
 * query (lib/embed/params.ts), and the documents they render
 * (app/_embed/model.ts, app/_embed/render.ts): small, no framework script,
 * in the request's language, themed by the query. The served answers
 * (headers, framing, resizing) are checked in tests/e2e/widgets.test.ts.
 */
import { widgetModel, type WidgetModel } from '@/app/_embed/model';
import { renderWidget, renderWidgetError } from '@/app/_embed/render';
import type { Locale } from '@/i18n/routing';
import { widgetQueryString } from '@/lib/embed/look';
import { parseWidgetQuery, type WidgetQuery } from '@/lib/embed/params';
import { cacheControlOf, embedCacheClass, lifeOf } from '@/lib/http/cache-life';
import { embedHref, embedPath, isEmbedPath, parseEmbedSegments, WIDGETS, type WidgetKey } from '@/lib/urls';

jest.mock('next/cache', () => ({ cacheLife: () => undefined }));

// Thursday 2026-03-19, 11:30 IST: after sunrise, inside the day's Choghadiyas.
const NOW = Date.parse('2026-03-19T06:00:00Z');
const LOOK: WidgetQuery = { theme: 'light', accent: 'c2410c', size: 'm', items: 5 };

beforeAll(() => jest.spyOn(Date, 'now').mockReturnValue(NOW));
afterAll(() => jest.restoreAllMocks());

async function rendered(widget: WidgetKey, locale: Locale, city = 'varanasi', look: WidgetQuery = LOOK): Promise<string> {
  const m: WidgetModel = await widgetModel(locale, { widget, city, conv: {} }, look.items);
  if (m.kind !== 'widget') throw new Error(`${widget} at ${city}: ${m.kind}`);
  return renderWidget({ locale, widget, look, head: m.head, content: m.content, now: NOW });
}

describe('widget paths', () => {
  it('are the widget, the city and the pages’ conventions segment, in each language', () => {
    expect(embedPath({ widget: 'panchang-compact', city: 'varanasi', conv: {} })).toBe('/embed/panchang-compact/varanasi');
    expect(embedPath({ widget: 'month', city: 'pune', conv: { masa: 'amanta', clock: '24h', sunrise: 'upper-limb' } })).toBe('/embed/month/pune/amanta-24h');
    expect(embedHref('hi', { widget: 'festivals', city: 'pune', conv: {} })).toBe('/hi/embed/festivals/pune');
    expect(parseEmbedSegments(['month', 'pune', 'amanta-24h'])).toEqual({ ok: true, route: { widget: 'month', city: 'pune', conv: { masa: 'amanta', clock: '24h' } } });
    for (const w of WIDGETS) {
      const route = { widget: w, city: 'new-delhi', conv: { clock: '24h' as const } };
      expect(parseEmbedSegments(embedPath(route).split('/').slice(2))).toEqual({ ok: true, route });
    }
  });

  it('refuse what is no widget (404) and a malformed value (400)', () => {
    expect(parseEmbedSegments(['nope', 'pune'])).toEqual({ ok: false, status: 404, field: 'widget' });
    expect(parseEmbedSegments(['month'])).toEqual({ ok: false, status: 404, field: 'path' });
    expect(parseEmbedSegments(['month', 'pune', 'amanta', 'x'])).toEqual({ ok: false, status: 404, field: 'path' });
    expect(parseEmbedSegments(['month', 'pune', '24h-amanta'])).toEqual({ ok: false, status: 400, field: 'conventions' });
    expect(parseEmbedSegments(['month', 'x'.repeat(121)])).toEqual({ ok: false, status: 400, field: 'city' });
    expect([isEmbedPath('/embed/month/pune'), isEmbedPath('/hi/embed'), isEmbedPath('/embedded'), isEmbedPath('/widgets')]).toEqual([true, true, false, false]);
  });
});

describe('the query', () => {
  const q = (widget: WidgetKey, s: string) => parseWidgetQuery(widget, new URLSearchParams(s));

  it('has defaults and reads each look', () => {
    expect(q('month', '')).toEqual({ ok: true, value: { theme: 'light', accent: 'c2410c', size: 'm', items: 5 } });
    expect(q('festivals', 'theme=dark&accent=0a7c3e&size=l&n=10&utm_source=x')).toEqual({ ok: true, value: { theme: 'dark', accent: '0a7c3e', size: 'l', items: 10 } });
    expect(widgetQueryString('festivals', { theme: 'dark', accent: 'c2410c', size: 'm', items: 3 })).toBe('?theme=dark&n=3');
    expect(widgetQueryString('month', { theme: 'light', items: 3 })).toBe('');
  });

  it.each([
    ['month', 'theme=blue', 'theme: must be light or dark'],
    ['month', 'accent=%23c2410c', 'accent: must be six lower-case hex digits without #, e.g. c2410c'],
    ['month', 'accent=C2410C', 'accent: must be six lower-case hex digits without #, e.g. c2410c'],
    ['month', 'accent=c2410c;x', 'accent: must be six lower-case hex digits without #, e.g. c2410c'],
    ['month', 'size=xl', 'size: must be s, m or l'],
    ['festivals', 'n=0', 'n: must be a whole number from 1 to 10'],
    ['festivals', 'n=11', 'n: must be a whole number from 1 to 10'],
    ['festivals', 'n=2.5', 'n: must be a whole number from 1 to 10'],
    ['month', 'n=3', 'n: only the festivals widget takes a number of items'],
    ['month', 'theme=dark&theme=light', 'theme: given more than once'],
  ] as const)('%s?%s is refused: %s', (widget, s, error) => {
    expect(q(widget, s)).toEqual({ ok: false, error });
  });
});

describe('the documents', () => {
  it.each(WIDGETS.flatMap((w) => [[w, 'en'] as const, [w, 'hi'] as const]))('%s (%s): under 30 KB, no script file, one inline script, a link back', async (widget, locale) => {
    const doc = await rendered(widget, locale);
    expect(Buffer.byteLength(doc)).toBeLessThan(30 * 1024);
    expect(doc).not.toMatch(/<script[^>]*\ssrc=/);
    expect(doc).not.toContain('/_next/');
    expect(doc.match(/<script/g)).toHaveLength(1);
    expect(doc).toContain(`<html lang="${locale}" data-theme="light">`);
    expect(doc).toMatch(/<a class="more" href="[^"]+" target="_blank" rel="noopener">/);
    expect(doc).toContain('<meta name="robots" content="noindex">');
  });

  it('are in Hindi in Hindi', async () => {
    const compact = await rendered('panchang-compact', 'hi');
    expect(compact).toContain('<h1>आज का पंचांग (संक्षिप्त) · वाराणसी</h1>');
    expect(compact).toContain('<dt>तिथि</dt>');
    expect(compact).toContain('href="/hi/panchang/today/varanasi"');
    expect(await rendered('choghadiya-now', 'hi')).toContain('दिन का चौघड़िया');
    expect(await rendered('ekadashi', 'hi')).toContain('पारण');
    const en = await rendered('panchang-compact', 'en');
    expect(en).toContain('<h1>Today’s Panchang (compact) · Varanasi</h1>');
    expect(en).toContain('href="/panchang/today/varanasi"');
  });

  it('show the values of the pages: the day’s tithi, the next Ekadashi, the Choghadiya holding now', async () => {
    // 2026-03-19 at Varanasi: Amavasya until the morning, then Shukla Pratipada (the day page's values).
    const full = await rendered('panchang-full', 'en');
    expect(full).toContain('<dt>Tithi</dt><dd>Amavasya');
    expect(full).toContain('Shukla Pratipada');
    const ekadashi = await rendered('ekadashi', 'en');
    expect(ekadashi).toContain('Kamada Ekadashi');
    expect(ekadashi).toContain('Parana');
    const now = await rendered('choghadiya-now', 'en');
    expect(now.match(/aria-current="true"/g)).toHaveLength(1);
    expect(now).toContain('<h2>Day Choghadiya</h2>');
    const festivals = await rendered('festivals', 'en', 'varanasi', { ...LOOK, items: 3 });
    expect(festivals.match(/<li>/g)).toHaveLength(3);
    const month = await rendered('month', 'en');
    expect(month).toContain('March 2026');
    expect(month.match(/<div( class="t")? title="/g)).toHaveLength(31);
  });

  it('apply the theme, the accent and the text size', async () => {
    const doc = await rendered('panchang-compact', 'en', 'varanasi', { theme: 'dark', accent: '0a7c3e', size: 'l', items: 5 });
    expect(doc).toContain('data-theme="dark"');
    expect(doc).toContain(':root{--ac:#0a7c3e;font-size:17px}');
    expect(await rendered('panchang-compact', 'en', 'varanasi', { ...LOOK, size: 's' })).toContain('font-size:13px');
  });

  it('name an unknown city none, and a city named otherwise by its slug', async () => {
    expect(await widgetModel('en', { widget: 'month', city: 'no-such-city-anywhere', conv: {} }, 0)).toEqual({ kind: 'notFound' });
    expect(await widgetModel('en', { widget: 'month', city: 'dehra-dun', conv: {} }, 0)).toEqual({ kind: 'redirect', city: 'dehradun' });
  });

  it('refuse in a small page of the request’s language that names the problem', () => {
    const doc = renderWidgetError('hi', 400, 'theme: must be light or dark');
    expect(doc).toContain('<h1>यह विजेट नहीं दिखाया जा सकता</h1>');
    expect(doc).toContain('theme: must be light or dark');
    expect(doc).toContain('href="/hi/widgets"');
    expect(renderWidgetError('en', 404, null)).toContain('No such widget or city');
  });
});

describe('their lifetimes', () => {
  it('run to the city’s midnight for today’s widgets, a minute for the Choghadiya now', () => {
    const now = new Date('2026-03-19T18:00:00Z'); // 23:30 in India
    expect(cacheControlOf(lifeOf(embedCacheClass('panchang-compact'), 'Asia/Kolkata', now))).toBe('public, max-age=300, s-maxage=1800, stale-while-revalidate=60');
    expect(cacheControlOf(lifeOf(embedCacheClass('choghadiya-now'), 'Asia/Kolkata', now))).toBe('public, max-age=30, s-maxage=60, stale-while-revalidate=240');
  });
});

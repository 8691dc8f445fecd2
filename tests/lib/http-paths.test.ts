import { GET as apiNotFound, POST as apiNotFoundPost } from '@/app/api/[[...path]]/route';
import { badPathResponse, isPagePath, pathEscapesAreBad, urlTooLong } from '@/lib/http/paths';

describe('paths the proxy refuses', () => {
  it.each(['/%ff', '/about%25', '/api/cities/%ff', '/hi/%E0%A4', '/%', '/x%2', '/a%252F'])('%s has a bad escape', (p) => {
    expect(pathEscapesAreBad(p)).toBe(true);
  });

  it.each(['/', '/about', '/hi/panchang/today/new-delhi', '/api/cities/new%2Ddelhi', '/%E0%A4%85', '/about%2F'])(
    '%s is fine',
    (p) => {
      expect(pathEscapesAreBad(p)).toBe(false);
    },
  );

  it('answers a JSON 400 under /api and a page in the path language elsewhere', async () => {
    const api = badPathResponse('/api/cities/%ff');
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ error: 'path: the URL path has a malformed percent-escape' });
    const page = badPathResponse('/hi/%ff');
    expect([page.status, page.headers.get('content-type')]).toEqual([400, 'text/html; charset=utf-8']);
    const html = await page.text();
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('अमान्य अनुरोध');
    expect(await badPathResponse('/%ff').text()).toContain('<h1>Bad request</h1>');
  });

  it('answers 414 for a URL longer than any of ours', async () => {
    expect(urlTooLong('/panchang/today/new-delhi', '?date=2025-11-22')).toBe(false);
    expect(urlTooLong(`/${'a'.repeat(2000)}`, `?q=${'b'.repeat(100)}`)).toBe(true);
    const api = badPathResponse('/api/panchang', 414);
    expect([api.status, await api.json()]).toEqual([414, { error: 'path: the URL is longer than 2048 characters' }]);
    const page = badPathResponse('/hi/x', 414);
    expect([page.status, (await page.text()).includes('बहुत लंबा')]).toEqual([414, true]);
  });

  it('puts pages, and only pages, under locale routing', () => {
    for (const p of ['/', '/about', '/hi', '/panchang/today/varanasi', '/sitemap', '/hi/sitemap', '/search']) expect([p, isPagePath(p)]).toEqual([p, true]);
    for (const p of ['/api/panchang', '/_next/static/x.js', '/sitemap.xml', '/sitemap/tools.xml', '/robots.txt', '/icon.svg']) {
      expect([p, isPagePath(p)]).toEqual([p, false]);
    }
  });
});

describe('unknown API paths', () => {
  it.each([
    [apiNotFound, '/api/nope'],
    [apiNotFound, '/api/panchang/extra'],
    [apiNotFoundPost, '/api'],
  ])('answer a JSON 404 naming the path', async (handler, path) => {
    const res = handler(new Request(`http://localhost${path}`));
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ error: `path: no API endpoint at ${path}` });
  });
});

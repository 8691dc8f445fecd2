/** The loader refuses broken articles (naming the file) and renders Markdown safely. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadBlog } from '@/lib/blog/store';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'blog-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const DESCRIPTION = 'A description long enough for a search result, about fifty characters.';

function article(id: string, locale: string, body: string, meta: Record<string, string> = {}) {
  const fm = { title: `Title ${id} ${locale}`, description: DESCRIPTION, category: 'muhurat', date: '2026-11-23', slug: `${id}-${locale}`, ...meta };
  mkdirSync(path.join(dir, id), { recursive: true });
  const yaml = Object.entries(fm)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
  writeFileSync(path.join(dir, id, `${locale}.md`), `---\n${yaml}\n---\n\n${body}\n`);
}

function pair(id: string, body: string, meta: Record<string, string> = {}) {
  article(id, 'en', body, meta);
  article(id, 'hi', body, { ...meta, slug: `${id}-hi` });
}

describe('loadBlog', () => {
  it('renders Markdown without passing raw HTML or script URLs through', () => {
    pair('safe', 'Hello <script>alert(1)</script> and [bad](javascript:alert(1)) and [good](/muhurat/rahu-kaal).');
    const a = loadBlog(dir).byLocale.hi[0];
    expect(a.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(a.html).not.toContain('href="javascript');
    expect(a.html).toContain('<a href="/hi/muhurat/rahu-kaal">good</a>');
  });

  it('localizes links to tool pages with a city and a date, and to other articles', () => {
    pair('one', 'See [Varanasi](/panchang/today/varanasi?date=2025-11-22) and [two](/blog/two).');
    pair('two', 'Back to [one](/blog/one) and [its category](/blog/category/muhurat).');
    const hi = loadBlog(dir).byLocale.hi;
    // The old query form is written as its path (lib/urls).
    expect(hi.find((a) => a.id === 'one')!.html).toContain('href="/hi/panchang/today/varanasi/2025-11-22"');
    expect(hi.find((a) => a.id === 'one')!.html).toContain('href="/hi/blog/two-hi"');
    expect(hi.find((a) => a.id === 'two')!.html).toContain('href="/hi/blog/category/muhurat"');
  });

  it.each([
    ['a page that does not exist', '[horoscope](/horoscope/today)', /link \/horoscope\/today: not a page of the site/],
    ['another site', '[x](https://example.com/)', /only to pages of this site/],
    ['a language prefix', '[x](/hi/about)', /without a language prefix/],
    ['an unknown article', '[x](/blog/missing)', /no article "missing"/],
    ['an unknown city', '[x](/muhurat/hora/atlantis-xyz)', /no city "atlantis-xyz"/],
    ['a bad query', '[x](/muhurat/hora?date=1800-01-01)', /unsupported query date=1800-01-01/],
  ])('refuses a link to %s', (_, body, message) => {
    pair('x', body);
    expect(() => loadBlog(dir)).toThrow(message);
  });

  it('refuses an article missing a language, naming the file', () => {
    article('lonely', 'en', 'Text.');
    expect(() => loadBlog(dir)).toThrow(/lonely[/\\]hi\.md: missing/);
  });

  it.each([
    [{ category: 'gossip' }, /front matter category/],
    [{ date: '23-11-2026' }, /front matter date/],
    [{ slug: 'Not A Slug' }, /front matter slug/],
    [{ description: 'Too short.' }, /front matter description/],
  ])('refuses bad front matter %j', (meta, message) => {
    pair('bad', 'Text.', meta);
    expect(() => loadBlog(dir)).toThrow(message);
  });

  it('refuses a second h1, a category or date differing between languages, and a duplicate slug', () => {
    pair('h', '# Title again');
    expect(() => loadBlog(dir)).toThrow(/the title is the page's only h1/);
    rmSync(path.join(dir, 'h'), { recursive: true });

    article('c', 'en', 'Text.');
    article('c', 'hi', 'Text.', { category: 'methodology' });
    expect(() => loadBlog(dir)).toThrow(/category "methodology" differs/);
    rmSync(path.join(dir, 'c'), { recursive: true });

    pair('d1', 'Text.', { slug: 'same' });
    pair('d2', 'Text.', { slug: 'same' });
    expect(() => loadBlog(dir)).toThrow(/slug "same" is also used/);
  });
});

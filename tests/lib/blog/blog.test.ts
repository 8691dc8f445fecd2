/**
 * The Knowledge Hub's content and its API (lib/blog): every article in both
 * languages, categories counted from the articles, the editorial lists, and
 * links that lead only to existing pages in the reader's language.
 */
import { routing } from '@/i18n/routing';
import { CATEGORY_KEYS } from '@/lib/blog/categories';
import { FEATURED, POPULAR, READING_ORDER } from '@/lib/blog/editorial';
import {
  adjacentArticles,
  articlesInCategory,
  categoryCounts,
  featuredArticles,
  findArticleBySlug,
  getArticle,
  getArticleById,
  listArticles,
  popularArticles,
} from '@/lib/blog';
import { readingMinutes } from '@/lib/blog/store';
import { getCityBySlug } from '@/lib/cities';
import { resolveFestivalPage } from '@/lib/festivals/pages';
import { parsePathname } from '@/lib/urls';
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';

const TOPICS = [
  'what-is-a-panchang',
  'tithi',
  'nakshatra',
  'yoga-and-karana',
  'rahu-kaal-yamaganda-gulika',
  'choghadiya',
  'hora',
  'abhijit-and-brahma-muhurat',
  'ekadashi-and-parana',
  'purnima-and-amavasya',
  'sankranti',
  'how-we-compute',
  // Issue 28: one article per Shubh Muhurat kind (griha pravesh, new and old, in one).
  'shubh-vivah-muhurat',
  'shubh-griha-pravesh-muhurat',
  'shubh-vehicle-purchase-muhurat',
  'shubh-property-purchase-muhurat',
  'shubh-namkaran-muhurat',
  'shubh-mundan-muhurat',
  'shubh-annaprashan-muhurat',
  'shubh-karnavedha-muhurat',
  'shubh-vidyarambha-muhurat',
  'shubh-day-for-new-work',
];

const hrefs = (html: string) => [...html.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1]);

/**
 * Whether a locale-less path is a page of the site in its one form: a page
 * of the URL module (lib/urls) whose city and festival exist, written as the
 * module writes it.
 */
function isSitePage(path: string): boolean {
  const route = parsePathname(path);
  if (!route || route.key === 'article') return false;
  if (route.params.city && getCityBySlug(route.params.city) === null) return false;
  if (route.key === 'festivalDetail') return resolveFestivalPage(route.params.festivalType ?? '', route.params.festival ?? '')?.kind !== undefined;
  return true;
}

/** The locale-less paths an article links, without their query. */
const linkedPaths = (locale: 'en' | 'hi', id: string) => {
  const a = getArticleById(locale, id)!;
  return hrefs(getArticle(locale, a.slug)!.html).map((h) => (locale === 'hi' ? h.replace(/^\/hi(?=\/|$)/, '') : h).split('?')[0]);
};

describe('Knowledge Hub content', () => {
  it('has the topics of the issues in English and Hindi, with the same category and date', () => {
    for (const locale of routing.locales) expect(listArticles(locale).map((a) => a.id).sort()).toEqual([...TOPICS].sort());
    for (const a of listArticles('en')) {
      const h = getArticleById('hi', a.id)!;
      expect({ category: h.category, date: h.date }).toEqual({ category: a.category, date: a.date });
      expect(h.title).not.toBe(a.title);
      expect(h.title).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('gives each article a real length and a reading time from its words', () => {
    for (const locale of routing.locales) {
      for (const a of listArticles(locale)) {
        expect(a.words).toBeGreaterThan(500);
        expect(a.readingMinutes).toBe(readingMinutes(a.words, locale));
      }
    }
    expect(readingMinutes(0, 'en')).toBe(1);
    expect(readingMinutes(1000, 'en')).toBe(5);
    expect(readingMinutes(1500, 'hi')).toBe(10);
  });

  it('renders headings, tables and emphasis, with the title as the only h1', () => {
    const a = getArticle('en', 'rahu-kaal-yamaganda-gulika')!;
    expect(a.html).toContain('<h2>The rule: one eighth of the daytime</h2>');
    expect(a.html).toContain('<div class="table-wrap"><table>');
    expect(a.html).toContain('<td>Monday</td>\n<td>2nd part</td>\n<td>4th part</td>\n<td>6th part</td>');
    for (const x of listArticles('en')) expect(getArticle('en', x.slug)!.html).not.toContain('<h1');
  });

  it('links only to existing pages, in the reader’s language', () => {
    for (const locale of routing.locales) {
      const slugs = new Set(listArticles(locale).map((a) => a.slug));
      for (const a of listArticles(locale)) {
        const links = hrefs(getArticle(locale, a.slug)!.html);
        expect(links.length).toBeGreaterThan(2);
        for (const href of links) {
          const path = locale === 'hi' ? href.replace(/^\/hi(?=\/|$)/, '') : href;
          if (locale === 'hi') expect(href).toMatch(/^\/hi\//);
          const ok = !path.includes('?') && ((path.startsWith('/blog/') && slugs.has(path.slice(6))) || isSitePage(path));
          expect({ article: a.id, href, ok }).toEqual({ article: a.id, href, ok: true });
        }
      }
    }
    // The Hindi article links to the Hindi slug of another article.
    expect(hrefs(getArticle('hi', 'tithi-kya-hai')!.html)).toContain('/hi/blog/ekadashi-vrat-aur-paran');
  });

  it('links the festival pages each article talks about, in both languages', () => {
    const expected: Record<string, string[]> = {
      'ekadashi-and-parana': [
        '/festivals/ekadashi',
        '/festivals/ekadashi/nirjala-2027',
        '/festivals/ekadashi/devshayani-2027',
        '/festivals/ekadashi/mokshada-2026',
        '/festivals/ekadashi/dev-uthani-2026',
        '/festivals/ekadashi/rama-2026',
      ],
      'purnima-and-amavasya': [
        '/festivals/purnima',
        '/festivals/amavasya',
        '/festivals/purnima/guru-2027',
        '/festivals/festival/sharad-purnima-2026',
        '/festivals/amavasya/mauni-2027',
        '/festivals/amavasya/sarva-pitru-2027',
        // Written ?year=2027 in the article: its path form.
        '/festivals/pitru-paksha/2027',
        '/festivals/festival/diwali-2026',
      ],
      sankranti: ['/festivals/sankranti', '/festivals/sankranti/makar-2027', '/festivals/sankranti/makar-2026', '/festivals/festival/pongal-2027'],
      'how-we-compute': ['/festivals', '/festivals/festival/diwali-2026', '/festivals/2026/november/new-delhi', '/festivals/2026/november/toronto'],
      tithi: ['/festivals', '/festivals/ekadashi', '/festivals/pradosh', '/festivals/festival/janmashtami-2027'],
      'yoga-and-karana': ['/festivals', '/festivals/festival/raksha-bandhan-2027', '/festivals/festival/holika-dahan-2027'],
      'what-is-a-panchang': ['/festivals', '/festivals/ekadashi', '/festivals/pradosh', '/festivals/sankranti', '/festivals/grahan', '/festivals/pitru-paksha'],
      'rahu-kaal-yamaganda-gulika': ['/festivals/grahan'],
    };
    for (const locale of routing.locales) {
      for (const [id, paths] of Object.entries(expected)) {
        const linked = linkedPaths(locale, id);
        for (const p of paths) expect({ locale, id, p, linked: linked.includes(p) }).toEqual({ locale, id, p, linked: true });
      }
    }
    // The same festival links in both languages, query included (the Hindi adds only its prefix).
    for (const a of listArticles('en')) {
      const festivals = (locale: 'en' | 'hi') =>
        hrefs(getArticle(locale, getArticleById(locale, a.id)!.slug)!.html)
          .map((h) => h.replace(/^\/hi(?=\/)/, ''))
          .filter((h) => h.startsWith('/festivals'))
          .sort();
      expect({ id: a.id, links: festivals('hi') }).toEqual({ id: a.id, links: festivals('en') });
    }
    // New York's page of the Ekadashi whose date the article says differs from Delhi's.
    expect(hrefs(getArticle('en', 'ekadashi-and-parana')!.html)).toContain('/festivals/ekadashi/rama-2026/new-york-city');
  });

  it('keeps each article at its own slug per language and finds it from the other language’s', () => {
    expect(getArticle('en', 'tithi')!.paths).toEqual({ en: '/blog/tithi', hi: '/blog/tithi-kya-hai' });
    expect(findArticleBySlug('tithi-kya-hai')).toEqual({ id: 'tithi', locale: 'hi' });
    expect(getArticle('en', 'tithi-kya-hai')).toBeNull();
    expect(findArticleBySlug('no-such-article')).toBeNull();
  });
});

describe('categories', () => {
  it('are counted from the articles', () => {
    for (const locale of routing.locales) {
      const counts = categoryCounts(locale);
      expect(counts.reduce((s, c) => s + c.count, 0)).toBe(listArticles(locale).length);
      for (const c of counts) {
        expect(articlesInCategory(locale, c.key)).toHaveLength(c.count);
        expect(c.path).toBe(`/blog/category/${c.key}`);
      }
      // Most articles first.
      expect(counts.map((c) => c.count)).toEqual([...counts.map((c) => c.count)].sort((a, b) => b - a));
    }
    expect(categoryCounts('en')).toEqual([
      { key: 'muhurat', count: 14, path: '/blog/category/muhurat' },
      { key: 'panchang-basics', count: 4, path: '/blog/category/panchang-basics' },
      { key: 'vrats-festivals', count: 3, path: '/blog/category/vrats-festivals' },
      { key: 'methodology', count: 1, path: '/blog/category/methodology' },
    ]);
  });

  it('have a name and an introduction in both languages', () => {
    for (const key of CATEGORY_KEYS) {
      for (const m of [en, hi]) {
        expect(m.blog.categories[key]).toBeTruthy();
        expect(m.blog.categoryIntro[key]).toBeTruthy();
      }
    }
  });
});

describe('editorial lists and order', () => {
  it('name only existing articles', () => {
    const ids = new Set(listArticles('en').map((a) => a.id));
    for (const id of [...READING_ORDER, ...POPULAR, ...FEATURED]) expect(ids.has(id)).toBe(true);
  });

  it('give three featured articles and the popular ones in editorial order, without view counts', () => {
    expect(featuredArticles('hi').map((a) => a.id)).toEqual([...FEATURED]);
    expect(popularArticles('en', 3).map((a) => a.id)).toEqual(POPULAR.slice(0, 3));
    expect(Object.keys(popularArticles('en')[0]).sort()).toEqual(
      ['category', 'date', 'description', 'id', 'locale', 'path', 'readingMinutes', 'slug', 'title', 'words'].sort(),
    );
  });

  it('lists articles newest first, then in reading order, and chains previous/next through that list', () => {
    const list = listArticles('en');
    const order = (id: string) => (READING_ORDER as readonly string[]).indexOf(id);
    // The Shubh Muhurat articles (2026-11-27) are newer than the first series (2026-11-23).
    const expected = [...list].sort((a, b) => (a.date !== b.date ? (a.date < b.date ? 1 : -1) : order(a.id) - order(b.id))).map((a) => a.id);
    expect(list.map((a) => a.id)).toEqual(expected);
    expect([...list.map((a) => a.id)].sort()).toEqual([...READING_ORDER].sort());
    expect(list[0].id).toBe('shubh-day-for-new-work');
    expect(adjacentArticles('en', list[0].slug)).toEqual({ previous: null, next: list[1] });
    expect(adjacentArticles('en', list[5].slug)).toEqual({ previous: list[4], next: list[6] });
    expect(adjacentArticles('en', list[list.length - 1].slug).next).toBeNull();
    expect(adjacentArticles('en', 'nope')).toEqual({ previous: null, next: null });
  });
});

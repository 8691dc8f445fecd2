/**
 * "Most read" lists: real view counts first, the editorial order as the
 * fallback and the filler, never a number that was not counted.
 */
import { featuredArticles, findArticleBySlug, listArticles, popularArticles, type ArticleSummary } from '@/lib/blog';
import { articleViews, rankArticles } from '@/lib/view/articles';

const idOfSlug = (slug: string) => findArticleBySlug(slug)?.id ?? null;

function summary(id: string): ArticleSummary {
  return { id, locale: 'en', slug: id, title: id, description: '', category: 'muhurat', date: '2026-11-23', words: 100, readingMinutes: 1, path: `/blog/${id}` };
}

describe('articleViews', () => {
  it('adds the views of both languages of an article and skips pages that are not articles', () => {
    const views = articleViews(
      [
        { path: '/blog/tithi', views: 7 },
        { path: '/blog/tithi-kya-hai', views: 5 },
        { path: '/blog/hora', views: 3 },
        { path: '/blog/category/muhurat', views: 40 },
        { path: '/blog/no-such-article', views: 9 },
        { path: '/blog/choghadiya', views: 0 },
      ],
      idOfSlug,
    );
    expect(Object.fromEntries(views)).toEqual({ tithi: 12, hora: 3 });
  });
});

describe('rankArticles', () => {
  const all = ['a', 'b', 'c', 'd', 'e'].map(summary);
  const editorial = ['c', 'a', 'e'].map(summary).map((s) => all.find((a) => a.id === s.id)!);

  it('keeps the editorial order without counts while nothing was counted', () => {
    const r = rankArticles({ all, editorial, views: new Map(), limit: 2 });
    expect(r.measured).toBe(false);
    expect(r.items.map((i) => [i.article.id, i.views])).toEqual([
      ['c', null],
      ['a', null],
    ]);
  });

  it('leads with counted articles, most viewed first, ties in editorial order, then fills from the editorial list', () => {
    const views = new Map([
      ['d', 4],
      ['a', 9],
      ['e', 4],
    ]);
    const r = rankArticles({ all, editorial, views, limit: 4 });
    expect(r.measured).toBe(true);
    expect(r.items.map((i) => [i.article.id, i.views])).toEqual([
      ['a', 9],
      ['e', 4], // editorial pick before d at the same count
      ['d', 4], // counted although not an editorial pick
      ['c', null],
    ]);
  });

  it('never lists more than the limit', () => {
    const views = new Map(all.map((a, i) => [a.id, i + 1]));
    expect(rankArticles({ all, editorial, views, limit: 3 }).items.map((i) => i.article.id)).toEqual(['e', 'd', 'c']);
  });

  it('works on the Knowledge Hub in both languages', () => {
    for (const locale of ['en', 'hi'] as const) {
      const views = articleViews([{ path: '/blog/hora-kya-hai', views: 2 }], idOfSlug);
      const r = rankArticles({ all: listArticles(locale), editorial: popularArticles(locale), views, limit: 5 });
      expect(r.items.map((i) => i.article.id)).toEqual(['hora', ...popularArticles(locale).map((a) => a.id).filter((id) => id !== 'hora').slice(0, 4)]);
      expect(r.items[0].views).toBe(2);
      expect(r.items.slice(1).every((i) => i.views === null)).toBe(true);
      const f = rankArticles({ all: listArticles(locale), editorial: featuredArticles(locale), views: new Map(), limit: 3 });
      expect(f.items.map((i) => i.article.id)).toEqual(['what-is-a-panchang', 'rahu-kaal-yamaganda-gulika', 'ekadashi-and-parana']);
    }
  });
});

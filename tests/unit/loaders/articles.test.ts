/**
 * The "most read" loaders: ranked by the counted views of both languages,
 * the editorial order while nothing was counted or analytics fails, and the
 * counts read at most every VIEWS_FRESH_MS (in the background once held),
 * so a page never waits for the database after a process's first one.
 */
import type { PathViews } from '@/lib/analytics/store';

jest.mock('@/lib/analytics/popular', () => ({ popularPaths: jest.fn() }));

type Loaders = typeof import('@/app/_loaders/articles');

function fresh(): { loaders: Loaders; popularPaths: jest.Mock } {
  let loaders!: Loaders;
  let popularPaths!: jest.Mock;
  jest.isolateModules(() => {
    loaders = require('@/app/_loaders/articles');
    popularPaths = require('@/lib/analytics/popular').popularPaths;
  });
  popularPaths.mockReset();
  return { loaders, popularPaths };
}

const ids = (r: { items: { article: { id: string }; views: number | null }[] }) => r.items.map((i) => [i.article.id, i.views]);

afterEach(() => jest.useRealTimers());

describe('most-read loaders', () => {
  it('keep the editorial order, without counts, while nothing was counted', async () => {
    const { loaders, popularPaths } = fresh();
    popularPaths.mockResolvedValue([]);
    const popular = await loaders.loadPopularPosts('en');
    expect(popular.measured).toBe(false);
    expect(ids(popular)).toEqual([
      ['rahu-kaal-yamaganda-gulika', null],
      ['choghadiya', null],
      ['what-is-a-panchang', null],
      ['ekadashi-and-parana', null],
      ['tithi', null],
    ]);
    expect(popularPaths).toHaveBeenCalledWith(expect.objectContaining({ days: 30, prefix: '/blog/' }));
  });

  it('rank by the views of the last 30 days, both languages of an article together', async () => {
    const { loaders, popularPaths } = fresh();
    popularPaths.mockResolvedValue([
      { path: '/blog/sankranti', views: 4 },
      { path: '/blog/hora-kya-hai', views: 3 },
      { path: '/blog/hora', views: 2 },
      { path: '/blog/category/muhurat', views: 50 },
    ] satisfies PathViews[]);
    expect(ids(await loaders.loadPopularPosts('hi')).slice(0, 3)).toEqual([
      ['hora', 5],
      ['sankranti', 4],
      ['rahu-kaal-yamaganda-gulika', null],
    ]);
    const featured = await loaders.loadFeaturedArticles('en');
    expect(featured.measured).toBe(true);
    expect(ids(featured)).toEqual([
      ['hora', 5],
      ['sankranti', 4],
      ['what-is-a-panchang', null],
    ]);
  });

  it('read the counts at most every 30 s, the later reads behind the held counts', async () => {
    jest.useFakeTimers({ now: 1_000_000, doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'setTimeout', 'setInterval'] });
    const { loaders, popularPaths } = fresh();
    popularPaths.mockResolvedValueOnce([{ path: '/blog/hora', views: 1 }]).mockResolvedValue([{ path: '/blog/hora', views: 9 }]);
    const views = async () => (await loaders.loadPopularPosts('en')).items[0].views;
    expect(await views()).toBe(1);
    jest.setSystemTime(1_000_000 + loaders.VIEWS_FRESH_MS);
    expect(await views()).toBe(1);
    expect(popularPaths).toHaveBeenCalledTimes(1);
    jest.setSystemTime(1_000_001 + loaders.VIEWS_FRESH_MS);
    // Stale: answered from what is held while the fresh read runs.
    expect(await views()).toBe(1);
    expect(popularPaths).toHaveBeenCalledTimes(2);
    await new Promise((r) => setImmediate(r));
    expect(await views()).toBe(9);
  });

  it('fall back to the editorial order when reading the counts fails', async () => {
    const { loaders, popularPaths } = fresh();
    popularPaths.mockRejectedValue(new Error('database is locked'));
    const popular = await loaders.loadPopularPosts('en');
    expect(popular.measured).toBe(false);
    expect(popular.items).toHaveLength(5);
  });
});

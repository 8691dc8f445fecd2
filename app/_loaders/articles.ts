/**
 * Loaders of the "most read" article lists: the sidebar's Popular Posts and
 * the home page's featured articles. Both rank by the page views analytics
 * counted over the last 30 days (issue 17) and fall back to the editorial
 * order while there are none or analytics are unavailable (popularPaths
 * then answers []).
 */
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import { popularPaths } from '@/lib/analytics/popular';
import { featuredArticles, findArticleBySlug, listArticles, popularArticles } from '@/lib/blog';
import { articleViews, rankArticles, type RankedArticles } from '@/lib/view/articles';

/** The counting window of "most read". */
export const POPULAR_DAYS = 30;
/** Teasers on the home page. */
export const FEATURED_COUNT = 3;
/** Popular Posts in the sidebar. */
export const POPULAR_POSTS_COUNT = 5;

/**
 * How old the counts may be. Every page's sidebar ranks by them, and the
 * count groups 30 days of page views, so a process reads them at most once
 * per this interval, in the background after the first read: a render never
 * waits for the database except on a process's first page.
 */
export const VIEWS_FRESH_MS = 30_000;

async function readBlogViews(): Promise<Map<string, number>> {
  return articleViews(
    // Every /blog/ path of the window: articles in both languages, plus the list and category pages, which are skipped.
    await popularPaths({ days: POPULAR_DAYS, prefix: '/blog/', limit: 1000 }),
    (slug) => findArticleBySlug(slug)?.id ?? null,
  );
}

let held: { at: number; views: Map<string, number> } | null = null;
let reading: Promise<Map<string, number>> | null = null;

function refresh(now: number): Promise<Map<string, number>> {
  reading ??= readBlogViews()
    .then((views) => {
      held = { at: now, views };
      return views;
    })
    // Nothing depends on analytics: a failed read keeps what was held (or no counts) and is retried next time.
    .catch(() => held?.views ?? new Map<string, number>())
    .finally(() => {
      reading = null;
    });
  return reading;
}

/** Views per article id over the window, at most VIEWS_FRESH_MS old (popularPaths answers [] rather than failing). */
async function blogViews(now = Date.now()): Promise<Map<string, number>> {
  if (!held) return refresh(now);
  if (now - held.at > VIEWS_FRESH_MS) void refresh(now);
  return held.views;
}

export const loadPopularPosts = cache(
  async (locale: Locale): Promise<RankedArticles> =>
    rankArticles({ all: listArticles(locale), editorial: popularArticles(locale), views: await blogViews(), limit: POPULAR_POSTS_COUNT }),
);

export const loadFeaturedArticles = cache(
  async (locale: Locale): Promise<RankedArticles> =>
    rankArticles({ all: listArticles(locale), editorial: featuredArticles(locale), views: await blogViews(), limit: FEATURED_COUNT }),
);

/**
 * Loaders of the "most read" article lists: the sidebar's Popular Posts and
 * the home page's featured articles. Both rank by the page views analytics
 * counted over the last 30 days (issue 17) and fall back to the editorial
 * order while there are none or analytics are unavailable (popularPaths
 * then answers []). The counts are read once per request.
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

const blogViews = cache(async () =>
  articleViews(
    // Every /blog/ path of the window: articles in both languages, plus the list and category pages, which are skipped.
    await popularPaths({ days: POPULAR_DAYS, prefix: '/blog/', limit: 1000 }),
    (slug) => findArticleBySlug(slug)?.id ?? null,
  ),
);

export const loadPopularPosts = cache(
  async (locale: Locale): Promise<RankedArticles> =>
    rankArticles({ all: listArticles(locale), editorial: popularArticles(locale), views: await blogViews(), limit: POPULAR_POSTS_COUNT }),
);

export const loadFeaturedArticles = cache(
  async (locale: Locale): Promise<RankedArticles> =>
    rankArticles({ all: listArticles(locale), editorial: featuredArticles(locale), views: await blogViews(), limit: FEATURED_COUNT }),
);

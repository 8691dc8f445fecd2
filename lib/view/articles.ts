/**
 * "Most read" lists of Knowledge Hub articles (the sidebar's Popular Posts,
 * the home page's featured articles): by real page views when the site has
 * counted any, else in the editorial order of lib/blog/editorial.ts. A view
 * count is shown only where one was counted; nothing is estimated.
 */
import type { PathViews } from '@/lib/analytics/store';
import type { ArticleSummary } from '@/lib/blog';

export interface RankedArticle {
  article: ArticleSummary;
  /** Views in the counting window; null for an article placed by the editorial order. */
  views: number | null;
}

export interface RankedArticles {
  /** True when at least one article has counted views (the list leads with them). */
  measured: boolean;
  items: RankedArticle[];
}

const ARTICLE_PATH = /^\/blog\/([^/?#]+)\/?$/;

/**
 * Views per article id from analytics paths (locale-less, both languages:
 * `/blog/tithi` and `/blog/tithi-kya-hai` are one article). Paths of
 * category pages, the list and unknown slugs are left out.
 */
export function articleViews(paths: readonly PathViews[], idOfSlug: (slug: string) => string | null): Map<string, number> {
  const views = new Map<string, number>();
  for (const p of paths) {
    const m = ARTICLE_PATH.exec(p.path);
    const id = m ? idOfSlug(m[1]) : null;
    if (id && p.views > 0) views.set(id, (views.get(id) ?? 0) + p.views);
  }
  return views;
}

/**
 * Up to `limit` articles: those with counted views first (most viewed
 * first; ties in the editorial order, then the list order), then the rest
 * of the editorial picks without a count.
 */
export function rankArticles({
  all,
  editorial,
  views,
  limit,
}: {
  /** Every article of the language (the candidates for counted views). */
  all: readonly ArticleSummary[];
  /** The fallback order. */
  editorial: readonly ArticleSummary[];
  views: ReadonlyMap<string, number>;
  limit: number;
}): RankedArticles {
  const rank = (a: ArticleSummary) => {
    const i = editorial.findIndex((e) => e.id === a.id);
    return i < 0 ? editorial.length + all.indexOf(a) : i;
  };
  const viewed = all
    .filter((a) => (views.get(a.id) ?? 0) > 0)
    .sort((a, b) => views.get(b.id)! - views.get(a.id)! || rank(a) - rank(b))
    .slice(0, limit)
    .map((article) => ({ article, views: views.get(article.id)! }));
  const items: RankedArticle[] = [...viewed];
  for (const article of editorial) {
    if (items.length >= limit) break;
    if (!items.some((i) => i.article.id === article.id)) items.push({ article, views: null });
  }
  return { measured: viewed.length > 0, items };
}

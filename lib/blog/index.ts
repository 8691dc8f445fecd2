/**
 * The Knowledge Hub's articles for pages and cards: lists per language, by
 * category, category counts (counted here, never written down), the
 * editorial "popular" and "featured" picks, and previous/next. Server-only:
 * the articles are read from content/blog once per process, on first use.
 *
 *   import { listArticles, categoryCounts, popularArticles } from '@/lib/blog';
 *   listArticles('hi')              // every Hindi article, list order
 *   categoryCounts('en')            // [{ key: 'muhurat', count: 4, path: '/blog/category/muhurat' }, ...]
 *   popularArticles('en', 5)        // editorial order, no view counts
 *   featuredArticles('hi')          // the home page's three
 */
import path from 'node:path';
import type { Locale } from '@/i18n/routing';
import { CATEGORY_KEYS, type CategoryKey } from './categories';
import { FEATURED, POPULAR } from './editorial';
import { categoryPath, resolveArticleLink } from './links';
import { loadBlog, type Article, type ArticleSummary, type BlogStore } from './store';

export type { Article, ArticleSummary } from './store';
export type { CategoryKey } from './categories';
export { BLOG_PATH, articlePath, categoryPath } from './links';

/** `next start`, Jest and the scripts run from the project root, as for the city index. */
export const CONTENT_DIR = path.join(process.cwd(), 'content', 'blog');

export interface CategoryCount {
  key: CategoryKey;
  count: number;
  /** Locale-less path of the category page. */
  path: string;
}

export interface Adjacent {
  previous: ArticleSummary | null;
  next: ArticleSummary | null;
}

export interface Blog {
  listArticles(locale: Locale): ArticleSummary[];
  getArticle(locale: Locale, slug: string): Article | null;
  /** The article a slug names in any language (to send a reader who switched language to the right slug). */
  findBySlug(slug: string): { id: string; locale: Locale } | null;
  /** The same article in another language. */
  getArticleById(locale: Locale, id: string): Article | null;
  articlesInCategory(locale: Locale, category: CategoryKey): ArticleSummary[];
  /** Categories that have articles, most articles first (then in the order of CATEGORY_KEYS). */
  categoryCounts(locale: Locale): CategoryCount[];
  popularArticles(locale: Locale, limit?: number): ArticleSummary[];
  featuredArticles(locale: Locale, limit?: number): ArticleSummary[];
  adjacentArticles(locale: Locale, slug: string): Adjacent;
}

/** The summary without the body, so lists do not carry every article's HTML to a client component. */
function summary(a: Article): ArticleSummary {
  return {
    id: a.id,
    locale: a.locale,
    slug: a.slug,
    title: a.title,
    description: a.description,
    category: a.category,
    date: a.date,
    words: a.words,
    readingMinutes: a.readingMinutes,
    path: a.path,
  };
}

export function createBlog(store: BlogStore): Blog {
  const articles = (locale: Locale) => store.byLocale[locale];
  const byIds = (locale: Locale, ids: readonly string[], limit: number) =>
    ids
      .map((id) => articles(locale).find((a) => a.id === id))
      .filter((a): a is Article => a !== undefined)
      .slice(0, limit)
      .map(summary);

  return {
    listArticles: (locale) => articles(locale).map(summary),
    getArticle: (locale, slug) => articles(locale).find((a) => a.slug === slug) ?? null,
    getArticleById: (locale, id) => articles(locale).find((a) => a.id === id) ?? null,
    findBySlug(slug) {
      for (const [locale, list] of Object.entries(store.byLocale) as [Locale, Article[]][]) {
        const a = list.find((x) => x.slug === slug);
        if (a) return { id: a.id, locale };
      }
      return null;
    },
    articlesInCategory: (locale, category) => articles(locale).filter((a) => a.category === category).map(summary),
    categoryCounts(locale) {
      const counts = new Map<CategoryKey, number>();
      for (const a of articles(locale)) counts.set(a.category, (counts.get(a.category) ?? 0) + 1);
      return [...counts]
        .map(([key, count]) => ({ key, count, path: categoryPath(key) }))
        .sort((a, b) => b.count - a.count || CATEGORY_KEYS.indexOf(a.key) - CATEGORY_KEYS.indexOf(b.key));
    },
    popularArticles: (locale, limit = POPULAR.length) => byIds(locale, POPULAR, limit),
    featuredArticles: (locale, limit = FEATURED.length) => byIds(locale, FEATURED, limit),
    adjacentArticles(locale, slug) {
      const list = articles(locale);
      const i = list.findIndex((a) => a.slug === slug);
      if (i < 0) return { previous: null, next: null };
      return { previous: i > 0 ? summary(list[i - 1]) : null, next: i + 1 < list.length ? summary(list[i + 1]) : null };
    },
  };
}

let blog: Blog | null = null;

/** The site's Knowledge Hub (content/blog), loaded on first use. */
export function getBlog(): Blog {
  blog ??= createBlog(loadBlog(CONTENT_DIR));
  return blog;
}

export const listArticles: Blog['listArticles'] = (locale) => getBlog().listArticles(locale);
export const getArticle: Blog['getArticle'] = (locale, slug) => getBlog().getArticle(locale, slug);
export const getArticleById: Blog['getArticleById'] = (locale, id) => getBlog().getArticleById(locale, id);
export const findArticleBySlug: Blog['findBySlug'] = (slug) => getBlog().findBySlug(slug);
export const articlesInCategory: Blog['articlesInCategory'] = (locale, category) => getBlog().articlesInCategory(locale, category);
export const categoryCounts: Blog['categoryCounts'] = (locale) => getBlog().categoryCounts(locale);
export const popularArticles: Blog['popularArticles'] = (locale, limit) => getBlog().popularArticles(locale, limit);
export const featuredArticles: Blog['featuredArticles'] = (locale, limit) => getBlog().featuredArticles(locale, limit);
export const adjacentArticles: Blog['adjacentArticles'] = (locale, slug) => getBlog().adjacentArticles(locale, slug);

/**
 * The slug in `locale` of the article another language's `slug` names (the
 * language switch keeps the path), or null when `slug` is this language's own
 * or names no article with a version in `locale`. The proxy answers it 308
 * (lib/http/canonical.ts), and the article page too when asked anyway.
 */
export function articleSlugIn(locale: Locale, slug: string): string | null {
  if (getArticle(locale, slug)) return null;
  const other = findArticleBySlug(slug);
  return (other && getArticleById(locale, other.id)?.slug) ?? null;
}

/**
 * A link to a page of the site from outside the articles (the home page's
 * FAQ), written as in an article (`/muhurat/rahu-kaal`, an article by id as
 * `/blog/tithi`), checked by the same rules and given the reader's language:
 * throws when no such page exists.
 */
export function siteLink(locale: Locale, href: string): string {
  const b = getBlog();
  return resolveArticleLink(href, {
    locale,
    articleSlug: (id) => b.getArticleById(locale, id)?.slug,
    hasCategory: (key) => b.categoryCounts(locale).some((c) => c.key === key),
  });
}

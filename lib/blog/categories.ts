/**
 * The Knowledge Hub's categories: stable keys used in front matter and URLs
 * (`/blog/category/<key>`). Display names are messages (`blog.categories.<key>`);
 * which categories exist and how many articles each holds are counted from
 * the articles (lib/blog/index.ts), never written down.
 */
export const CATEGORY_KEYS = ['panchang-basics', 'muhurat', 'vrats-festivals', 'methodology'] as const;

export type CategoryKey = (typeof CATEGORY_KEYS)[number];

export function isCategoryKey(s: string): s is CategoryKey {
  return (CATEGORY_KEYS as readonly string[]).includes(s);
}

/**
 * The share card a page's metadata points at (og:image and twitter:image,
 * with size and alt text): the card's URL from the page's own values, the
 * alt text in the page's language. The cards themselves are drawn by the
 * /og route (app/og) from the same view models the pages render.
 */
import type { Locale } from '@/i18n/routing';
import type { CategoryKey } from '@/lib/blog/categories';
import type { ToolKey } from '@/lib/tools';
import { categoryAlt, staticPageAlt, toolCardAlt } from './cards';
import { cardImage, parseToolCardQuery, type CardPage } from './keys';

export type CardImage = ReturnType<typeof cardImage>;

/** A tool page's card: its city (the default city when the URL names none) and date (today when it names none). */
export function toolCardImage(s: {
  locale: Locale;
  tool: ToolKey;
  citySlug: string;
  /** The city's display name in the locale. */
  cityName: string;
  date: string;
  /** The page's search parameters: the card keeps the ones it depends on (a bad one is left out; that page is a 404). */
  query: Record<string, string | string[] | undefined>;
}): CardImage {
  if (s.tool === 'home') return pageCardImage(s.locale, 'home');
  const q = parseToolCardQuery(s.tool, s.query, s.date);
  return cardImage(
    { kind: 'tool', locale: s.locale, tool: s.tool, city: s.citySlug, date: s.date, query: q.ok ? q.query : {} },
    toolCardAlt({ locale: s.locale, tool: s.tool, city: s.cityName, date: s.date }),
  );
}

export function pageCardImage(locale: Locale, page: CardPage): CardImage {
  return cardImage({ kind: 'page', locale, page }, staticPageAlt(locale, page));
}

export function articleCardImage(locale: Locale, id: string, title: string): CardImage {
  return cardImage({ kind: 'article', locale, id }, title);
}

export function categoryCardImage(locale: Locale, category: CategoryKey): CardImage {
  return cardImage({ kind: 'category', locale, category }, categoryAlt(locale, category));
}

/**
 * The share card a page's metadata points at (og:image and twitter:image,
 * with size and alt text): the card's URL from the page's own values, the
 * alt text in the page's language. The cards themselves are drawn by the
 * /og route (app/og) from the same view models the pages render.
 */
import type { FestivalType } from '@/engine';
import type { Locale } from '@/i18n/routing';
import type { CategoryKey } from '@/lib/blog/categories';
import type { ToolKey } from '@/lib/tools';
import { categoryAlt, staticPageAlt, toolCardAlt, yearCardAlt } from './cards';
import { cardImage, isYearTool, parseToolCardQuery, type CardPage, type YearTool } from './keys';

export type CardImage = ReturnType<typeof cardImage>;

/**
 * The date a year list's card names: today in the year the list shows (its
 * card lists the dates still to come), else January 1st of the list's year
 * (the year's first dates).
 */
export const listCardDate = (year: number, today: string): string => (today.startsWith(`${year}-`) ? today : `${year}-01-01`);

/** A tool page's card: its city (the default city when the URL names none) and date (today when it names none). */
export function toolCardImage(s: {
  locale: Locale;
  tool: ToolKey;
  citySlug: string;
  /** The city's display name in the locale. */
  cityName: string;
  /** The page's date; a year list's: listCardDate. */
  date: string;
  /** The page's search parameters: the card keeps the ones it depends on (a bad one is left out; that page is a 404). */
  query: Record<string, string | string[] | undefined>;
}): CardImage {
  if (s.tool === 'home') return pageCardImage(s.locale, 'home');
  // The year pages name their card themselves (yearCardImage); the current year is their default.
  if (isYearTool(s.tool)) {
    const year = Number(s.date.slice(0, 4));
    return yearCardImage({ locale: s.locale, tool: s.tool, citySlug: s.citySlug, year }, yearCardAlt(s.tool, { locale: s.locale, city: s.cityName, year }));
  }
  // The festival calendar's card is its month's: one URL (the 1st) for every day of the month.
  const date = s.tool === 'festivals' ? `${s.date.slice(0, 8)}01` : s.date;
  const q = parseToolCardQuery(s.tool, s.query, date);
  return cardImage(
    { kind: 'tool', locale: s.locale, tool: s.tool, city: s.citySlug, date, query: q.ok ? q.query : {} },
    toolCardAlt({ locale: s.locale, tool: s.tool, city: s.cityName, date }),
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

/** A year page's card (eclipses, Pitru Paksha; `eclipse`: one eclipse's page) at the page's city (the default city when its URL names none). */
export function yearCardImage(s: { locale: Locale; tool: YearTool; citySlug: string; year: number; eclipse?: string }, alt: string): CardImage {
  return cardImage({ kind: 'year', locale: s.locale, tool: s.tool, city: s.citySlug, year: s.year, ...(s.eclipse ? { eclipse: s.eclipse } : {}) }, alt);
}

/** A festival detail page's card: its type folder and path segment, at the page's city (New Delhi when its URL names none). */
export function festivalCardImage(s: { locale: Locale; type: FestivalType; param: string; citySlug: string }, alt: string): CardImage {
  return cardImage({ kind: 'festival', locale: s.locale, type: s.type, param: s.param, city: s.citySlug }, alt);
}

/**
 * A widget's look and list length as values (client-safe: the builder page
 * reads them too): the themes, text sizes and bounds the query may name
 * (lib/embed/params.ts validates a request's query against them), and the
 * query string of a chosen look.
 */
import type { WidgetKey } from '@/lib/urls';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const SIZES = ['s', 'm', 'l'] as const;
export type Size = (typeof SIZES)[number];

/** The festival list's bounds and default length. */
export const MIN_ITEMS = 1;
export const MAX_ITEMS = 10;
export const DEFAULT_ITEMS = 5;

/** The default accent: the site's saffron. */
export const DEFAULT_ACCENT = 'c2410c';

export interface WidgetLook {
  theme: Theme;
  accent: string;
  size: Size;
}

export interface WidgetQuery extends WidgetLook {
  /** The festival list's length (the festivals widget only). */
  items: number;
}

/** The query string of a widget's look (defaults left out), for the builder's snippets: `?theme=dark&n=3`. */
export function widgetQueryString(widget: WidgetKey, q: Partial<WidgetQuery>): string {
  const p = new URLSearchParams();
  if (q.theme && q.theme !== 'light') p.set('theme', q.theme);
  if (q.accent && q.accent !== DEFAULT_ACCENT) p.set('accent', q.accent);
  if (q.size && q.size !== 'm') p.set('size', q.size);
  if (widget === 'festivals' && q.items !== undefined && q.items !== DEFAULT_ITEMS) p.set('n', String(q.items));
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** The iframe snippet's height per widget (px): about its height at the default text size; the script snippet sizes itself. */
export const SUGGESTED_HEIGHT: Readonly<Record<WidgetKey, number>> = {
  'panchang-compact': 340,
  'panchang-full': 900,
  festivals: 420,
  ekadashi: 360,
  'choghadiya-now': 480,
  month: 640,
};

/**
 * The paths of the embeddable widgets (issue #30): small HTML documents
 * other sites frame, one per widget, city and conventions, in each language
 * like the pages (`/embed/...` in English, `/hi/embed/...` in Hindi).
 *
 *   /embed/{widget}/{city}[/{conventions}]       e.g. /embed/panchang-compact/varanasi/amanta-24h
 *
 * The conventions segment is the pages' (lib/urls/slots.ts), so a widget
 * is computed in the conventions a page of the same path would be. The
 * widget's look (theme, accent, size) and the festival list's length are
 * query parameters (lib/embed/params.ts): they change how the same
 * computed answer is drawn, not what is computed. Widgets are not pages:
 * no sitemap lists them (they are `noindex`) and the proxy sends no
 * visitor to them by cookie; each links back to its full page
 * (`WIDGET_PAGES`). Client-safe: no zod, no city data.
 */
import type { Conventions } from '@/lib/conventions/conventions';
import type { PageKey } from './pages';
import { localizedPath } from './paths';
import { CODECS, conventionsSegment, nonDefaultConventions } from './slots';
import type { Locale } from '@/i18n/routing';

/** The widgets, in the order the builder offers them. */
export const WIDGETS = ['panchang-compact', 'panchang-full', 'festivals', 'ekadashi', 'choghadiya-now', 'month'] as const;
export type WidgetKey = (typeof WIDGETS)[number];

export const isWidget = (s: string): s is WidgetKey => (WIDGETS as readonly string[]).includes(s);

/** The full page each widget links back to, at the widget's city and conventions. */
export const WIDGET_PAGES: Readonly<Record<WidgetKey, PageKey>> = {
  'panchang-compact': 'todayPanchang',
  'panchang-full': 'todayPanchang',
  festivals: 'festivals',
  ekadashi: 'ekadashi',
  'choghadiya-now': 'choghadiya',
  month: 'monthlyPanchang',
};

export interface EmbedRoute {
  widget: WidgetKey;
  city: string;
  /** The conventions the path names (only values that differ from the defaults). */
  conv: Partial<Conventions>;
}

/** The first segment of every widget's path after the locale. */
export const EMBED_SEGMENT = 'embed';

/** Whether a pathname (with or without its locale prefix) is a widget's or below `/embed`. */
export const isEmbedPath = (pathname: string): boolean => /^(?:\/[a-z]{2})?\/embed(?:\/|$)/.test(pathname);

/** The conventions segment of a widget's path (`amanta-24h`), empty for the defaults: the script embed's `data-conventions`. */
export const embedConventions = (conv: Partial<Conventions>): string => conventionsSegment(nonDefaultConventions(conv));

/** The locale-less path of a widget. */
export function embedPath(r: EmbedRoute): string {
  const conv = embedConventions(r.conv);
  return `/${[EMBED_SEGMENT, r.widget, r.city, ...(conv ? [conv] : [])].join('/')}`;
}

/** A widget's path in a language (`/hi/embed/...`). */
export const embedHref = (locale: Locale, r: EmbedRoute): string => localizedPath(locale, embedPath(r));

export type EmbedParse =
  | { ok: true; route: EmbedRoute }
  /** No widget of ours at this path: 404. */
  | { ok: false; status: 404; field: 'widget' | 'path' }
  /** A widget's path with a malformed value: 400. */
  | { ok: false; status: 400; field: 'city' | 'conventions' };

/** The widget named by the segments after `embed` (`['panchang-compact', 'varanasi', 'amanta']`). */
export function parseEmbedSegments(segs: readonly string[]): EmbedParse {
  const [widget, city, conv, ...rest] = segs;
  if (widget === undefined || !isWidget(widget)) return { ok: false, status: 404, field: 'widget' };
  if (city === undefined || rest.length > 0) return { ok: false, status: 404, field: 'path' };
  if (CODECS.city.read([city]) === null) return { ok: false, status: 400, field: 'city' };
  if (conv === undefined) return { ok: true, route: { widget, city, conv: {} } };
  const read = CODECS.conv.read([conv]) as Partial<Conventions> | null;
  return read ? { ok: true, route: { widget, city, conv: read } } : { ok: false, status: 400, field: 'conventions' };
}

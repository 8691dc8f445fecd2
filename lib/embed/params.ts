/**
 * A widget request's query parameters, validated (zod at the input
 * boundary): how the widget is drawn (theme, accent colour, font size) and
 * how many events the festival list shows. The path (widget, city,
 * conventions) is lib/urls/embed.ts's. Parameters this module does not name
 * are ignored (a host page may add its own tracking parameters); a named
 * one with a bad value is a 400 whose message names it.
 */
import { z } from 'zod';
import type { WidgetKey } from '@/lib/urls';
import { DEFAULT_ACCENT, DEFAULT_ITEMS, MAX_ITEMS, MIN_ITEMS, SIZES, THEMES, type WidgetQuery } from './look';

export { DEFAULT_ACCENT, type WidgetLook, type WidgetQuery } from './look';

const N_RANGE = `n: must be a whole number from ${MIN_ITEMS} to ${MAX_ITEMS}`;

const Query = z.object({
  theme: z.enum(THEMES, { error: 'theme: must be light or dark' }).default('light'),
  // Lower-case hex only, no '#': the value is written into the widget's CSS, so nothing else may pass.
  accent: z.string().regex(/^[0-9a-f]{6}$/, 'accent: must be six lower-case hex digits without #, e.g. c2410c').default(DEFAULT_ACCENT),
  size: z.enum(SIZES, { error: 'size: must be s, m or l' }).default('m'),
  n: z.string().regex(/^\d{1,2}$/, N_RANGE).transform(Number).pipe(z.number().min(MIN_ITEMS, N_RANGE).max(MAX_ITEMS, N_RANGE)).optional(),
});

export type QueryResult = { ok: true; value: WidgetQuery } | { ok: false; error: string };

/** The query of a widget's request, or the first problem with it (`theme: must be light or dark`). */
export function parseWidgetQuery(widget: WidgetKey, search: URLSearchParams): QueryResult {
  const raw: Record<string, string> = {};
  for (const key of ['theme', 'accent', 'size', 'n'] as const) {
    const values = search.getAll(key);
    if (values.length > 1) return { ok: false, error: `${key}: given more than once` };
    if (values.length === 1) raw[key] = values[0];
  }
  if (raw.n !== undefined && widget !== 'festivals') return { ok: false, error: 'n: only the festivals widget takes a number of items' };
  const parsed = Query.safeParse(raw);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  const { n, ...look } = parsed.data;
  return { ok: true, value: { ...look, items: n ?? DEFAULT_ITEMS } };
}

/**
 * GET /embed/{widget}/{city}[/{conventions}] (and /hi/embed/...): an
 * embeddable widget (lib/urls/embed.ts) as a small HTML document, no
 * framework JavaScript (app/_embed/render.ts). A route handler, not a
 * page, so no React runtime is sent. The proxy lets other sites frame it
 * (lib/http/security.ts, `frame-ancestors *` under /embed); its
 * Cache-Control follows the pages' lifetimes (lib/http/cache-life.ts).
 *
 * 400 for a bad value (the query's look, a malformed conventions segment),
 * 404 for no such widget or city, 308 for a city named otherwise than by
 * its slug; each error a widget-sized page in the request's language.
 */
import { connection, type NextRequest } from 'next/server';
import { hasLocale } from 'next-intl';
import { routing, type Locale } from '@/i18n/routing';
import { parseWidgetQuery } from '@/lib/embed/params';
import { cacheControlOf, embedCacheClass, lifeOf } from '@/lib/http/cache-life';
import { embedHref, parseEmbedSegments } from '@/lib/urls';
import { widgetModel } from '@/app/_embed/model';
import { renderWidget, renderWidgetError } from '@/app/_embed/render';

const PATH_PROBLEMS = {
  city: "city: must be a city's slug, as in /panchang/today/varanasi",
  conventions: 'conventions: must name amanta, hindu-sunrise, 24h and vaishnava (those chosen, in this order) joined by hyphens, e.g. amanta-24h',
} as const;

const HTML = 'text/html; charset=utf-8';

function refused(locale: Locale, status: 400 | 404, message: string | null): Response {
  return new Response(renderWidgetError(locale, status, message), { status, headers: { 'Content-Type': HTML, 'Cache-Control': 'no-store' } });
}

export async function GET(request: NextRequest, { params }: { params: Promise<{ locale: string; path: string[] }> }) {
  await connection();
  const p = await params;
  const locale: Locale = hasLocale(routing.locales, p.locale) ? p.locale : routing.defaultLocale;
  if (locale !== p.locale) return refused(locale, 404, null);
  const parsed = parseEmbedSegments(p.path.map(decodeSegment));
  if (!parsed.ok) return refused(locale, parsed.status, parsed.status === 400 ? PATH_PROBLEMS[parsed.field] : null);
  const { route } = parsed;
  const query = parseWidgetQuery(route.widget, request.nextUrl.searchParams);
  if (!query.ok) return refused(locale, 400, query.error);
  // Only the festival list's length changes what is computed: the other widgets share one cache entry.
  const items = route.widget === 'festivals' ? query.value.items : 0;
  const model = await widgetModel(locale, route, items);
  if (model.kind === 'notFound') return refused(locale, 404, null);
  if (model.kind === 'redirect') {
    const to = new URL(`${embedHref(locale, { ...route, city: model.city })}${request.nextUrl.search}`, request.url);
    return new Response(null, { status: 308, headers: { Location: to.toString(), 'Cache-Control': cacheControlOf(lifeOf('dated', 'UTC', new Date())) } });
  }
  const now = Date.now();
  const body = renderWidget({ locale, widget: route.widget, look: query.value, head: model.head, content: model.content, now });
  return new Response(body, {
    headers: { 'Content-Type': HTML, 'Cache-Control': cacheControlOf(lifeOf(embedCacheClass(route.widget), model.head.tz, new Date(now))) },
  });
}

function decodeSegment(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

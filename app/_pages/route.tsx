/**
 * The generic routes of the computed pages: app/[locale]/[s1]/.../[s6] are
 * one folder per path depth, each a page and an `opengraph-image` that hand
 * their segments to these functions. The URL module (lib/urls) reads the
 * segments as a page type and its values, the page's model is loaded once
 * into Next's cache (app/_pages/model.ts), and the page type's definition
 * (app/_pages/registry.ts) renders it. So the site's routes are the URL
 * module's table: a page type is added there and in the registry, not as
 * folders. (Folders per page type would need one per path form: Next allows
 * no catch-all segment beside an opengraph-image.)
 */
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { PageFrame } from '@/app/_components/page-frame/PageFrame';
import { pageLocale } from '@/i18n/params';
import { routing, type Locale } from '@/i18n/routing';
import { cardResponse } from './card-png';
import { pathCardAlt } from '@/lib/share-card/cards';
import { CARD_HEIGHT, CARD_WIDTH } from '@/lib/share-card/spec';
import { localizedPath, parsePage } from '@/lib/urls';
import type { AnyPageDef } from './def';
import { pageCardSpec, pageModel, type LoadedPage } from './model';
import { isComputedPage, PAGES, type ComputedPageKey } from './registry';

/** The params of a generic route: the locale and the path's segments s1..sN. */
export type SegmentParams = { locale: string } & Partial<Record<`s${1 | 2 | 3 | 4 | 5 | 6}`, string>>;
export interface SegmentProps {
  params: Promise<SegmentParams>;
}

const segmentsOf = (p: SegmentParams): string[] =>
  ([1, 2, 3, 4, 5, 6] as const).map((i) => p[`s${i}`]).filter((s): s is string => s !== undefined).map((s) => decodeURIComponentSafe(s));

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The page a route's params name and its loaded model, or the 404 page / the redirect to its canonical path. */
async function load(props: SegmentProps): Promise<{ locale: Locale; def: AnyPageDef; page: LoadedPage }> {
  const params = await props.params;
  const locale = await pageLocale(Promise.resolve(params));
  const route = parsePage(segmentsOf(params));
  if (!route || !isComputedPage(route.key)) notFound();
  const key: ComputedPageKey = route.key;
  const m = await pageModel(locale, key, route.params);
  if (m.kind === 'notFound') notFound();
  if (m.kind === 'redirect') permanentRedirect(localizedPath(locale, m.path));
  return { locale, def: PAGES[key], page: m };
}

export async function RoutePage(props: SegmentProps) {
  const { locale, def, page } = await load(props);
  const { Page } = def;
  return (
    <PageFrame locale={locale} segments={segmentsOf(await props.params)}>
      <Page sel={page.sel} vm={page.vm} />
    </PageFrame>
  );
}

/**
 * The page's metadata. A path that is no page, or redirects, has none: the
 * page itself answers 404 or 308 (throwing the redirect here too made Next
 * send its Location header twice on the first answer).
 */
export async function routeMetadata(props: SegmentProps): Promise<Metadata> {
  const params = await props.params;
  const route = parsePage(segmentsOf(params));
  if (!hasLocale(routing.locales, params.locale) || !route || !isComputedPage(route.key)) return {};
  const m = await pageModel(params.locale, route.key, route.params);
  const def: AnyPageDef = PAGES[route.key];
  return m.kind === 'page' ? def.metadata(m.sel, m.vm) : {};
}

/**
 * The share card's metadata: one card, at `.../opengraph-image/card`, with
 * its alt text in the page's language, from the path alone: Next asks every
 * segment's card on each render of a page (the deepest wins), so this
 * computes no page. Without a page (Next also asks while it collects the
 * build's routes, with params that name none), the card goes without alt
 * text: the page answers 404 or redirects, and so does the card's route.
 */
export function routeImageMetadata({ params }: { params: SegmentParams }) {
  const card = { id: 'card', size: { width: CARD_WIDTH, height: CARD_HEIGHT }, contentType: 'image/png' };
  const route = parsePage(segmentsOf(params));
  if (!hasLocale(routing.locales, params.locale) || !route || !isComputedPage(route.key)) return [card];
  return [{ ...card, alt: pathCardAlt(params.locale, route) }];
}

/** The share card's PNG: the page's card (app/_pages/model.ts pageCardSpec), or the 404 of a path that is no page. */
export async function routeImage({ params }: { params: Promise<SegmentParams> }): Promise<Response> {
  const p = await params;
  const route = parsePage(segmentsOf(p));
  if (!hasLocale(routing.locales, p.locale) || !route || !isComputedPage(route.key)) notFound();
  const spec = await pageCardSpec(p.locale, route.key, route.params);
  if (!spec) notFound();
  return cardResponse(spec, 'page');
}

/**
 * The path built when the site is built (Next's cache components ask each
 * dynamic segment for at least one value): each segment's value on this one
 * path, a page at every depth. Every other path is rendered on its first
 * request and kept (Next's ISR cache).
 */
const SAMPLE_PATH = ['festivals', 'grahan', '2026', 'lunar-2026-03-03', 'new-delhi', 'amanta'] as const;

export const samplePath = (depth: 1 | 2 | 3 | 4 | 5 | 6) => () => [Object.fromEntries(SAMPLE_PATH.slice(0, depth).map((s, i) => [`s${i + 1}`, s]))];

/**
 * The generic routes of the computed pages: each section of the site (the
 * first segment of its paths: app/[locale]/panchang, .../festivals, ...; the
 * home page at a city, app/[locale]/[s1]) has one folder per path depth, each
 * a page and an `opengraph-image` that hand their segments to these functions.
 * The URL module (lib/urls) reads the segments as a page type and its values,
 * the page's model is loaded once into Next's cache (app/_pages/model.ts) by
 * the page type's definition (app/_pages/registry.ts), and the section's view
 * of that page type (app/_pages/views/) renders it. So the site's routes are
 * the URL module's table: a page type is added there, in the registry and in
 * its section's views, not as folders (unless it opens a new section).
 *
 * Why a folder per section, not one generic tree for all: Next gives each
 * page module one set of client components to load, those its imports reach;
 * a page that could render any page type loaded the client components of all
 * of them. A section's pages import its own views only. (Folders per page
 * type would need one per path form: Next allows no catch-all segment beside
 * an opengraph-image.)
 */
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { PageFrame } from '@/app/_components/page-frame/PageFrame';
import { pageLocale } from '@/i18n/params';
import { routing } from '@/i18n/routing';
import { cardResponse } from './card-png';
import { pathCardAlt } from '@/lib/share-card/cards';
import { CARD_HEIGHT, CARD_WIDTH } from '@/lib/share-card/spec';
import { localizedPath, parsePage } from '@/lib/urls';
import type { AnyPageDef, AnyPageView } from './def';
import { pageCardSpec, pageModel } from './model';
import { isComputedPage, PAGES, type ComputedPageKey, type SectionViews } from './registry';

/** The params of a generic route: the locale and the path's segments s1..sN. */
export type SegmentParams = { locale: string } & Partial<Record<`s${1 | 2 | 3 | 4 | 5 | 6}`, string>>;
export interface SegmentProps {
  params: Promise<SegmentParams>;
}

/**
 * A section's path prefix: the literal segments of its folder
 * (`['muhurat', 'shubh']` for app/[locale]/muhurat/shubh/...; none for the
 * home page's [s1]...). Its dynamic segments follow, named by their place in
 * the path: s{prefix.length + 1}, ...
 */
export type Prefix = readonly string[];

const segmentsOf = (prefix: Prefix, p: SegmentParams): string[] => [
  ...prefix,
  ...([1, 2, 3, 4, 5, 6] as const)
    .map((i) => p[`s${i}`])
    .filter((s): s is string => s !== undefined)
    .map((s) => decodeURIComponentSafe(s)),
];

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * The page of a section's route: the page type its path names, in the
 * section's views, with its loaded model; or the 404 page (no page, or one
 * of another section: a path's first segment names its section, lib/urls),
 * or the redirect to its canonical path.
 */
export function sectionPage(prefix: Prefix, views: SectionViews) {
  return async function RoutePage(props: SegmentProps) {
    const params = await props.params;
    const locale = await pageLocale(Promise.resolve(params));
    const segments = segmentsOf(prefix, params);
    const route = parsePage(segments);
    if (!route || !isComputedPage(route.key)) notFound();
    const key: ComputedPageKey = route.key;
    const Page: AnyPageView | undefined = views[key];
    if (!Page) notFound();
    const m = await pageModel(locale, key, route.params);
    if (m.kind === 'notFound') notFound();
    if (m.kind === 'redirect') permanentRedirect(localizedPath(locale, m.path));
    return (
      <PageFrame locale={locale} segments={segments}>
        <Page sel={m.sel} vm={m.vm} />
      </PageFrame>
    );
  };
}

/** What a section's page.tsx at one depth exports: its page, its metadata and the path built with the site. */
export function sectionRoute(prefix: Prefix, views: SectionViews, depth: 1 | 2 | 3 | 4 | 5 | 6) {
  return { Page: sectionPage(prefix, views), generateMetadata: sectionMetadata(prefix), generateStaticParams: samplePath(prefix, depth) };
}

/**
 * The page's metadata. A path that is no page, or redirects, has none: the
 * page itself answers 404 or 308 (throwing the redirect here too made Next
 * send its Location header twice on the first answer).
 */
export const sectionMetadata =
  (prefix: Prefix) =>
  async (props: SegmentProps): Promise<Metadata> => {
    const params = await props.params;
    const route = parsePage(segmentsOf(prefix, params));
    if (!hasLocale(routing.locales, params.locale) || !route || !isComputedPage(route.key)) return {};
    const m = await pageModel(params.locale, route.key, route.params);
    const def: AnyPageDef = PAGES[route.key];
    return m.kind === 'page' ? def.metadata(m.sel, m.vm) : {};
  };

/**
 * The share card's metadata: one card, at `.../opengraph-image/card`, with
 * its alt text in the page's language, from the path alone: Next asks every
 * segment's card on each render of a page (the deepest wins), so this
 * computes no page. Without a page (Next also asks while it collects the
 * build's routes, with params that name none), the card goes without alt
 * text: the page answers 404 or redirects, and so does the card's route.
 */
export const sectionImageMetadata =
  (prefix: Prefix) =>
  ({ params }: { params: SegmentParams }) => {
    const card = { id: 'card', size: { width: CARD_WIDTH, height: CARD_HEIGHT }, contentType: 'image/png' };
    const route = parsePage(segmentsOf(prefix, params));
    if (!hasLocale(routing.locales, params.locale) || !route || !isComputedPage(route.key)) return [card];
    return [{ ...card, alt: pathCardAlt(params.locale, route) }];
  };

/** The share card's PNG: the page's card (app/_pages/model.ts pageCardSpec), or the 404 of a path that is no page. */
export const sectionImage =
  (prefix: Prefix) =>
  async ({ params }: { params: Promise<SegmentParams> }): Promise<Response> => {
    const p = await params;
    const route = parsePage(segmentsOf(prefix, p));
    if (!hasLocale(routing.locales, p.locale) || !route || !isComputedPage(route.key)) notFound();
    const spec = await pageCardSpec(p.locale, route.key, route.params);
    if (!spec) notFound();
    return cardResponse(spec, 'page');
  };

/**
 * The paths built when the site is built (Next's cache components ask each
 * dynamic segment for at least one value), by section: for a folder `depth`
 * segments deep, the first of its section's sample paths that long, cut
 * there, so that each is a page (a section whose pages' forms differ, the
 * planets', has two). Every other path is rendered on its first request and
 * kept (Next's ISR cache). A sample names no folder of a section below it
 * (`/panchang/today` is its own: the Panchang section's sample is the
 * month's). The home page's folders deeper than its two segments answer
 * only what no section does, a 404 (in the page's language, inside the
 * site's frame): their sample is such a path.
 */
const SAMPLE_PATHS: Record<string, readonly (readonly string[])[]> = {
  '': [['new-delhi', 'amanta', 'no', 'such', 'page', 'here']],
  panchang: [['panchang', 'monthly', 'new-delhi', '2026-03', 'amanta']],
  'panchang/today': [['panchang', 'today', 'new-delhi', '2026-03-03', 'amanta']],
  'tithi-today': [['tithi-today', 'new-delhi', '2026-03-03', '06-30', 'tithi-12', 'amanta']],
  'nakshatra-finder': [['nakshatra-finder', 'new-delhi', 'nakshatra-4', '2026', 'amanta']],
  muhurat: [['muhurat', 'today', 'new-delhi', '2026-03-03', 'amanta']],
  'muhurat/shubh': [['muhurat', 'shubh', 'vivah', '2026', 'new-delhi', 'amanta']],
  lagna: [['lagna', 'new-delhi', '2026-03-03', 'amanta']],
  astrology: [['astrology', 'new-delhi', '2026-03-03', 'amanta']],
  grahas: [
    ['grahas', 'new-delhi', 'amanta'],
    ['grahas', 'saturn', '2025', 'meena', 'new-delhi', 'amanta'],
  ],
  festivals: [['festivals', 'grahan', '2026', 'lunar-2026-03-03', 'new-delhi', 'amanta']],
  regional: [
    ['regional', 'tamil', 'chennai'],
    ['regional', 'tamil', '1947', 'karthigai', 'chennai', 'amanta'],
  ],
  print: [['print', 'ekadashi', '2026', 'new-delhi', 'amanta']],
};

export const samplePath = (prefix: Prefix, depth: 1 | 2 | 3 | 4 | 5 | 6) => () => {
  const sample = SAMPLE_PATHS[prefix.join('/')]?.find((p) => p.length >= depth);
  if (!sample) throw new Error(`no sample path ${depth} segments deep under /${prefix.join('/')}`);
  return [Object.fromEntries(sample.slice(prefix.length, depth).map((s, i) => [`s${prefix.length + i + 1}`, s]))];
};

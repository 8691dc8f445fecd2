/**
 * Loaders of the Shubh Muhurat pages (lib/urls names their paths): the hub
 * (/muhurat/shubh[/{city}[/{date}]]: every kind's year at the city, with
 * its next dates from the page's day), a kind's year
 * (/muhurat/shubh/{kind}[/{year}][/{city}]) and one date judged for a kind
 * (/muhurat/shubh/{kind}/{date}[/{city}]). The years and dates are the
 * engine's (shubhYear, shubhDay), computed off the request thread by
 * lib/festivals' workers; the view models are lib/view/shubh.ts's.
 */
import { MAX_YEAR, MIN_YEAR, SHUBH_KINDS, type ShubhKind } from '@/engine';
import { getArticleById } from '@/lib/blog';
import { articlePath } from '@/lib/blog/links';
import { shubhMuhuratDay, shubhMuhuratYear } from '@/lib/festivals';
import { shubhDetailView, shubhHubView, shubhYearView, type ShubhDetailView, type ShubhFrame, type ShubhHubView, type ShubhYearView } from '@/lib/view/shubh';
import { notFoundPage, type Gone } from '@/app/_pages/def';
import type { PageSelection } from './selection';

/**
 * The Knowledge Hub article (its id) that explains each kind's checks. Both
 * Griha Pravesh kinds share one article, which explains where they differ.
 */
export const SHUBH_ARTICLES: Readonly<Record<ShubhKind, string>> = {
  vivah: 'shubh-vivah-muhurat',
  'griha-pravesh': 'shubh-griha-pravesh-muhurat',
  'griha-pravesh-old': 'shubh-griha-pravesh-muhurat',
  vehicle: 'shubh-vehicle-purchase-muhurat',
  property: 'shubh-property-purchase-muhurat',
  namkaran: 'shubh-namkaran-muhurat',
  mundan: 'shubh-mundan-muhurat',
  annaprashan: 'shubh-annaprashan-muhurat',
  karnavedha: 'shubh-karnavedha-muhurat',
  vidyarambha: 'shubh-vidyarambha-muhurat',
  shubh: 'shubh-day-for-new-work',
};

export interface ShubhArticleLink {
  /** Locale-less. */
  path: string;
  title: string;
}

/** The kind's article in the page's language, or null when it has none in that language. */
export function shubhArticle(sel: Pick<PageSelection, 'locale'>, kind: ShubhKind): ShubhArticleLink | null {
  const a = getArticleById(sel.locale, SHUBH_ARTICLES[kind]);
  return a ? { path: articlePath(a.slug), title: a.title } : null;
}

const frame = (sel: PageSelection): ShubhFrame => ({ locale: sel.locale, tz: sel.place.tz, clock: sel.conventions.clock });

const yearOf = (sel: PageSelection, kind: ShubhKind, year: number) => shubhMuhuratYear({ kind, year, ...sel.place, options: sel.options }, 'ms');

export interface ShubhHubPage {
  view: ShubhHubView;
}

/** /muhurat/shubh[/{city}[/{date}]]: each kind's count in the day's year and its next dates from that day. */
export async function loadShubhHub(sel: PageSelection): Promise<ShubhHubPage> {
  const year = Number(sel.date.slice(0, 4));
  const years = await Promise.all(SHUBH_KINDS.map((kind) => yearOf(sel, kind, year)));
  return { view: shubhHubView(years, sel.date, frame(sel)) };
}

export interface ShubhYearPage {
  view: ShubhYearView;
  /** The path names the year (else it is the current year at the city). */
  yearFromUrl: boolean;
  article: ShubhArticleLink | null;
}

/** /muhurat/shubh/{kind}[/{year}][/{city}]: the kind's dates of the year in month sections, with the gaps' reasons. */
export async function loadShubhYear(sel: PageSelection): Promise<ShubhYearPage | Gone> {
  const kind = sel.route.params.shubhKind;
  const fromUrl = sel.route.params.year;
  const year = fromUrl ?? Number(sel.today.slice(0, 4));
  if (!kind || year < MIN_YEAR || year > MAX_YEAR) return notFoundPage();
  const y = await yearOf(sel, kind, year);
  return { view: shubhYearView(y, frame(sel)), yearFromUrl: fromUrl !== undefined, article: shubhArticle(sel, kind) };
}

export interface ShubhDetailPage {
  view: ShubhDetailView;
  article: ShubhArticleLink | null;
}

/** /muhurat/shubh/{kind}/{date}[/{city}]: the date's windows and every check with the value that decided it. */
export async function loadShubhDetail(sel: PageSelection): Promise<ShubhDetailPage | Gone> {
  const kind = sel.route.params.shubhKind;
  const date = sel.route.params.date;
  if (!kind || !date) return notFoundPage();
  const d = await shubhMuhuratDay({ kind, date, ...sel.place, options: sel.options }, 'ms');
  return { view: shubhDetailView(kind, d, frame(sel)), article: shubhArticle(sel, kind) };
}

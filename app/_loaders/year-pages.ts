/**
 * Loaders of the year pages under /festivals: the eclipses of a year at a
 * city (/festivals/grahan[/{city}]?year=, one eclipse at
 * /festivals/grahan/{year}/{id}[/{city}]) and Pitru Paksha
 * (/festivals/pitru-paksha[/{city}]?year=). The year comes from `?year=`
 * (the city's current year when absent) or the path; a bad year, an
 * unknown eclipse or city, or extra segments are a 404.
 */
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { ECLIPSE_MAX_YEAR, ECLIPSE_MIN_YEAR, eclipsesOfYear, jdToMs, pitruPaksha } from '@/engine';
import { namesFor } from '@/lib/names/names';
import { firstParam } from '@/lib/selection/params';
import { eclipseCardView, eclipseDetailView, type EclipseCardView, type EclipseDetailView } from '@/lib/view/eclipses';
import { pitruPakshaView, type PitruPakshaView } from '@/lib/view/pitru-paksha';
import { loadPageSelection, type PageSelection, type SearchParams } from './selection';

const yearSchema = z.coerce.number().int().min(ECLIPSE_MIN_YEAR).max(ECLIPSE_MAX_YEAR);
/** Years in a path: four digits. */
const YEAR_SEGMENT = /^\d{4}$/;
const ECLIPSE_ID = /^(solar|lunar)-\d{4}-\d{2}-\d{2}$/;

export interface YearPageProps {
  params: Promise<{ locale: string; slug?: string[]; city?: string[] }>;
  searchParams: Promise<SearchParams>;
}

/** The year of `?year=`, or the current year at the city; 404 for anything else. */
function queryYear(sel: PageSelection): { year: number; fromUrl: boolean } {
  const raw = firstParam(sel.query.year);
  if (raw === undefined) return { year: Number(sel.today.slice(0, 4)), fromUrl: false };
  const y = yearSchema.safeParse(raw);
  if (!y.success || !/^\d{4}$/.test(raw)) notFound();
  return { year: y.data, fromUrl: true };
}

const selectionFor = (tool: 'grahan' | 'pitruPaksha', locale: string, city: string | undefined, query: string) =>
  loadPageSelection({ params: Promise.resolve({ locale, city: city ? [city] : [] }), searchParams: Promise.resolve(JSON.parse(query) as SearchParams) }, tool);

const eclipseFrame = (sel: PageSelection, year: number) => ({
  tz: sel.place.tz,
  locale: sel.locale,
  names: namesFor(sel.locale),
  city: sel.cityFromUrl ? sel.city.slug : null,
  year,
});

/** The year's eclipses at the selection's city (the list page and its share card). */
export function eclipseList(sel: PageSelection, year: number): EclipseCardView[] {
  return eclipsesOfYear({ year, ...sel.place }, jdToMs).map((e) => eclipseCardView(e, eclipseFrame(sel, year)));
}

/** One eclipse of the year at the city, or null when the year has no eclipse of that id. */
export function eclipseDetail(sel: PageSelection, year: number, id: string): EclipseDetailView | null {
  // Listed under the year of its local date; an eclipse on New Year's night may carry the other year's UT date in its id.
  const e = eclipsesOfYear({ year, ...sel.place }, jdToMs).find((x) => x.id === id);
  return e ? eclipseDetailView(e, eclipseFrame(sel, year)) : null;
}

/** The year's Pitru Paksha at the city (the page and its share card). */
export function pitruPakshaOf(sel: PageSelection, year: number): PitruPakshaView {
  return pitruPakshaView(pitruPaksha({ year, ...sel.place }, jdToMs), { tz: sel.place.tz, locale: sel.locale, names: namesFor(sel.locale) });
}

export type GrahanPage =
  | { kind: 'list'; sel: PageSelection; year: number; yearFromUrl: boolean; eclipses: EclipseCardView[] }
  | { kind: 'detail'; sel: PageSelection; year: number; eclipse: EclipseDetailView };

/** Keyed by primitives (the query as JSON), so the metadata and the page share one computation. */
const grahanOf = cache(async (locale: string, path: string, query: string): Promise<GrahanPage> => {
  const segs = path === '' ? [] : path.split('/');
  const detail = segs.length >= 2 && YEAR_SEGMENT.test(segs[0]);
  if (detail ? segs.length > 3 : segs.length > 1) notFound();
  const sel = await selectionFor('grahan', locale, detail ? segs[2] : segs[0], query);
  if (!detail) {
    const { year, fromUrl } = queryYear(sel);
    return { kind: 'list', sel, year, yearFromUrl: fromUrl, eclipses: eclipseList(sel, year) };
  }
  const y = yearSchema.safeParse(segs[0]);
  if (!y.success || !ECLIPSE_ID.test(segs[1])) notFound();
  const eclipse = eclipseDetail(sel, y.data, segs[1]);
  if (!eclipse) notFound();
  return { kind: 'detail', sel, year: y.data, eclipse };
});

/** /festivals/grahan/...: the year's list or one eclipse, once per request. */
export async function loadGrahan({ params, searchParams }: YearPageProps): Promise<GrahanPage> {
  const { locale, slug } = await params;
  return grahanOf(locale, (slug ?? []).join('/'), JSON.stringify(await searchParams));
}

export interface PitruPakshaPage {
  sel: PageSelection;
  year: number;
  yearFromUrl: boolean;
  view: PitruPakshaView;
}

const pitruOf = cache(async (locale: string, path: string, query: string): Promise<PitruPakshaPage> => {
  const segs = path === '' ? [] : path.split('/');
  if (segs.length > 1) notFound();
  const sel = await selectionFor('pitruPaksha', locale, segs[0], query);
  const { year, fromUrl } = queryYear(sel);
  return { sel, year, yearFromUrl: fromUrl, view: pitruPakshaOf(sel, year) };
});

/** /festivals/pitru-paksha[/{city}]?year=, once per request. */
export async function loadPitruPaksha({ params, searchParams }: YearPageProps): Promise<PitruPakshaPage> {
  const { locale, city } = await params;
  return pitruOf(locale, (city ?? []).join('/'), JSON.stringify(await searchParams));
}

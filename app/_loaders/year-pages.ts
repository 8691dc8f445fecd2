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

export type GrahanPage =
  | { kind: 'list'; sel: PageSelection; year: number; yearFromUrl: boolean; eclipses: EclipseCardView[] }
  | { kind: 'detail'; sel: PageSelection; year: number; eclipse: EclipseDetailView };

/** Keyed by primitives (the query as JSON), so the metadata and the page share one computation. */
const grahanOf = cache(async (locale: string, path: string, query: string): Promise<GrahanPage> => {
  const segs = path === '' ? [] : path.split('/');
  const detail = segs.length >= 2 && YEAR_SEGMENT.test(segs[0]);
  if (detail ? segs.length > 3 : segs.length > 1) notFound();
  const sel = await selectionFor('grahan', locale, detail ? segs[2] : segs[0], query);
  const frame = { tz: sel.place.tz, locale: sel.locale, names: namesFor(sel.locale), city: sel.cityFromUrl ? sel.city.slug : null };
  if (!detail) {
    const { year, fromUrl } = queryYear(sel);
    const list = eclipsesOfYear({ year, ...sel.place }, jdToMs);
    return { kind: 'list', sel, year, yearFromUrl: fromUrl, eclipses: list.map((e) => eclipseCardView(e, { ...frame, year })) };
  }
  const y = yearSchema.safeParse(segs[0]);
  if (!y.success || !ECLIPSE_ID.test(segs[1])) notFound();
  const year = y.data;
  // Listed under the year of its local date; an eclipse on New Year's night may carry the other year's UT date in its id.
  const e = eclipsesOfYear({ year, ...sel.place }, jdToMs).find((x) => x.id === segs[1]);
  if (!e) notFound();
  return { kind: 'detail', sel, year, eclipse: eclipseDetailView(e, { ...frame, year }) };
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
  const view = pitruPakshaView(pitruPaksha({ year, ...sel.place }, jdToMs), { tz: sel.place.tz, locale: sel.locale, names: namesFor(sel.locale) });
  return { sel, year, yearFromUrl: fromUrl, view };
});

/** /festivals/pitru-paksha[/{city}]?year=, once per request. */
export async function loadPitruPaksha({ params, searchParams }: YearPageProps): Promise<PitruPakshaPage> {
  const { locale, city } = await params;
  return pitruOf(locale, (city ?? []).join('/'), JSON.stringify(await searchParams));
}

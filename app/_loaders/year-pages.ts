/**
 * Loaders of the year pages under /festivals: the eclipses of a year at a
 * city (/festivals/grahan[/{year}][/{city}], one eclipse at
 * /festivals/grahan/{year}/{id}[/{city}]) and Pitru Paksha
 * (/festivals/pitru-paksha[/{year}][/{city}]). Without a year in the path,
 * the current year at the city; a year outside the engine's range or an
 * unknown eclipse is the 404 page.
 */
import { ECLIPSE_MAX_YEAR, ECLIPSE_MIN_YEAR, eclipsesOfYear, jdToMs, pitruPaksha, PITRU_PAKSHA_MAX_YEAR, PITRU_PAKSHA_MIN_YEAR } from '@/engine';
import { namesFor } from '@/lib/names/names';
import { eclipseCardView, eclipseDetailView, type EclipseCardView, type EclipseDetailView } from '@/lib/view/eclipses';
import { pitruPakshaView, type PitruPakshaView } from '@/lib/view/pitru-paksha';
import { notFoundPage, type Gone } from '@/app/_pages/def';
import type { PageSelection } from './selection';

/** The page's year (the path's, else the current year at the city), or null outside [min, max]. */
function yearOf(sel: PageSelection, min: number, max: number): { year: number; yearFromUrl: boolean } | null {
  const fromUrl = sel.route.params.year;
  const year = fromUrl ?? Number(sel.today.slice(0, 4));
  return year < min || year > max ? null : { year, yearFromUrl: fromUrl !== undefined };
}

const eclipseFrame = (sel: PageSelection, year: number) => ({
  tz: sel.place.tz,
  locale: sel.locale,
  names: namesFor(sel.locale),
  clock: sel.conventions.clock,
  city: sel.cityFromUrl ? sel.city.slug : null,
  year,
});

/** The year's eclipses at the selection's city (the list page and its share card). */
export function eclipseList(sel: PageSelection, year: number): EclipseCardView[] {
  return eclipsesOfYear({ year, ...sel.place, options: sel.options }, jdToMs).map((e) => eclipseCardView(e, eclipseFrame(sel, year)));
}

/** One eclipse of the year at the city, or null when the year has no eclipse of that id. */
export function eclipseDetail(sel: PageSelection, year: number, id: string): EclipseDetailView | null {
  // Listed under the year of its local date; an eclipse on New Year's night may carry the other year's UT date in its id.
  const e = eclipsesOfYear({ year, ...sel.place, options: sel.options }, jdToMs).find((x) => x.id === id);
  return e ? eclipseDetailView(e, eclipseFrame(sel, year)) : null;
}

/** The year's Pitru Paksha at the city (the page and its share card). */
export function pitruPakshaOf(sel: PageSelection, year: number): PitruPakshaView {
  return pitruPakshaView(pitruPaksha({ year, ...sel.place, options: sel.options }, jdToMs), {
    tz: sel.place.tz,
    locale: sel.locale,
    names: namesFor(sel.locale),
    clock: sel.conventions.clock,
  });
}

export interface GrahanList {
  year: number;
  yearFromUrl: boolean;
  eclipses: EclipseCardView[];
}

/** /festivals/grahan[/{year}][/{city}]. */
export function loadGrahan(sel: PageSelection): GrahanList | Gone {
  const y = yearOf(sel, ECLIPSE_MIN_YEAR, ECLIPSE_MAX_YEAR);
  return y ? { ...y, eclipses: eclipseList(sel, y.year) } : notFoundPage();
}

export interface EclipsePage {
  year: number;
  eclipse: EclipseDetailView;
}

/** /festivals/grahan/{year}/{id}[/{city}]. */
export function loadEclipse(sel: PageSelection): EclipsePage | Gone {
  const y = yearOf(sel, ECLIPSE_MIN_YEAR, ECLIPSE_MAX_YEAR);
  const eclipse = y && sel.route.params.eclipse ? eclipseDetail(sel, y.year, sel.route.params.eclipse) : null;
  return y && eclipse ? { year: y.year, eclipse } : notFoundPage();
}

export interface PitruPakshaPage {
  year: number;
  yearFromUrl: boolean;
  view: PitruPakshaView;
}

/** /festivals/pitru-paksha[/{year}][/{city}]. */
export function loadPitruPaksha(sel: PageSelection): PitruPakshaPage | Gone {
  const y = yearOf(sel, PITRU_PAKSHA_MIN_YEAR, PITRU_PAKSHA_MAX_YEAR);
  return y ? { ...y, view: pitruPakshaOf(sel, y.year) } : notFoundPage();
}

/**
 * Loaders of the print sheets (`/print/ekadashi[/{year}][/{city}]`,
 * `/print/vrats[/{year}][/{city}]`): the city's festival year
 * (festivalYearIndex, as the year lists read it), viewed for one A4 page.
 */
import { splitIsoDate } from '@/engine';
import { festivalYearIndex } from '@/lib/festivals';
import { vratSheetView, type VratSheetView } from '@/lib/view/print-sheets';
import { festivalFrame, loadObservanceList, type ObservanceListPage } from './festivals';
import type { PageSelection } from './selection';

/** The Ekadashi sheet: the Ekadashi list's rows (date, tithi, parana, the other tradition's day). */
export const loadEkadashiSheet = (sel: PageSelection): Promise<ObservanceListPage> => loadObservanceList('ekadashi', sel);

export interface VratSheetPage {
  year: number;
  view: VratSheetView;
}

/** The sheet of vrats and major festivals: the year in the path, else this year. */
export async function loadVratSheet(sel: PageSelection): Promise<VratSheetPage> {
  const year = sel.route.params.year ?? splitIsoDate(sel.today).year;
  const index = await festivalYearIndex({ year, ...sel.place, options: sel.options });
  return { year, view: vratSheetView(year, index.events, festivalFrame(sel.locale, sel.city, sel.conventions.clock), sel.conventions.ekadashi) };
}

/**
 * Loaders of the tithi and nakshatra explainers (/panchang/tithi,
 * /panchang/nakshatra): the selected day's segments and the next date of
 * each tithi or nakshatra from it.
 */
import { jdToMs, panchangWith } from '@/engine';
import { nakshatraListView, nextNakshatras, nextTithis, tithiListView, type NakshatraListView, type TithiListView } from '@/lib/view/limb-lists';
import { segmentRows } from '@/lib/view/panchang';
import { viewFrame, rawDay } from './day';
import type { PageSelection } from './selection';

export const loadTithiList = (sel: PageSelection): TithiListView => {
  const p = panchangWith(rawDay(sel.place, sel.date, sel.options), jdToMs);
  const f = viewFrame(sel);
  return tithiListView(segmentRows('tithi', p.tithi, f), p.tithi[0].number, nextTithis(sel.date, sel.place, sel.options), f);
};

export const loadNakshatraList = (sel: PageSelection): NakshatraListView => {
  const p = panchangWith(rawDay(sel.place, sel.date, sel.options), jdToMs);
  const f = viewFrame(sel);
  return nakshatraListView(segmentRows('nakshatra', p.nakshatra, f), p.nakshatra[0].number, nextNakshatras(sel.date, sel.place, sel.options), f);
};

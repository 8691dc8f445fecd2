/**
 * The year sheet of vrats and festivals (`/print/vrats/{year}/{city}`): the
 * dates a family pins on the fridge, on one A4 page. A year has ~360 events
 * (lib/festivals), too many for one legible page, so the sheet keeps:
 *
 *   - every Ekadashi (the rows of the Ekadashi list, in the tradition the
 *     page's conventions emphasise: observanceListView),
 *   - every Pradosh, Purnima and Amavasya (their main day) and Sankashti Chaturthi,
 *   - every other event of high significance (the rule table's major festivals).
 *
 * That is ~120 events on ~105 dates (New Delhi 2025-2027). A second day
 * (a Vaishnava Ekadashi, a Purnima's fast the day before) is left to the
 * lists that show it; the sheet states its rule (messages `printSheets.vrats.rule`).
 * Events of one date share a line, grouped by month.
 */
import { isoDate, splitIsoDate, type FestivalEvent } from '@/engine';
import type { EkadashiEmphasis } from '@/lib/conventions/conventions';
import { formatDate } from '@/lib/format/date';
import { observanceListView, type FestivalFrame } from './festivals';

type Event = FestivalEvent<number>;

/** The monthly vrats kept besides the Ekadashis, by type; Sankashti Chaturthi is a vrat of its own slug. */
const MONTHLY_TYPES = new Set<Event['type']>(['pradosh', 'purnima', 'amavasya']);
const SANKASHTI = 'sankashti-chaturthi';

/** Whether an event is on the sheet (the Ekadashis come from their list). */
export const onVratSheet = (e: Event): boolean =>
  e.type !== 'ekadashi' && !e.tradition && !e.observance && (e.significance === 'high' || MONTHLY_TYPES.has(e.type) || e.slug === SANKASHTI);

export interface SheetName {
  name: string;
  major: boolean;
}

export interface SheetDate {
  date: string;
  day: number;
  /** `Sun` / `रवि`. */
  weekday: string;
  names: SheetName[];
}

export interface SheetMonth {
  month: number;
  /** `January` / `जनवरी`. */
  title: string;
  dates: SheetDate[];
}

export interface VratSheetView {
  year: number;
  /** Events on the sheet. */
  count: number;
  months: SheetMonth[];
}

export function vratSheetView(year: number, events: readonly Event[], f: FestivalFrame, emphasis: EkadashiEmphasis = 'smarta'): VratSheetView {
  const ekadashis = observanceListView('ekadashi', year, events, f, emphasis).rows.map(({ row }) => ({ date: row.date, name: { name: row.name, major: row.major } }));
  const others = events.filter(onVratSheet).map((e) => ({ date: e.date, name: { name: f.names.festival(e.slug, e), major: e.significance === 'high' } }));
  const byDate = new Map<string, SheetName[]>();
  // Majors first within a date, then the engine's order (stable sort).
  for (const { date, name } of [...ekadashis, ...others].filter((x) => x.date.startsWith(`${year}-`)).sort((a, b) => a.date.localeCompare(b.date) || Number(b.name.major) - Number(a.name.major))) {
    const names = byDate.get(date) ?? [];
    if (!names.some((n) => n.name === name.name)) names.push(name);
    byDate.set(date, names);
  }
  const months: SheetMonth[] = Array.from({ length: 12 }, (_, i) => ({ month: i + 1, title: formatDate(isoDate(year, i + 1, 1), f.locale, 'month'), dates: [] }));
  let count = 0;
  for (const [date, names] of byDate) {
    const { month, day } = splitIsoDate(date);
    months[month - 1].dates.push({ date, day, weekday: formatDate(date, f.locale, 'weekdayShort'), names });
    count += names.length;
  }
  return { year, count, months };
}

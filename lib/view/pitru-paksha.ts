/**
 * View model of the Pitru Paksha page: each Shraddha with its date, tithi
 * span and the Kutup, Rohina and Aparahna windows, in the page's language.
 */
import type { PitruPakshaYear } from '@/engine';
import { formatDate } from '@/lib/format/date';
import { rangeLabel } from '@/lib/format/time';
import type { ViewFrame } from './panchang';

export interface ShraddhaRow {
  key: string;
  tithi: number;
  name: string;
  date: string;
  dateLabel: string;
  tithiRange: string;
  kutup: string | null;
  rohina: string | null;
  aparahna: string | null;
  /** Another Shraddha falls on the same date. */
  shared: boolean;
}

export interface PitruPakshaView {
  year: number;
  start: string | null;
  end: string | null;
  rows: ShraddhaRow[];
}

export function pitruPakshaView(p: PitruPakshaYear<number>, f: Omit<ViewFrame, 'date'>): PitruPakshaView {
  const counts = new Map<string, number>();
  for (const d of p.days) counts.set(d.date, (counts.get(d.date) ?? 0) + 1);
  return {
    year: p.year,
    start: p.days.length ? formatDate(p.start, f.locale, 'long') : null,
    end: p.days.length ? formatDate(p.end, f.locale, 'long') : null,
    rows: p.days.map((d) => {
      const range = (s: { start: number; end: number } | null) => (s ? rangeLabel(s.start, s.end, f.tz, d.date, f.locale) : null);
      return {
        key: `shraddha-${d.tithi}`,
        tithi: d.tithi,
        name: f.names.shraddha(d.tithi),
        date: d.date,
        dateLabel: formatDate(d.date, f.locale, 'full'),
        tithiRange: range({ start: d.tithiStart, end: d.tithiEnd }) as string,
        kutup: range(d.windows.kutup),
        rohina: range(d.windows.rohina),
        aparahna: range(d.windows.aparahna),
        shared: (counts.get(d.date) ?? 0) > 1,
      };
    }),
  };
}

/**
 * View models of the sidebar's server-computed cards: the Current Time
 * card's tithis of today for the server's selection (the browser keeps the
 * clock ticking and asks /api/panchang for another city or day), and the
 * thirty tithi names in the page's language it labels them with.
 */
import type { Panchang } from '@/engine';
import type { CityDayTithis } from './current-time';
import { segmentRows, type ViewFrame } from './panchang';

export interface CurrentTimeView {
  today: CityDayTithis;
  /** Index n - 1: tithi n with its paksha ("Shukla Panchami"). */
  tithiNames: string[];
}

export function currentTimeView(p: Panchang<number>, f: ViewFrame, city: string): CurrentTimeView {
  const rows = segmentRows('tithi', p.tithi, f);
  return {
    today: { city, date: f.date, tithis: p.tithi.map((s, i) => ({ number: s.number, start: s.start, end: s.end, badge: rows[i].badge })) },
    tithiNames: Array.from({ length: 30 }, (_, i) => f.names.tithiInPaksha(i + 1)),
  };
}

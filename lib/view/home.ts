/**
 * The home page's "today" card: the tithi and nakshatra at sunrise with
 * when they end, sunrise and sunset, Rahu Kaal, Abhijit and the Choghadiya
 * holding now, for the visitor's city. Built once per request.
 */
import type { ChoghadiyaTable, Muhurats, Panchang } from '@/engine';
import { timeLabel } from '@/lib/format/time';
import { type ViewFrame, segmentRows, type SegmentRow, windowView, type WindowView } from './panchang';

export interface HomeTimingsView {
  tithi: SegmentRow;
  nakshatra: SegmentRow;
  sunrise: string | null;
  sunset: string | null;
  rahuKaal: WindowView | null;
  abhijit: WindowView | null;
  choghadiya: (WindowView & { name: string })[];
}

export function homeTimingsView(p: Panchang<number>, m: Muhurats<number>, c: ChoghadiyaTable<number>, f: ViewFrame): HomeTimingsView {
  const card = (type: 'rahu_kaal' | 'abhijit') => {
    const w = m.windows.find((x) => x.type === type);
    return w ? windowView(w, f) : null;
  };
  const time = (ms: number | null) => (ms === null ? null : timeLabel(ms, f.tz, f.date, f.locale, f.clock));
  return {
    // The limbs at sunrise: the first segment of each (segments start at or before sunrise).
    tithi: segmentRows('tithi', p.tithi, f)[0],
    nakshatra: segmentRows('nakshatra', p.nakshatra, f)[0],
    sunrise: time(p.sunrise),
    sunset: time(p.sunset),
    rahuKaal: card('rahu_kaal'),
    abhijit: card('abhijit'),
    choghadiya: c.periods.map((x) => ({ ...windowView(x, f), name: f.names.choghadiya(x.name) })),
  };
}

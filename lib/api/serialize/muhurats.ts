/**
 * GET /api/muhurats in the seed's shape: the four windows the seed's cards
 * show (`rahuKaal`, `yamaganda`, `gulikai`, `abhijit`, each `{ start, end }`
 * in "HH:MM" or null), the `solar_muhurat` list of every window of the day,
 * and the engine's result under `detail` (window `type` keys, ISO times,
 * with each window's English name and explanation from the messages).
 */
import type { MuhuratType, Muhurats, RawDay } from '@/engine';
import { namedMuhurats } from '@/lib/names/named';
import { namesFor } from '@/lib/names/names';
import { clock } from '../clock';
import type { ResolvedLocation } from '../location';
import { timingsHead } from './common';

/** The first window of a type, as `{ start, end }` "HH:MM"; null when the day has none (Abhijit on Wednesdays, polar days). */
function window(m: Muhurats, type: MuhuratType) {
  const w = m.windows.find((x) => x.type === type);
  return w ? { start: clock.time(w.start), end: clock.time(w.end) } : null;
}

export function serializeMuhurats(loc: ResolvedLocation, day: RawDay, m: Muhurats) {
  const detail = namedMuhurats(m, namesFor('en'));
  return {
    ...timingsHead(loc, day, m),
    rahuKaal: window(m, 'rahu_kaal'),
    yamaganda: window(m, 'yamaganda'),
    gulikai: window(m, 'gulika'),
    abhijit: window(m, 'abhijit'),
    solar_muhurat: detail.windows.map((w) => ({
      type: w.name,
      key: w.type,
      start_time: clock.time(w.start),
      end_time: clock.time(w.end),
      start_date: clock.date(w.start),
      end_date: clock.date(w.end),
      quality: w.quality,
      description: w.description,
    })),
    detail,
  };
}

/**
 * GET /api/muhurats in the seed's shape: the four windows the seed's cards
 * show (`rahuKaal`, `yamaganda`, `gulikai`, `abhijit`, each `{ start, end }`
 * in "HH:MM" or null), the `solar_muhurat` list of every window of the day,
 * and the engine's result under `detail` (window `type` keys, ISO times).
 */
import { timingNames, type MuhuratType, type MuhuratWindow, type Muhurats, type RawDay } from '@/engine';
import en from '@/messages/en.json';
import { clock } from '../clock';
import type { ResolvedLocation } from '../location';
import { timingsHead } from './common';

/**
 * The English explanation of a window: the message the pages show (the
 * engine names its key, `muhurat.descriptions.<type>`), else the window's
 * name, so a missing message never turns into an empty or a key string.
 */
function description(w: MuhuratWindow): string {
  const text = w.description.split('.').reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    en,
  );
  return typeof text === 'string' ? text : timingNames.MUHURAT_BY_TYPE[w.type].en;
}

/** The first window of a type, as `{ start, end }` "HH:MM"; null when the day has none (Abhijit on Wednesdays, polar days). */
function window(m: Muhurats, type: MuhuratType) {
  const w = m.windows.find((x) => x.type === type);
  return w ? { start: clock.time(w.start), end: clock.time(w.end) } : null;
}

export function serializeMuhurats(loc: ResolvedLocation, day: RawDay, m: Muhurats) {
  return {
    ...timingsHead(loc, day, m),
    rahuKaal: window(m, 'rahu_kaal'),
    yamaganda: window(m, 'yamaganda'),
    gulikai: window(m, 'gulika'),
    abhijit: window(m, 'abhijit'),
    solar_muhurat: m.windows.map((w) => ({
      type: timingNames.MUHURAT_BY_TYPE[w.type].en,
      key: w.type,
      start_time: clock.time(w.start),
      end_time: clock.time(w.end),
      start_date: clock.date(w.start),
      end_date: clock.date(w.end),
      quality: w.quality,
      description: description(w),
    })),
    detail: m,
  };
}

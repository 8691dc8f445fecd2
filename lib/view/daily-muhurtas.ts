/**
 * View models of the Gowri Panchangam and Do Ghati muhurta pages: the day's
 * and the night's parts with their names, quality and time range in the
 * page's language and clock. Built from the engine's tables with epoch-ms
 * instants (engine/timings/gowri.ts, do-ghati.ts); the components only
 * render them. The pages themselves come with the URL restructuring.
 */
import type { DoGhatiName, DoGhatiTable, GowriName, GowriTable, MuhuratQuality } from '@/engine';
import { type ViewFrame, windowView, type WindowView } from './panchang';

interface QualityRow extends WindowView {
  name: string;
  quality: MuhuratQuality;
  qualityName: string;
}

export interface GowriRow extends QualityRow {
  key: GowriName;
}

export interface GowriView {
  noSunrise: boolean;
  day: GowriRow[];
  night: GowriRow[];
}

/** The 8 day and 8 night parts of the Gowri Panchangam. */
export function gowriView(table: GowriTable<number>, f: ViewFrame): GowriView {
  const n = f.names;
  const rows = (period: 'day' | 'night') =>
    table.periods
      .filter((p) => p.period === period)
      .map((p) => ({ ...windowView(p, f), key: p.name, name: n.gowri(p.name), quality: p.quality, qualityName: n.muhuratQuality(p.quality) }));
  return { noSunrise: table.noSunrise, day: rows('day'), night: rows('night') };
}

export interface DoGhatiRow extends QualityRow {
  key: DoGhatiName;
  /** 1-15 within the day or the night. */
  number: number;
  /** The name of Durmuhurta when the muhurta is this weekday's (then inauspicious whatever its nature), else null. */
  durmuhurta: string | null;
}

export interface DoGhatiView {
  noSunrise: boolean;
  day: DoGhatiRow[];
  night: DoGhatiRow[];
}

/** The 15 day and 15 night Do Ghati muhurtas. */
export function doGhatiView(table: DoGhatiTable<number>, f: ViewFrame): DoGhatiView {
  const n = f.names;
  const rows = (period: 'day' | 'night') =>
    table.muhurtas
      .filter((m) => m.period === period)
      .map((m) => ({
        ...windowView(m, f),
        key: m.name,
        number: m.number,
        name: n.doGhati(m.name),
        quality: m.quality,
        qualityName: n.muhuratQuality(m.quality),
        durmuhurta: m.durmuhurta ? n.muhurat('durmuhurta') : null,
      }));
  return { noSunrise: table.noSunrise, day: rows('day'), night: rows('night') };
}

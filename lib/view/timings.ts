/**
 * View models of the muhurat and period pages: every window of the day, a
 * single window through the week (Rahu Kaal, Abhijit), the Choghadiyas,
 * the horas and the lagna table. Built from the engine's tables with
 * epoch-ms instants, once per request; the components only render them.
 */
import { wallClock, type ChoghadiyaQuality, type ChoghadiyaTable, type HoraTable, type LagnaAt, type LagnaTable, type Muhurats, type MuhuratQuality, type MuhuratType } from '@/engine';
import { formatDate } from '@/lib/format/date';
import { datedTimeLabel, instantClock, timeLabel } from '@/lib/format/time';
import { type ViewFrame, windowView, type WindowView } from './panchang';

const minutesOf = (w: { start: number; end: number }) => Math.round((w.end - w.start) / 60_000);

export interface MuhuratRow extends WindowView {
  type: MuhuratType;
  name: string;
  quality: MuhuratQuality;
  qualityName: string;
  description: string;
}

export interface MuhuratTableView {
  noSunrise: boolean;
  windows: MuhuratRow[];
}

/** Every muhurat window of the day in order of start, with its quality and meaning. */
export function muhuratTableView(m: Muhurats<number>, f: ViewFrame): MuhuratTableView {
  const n = f.names;
  return {
    noSunrise: m.noSunrise,
    windows: m.windows.map((w) => ({
      ...windowView(w, f),
      type: w.type,
      name: n.muhurat(w.type),
      quality: w.quality,
      qualityName: n.muhuratQuality(w.quality),
      description: n.muhuratDescription(w.type),
    })),
  };
}

export interface WindowWeekView {
  /** Rahu Kaal is shown in red, the auspicious windows in green. */
  inauspicious: boolean;
  description: string;
  main: (WindowView & { minutes: number }) | null;
  /** Why there is no window: Abhijit is not observed on Wednesdays; no sunrise means none. */
  none: 'noAbhijit' | 'none';
  others: (WindowView & { name: string })[];
  week: { date: string; dateLabel: string; ranges: string[] }[];
}

/**
 * A single-window page (Rahu Kaal, Abhijit): the day's window large, the
 * related windows, and the same window on each of the next days (`week`:
 * their dates and windows, computed by the loader).
 */
export function windowWeekView(
  type: 'rahu_kaal' | 'abhijit',
  also: readonly MuhuratType[],
  today: Muhurats<number>,
  week: { date: string; muhurats: Muhurats<number> }[],
  f: ViewFrame,
): WindowWeekView {
  const main = today.windows.find((w) => w.type === type);
  return {
    inauspicious: type === 'rahu_kaal',
    description: f.names.muhuratDescription(type),
    main: main ? { ...windowView(main, f), minutes: minutesOf(main) } : null,
    none: type === 'abhijit' && !today.noSunrise ? 'noAbhijit' : 'none',
    others: today.windows.filter((w) => also.includes(w.type)).map((w) => ({ ...windowView(w, f), name: f.names.muhurat(w.type) })),
    week: week.map(({ date, muhurats }) => ({
      date,
      dateLabel: formatDate(date, f.locale, 'full'),
      ranges: muhurats.windows.filter((w) => w.type === type).map((w) => windowView(w, { ...f, date }).range),
    })),
  };
}

export interface ChoghadiyaRow extends WindowView {
  name: string;
  quality: ChoghadiyaQuality;
  qualityName: string;
  ruler: string;
}

export interface ChoghadiyaView {
  day: ChoghadiyaRow[];
  night: ChoghadiyaRow[];
}

/** The 8 day and 8 night Choghadiyas. */
export function choghadiyaView(table: ChoghadiyaTable<number>, f: ViewFrame): ChoghadiyaView {
  const n = f.names;
  const rows = (period: 'day' | 'night') =>
    table.periods
      .filter((p) => p.period === period)
      .map((p) => ({
        ...windowView(p, f),
        name: n.choghadiya(p.name),
        quality: p.quality,
        qualityName: n.choghadiyaQuality(p.quality),
        ruler: n.planet(p.ruler),
      }));
  return { day: rows('day'), night: rows('night') };
}

export interface HoraRow extends WindowView {
  /** 1-24 from sunrise. */
  number: number;
  /** The lord as hora tables print it (Surya), and its common name (Sun) where that reads differently. */
  lord: string;
  gloss: string | null;
}

export interface HoraView {
  day: HoraRow[];
  night: HoraRow[];
}

/** The 12 day and 12 night horas with their lords. */
export function horaView(table: HoraTable<number>, f: ViewFrame): HoraView {
  const n = f.names;
  const rows = (period: 'day' | 'night'): HoraRow[] =>
    table.horas.flatMap((h, i) => {
      if (h.period !== period) return [];
      const lord = n.planetSanskrit(h.planet);
      const common = n.planet(h.planet);
      return [{ ...windowView(h, f), number: i + 1, lord, gloss: common === lord ? null : common }];
    });
  return { day: rows('day'), night: rows('night') };
}

/** Degrees and minutes within the sign: 17°05′. */
export function degreeInSign(longitude: number): string {
  const within = longitude % 30;
  let d = Math.floor(within);
  let m = Math.round((within - d) * 60);
  if (m === 60) {
    d += 1;
    m = 0;
  }
  return `${d}°${String(m).padStart(2, '0')}′`;
}

export interface LagnaRow {
  name: string;
  start: number;
  end: number;
  startLabel: string;
  endLabel: string;
  /** Start – end as one range, the other day's date named once at its end (the share card's row). */
  range: string;
  /** Hours and minutes the sign takes to rise. */
  duration: { h: number; m: number };
}

export interface LagnaView {
  now: { sign: string; degree: string; time: string; range: string };
  /**
   * The day the table covers, both ends with their date (`6:53 AM, Nov 27 – 6:54 AM, Nov 28`): with the
   * date on the end alone, sunrise to the next sunrise a minute later read as one minute.
   */
  span: string;
  /** What the span's ends are: sunrise and the next sunrise, or local midnights where the Sun does not rise. */
  spanFrom: 'sunrise' | 'midnight';
  rows: LagnaRow[];
}

/** The lagna rising at the request's instant and the day's lagna table. */
export function lagnaView(table: LagnaTable<number>, now: LagnaAt<number>, f: ViewFrame): LagnaView {
  const n = f.names;
  const at = (ms: number) => timeLabel(ms, f.tz, f.date, f.locale, f.clock);
  // The span of the sign rising now is labelled against the instant's own date.
  const nowFrame = { ...f, date: wallClock(now.instant, f.tz).date };
  return {
    now: { sign: n.rashi(now.sign), degree: degreeInSign(now.longitude), time: instantClock(now.instant, f.tz, f.clock).text, range: windowView(now, nowFrame).range },
    span: `${datedTimeLabel(table.from, f.tz, f.locale, f.clock)} – ${datedTimeLabel(table.to, f.tz, f.locale, f.clock)}`,
    spanFrom: table.noSunrise ? 'midnight' : 'sunrise',
    rows: table.lagnas.map((l) => {
      const min = minutesOf(l);
      return {
        name: n.rashi(l.sign),
        start: l.start,
        end: l.end,
        startLabel: at(l.start),
        endLabel: at(l.end),
        range: windowView(l, f).range,
        duration: { h: Math.floor(min / 60), m: min % 60 },
      };
    }),
  };
}

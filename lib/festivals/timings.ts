/**
 * An event's times as labelled text in one language and the place's zone:
 * the tithi with its begin and end, then every window and moment the engine
 * gives (the main muhurat first). The detail page, the calendar feed's
 * descriptions and the Google Calendar link all read it, so the three say
 * the same thing.
 */
import type { FestivalEvent } from '@/engine';
import type { Locale } from '@/i18n/routing';
import { dateTimeLabel, rangeLabel, timeLabel } from '@/lib/format/time';
import type { Names } from '@/lib/names/names';

export interface TimingsFrame {
  locale: Locale;
  names: Names;
  /** The place's IANA zone. */
  tz: string;
}

export interface TithiSpan {
  name: string;
  start: string;
  end: string;
}

export interface TimingRow {
  key: string;
  label: string;
  value: string;
  /** The event's main puja / observance window. */
  main: boolean;
}

/** Instants of an event as epoch ms: the engine's ISO strings carry their offset, so the instant is exact to the second. */
export const isoMs = (iso: string): number => Date.parse(iso);

export function tithiSpan(e: FestivalEvent, f: TimingsFrame): TithiSpan | null {
  if (!e.tithi) return null;
  return {
    name: f.names.tithiInPaksha(e.tithi.number),
    start: dateTimeLabel(isoMs(e.tithi.start), f.tz, f.locale),
    end: dateTimeLabel(isoMs(e.tithi.end), f.tz, f.locale),
  };
}

/** The muhurat, then the windows (one with the muhurat's very times is not repeated), then the moments. */
export function timingRows(e: FestivalEvent, f: TimingsFrame): TimingRow[] {
  const rows: TimingRow[] = [];
  const range = (start: string, end: string) => rangeLabel(isoMs(start), isoMs(end), f.tz, e.date, f.locale);
  if (e.muhurat) rows.push({ key: `muhurat-${e.muhurat.kind}`, label: f.names.window(e.muhurat.kind), value: range(e.muhurat.start, e.muhurat.end), main: true });
  e.windows.forEach((w, i) => {
    if (e.muhurat && w.start === e.muhurat.start && w.end === e.muhurat.end) return;
    rows.push({ key: `window-${w.kind}-${i}`, label: f.names.window(w.kind), value: range(w.start, w.end), main: false });
  });
  e.moments.forEach((m, i) => {
    rows.push({ key: `moment-${m.kind}-${i}`, label: f.names.moment(m.kind), value: timeLabel(isoMs(m.at), f.tz, e.date, f.locale), main: false });
  });
  return rows;
}

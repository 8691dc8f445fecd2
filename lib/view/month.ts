/**
 * The monthly Panchang grid: for every day of a Gregorian month at a place,
 * the tithi, paksha and lunar month at sunrise and the sunrise time, the
 * festivals starting that day, and the view model the page renders.
 * `monthDays` uses the engine's sunriseSummary (no segment lists) for
 * speed; the purnimanta month is read from a full Panchang day only where
 * the amanta month or the paksha changes (3-4 days a month), so its rule
 * stays in the engine alone.
 */
import {
  computeDay,
  daysInMonth,
  formatPanchang,
  isoDate,
  jdToMs,
  pakshaOfTithi,
  splitIsoDate,
  sunriseSummary,
  type FestivalEvent,
  type MasaInfo,
  type Paksha,
  type Place,
} from '@/engine';
import type { Locale } from '@/i18n/routing';
import { firstOfMonth, monthWeeks, shiftMonth, WEEK_SUNDAY_FIRST } from '@/lib/calendar-grid';
import { formatDate } from '@/lib/format/date';
import { instantClock } from '@/lib/format/time';
import type { Names } from '@/lib/names/names';
import { MAX_DATE, MIN_DATE } from '@/lib/selection/params';

export type MonthSystem = 'amanta' | 'purnimanta';
export const MONTH_SYSTEMS: readonly MonthSystem[] = ['purnimanta', 'amanta'];
export const DEFAULT_MONTH_SYSTEM: MonthSystem = 'purnimanta';

export interface MonthDay {
  date: string;
  /** 1-30. */
  tithi: number;
  paksha: Paksha;
  /** Epoch ms, null where the Sun does not rise. */
  sunrise: number | null;
  masa: { amanta: MasaInfo; purnimanta: MasaInfo };
}

export function monthDays(year: number, month: number, place: Place): MonthDay[] {
  const out: MonthDay[] = [];
  let runKey = '';
  let runMasa: MonthDay['masa'] | null = null;
  for (let d = 1; d <= daysInMonth(year, month); d++) {
    const date = isoDate(year, month, d);
    const s = sunriseSummary(date, place);
    const paksha = pakshaOfTithi(s.tithi);
    const key = `${s.amantaMasa}:${s.adhika}:${paksha}`;
    if (key !== runKey || !runMasa) {
      runKey = key;
      runMasa = formatPanchang(computeDay({ ...place, date })).masa;
    }
    out.push({ date, tithi: s.tithi, paksha, sunrise: s.sunrise === null ? null : jdToMs(s.sunrise), masa: runMasa });
  }
  return out;
}

/** The lunar months a Gregorian month spans in a reckoning, in order, without repeats. */
export function lunarMonthsOf(days: readonly MonthDay[], system: MonthSystem): MasaInfo[] {
  const out: MasaInfo[] = [];
  for (const d of days) {
    const m = d.masa[system];
    const last = out[out.length - 1];
    if (!last || last.number !== m.number || last.adhika !== m.adhika) out.push(m);
  }
  return out;
}

export interface MonthFestival {
  id: string;
  emoji: string;
  name: string;
}

export interface MonthCell {
  date: string;
  day: number;
  isToday: boolean;
  shukla: boolean;
  tithi: string;
  paksha: string;
  fullDate: string;
  weekdayShort: string;
  /** `6:49 AM`, or null where the Sun does not rise. */
  sunrise: string | null;
  festivals: MonthFestival[];
  /**
   * What the grid cell shows: the date's most significant event (the first of
   * them in the date's order, which is by start), its emoji and name, and how many more.
   */
  marker: { emoji: string; name: string; more: number } | null;
}

export interface MonthView {
  title: string;
  /** The lunar months the Gregorian month spans, in the chosen reckoning. */
  lunarMonths: string;
  weekdays: { full: string; short: string }[];
  weeks: (MonthCell | null)[][];
  days: MonthCell[];
  prev: { date: string; label: string } | null;
  next: { date: string; label: string } | null;
}

export interface MonthViewInput {
  date: string;
  today: string;
  tz: string;
  system: MonthSystem;
  locale: Locale;
  names: Names;
}

export function monthView(days: readonly MonthDay[], festivals: readonly FestivalEvent[], v: MonthViewInput): MonthView {
  const n = v.names;
  const byDate = new Map<string, FestivalEvent[]>();
  for (const e of festivals) byDate.set(e.date, [...(byDate.get(e.date) ?? []), e]);
  const cell = (d: MonthDay): MonthCell => {
    const events = byDate.get(d.date) ?? [];
    const fs = events.map((e) => ({ id: e.id, emoji: e.emoji, name: n.festival(e.slug, e) }));
    const rank = (e: FestivalEvent) => ['high', 'medium', 'low'].indexOf(e.significance);
    const lead = events.reduce((best, e, i) => (rank(e) < rank(events[best]) ? i : best), 0);
    return {
      date: d.date,
      day: splitIsoDate(d.date).day,
      isToday: d.date === v.today,
      shukla: d.paksha === 'Shukla',
      tithi: n.tithi(d.tithi),
      paksha: n.paksha(d.paksha),
      fullDate: formatDate(d.date, v.locale, 'full'),
      weekdayShort: formatDate(d.date, v.locale, 'weekdayShort'),
      sunrise: d.sunrise === null ? null : instantClock(d.sunrise, v.tz).text,
      festivals: fs,
      marker: fs.length > 0 ? { emoji: fs[lead].emoji, name: fs[lead].name, more: fs.length - 1 } : null,
    };
  };
  const cells = new Map(days.map((d) => [d.date, cell(d)]));
  const { year, month } = splitIsoDate(v.date);
  const first = firstOfMonth(v.date);
  const prev = shiftMonth(first, -1);
  const next = shiftMonth(first, 1);
  const monthLabel = (date: string) => formatDate(date, v.locale, 'monthYear');
  return {
    title: monthLabel(first),
    lunarMonths: lunarMonthsOf(days, v.system)
      .map((m) => n.masa(m))
      .join(' – '),
    weekdays: WEEK_SUNDAY_FIRST.map((d) => ({ full: formatDate(d, v.locale, 'weekday'), short: formatDate(d, v.locale, 'weekdayShort') })),
    weeks: monthWeeks(year, month).map((week) => week.map((date) => (date ? (cells.get(date) ?? null) : null))),
    days: [...cells.values()],
    prev: prev >= MIN_DATE ? { date: prev, label: monthLabel(prev) } : null,
    next: next <= MAX_DATE ? { date: next, label: monthLabel(next) } : null,
  };
}

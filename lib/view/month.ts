/**
 * The monthly Panchang grid: for every day of a Gregorian month at a place,
 * the tithi (and when it ends), nakshatra, paksha and lunar month at sunrise
 * and the sunrise time, the festivals starting that day, and the view model
 * the page (and its printed A4 sheet) renders, in the visitor's conventions
 * (lib/conventions: month system, sunrise, clock, Ekadashi emphasis).
 * `monthDays` uses the engine's sunriseSummary (no segment lists) for
 * speed, and the end of the sunrise's tithi from tithiAt (one root); the
 * purnimanta month is read from a full Panchang day only where the amanta
 * month or the paksha changes (3-4 days a month), so its rule stays in the
 * engine alone.
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
  tithiAt,
  type EngineOptions,
  type FestivalEvent,
  type MasaInfo,
  type Paksha,
  type Place,
} from '@/engine';
import type { Locale } from '@/i18n/routing';
import type { ClockStyle, EkadashiEmphasis, MasaSystem } from '@/lib/conventions/conventions';
import { emphasised, twinnedSlugs } from '@/lib/conventions/emphasis';
import { firstOfMonth, monthWeeks, shiftMonth, WEEK_SUNDAY_FIRST } from '@/lib/calendar-grid';
import { formatDate } from '@/lib/format/date';
import { instantClock, timeLabel } from '@/lib/format/time';
import type { Names } from '@/lib/names/names';
import { MAX_DATE, MIN_DATE } from '@/lib/selection/params';

/** The month reckonings, purnimanta (the site's default) first. */
export type MonthSystem = MasaSystem;

export interface MonthDay {
  date: string;
  /** 1-30. */
  tithi: number;
  /** Epoch ms: when the sunrise's tithi ends (it may be after the next sunrise); null where the Sun does not rise. */
  tithiEnd: number | null;
  /** 1-27, at sunrise. */
  nakshatra: number;
  paksha: Paksha;
  /** Epoch ms, null where the Sun does not rise. */
  sunrise: number | null;
  masa: { amanta: MasaInfo; purnimanta: MasaInfo };
}

export function monthDays(year: number, month: number, place: Place, options?: EngineOptions): MonthDay[] {
  const out: MonthDay[] = [];
  let runKey = '';
  let runMasa: MonthDay['masa'] | null = null;
  for (let d = 1; d <= daysInMonth(year, month); d++) {
    const date = isoDate(year, month, d);
    const s = sunriseSummary(date, place, options);
    const paksha = pakshaOfTithi(s.tithi);
    const key = `${s.amantaMasa}:${s.adhika}:${paksha}`;
    if (key !== runKey || !runMasa) {
      runKey = key;
      runMasa = formatPanchang(computeDay({ ...place, date, options })).masa;
    }
    out.push({
      date,
      tithi: s.tithi,
      tithiEnd: s.sunrise === null ? null : jdToMs(tithiAt(s.sunrise, options).end),
      nakshatra: s.nakshatra,
      paksha,
      sunrise: s.sunrise === null ? null : jdToMs(s.sunrise),
      masa: runMasa,
    });
  }
  return out;
}

const sameMasa = (a: MasaInfo, b: MasaInfo) => a.number === b.number && a.adhika === b.adhika;

/** The lunar months a Gregorian month spans in a reckoning, in order, without repeats. */
export function lunarMonthsOf(days: readonly MonthDay[], system: MonthSystem): MasaInfo[] {
  const out: MasaInfo[] = [];
  for (const d of days) {
    const m = d.masa[system];
    const last = out[out.length - 1];
    if (!last || !sameMasa(last, m)) out.push(m);
  }
  return out;
}

export interface MonthFestival {
  id: string;
  emoji: string;
  name: string;
  /** In the background under the visitor's Ekadashi emphasis (the other tradition's day: lib/conventions/emphasis.ts). */
  secondary: boolean;
}

export interface MonthCell {
  date: string;
  day: number;
  isToday: boolean;
  shukla: boolean;
  tithi: string;
  /** `till 5:12 PM`'s time (with its date when the tithi ends on a later day), or null where the Sun does not rise. */
  tithiEnd: string | null;
  nakshatra: string;
  paksha: string;
  /**
   * The lunar month in the visitor's reckoning, on the month's first day and
   * on each day a new one begins (after the Purnima in the purnimanta
   * reckoning, after the Amavasya in the amanta one); null on other days.
   */
  lunarMonth: string | null;
  /** An Ekadashi or Purnima fast or festival (emphasised) falls on the day: the printed calendar marks it. */
  mark: 'ekadashi' | 'purnima' | null;
  fullDate: string;
  weekdayShort: string;
  /** `6:49 AM`, or null where the Sun does not rise. */
  sunrise: string | null;
  /** The date's events, the emphasised ones first (then in the engine's order, by start). */
  festivals: MonthFestival[];
  /**
   * What the grid cell shows: the date's most significant emphasised event
   * (the first of them in the date's order, which is by start), its emoji and name, and how many more.
   */
  marker: { emoji: string; name: string; more: number; secondary: boolean } | null;
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
  clock?: ClockStyle;
  ekadashi?: EkadashiEmphasis;
}

const markerOf = (f: MonthFestival, more: number): NonNullable<MonthCell['marker']> => ({ emoji: f.emoji, name: f.name, more, secondary: f.secondary });

export function monthView(days: readonly MonthDay[], festivals: readonly FestivalEvent[], v: MonthViewInput): MonthView {
  const n = v.names;
  const byDate = new Map<string, FestivalEvent[]>();
  for (const e of festivals) byDate.set(e.date, [...(byDate.get(e.date) ?? []), e]);
  // A twin may fall in the next month: the month's list alone decides, as the page shows no other.
  const twinned = twinnedSlugs(festivals);
  const rank = (e: FestivalEvent) => ['high', 'medium', 'low'].indexOf(e.significance);
  const cell = (d: MonthDay, i: number): MonthCell => {
    const marked = emphasised(byDate.get(d.date) ?? [], v.ekadashi ?? 'smarta', twinned);
    const fs = marked.map(({ event: e, secondary }) => ({ id: e.id, emoji: e.emoji, name: n.festival(e.slug, e), secondary }));
    const primary = marked.filter((m) => !m.secondary).map((m) => m.event);
    const lead = primary.reduce((best, e, i) => (rank(e) < rank(primary[best]) ? i : best), 0);
    const mark = primary.find((e) => e.type === 'ekadashi' || e.type === 'purnima')?.type;
    return {
      date: d.date,
      day: splitIsoDate(d.date).day,
      isToday: d.date === v.today,
      shukla: d.paksha === 'Shukla',
      tithi: n.tithi(d.tithi),
      tithiEnd: d.tithiEnd === null ? null : timeLabel(d.tithiEnd, v.tz, d.date, v.locale, v.clock),
      nakshatra: n.nakshatra(d.nakshatra),
      paksha: n.paksha(d.paksha),
      lunarMonth: i === 0 || !sameMasa(days[i - 1].masa[v.system], d.masa[v.system]) ? n.masa(d.masa[v.system]) : null,
      mark: mark === 'ekadashi' || mark === 'purnima' ? mark : null,
      fullDate: formatDate(d.date, v.locale, 'full'),
      weekdayShort: formatDate(d.date, v.locale, 'weekdayShort'),
      sunrise: d.sunrise === null ? null : instantClock(d.sunrise, v.tz, v.clock).text,
      festivals: fs,
      // An emphasised event leads; a day with only the other tradition's day shows it, muted.
      marker: fs.length > 0 ? markerOf(fs[primary.length > 0 ? lead : 0], fs.length - 1) : null,
    };
  };
  const cells = new Map(days.map((d, i) => [d.date, cell(d, i)]));
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

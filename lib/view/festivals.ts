/**
 * View models of the festival section: the month calendar (grid and list,
 * filtered by type), the year list of one observance (Ekadashi with its
 * Vaishnava day and parana, Purnima with its vrat day, Pradosh with its
 * kaal, Sankranti with its moment and punya kaals) and the upcoming cards.
 * Engine events (epoch-ms instants) and names in, plain objects with
 * formatted labels out. One row shape (`FestivalRow`) serves every list, so
 * an event's title is rendered in one place.
 */
import type { ClockStyle, EkadashiEmphasis } from '@/lib/conventions/conventions';
import { daysInMonth, isoDate, splitIsoDate, type FestivalEvent, type FestivalType, type Significance, type WindowKind } from '@/engine';
import type { Locale } from '@/i18n/routing';
import { monthWeeks, WEEK_SUNDAY_FIRST } from '@/lib/calendar-grid';
import { festivalPagePath } from '@/lib/festivals/pages';
import type { FestivalFilter, ListType } from '@/lib/urls';
import { formatDate, formatShortDate } from '@/lib/format/date';
import { instantClock, rangeLabel, timeLabel } from '@/lib/format/time';
import type { Names } from '@/lib/names/names';
import { MAX_DATE, MIN_DATE } from '@/lib/selection/params';

type Event = FestivalEvent<number>;

export interface FestivalFrame {
  locale: Locale;
  tz: string;
  names: Names;
  /** Names in the site's other language: every row shows the event's English and Hindi name. */
  otherNames: Names;
  /** The city the detail pages are linked for; null for the default city, which they show without it. */
  city: string | null;
  /** The visitor's clock (lib/conventions); 12-hour when not given. */
  clock?: ClockStyle;
}

/** One event as every festival list shows it. */
export interface FestivalRow {
  id: string;
  slug: string;
  type: FestivalType;
  emoji: string;
  name: string;
  /** The name in the other language (Hindi on English pages, English on Hindi pages). */
  otherName: string;
  /** That language's code, for the `lang` attribute. */
  otherLang: string;
  date: string;
  /** `Mar 29` (the page names the month or year). */
  dateLabel: string;
  weekday: string;
  /** Last day of a multi-day observance, formatted (`Oct 19, 2026`). */
  until: string | null;
  major: boolean;
  /** The rule's significance (`major` is 'high'): what a share card ranks the month's events by. */
  significance: Significance;
  /** `Smarta` / `Vaishnava` or `Vrat` for the events that are a tradition's or the fast's own day. */
  mark: string | null;
  /** The tithi and its span (`Shukla Ekadashi`, `8:45 AM, Mar 28 – 7:45 AM`); null for a Sankranti. */
  tithi: { name: string; range: string } | null;
  /** The main puja window where the rule gives one, else the event's first window (parana, punya kaal). */
  window: { name: string; range: string } | null;
  /** The event's detail page for its year, at the page's city (`/festivals/ekadashi/papmochani-2026/varanasi`). */
  href: string;
}

export function festivalRow(e: Event, f: FestivalFrame): FestivalRow {
  const n = f.names;
  const range = (start: number, end: number) => rangeLabel(start, end, f.tz, e.date, f.locale, f.clock);
  // The rule's puja window, else its first window: an Ekadashi's parana, a Sankranti's punya kaal.
  const w = e.muhurat ?? e.windows[0];
  return {
    id: e.id,
    slug: e.slug,
    type: e.type,
    emoji: e.emoji,
    name: n.festival(e.slug, e),
    otherName: f.otherNames.festival(e.slug, e),
    otherLang: f.otherNames.locale,
    date: e.date,
    dateLabel: formatDate(e.date, f.locale, 'short'),
    weekday: formatDate(e.date, f.locale, 'weekday'),
    until: e.endDate && e.endDate !== e.date ? formatDate(e.endDate, f.locale, 'medium') : null,
    major: e.significance === 'high',
    significance: e.significance,
    mark: e.tradition ? n.tradition(e.tradition) : e.observance ? n.festivalType('vrat') : null,
    tithi: e.tithi ? { name: n.tithiInPaksha(e.tithi.number), range: range(e.tithi.start, e.tithi.end) } : null,
    window: w ? { name: n.window(w.kind), range: spanLabel(w.start, w.end, e.date, f) } : null,
    href: detailHref(e, f.city),
  };
}

/** Every event slug of the rule table has a detail page (lib/festivals/pages.ts), at the list's city. */
const detailHref = (e: Event, city: string | null): string => festivalPagePath(e.slug, splitIsoDate(e.date).year, city);

const passes = (filter: FestivalFilter) => (e: Event) => filter === 'all' || e.type === filter;

// ---------------------------------------------------------------------------
// The month calendar

export interface FestivalCell {
  date: string;
  day: number;
  isToday: boolean;
  fullDate: string;
  /** The date's events (starting on it or running through it), in the engine's order. */
  events: { id: string; emoji: string; name: string; major: boolean }[];
}

export interface FestivalMonthView {
  year: number;
  month: number;
  /** `March 2026`. */
  title: string;
  weekdays: { full: string; short: string }[];
  weeks: (FestivalCell | null)[][];
  /** The events beginning in the month that pass the filter, in date order. */
  rows: FestivalRow[];
  filter: FestivalFilter;
  /** A civil date in the month before / after (its 1st), within 1900-2100. */
  prev: { date: string; label: string } | null;
  next: { date: string; label: string } | null;
}

export interface MonthInput {
  year: number;
  month: number;
  today: string;
  filter: FestivalFilter;
  /** The year's events, sorted (festivalYearIndex). */
  events: readonly Event[];
  byDate: ReadonlyMap<string, readonly Event[]>;
}

export function festivalMonthView(m: MonthInput, f: FestivalFrame): FestivalMonthView {
  const keep = passes(m.filter);
  const prefix = `${m.year}-${String(m.month).padStart(2, '0')}-`;
  const cells = new Map<string, FestivalCell>();
  for (let d = 1; d <= daysInMonth(m.year, m.month); d++) {
    const date = isoDate(m.year, m.month, d);
    cells.set(date, {
      date,
      day: d,
      isToday: date === m.today,
      fullDate: formatDate(date, f.locale, 'full'),
      events: (m.byDate.get(date) ?? []).filter(keep).map((e) => ({ id: e.id, emoji: e.emoji, name: f.names.festival(e.slug, e), major: e.significance === 'high' })),
    });
  }
  const first = isoDate(m.year, m.month, 1);
  const prev = m.month === 1 ? isoDate(m.year - 1, 12, 1) : isoDate(m.year, m.month - 1, 1);
  const next = m.month === 12 ? isoDate(m.year + 1, 1, 1) : isoDate(m.year, m.month + 1, 1);
  const label = (date: string) => formatDate(date, f.locale, 'monthYear');
  return {
    year: m.year,
    month: m.month,
    title: label(first),
    weekdays: WEEK_SUNDAY_FIRST.map((d) => ({ full: formatDate(d, f.locale, 'weekday'), short: formatDate(d, f.locale, 'weekdayShort') })),
    weeks: monthWeeks(m.year, m.month).map((week) => week.map((date) => (date ? (cells.get(date) ?? null) : null))),
    rows: m.events.filter((e) => e.date.startsWith(prefix) && keep(e)).map((e) => festivalRow(e, f)),
    filter: m.filter,
    prev: prev >= MIN_DATE ? { date: prev, label: label(prev) } : null,
    next: next <= MAX_DATE ? { date: next, label: label(next) } : null,
  };
}

// ---------------------------------------------------------------------------
// The year list of one observance

/** A fact of a list row beside its date and tithi: a window or a moment, labelled. */
export interface RowFact {
  key: string;
  label: string;
  value: string;
}

/** The day of the same observance kept apart (Vaishnava Ekadashi, Purnima vrat), where it differs. */
export interface OtherDay {
  /** `Vaishnava` / `Vrat (fast)`. */
  label: string;
  date: string;
  dateLabel: string;
  weekday: string;
  facts: RowFact[];
}

export interface ObservanceRow {
  row: FestivalRow;
  /** Names the same day also has (Somvati Amavasya on a Monday's Amavasya). */
  aliases: string[];
  /** The tradition's or the fast's own day where it differs from the row's; null where both keep the same day. */
  other: OtherDay | null;
  facts: RowFact[];
}

export interface ObservanceListView {
  type: ListType;
  year: number;
  /**
   * Which tradition's Ekadashi the rows are (the visitor's emphasis,
   * lib/conventions): `smarta` rows carry the Vaishnava day as the other
   * day, `vaishnava` rows the Smarta one.
   */
  emphasis: EkadashiEmphasis;
  /** Observances in the year (the main days; an alias or a second day is not another observance). */
  count: number;
  rows: ObservanceRow[];
  /** Rows whose other day differs (Ekadashis kept on another day by the other tradition, Purnimas fasted the day before). */
  differing: number;
}

/** A window of the row: its times, after its date when it begins on another day (`Jan 11, 7:15 AM – 8:21 AM`). */
function spanLabel(start: number, end: number, date: string, f: FestivalFrame): string {
  const from = instantClock(start, f.tz).date;
  return from === date ? rangeLabel(start, end, f.tz, date, f.locale, f.clock) : `${formatShortDate(from, f.locale)}, ${rangeLabel(start, end, f.tz, from, f.locale, f.clock)}`;
}

function windowFact(e: Event, kind: WindowKind, f: FestivalFrame): RowFact | null {
  const w = e.windows.find((x) => x.kind === kind);
  return w ? { key: kind, label: f.names.window(kind), value: spanLabel(w.start, w.end, e.date, f) } : null;
}

function momentFact(e: Event, kind: Event['moments'][number]['kind'], f: FestivalFrame): RowFact | null {
  const m = e.moments.find((x) => x.kind === kind);
  return m ? { key: kind, label: f.names.moment(kind), value: timeLabel(m.at, f.tz, e.date, f.locale, f.clock) } : null;
}

/** What each list shows beside date and tithi. */
function factsOf(type: ListType, e: Event, f: FestivalFrame): RowFact[] {
  const facts: (RowFact | null)[] =
    type === 'ekadashi'
      ? [windowFact(e, 'parana', f), momentFact(e, 'hari-vasara-end', f), momentFact(e, 'dwadashi-end', f)]
      : type === 'pradosh'
        ? [windowFact(e, 'pradosh', f)]
        : type === 'sankranti'
          ? [momentFact(e, 'sankranti', f), windowFact(e, 'punya-kaal', f), windowFact(e, 'maha-punya-kaal', f)]
          : type === 'purnima'
            ? [momentFact(e, 'moonrise', f)]
            : [];
  return facts.filter((x): x is RowFact => x !== null);
}

/** The main event of a second day: the one it names (`relatedTo`), within a few days. */
function mainOf(e: Event, mains: readonly Event[]): Event | undefined {
  const t = Date.parse(e.date);
  return mains.find((m) => m.slug === e.relatedTo && Math.abs(Date.parse(m.date) - t) <= 3 * 86_400_000);
}

/** An event as the other day of a row: its tradition or `Vrat (fast)`, its date and facts. */
function otherDay(type: ListType, e: Event, f: FestivalFrame, label: string): OtherDay {
  return { label, date: e.date, dateLabel: formatDate(e.date, f.locale, 'short'), weekday: formatDate(e.date, f.locale, 'weekday'), facts: factsOf(type, e, f) };
}

/**
 * One row per observance of the type in the year. A Vaishnava Ekadashi or a
 * Purnima vrat day (separate engine events, `relatedTo` the main one) joins
 * its main event's row as the other day; a weekday event of the same date
 * (Somvati Amavasya: the engine lists the Monday's Amavasya under both
 * names) joins as an alias. A second day whose main event lies in the
 * neighbouring year stays a row of its own. Under the Vaishnava emphasis an
 * Ekadashi's row is the Vaishnava day, with the Smarta day as the other:
 * the list follows the convention the page says it uses.
 */
export function observanceListView(
  type: ListType,
  year: number,
  events: readonly Event[],
  f: FestivalFrame,
  emphasis: EkadashiEmphasis = 'smarta',
): ObservanceListView {
  const ofType = events.filter((e) => e.type === type);
  const isSecond = (e: Event) => Boolean(e.tradition || e.observance);
  const isAlias = (e: Event) => e.reason.choice === 'weekday';
  const mains = ofType.filter((e) => !isSecond(e) && !isAlias(e));
  const rows = new Map<Event, ObservanceRow>(mains.map((e) => [e, { row: festivalRow(e, f), aliases: [], other: null, facts: factsOf(type, e, f) }]));
  let count = mains.length;
  for (const e of ofType) {
    if (isAlias(e)) {
      const main = mains.find((m) => m.date === e.date);
      if (main) {
        rows.get(main)!.aliases.push(f.names.festival(e.slug, e));
        continue;
      }
      count++;
      rows.set(e, { row: festivalRow(e, f), aliases: [], other: null, facts: factsOf(type, e, f) });
    } else if (isSecond(e)) {
      const main = mainOf(e, mains);
      if (!main) {
        rows.set(e, { row: festivalRow(e, f), aliases: [], other: null, facts: factsOf(type, e, f) });
      } else if (e.tradition === 'vaishnava' && emphasis === 'vaishnava') {
        const row = rows.get(main)!;
        rows.set(main, { ...row, row: festivalRow(e, f), facts: factsOf(type, e, f), other: otherDay(type, main, f, f.names.tradition('smarta')) });
      } else {
        rows.get(main)!.other = otherDay(type, e, f, e.tradition ? f.names.tradition(e.tradition) : f.names.festivalType('vrat'));
      }
    }
  }
  const list = [...rows.values()].sort((a, b) => a.row.date.localeCompare(b.row.date));
  return { type, year, emphasis, count, rows: list, differing: list.filter((r) => r.other !== null).length };
}

// ---------------------------------------------------------------------------
// Upcoming festivals (home page, sidebar)

export interface UpcomingItem {
  row: FestivalRow;
  /** `November 24, 2026`. */
  longDate: string;
  /** Whole days from today in the city (0 today, 1 tomorrow). */
  daysAway: number;
  /** `festivals.<slug>.description`, where it is written. */
  description: string | null;
}

/**
 * The next major festivals from today: events of high significance that are
 * a day of their own (a Vaishnava or vrat day repeats its main event), the
 * first `count` of them.
 */
export function upcomingView(events: readonly Event[], today: string, count: number, f: FestivalFrame): UpcomingItem[] {
  const t0 = Date.parse(today);
  return events
    .filter((e) => e.date >= today && e.significance === 'high' && !e.tradition && !e.observance)
    .slice(0, count)
    .map((e) => ({
      row: festivalRow(e, f),
      longDate: formatDate(e.date, f.locale, 'long'),
      daysAway: Math.round((Date.parse(e.date) - t0) / 86_400_000),
      description: f.names.festivalText(e.slug, 'description'),
    }));
}

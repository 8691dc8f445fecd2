/**
 * View models of the Shubh Muhurat pages: the hub (every kind with its
 * count of dates in a year at a city and the next one), a kind's year (the
 * dates in month sections, each with its windows, grade and checks; the
 * gaps with their reasons; the exclusion periods; the alternatives) and one
 * date's detail. Times are labels in the city's zone relative to the date
 * ("11:13 PM – 3:36 AM, Mar 12"); every word comes from the messages
 * (lib/names/shubh.ts). No links: the pages' addresses come with the pages.
 */
import type { ExclusionKind, ShubhCheck, ShubhCheckKey, ShubhDate, ShubhGrade, ShubhKind, ShubhYear } from '@/engine';
import { SHUBH_TABLES } from '@/engine';
import type { Locale } from '@/i18n/routing';
import type { ClockStyle } from '@/lib/conventions/conventions';
import { formatDate } from '@/lib/format/date';
import { rangeLabel } from '@/lib/format/time';
import { shubhNamesFor } from '@/lib/names/shubh';

export interface ShubhFrame {
  locale: Locale;
  tz: string;
  /** The visitor's clock; 12-hour when not given. */
  clock?: ClockStyle;
}

export interface ShubhCheckView {
  check: ShubhCheckKey;
  pass: boolean;
  text: string;
  /** Where the value holds (an exclusion: its whole span), as a label relative to the date; null when the check has no span. */
  range: string | null;
}

export interface ShubhDateView {
  date: string;
  dateLabel: string;
  /** One label per window, in order. */
  windows: string[];
  duration: string;
  grade: ShubhGrade;
  gradeName: string;
  points: number;
  bonuses: { key: string; text: string; pass: boolean }[];
  /** The tithis and nakshatras the windows fall in: "Krishna Ashtami", "Mula". */
  tithis: string[];
  nakshatras: string[];
  checks: ShubhCheckView[];
}

export interface ShubhMonthSection {
  /** 1-12. */
  month: number;
  label: string;
  dates: ShubhDateView[];
}

export interface ShubhGapView {
  startDate: string;
  endDate: string;
  range: string;
  days: number;
  reasons: string[];
}

export interface ShubhYearView {
  kind: ShubhKind;
  name: string;
  description: string;
  year: number;
  count: number;
  /** Twelve sections, January first; a month without dates has none. */
  months: ShubhMonthSection[];
  gaps: ShubhGapView[];
  exclusions: { kind: ExclusionKind; name: string; range: string }[];
  alternatives: { key: string; text: string; active: boolean }[];
}

export interface ShubhDetailView extends ShubhDateView {
  kind: ShubhKind;
  kindName: string;
  /** The date has windows (it is in the kind's list). */
  listed: boolean;
  noWindows: string | null;
  /** The checks that failed first (what ruled out parts of the day), then those that passed. */
  failed: ShubhCheckView[];
  passed: ShubhCheckView[];
}

export interface ShubhHubView {
  year: number;
  kinds: {
    kind: ShubhKind;
    name: string;
    description: string;
    count: number;
    next: { date: string; dateLabel: string } | null;
    /** The next dates from `today` within the year (`next` first), at most HUB_UPCOMING. */
    upcoming: { date: string; dateLabel: string; gradeName: string }[];
  }[];
}

/** How many of a kind's next dates the hub lists. */
export const HUB_UPCOMING = 3;

/** Which checks' values a window lies in (the tithi and nakshatra parts that meet a window). */
function within(d: ShubhDate<number>, check: 'tithi' | 'nakshatra'): ShubhCheck<number>[] {
  return d.checks.filter((c) => c.check === check && c.pass && c.start !== undefined && d.windows.some((w) => w.start < c.end! && w.end > c.start!));
}

function dateView(d: ShubhDate<number>, f: ShubhFrame): ShubhDateView {
  const n = shubhNamesFor(f.locale);
  const range = (a: number, b: number) => rangeLabel(a, b, f.tz, d.date, f.locale, f.clock);
  return {
    date: d.date,
    dateLabel: formatDate(d.date, f.locale, 'full'),
    windows: d.windows.map((w) => range(w.start, w.end)),
    duration: n.duration(d.minutes),
    grade: d.grade,
    gradeName: n.grade(d.grade),
    points: d.points,
    bonuses: d.bonuses.map((b) => ({ key: b.bonus, text: n.bonus(b.bonus), pass: b.pass })),
    tithis: within(d, 'tithi').map((c) => n.names.tithiInPaksha(c.value!)),
    nakshatras: within(d, 'nakshatra').map((c) => n.names.nakshatra(c.value!)),
    checks: d.checks.map((c) => ({
      check: c.check,
      pass: c.pass,
      text: n.check(c),
      range: c.start !== undefined && c.end !== undefined ? range(c.start, c.end) : null,
    })),
  };
}

export function shubhYearView(y: ShubhYear<number>, f: ShubhFrame): ShubhYearView {
  const n = shubhNamesFor(f.locale);
  const months: ShubhMonthSection[] = Array.from({ length: 12 }, (_, i) => ({
    month: i + 1,
    label: formatDate(`${y.year}-${String(i + 1).padStart(2, '0')}-01`, f.locale, 'monthYear'),
    dates: [],
  }));
  for (const d of y.dates) months[Number(d.date.slice(5, 7)) - 1].dates.push(dateView(d, f));
  const short = (date: string) => formatDate(date, f.locale, 'medium');
  return {
    kind: y.kind,
    name: n.kind(y.kind),
    description: n.kindDescription(y.kind),
    year: y.year,
    count: y.dates.length,
    months,
    gaps: y.gaps.map((g) => ({
      startDate: g.startDate,
      endDate: g.endDate,
      range: g.startDate === g.endDate ? short(g.startDate) : `${short(g.startDate)} – ${short(g.endDate)}`,
      days: g.days,
      reasons: g.reasons.map((r) => n.gapReason(r, short(r.startDate), short(r.endDate))),
    })),
    exclusions: y.exclusions.map((e) => ({ kind: e.kind, name: n.exclusion(e.kind), range: `${short(e.startDate)} – ${short(e.endDate)}` })),
    alternatives: Object.keys(SHUBH_TABLES[y.kind].alternatives).map((key) => ({ key, text: n.alternative(key), active: y.alternatives.includes(key) })),
  };
}

export function shubhDetailView(kind: ShubhKind, d: ShubhDate<number>, f: ShubhFrame): ShubhDetailView {
  const n = shubhNamesFor(f.locale);
  const v = dateView(d, f);
  const listed = d.windows.length > 0;
  return {
    ...v,
    kind,
    kindName: n.kind(kind),
    listed,
    noWindows: listed ? null : n.noWindows(),
    failed: v.checks.filter((c) => !c.pass),
    passed: v.checks.filter((c) => c.pass),
  };
}

/** The hub: one year of each kind at a city; `today` (YYYY-MM-DD at the city) picks each kind's next date. */
export function shubhHubView(years: readonly ShubhYear<number>[], today: string, f: ShubhFrame): ShubhHubView {
  const n = shubhNamesFor(f.locale);
  return {
    year: years[0]?.year ?? Number(today.slice(0, 4)),
    kinds: years.map((y) => {
      const upcoming = y.dates
        .filter((d) => d.date >= today)
        .slice(0, HUB_UPCOMING)
        .map((d) => ({ date: d.date, dateLabel: formatDate(d.date, f.locale, 'full'), gradeName: n.grade(d.grade) }));
      return {
        kind: y.kind,
        name: n.kind(y.kind),
        description: n.kindDescription(y.kind),
        count: y.dates.length,
        next: upcoming[0] ? { date: upcoming[0].date, dateLabel: upcoming[0].dateLabel } : null,
        upcoming,
      };
    }),
  };
}

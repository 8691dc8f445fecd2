/**
 * From rule rows to listed events, shared by the whole year (index.ts) and
 * the window of a few dates (window.ts): the raw events of a set of rules
 * over a context's sources, the rows they become (id, end date, order) and
 * their encoding with ISO or epoch-ms instants.
 */
import { shiftDate } from '../civil-date';
import type { YearContext } from './context';
import type { CivilDay } from './days';
import { evaluateEkadashiRule } from './ekadashi';
import { evaluateTithiRule, momentsFor, type RawEvent, windowsFor } from './evaluate';
import type { LunarMonth, TithiPeriod } from './lunar';
import { evaluateMonthWeekdayRule } from './month-weekday';
import { evaluateNakshatraRule } from './nakshatra';
import { evaluateSolarDayRule, evaluateSolarNakshatraRule } from './regional';
import { RULES, vaishnavaSlug } from './rules';
import { evaluateSankrantiRule } from './solar';
import type { FestivalEvent, MasaRef, Moment, Rule, Window } from './types';
import type { RawMoment, RawWindow } from './windows';

/**
 * Raw events of the given rules (a subset of RULES, in table order) from
 * the context's sources. Each source's events depend on that source alone
 * (and the days around it), so the events of disjoint spans of sources add
 * up to those of their union.
 */
export function rawEvents(ctx: YearContext, rules: readonly Rule[] = RULES): RawEvent[] {
  const out: RawEvent[] = [];
  for (const rule of rules) {
    if (rule.kind === 'tithi') out.push(...evaluateTithiRule(ctx, rule));
    else if (rule.kind === 'ekadashi') out.push(...evaluateEkadashiRule(ctx, rule));
    else if (rule.kind === 'sankranti') out.push(...evaluateSankrantiRule(ctx, rule));
    else if (rule.kind === 'nakshatra') out.push(...evaluateNakshatraRule(ctx, rule));
    else if (rule.kind === 'month-weekday') out.push(...evaluateMonthWeekdayRule(ctx, rule));
    else if (rule.kind === 'solar-day') out.push(...evaluateSolarDayRule(ctx, rule));
    else if (rule.kind === 'solar-nakshatra') out.push(...evaluateSolarNakshatraRule(ctx, rule));
  }
  // Rules defined on other events, in table order (an offset may follow another's event): offsets
  // (Holi after Holika Dahan) and weekdays (Somvati Amavasya).
  for (const rule of rules) {
    if (rule.kind === 'offset') {
      for (const e of out.filter((x) => x.slug === rule.of)) {
        let day = e.day + rule.days;
        if (day < 0 || day >= ctx.days.length) continue;
        if (rule.weekday !== undefined) day -= (ctx.days[day].weekday - rule.weekday + 7) % 7;
        if (day < 0) continue;
        const tithi = e.tithi && day === e.day ? e.tithi : ctx.lunar.tithiAt(ctx.dayStart(day));
        const at = { ctx, day, tithi };
        out.push({
          rule,
          slug: rule.slug,
          day,
          tithi,
          muhurat: null,
          windows: windowsFor(rule.windows, at),
          moments: momentsFor(rule.moments, at),
          reason: {
            choice:
              rule.weekday !== undefined ? 'offset-weekday' : rule.days < 0 ? 'offset-before' : rule.days === 0 ? 'offset-same-day' : 'offset-after',
            of: rule.of,
            offsetDays: day - e.day,
            ...(rule.weekday !== undefined ? { weekday: rule.weekday } : {}),
          },
        });
      }
    } else if (rule.kind === 'weekday') {
      // Main events only: a vrat or Vaishnava day of the type does not name the weekday's event.
      const main = (x: RawEvent) => !x.tradition && !x.observance;
      const named = (x: RawEvent) => (rule.of !== undefined ? x.slug === rule.of : x.rule.type === rule.ofType);
      for (const e of out.filter((x) => main(x) && named(x) && ctx.days[x.day].weekday === rule.weekday)) {
        const reason: RawEvent['reason'] =
          rule.of !== undefined ? { choice: 'weekday-of', weekday: rule.weekday, of: rule.of, offsetDays: 0 } : { choice: 'weekday', weekday: rule.weekday };
        out.push({ ...e, rule, slug: rule.slug, reason });
      }
    }
  }
  return out;
}

/** Whether a rule's events can carry `slug` (its own, a weekday name, its companion's, its Vaishnava day's). */
function produces(rule: Rule, slug: string): boolean {
  if (rule.kind === 'tithi') return (rule.slugByWeekday ? rule.slugByWeekday.includes(slug) : rule.slug === slug) || rule.companion?.slug === slug;
  if (rule.kind === 'ekadashi') return rule.slug === slug || vaishnavaSlug(rule.slug) === slug;
  return rule.slug === slug;
}

/** The rules whose raw events a rule's are derived from: an offset's base event, a weekday rule's slug or type. */
function basesOf(r: Rule): Rule[] {
  if (r.kind === 'offset' || (r.kind === 'weekday' && r.of !== undefined)) {
    const of = r.of;
    return RULES.filter((x) => produces(x, of));
  }
  return r.kind === 'weekday' ? RULES.filter((x) => x.type === r.ofType) : [];
}

/** The rules and those their raw events are derived from, recursively. */
function withBases(rules: Iterable<Rule>): Set<Rule> {
  const all = new Set<Rule>();
  const add = (r: Rule) => {
    if (all.has(r)) return;
    all.add(r);
    for (const x of basesOf(r)) add(x);
  };
  for (const r of rules) add(r);
  return all;
}

/** The rules of a set, in table order (the order their derived events depend on). */
export const inTableOrder = (set: ReadonlySet<Rule>): readonly Rule[] => RULES.filter((r) => set.has(r));

/** The rules to evaluate for the events of `rules`: they and what they derive from, in table order. */
export const rulesWithBases = (rules: Iterable<Rule>): readonly Rule[] => inTableOrder(withBases(rules));

const producerMemo = new Map<string, readonly Rule[]>();

/** The rules to evaluate for every event carrying `slug`: its producers and what they derive from, in table order. */
export function rulesFor(slug: string): readonly Rule[] {
  let hit = producerMemo.get(slug);
  if (!hit) {
    hit = rulesWithBases(RULES.filter((r) => produces(r, slug)));
    producerMemo.set(slug, hit);
  }
  return hit;
}

/** The rules of multi-day observances (`until`) and what they derive from, in table order. */
export const UNTIL_RULES: readonly Rule[] = rulesWithBases(RULES.filter((r) => r.until));

const reaches = new Map<Rule, number>();

/**
 * How far a rule's events can lie from the sources they come from beyond
 * the source's own reach (window.ts): the shift of a date along a chain of
 * offset rules (Holi: one day after Holika Dahan; Paryushana: seven days
 * before Samvatsari), an offset to a weekday going back up to six days more
 * (Varalakshmi Vratam); a weekday rule's is its base events'. 0 for the
 * rules evaluated on sources of their own.
 */
export function reachOf(rule: Rule): number {
  let hit = reaches.get(rule);
  if (hit === undefined) {
    reaches.set(rule, 0); // a cycle of offsets (none in the table) ends here
    const own = rule.kind === 'offset' ? Math.abs(rule.days) + (rule.weekday !== undefined ? 6 : 0) : 0;
    hit = own + Math.max(0, ...basesOf(rule).map(reachOf));
    reaches.set(rule, hit);
  }
  return hit;
}

/**
 * The last date of a multi-day observance: the first event closing it
 * (`until`) on or after its date, among `closers`, if within 40 days.
 */
export function endDateOf(days: readonly CivilDay[], e: RawEvent, closers: readonly RawEvent[]): string | undefined {
  const until = e.rule.until;
  if (!until) return undefined;
  let close: RawEvent | undefined;
  for (const x of closers) if (x.slug === until && x.day >= e.day && (!close || x.day < close.day)) close = x;
  return close && close.day - e.day < 40 ? days[close.day].date : undefined;
}

const masaRef = (m: LunarMonth): MasaRef => ({ number: m.number, adhika: m.adhika });

/** An event of the year, sorted and named, before its instants are encoded. */
export interface Row {
  e: RawEvent;
  id: string;
  date: string;
  endDate?: string;
  /** The tithi the event's month and paksha come from: its own, or the one holding the day's start. */
  t: TithiPeriod;
  /** JD UT the events of one date are ordered by (startOf). */
  start: number;
  /** Index of the event's rule row: the tie-break between events of one tithi (Chaitra Purnima before Hanuman Jayanti). */
  order: number;
}

const RULE_ORDER = new Map<Rule, number>(RULES.map((r, i) => [r, i]));

/**
 * When an event begins, for the order of a date's events (calendar-conventions.md,
 * "Order of a day's events"): the start of its tithi, or for a Sankranti (no
 * tithi) the Sun's ingress, around which its punya kaal is built; else its
 * main window. So Narak Chaturdashi's abhyang snan (Chaturdashi) comes before
 * Lakshmi Puja (Amavasya) when the two share a date.
 */
function startOf(e: RawEvent, dayStart: number): number {
  return e.tithi?.start ?? e.moments.find((m) => m.kind === 'sankranti')?.at ?? e.muhurat?.start ?? e.windows[0]?.start ?? dayStart;
}

/** The row of a raw event, given its id and end date. */
export function rowOf(ctx: YearContext, e: RawEvent, id: string, endDate: string | undefined): Row {
  return {
    e,
    date: ctx.days[e.day].date,
    id,
    endDate,
    t: e.tithi ?? ctx.lunar.tithiAt(ctx.dayStart(e.day)),
    start: startOf(e, ctx.dayStart(e.day)),
    order: RULE_ORDER.get(e.rule) ?? RULES.length,
  };
}

/** An event's id in its year: the slug, or slug-MM-DD when the slug occurs more than once in the year. */
export const idOf = (slug: string, date: string, repeated: boolean) => (repeated ? `${slug}-${date.slice(5)}` : slug);

/** The one order of events everywhere (year list, month, a date's banner): date, start, rule row, slug. */
export const byStart = (a: Row, b: Row) => a.date.localeCompare(b.date) || a.start - b.start || a.order - b.order || a.e.slug.localeCompare(b.e.slug);

/**
 * The events of one date: those starting on it and those running through it
 * (Navratri on its fifth day), given in byStart order; an observance running
 * through a date keeps its own start (Navratri's Pratipada) in the date's order.
 */
export const dateOrder = <T extends { row: Row }>(list: T[]): T[] => list.sort((a, b) => a.row.start - b.row.start || a.row.order - b.row.order);

/** Whether a row's event is on a date: starting on it or running through it. */
export const onDate = (r: Row, date: string) => r.date === date || (r.date < date && r.endDate !== undefined && date <= r.endDate);

/** The dates an event is on: its own, through its end date. */
export function datesOf(r: { date: string; endDate?: string }): string[] {
  const out: string[] = [];
  for (let d = r.date; d <= (r.endDate ?? r.date); d = shiftDate(d, 1)) out.push(d);
  return out;
}

export function format<T>(days: readonly CivilDay[], r: Row, at: (jd: number) => T): FestivalEvent<T> {
  const { e, t } = r;
  const win = (w: RawWindow): Window<T> => ({ kind: w.kind, start: at(w.start), end: at(w.end) });
  const mom = (m: RawMoment): Moment<T> => ({ kind: m.kind, at: at(m.at) });
  const month = e.month ?? { amanta: t.amanta, purnimanta: t.purnimanta };
  return {
    id: r.id,
    slug: e.slug,
    type: e.rule.type,
    emoji: e.emoji ?? e.rule.emoji,
    date: r.date,
    ...(r.endDate ? { endDate: r.endDate } : {}),
    weekday: days[e.day].weekday,
    tithi: e.tithi ? { number: e.tithi.number, paksha: e.tithi.paksha, start: at(e.tithi.start), end: at(e.tithi.end) } : null,
    masa: { amanta: masaRef(month.amanta), purnimanta: masaRef(month.purnimanta) },
    paksha: t.paksha,
    significance: e.significance ?? e.rule.significance,
    muhurat: e.muhurat ? win(e.muhurat) : null,
    windows: e.windows.map(win),
    moments: e.moments.map(mom),
    ...(e.tradition ? { tradition: e.tradition } : {}),
    ...(e.observance ? { observance: e.observance } : {}),
    ...(e.relatedTo ? { relatedTo: e.relatedTo } : {}),
    ...(e.gauna !== undefined ? { gauna: e.gauna } : {}),
    reason: e.reason,
  };
}

export function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

/**
 * The events of a few dates without computing their year: the rules are
 * evaluated only on the sources (tithis, sankrantis and ingresses, the
 * Moon's nakshatras, the days themselves: context.ts) whose events can fall
 * on those dates, in the year's own context (context.ts, whose days and
 * Moon are found when read and are the same numbers in any range: grid.ts,
 * lunar.ts). Three facts of an event reach beyond its dates, and each is
 * found the same way, on the sources where it can lie:
 *
 * - its end date (`until`: Navratri runs to Maha Navami): the closing event
 *   is looked for on the sources of the 40 days after the event's date;
 * - its presence on a later date of its span: on the day page, the
 *   observances of the 39 days before the date are evaluated too;
 * - its id (`slug-MM-DD` when the slug occurs twice in the civil year): the
 *   rules of the window's slugs are evaluated outward over the year, chunk
 *   by chunk, until each has a second event (usually within a month or two)
 *   or the year is exhausted; the answers are kept with the context.
 *
 * Each source's events depend on that source and the days around it alone
 * (evaluate.ts, ekadashi.ts, solar.ts, nakshatra.ts, month-weekday.ts,
 * regional.ts: what a rule reads beyond its source, such as a solar
 * month's start or a Dwadashi, is found from its own numbers, never from
 * the context's list of sources), and an event falls within a few days of
 * its source (SOURCE_BEFORE, SOURCE_AFTER, plus its rule's reach along
 * offsets: events.ts reachOf), so the window's events are the year's, to
 * the last bit of every instant (tests/engine/festivals/window.test.ts).
 */
import type { YearContext } from './context';
import { withSources } from './context';
import type { RawEvent } from './evaluate';
import { RULES } from './rules';
import type { Rule } from './types';
import { byStart, endDateOf, idOf, inTableOrder, rawEvents, reachOf, type Row, rowOf, rulesFor, rulesWithBases, UNTIL_RULES } from './events';
import { MEAN_SLACK as SANKRANTI_SLACK } from './ingress';
import { MEAN_SLACK as TITHI_SLACK } from './lunar';

/**
 * How far a source's start can lie from the dates of its events: from some
 * four days before (a tithi touches at most three civil days, and the
 * Vaishnava day or the Shravana rule can move a day later) to a day after
 * (a Purnima vrat on the Chaturdashi day, an Ekadashi kept on Dashami's day
 * when Dwadashi is kshaya, a Karka sankranti's previous day), each with a
 * day of margin. Measured over 1900-2100 at Indian, northern, southern and
 * polar places: an event's midnight lies from 1.06 days before its source to
 * 1.01 days after it; for the regional solar calendars (every fifth year,
 * New Delhi, Chennai, New York, Tromso, Sydney, McMurdo, both sunrises),
 * a solar month's day from 0.99 days before its ingress (plus the day's
 * number less one) to 1.01 days after it, a nakshatra's day from 0.84 days
 * before the nakshatra begins to 0.99 days after. A rule read on the days
 * themselves (a nakshatra at sunrise, a weekday of a month) has its event
 * on its source's day.
 */
const SOURCE_BEFORE = 2;
const SOURCE_AFTER = 5;

/** Sources are placed by their mean instant, this many days at most from the true one. */
const PLACEMENT = Math.max(TITHI_SLACK, SANKRANTI_SLACK);

/** Days an observance may run (endDateOf). */
const SPAN = 40;

/** Sources scanned at a time when counting a slug over the year. */
const CHUNK_DAYS = 32;

/** The longest reach (events.ts reachOf) of a set of rules. */
const reachOfAll = (rules: readonly Rule[]) => Math.max(0, ...rules.map(reachOf));

/**
 * The rules whose events can lie further from their sources (offsets: a
 * week before Samvatsari, back to a Friday), by that reach, each with the
 * rules to evaluate for them: a window evaluates all rules on the sources
 * near its dates, and these alone on the wider span their reach asks for.
 */
const REACHING: { reach: number; own: ReadonlySet<Rule>; rules: readonly Rule[] }[] = (() => {
  const by = new Map<number, Rule[]>();
  for (const r of RULES) {
    const reach = reachOf(r);
    if (reach > 0) by.set(reach, [...(by.get(reach) ?? []), r]);
  }
  return [...by].map(([reach, own]) => ({ reach, own: new Set(own), rules: rulesWithBases(own) }));
})();

/** The span of sources (JD UT) whose events, and those `reach` days from them, can fall on days a..b of the context. */
function sourcesOf(ctx: YearContext, a: number, b: number, reach: number): { from: number; to: number } {
  const last = ctx.days.length - 1;
  const lo = ctx.days[Math.max(0, Math.min(a, last))].midnight;
  const hi = b + 1 <= last ? ctx.days[b + 1].midnight : ctx.end;
  return { from: lo - SOURCE_AFTER - reach - PLACEMENT, to: hi + SOURCE_BEFORE + reach + PLACEMENT };
}

const eventsOf = (ctx: YearContext, span: { from: number; to: number }, rules?: Parameters<typeof rawEvents>[1]) =>
  rawEvents(withSources(ctx, span.from, span.to), rules);

/** The rules to evaluate for the events of some slugs: their producers and what those derive from, in table order. */
const rulesForSlugs = (slugs: Iterable<string>): readonly Rule[] => inTableOrder(new Set([...slugs].flatMap((slug) => rulesFor(slug))));

/** Index of a date's civil day in the context (days are consecutive dates). */
export function dayIndexOf(ctx: YearContext, date: string): number {
  const i = Math.round((Date.parse(date) - Date.parse(ctx.days[0].date)) / 86_400_000);
  if (ctx.days[i]?.date !== date) throw new RangeError(`${date} is not a day of the ${ctx.year} context`);
  return i;
}

/** What a context remembers of its slugs: whether each occurs more than once in the year. */
const repeats = new WeakMap<YearContext, Map<string, boolean>>();

/**
 * Whether each slug occurs more than once in the context's civil year. The
 * events of `known` (evaluated on all rules over `knownSpan`) are counted
 * first; the rules of the slugs still open are then evaluated together on
 * the rest of the year's sources, a chunk at a time outward from them,
 * until each has a second event or the year is done.
 */
function repeatedInYear(ctx: YearContext, slugs: Iterable<string>, known: readonly RawEvent[], knownSpan: { from: number; to: number }): Map<string, boolean> {
  let memo = repeats.get(ctx);
  if (!memo) {
    memo = new Map();
    repeats.set(ctx, memo);
  }
  const prefix = `${ctx.year}-`;
  const counts = new Map<string, number>();
  for (const slug of slugs) if (!memo.has(slug)) counts.set(slug, 0);
  const count = (events: readonly RawEvent[]) => {
    for (const e of events) {
      const n = counts.get(e.slug);
      if (n !== undefined && ctx.days[e.day].date.startsWith(prefix)) counts.set(e.slug, n + 1);
    }
    for (const [slug, n] of counts) {
      if (n > 1) {
        memo.set(slug, true);
        counts.delete(slug);
      }
    }
  };
  count(known);
  const year = sourcesOf(ctx, dayIndexOf(ctx, `${ctx.year}-01-01`), dayIndexOf(ctx, `${ctx.year}-12-31`), reachOfAll(RULES));
  let left = Math.max(knownSpan.from, year.from);
  let right = Math.min(knownSpan.to, year.to);
  const open = () => rulesForSlugs(counts.keys());
  while (counts.size > 0 && (left > year.from || right < year.to)) {
    if (left > year.from) {
      const from = Math.max(year.from, left - CHUNK_DAYS);
      count(eventsOf(ctx, { from, to: left }, open()));
      left = from;
    }
    if (counts.size > 0 && right < year.to) {
      const to = Math.min(year.to, right + CHUNK_DAYS);
      count(eventsOf(ctx, { from: right, to }, open()));
      right = to;
    }
  }
  for (const slug of counts.keys()) memo.set(slug, false);
  return memo;
}

/**
 * The rows of the context's year whose events start on days a..b (indices
 * into ctx.days, dates of the context's year), in byStart order; with
 * `running`, also those that started on the 39 days before a and run
 * through a or later (each date's list is then `onDate`). With `only`, the
 * rows of those slugs alone, from their own rules alone (rulesFor): a
 * period bounded by two festivals reads their year's two (engine/periods.ts).
 */
export function windowRows(ctx: YearContext, a: number, b: number, running: boolean, only?: ReadonlySet<string>): Row[] {
  const rules = only ? rulesForSlugs(only) : RULES;
  const asked = only ? new Set(rules) : null;
  const wanted = (e: RawEvent) => !only || only.has(e.slug);
  // Every rule on the sources near the dates (the events the ids are counted from first), those reaching further on wider spans.
  const near = sourcesOf(ctx, a, b, 0);
  const all = eventsOf(ctx, near, rules);
  const onDays = (e: RawEvent) => wanted(e) && e.day >= a && e.day <= b;
  const events = all.filter((e) => onDays(e) && reachOf(e.rule) === 0);
  for (const { reach, own, rules: reaching } of REACHING) {
    // Sets of rules closed under their bases (rulesWithBases) meet in one.
    const these = asked ? reaching.filter((r) => asked.has(r)) : reaching;
    if (these.length === 0) continue;
    for (const e of eventsOf(ctx, sourcesOf(ctx, a, b, reach), these)) if (own.has(e.rule) && onDays(e)) events.push(e);
  }
  if (running) {
    const first = dayIndexOf(ctx, `${ctx.year}-01-01`);
    const from = Math.max(first, a - (SPAN - 1));
    const until = asked ? UNTIL_RULES.filter((r) => asked.has(r)) : UNTIL_RULES;
    if (from < a && until.length > 0) {
      const span = sourcesOf(ctx, from, a - 1, reachOfAll(until));
      for (const e of eventsOf(ctx, span, until)) if (e.rule.until && wanted(e) && e.day >= from && e.day < a) events.push(e);
    }
  }
  const kept: { e: RawEvent; endDate: string | undefined }[] = [];
  for (const e of events) {
    let endDate: string | undefined;
    if (e.rule.until) {
      const last = Math.min(e.day + SPAN - 1, ctx.days.length - 1);
      const closers = rulesFor(e.rule.until);
      endDate = endDateOf(ctx.days, e, eventsOf(ctx, sourcesOf(ctx, e.day, last, reachOfAll(closers)), closers));
    }
    if (e.day >= a || (endDate && endDate >= ctx.days[a].date)) kept.push({ e, endDate });
  }
  const repeated = repeatedInYear(ctx, new Set(kept.map((k) => k.e.slug)), all, near);
  return kept.map(({ e, endDate }) => rowOf(ctx, e, idOf(e.slug, ctx.days[e.day].date, repeated.get(e.slug) === true), endDate)).sort(byStart);
}

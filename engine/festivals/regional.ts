/**
 * Festivals dated by a regional solar calendar (engine/calendar/regional):
 * a fixed day of a solar month (the regional new years, Pongal, Aadi
 * Perukku) and the day a nakshatra rules in a solar month (Onam, Thai
 * Pusam, Karthigai Deepam). The months come from the year context
 * (context.ts solarMonth), so a festival and the regional calendar pages
 * share one month-start rule per region.
 *
 * Each event is found from one source near its date, so that a window of
 * a few days finds it as the year does (window.ts): a day of a month from
 * the ingress that opens the month, placed that many days later; a
 * nakshatra's day from that stay of the Moon in the nakshatra, which then
 * reads its month and the month's other stay, if any, to know whether it
 * is the one kept.
 */
import { signOfMonth, SOLAR_CALENDAR } from '../calendar/regional/calendars';
import type { SolarMonthSpan, YearContext } from './context';
import { decide, type RawEvent } from './evaluate';
import { ingressBefore, MEAN_SLACK } from './ingress';
import type { NakshatraPeriod } from './lunar';
import type { SolarDayRule, SolarMonthRef, SolarNakshatraRule } from './types';

/**
 * Days a month's day 1 can lie from the mean instant of its ingress: the
 * ingress within MEAN_SLACK of it, day 1 from the day before the ingress's
 * date (the Odia clock) to two days after it (the Bengal rule).
 */
const EDGE = MEAN_SLACK + 3;

/**
 * Whether an instant can lie in (within `slack` days of) an occurrence of
 * the solar month `ref`, from mean instants alone: most days are plainly in
 * another month, and then no sankranti nor month start is computed.
 */
function nearMonth(ref: SolarMonthRef, t: number, slack: number): boolean {
  const sign = signOfMonth(SOLAR_CALENDAR[ref.calendar], ref.month);
  // The month opened by ingress n holds t only if n's mean instant is before t + EDGE and n + 1's after t - EDGE.
  for (let n = ingressBefore(t - EDGE - slack); n <= ingressBefore(t + EDGE + slack); n++) if (((n % 12) + 12) % 12 === sign) return true;
  return false;
}

/** Whether day i (index into ctx.days) lies in the solar month `ref`. */
export function inSolarMonth(ctx: YearContext, ref: SolarMonthRef, i: number): boolean {
  return nearMonth(ref, ctx.days[i].midnight, 1) && ctx.solarMonthAt(ref.calendar, i).month === ref.month;
}

/** Day `rule.day` of every occurrence of the rule's month among the sources. */
export function evaluateSolarDayRule(ctx: YearContext, rule: SolarDayRule): RawEvent[] {
  const out: RawEvent[] = [];
  const sign = signOfMonth(SOLAR_CALENDAR[rule.calendar], rule.month);
  for (const n of ctx.ingresses(rule.day - 1)) {
    if (((n % 12) + 12) % 12 !== sign) continue;
    const span = ctx.solarMonth(rule.calendar, n);
    const day = span.start + rule.day - 1;
    if (day >= span.end || day < 0 || day >= ctx.days.length) continue;
    const first = rule.day === 1;
    out.push({
      rule,
      slug: rule.slug,
      day,
      tithi: null,
      muhurat: null,
      windows: [],
      // Day 1 is the sankranti's doing: its moment is reported with the event.
      moments: first ? [{ kind: 'sankranti', at: span.sankranti.jd }] : [],
      reason: {
        choice: first ? 'solar-month-start' : 'solar-month-day',
        calendar: rule.calendar,
        solarMonth: rule.month,
        solarDay: rule.day,
        ...(first ? { monthStart: span.choice, sign: span.sankranti.sign } : {}),
      },
    });
  }
  return out;
}

interface Candidate {
  day: number;
  period: NakshatraPeriod;
  decision: NonNullable<ReturnType<typeof decide>>;
}

/** A stay of the Moon in a nakshatra with the day the rule's kaal test keeps it on; null when it does not touch the context's days. */
function candidate(ctx: YearContext, rule: SolarNakshatraRule, g: number): Candidate | null {
  const period = ctx.lunar.nakshatra(g);
  if (period.end <= ctx.days[0].midnight || period.start >= ctx.end) return null;
  const decision = decide(ctx, period, [rule.kaal], { both: rule.both, neither: 'udaya' });
  return decision ? { day: decision.day, period, decision } : null;
}

/** Which candidate of one month the rule keeps (SolarNakshatraRule.occurrence); `own` in time order. */
function pick(ctx: YearContext, rule: SolarNakshatraRule, span: SolarMonthSpan, own: Candidate[]): Candidate | null {
  if (own.length <= 1) return own[0] ?? null;
  const occurrence = rule.occurrence;
  if (occurrence === 'purnima') {
    // The month's full moon (the end of its Purnima tithi); a month of 29 days can
    // miss one, and then the nearest full moon decides (those of the months around it).
    const from = ctx.dayStart(Math.max(span.start, 0));
    const to = ctx.dayStart(Math.min(span.end, ctx.days.length - 1));
    const around = ctx.lunar.numbered(15, from - 35, to + 35).map((t) => t.end);
    const inMonth = around.filter((f) => f >= from && f < to);
    const fullMoons = inMonth.length > 0 ? inMonth : around;
    const distance = (c: Candidate) => Math.min(...fullMoons.map((f) => Math.abs((c.period.start + c.period.end) / 2 - f)));
    return own.reduce((a, b) => (distance(b) < distance(a) ? b : a));
  }
  // The run opened by nakshatra `opensWith` (Atham for Onam) must begin in the month too;
  // when none does (it cannot happen with two occurrences in a month), the later one.
  return (
    own.find((c) => {
      // The opener's last stay before this one.
      const back = (((c.period.index - (occurrence.opensWith - 1)) % 27) + 27) % 27 || 27;
      const opener = candidate(ctx, rule, c.period.index - back);
      return opener !== null && opener.day >= span.start;
    }) ?? own[own.length - 1]
  );
}

/**
 * The day the rule's nakshatra is kept in its month, from each stay of the
 * Moon in it among the sources: the stay is kept when its day falls in an
 * occurrence of the rule's month and it is that month's pick among its
 * stays (a month of 29-32 days holds one or two, the one before or after).
 */
export function evaluateSolarNakshatraRule(ctx: YearContext, rule: SolarNakshatraRule): RawEvent[] {
  const out: RawEvent[] = [];
  for (const period of ctx.nakshatrasNumbered(rule.nakshatra)) {
    // Its day lies within a day or two of it.
    if (!nearMonth(rule, period.start, 3)) continue;
    const c = candidate(ctx, rule, period.index);
    if (!c || c.day < 0 || c.day >= ctx.days.length) continue;
    const span = ctx.solarMonthAt(rule.calendar, c.day);
    if (span.month !== rule.month) continue;
    const near = (g: number) => (g === c.period.index ? c : candidate(ctx, rule, g));
    const own = [near(c.period.index - 27), c, near(c.period.index + 27)].filter((x): x is Candidate => x !== null && x.day >= span.start && x.day < span.end);
    if (pick(ctx, rule, span, own) !== c) continue;
    out.push({
      rule,
      slug: rule.slug,
      day: c.day,
      tithi: null,
      muhurat: null,
      windows: [],
      moments: [],
      reason: {
        choice: 'solar-nakshatra',
        nakshatra: rule.nakshatra,
        kaal: c.decision.kaal,
        calendar: rule.calendar,
        solarMonth: rule.month,
      },
    });
  }
  return out;
}

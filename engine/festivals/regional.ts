/**
 * Festivals dated by a regional solar calendar (engine/calendar/regional):
 * a fixed day of a solar month (the regional new years, Pongal, Aadi
 * Perukku) and the day a nakshatra rules in a solar month (Onam, Thai
 * Pusam, Karthigai Deepam). The month spans come from the year context
 * (context.ts solarMonths), so a festival and the regional calendar pages
 * share one month-start rule per region.
 */
import { solveAngle } from '../roots';
import type { SolarMonthSpan, YearContext } from './context';
import { decide, type RawEvent } from './evaluate';
import type { Span } from './kaal';
import type { SolarDayRule, SolarMonthRef, SolarNakshatraRule } from './types';

const spansOf = (ctx: YearContext, ref: SolarMonthRef) => ctx.solarMonths(ref.calendar).filter((s) => s.month === ref.month);

/** Whether day i (index into ctx.days) lies in the solar month `ref`. */
export function inSolarMonth(ctx: YearContext, ref: SolarMonthRef, i: number): boolean {
  return spansOf(ctx, ref).some((s) => i >= s.start && i < s.end);
}

/** Day `rule.day` of every occurrence of the rule's month in the range. */
export function evaluateSolarDayRule(ctx: YearContext, rule: SolarDayRule): RawEvent[] {
  const out: RawEvent[] = [];
  for (const span of spansOf(ctx, rule)) {
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

/** The Moon's mean sidereal motion, degrees a day (a first guess; Newton's steps find the true moment). */
const MOON_RATE = 13.18;

/** Every period of nakshatra n (1-27) touching the context's range, on the year's Moon (lunar.ts). */
function nakshatraPeriods(ctx: YearContext, n: number): Span[] {
  const m = ctx.lunar.motion;
  const lon = (t: number) => {
    const moon = m.moon(t);
    const ayan = m.ayanamsa(t);
    return { value: moon.value - ayan.value, speed: moon.speed - ayan.speed };
  };
  const w = 360 / 27;
  const from = ctx.days[0].midnight;
  const a = lon(from).value;
  const out: Span[] = [];
  // Unwrapped longitudes: nakshatra n of cycle k spans k * 360 + (n - 1) * w .. + w.
  for (let k = Math.floor((a - n * w) / 360); ; k++) {
    const lo = k * 360 + (n - 1) * w;
    const guess = from + (lo - a) / MOON_RATE;
    if (guess > ctx.end + 1) return out;
    const start = solveAngle(lon, lo, guess);
    const end = solveAngle(lon, lo + w, start + w / MOON_RATE);
    if (end > from && start < ctx.end) out.push({ start, end });
  }
}

interface Candidate {
  day: number;
  period: Span;
  decision: NonNullable<ReturnType<typeof decide>>;
}

/** Each period of nakshatra n in the range with the day the rule's kaal test keeps it on. */
function candidates(ctx: YearContext, rule: SolarNakshatraRule, n: number): Candidate[] {
  const out: Candidate[] = [];
  for (const period of nakshatraPeriods(ctx, n)) {
    const decision = decide(ctx, period, [rule.kaal], { both: rule.both, neither: 'udaya' });
    if (decision) out.push({ day: decision.day, period, decision });
  }
  return out;
}

/** Which candidate of one month the rule keeps (SolarNakshatraRule.occurrence). */
function pick(ctx: YearContext, rule: SolarNakshatraRule, span: SolarMonthSpan, own: Candidate[]): Candidate | null {
  if (own.length <= 1) return own[0] ?? null;
  const occurrence = rule.occurrence;
  if (occurrence === 'purnima') {
    // The month's full moon (the end of its Purnima tithi); a month of 29 days can
    // miss one, and then the nearest full moon decides.
    const all = ctx.tithisNumbered(15).map((t) => t.end);
    const from = ctx.dayStart(Math.max(span.start, 0));
    const to = ctx.dayStart(Math.min(span.end, ctx.days.length - 1));
    const inMonth = all.filter((f) => f >= from && f < to);
    const fullMoons = inMonth.length > 0 ? inMonth : all;
    const distance = (c: Candidate) => Math.min(...fullMoons.map((f) => Math.abs((c.period.start + c.period.end) / 2 - f)));
    return own.reduce((a, b) => (distance(b) < distance(a) ? b : a));
  }
  // The run opened by nakshatra `opensWith` (Atham for Onam) must begin in the month too;
  // when none does (it cannot happen with two occurrences in a month), the later one.
  const openers = candidates(ctx, rule, occurrence.opensWith);
  return (
    own.find((c) => {
      const opener = openers.filter((o) => o.period.start < c.period.start).at(-1);
      return opener !== undefined && opener.day >= span.start;
    }) ?? own[own.length - 1]
  );
}

/** The day the rule's nakshatra is kept in every occurrence of the rule's month in the range. */
export function evaluateSolarNakshatraRule(ctx: YearContext, rule: SolarNakshatraRule): RawEvent[] {
  const all = candidates(ctx, rule, rule.nakshatra);
  const out: RawEvent[] = [];
  for (const span of spansOf(ctx, rule)) {
    const c = pick(
      ctx,
      rule,
      span,
      all.filter((x) => x.day >= span.start && x.day < span.end),
    );
    if (!c || c.day < 0 || c.day >= ctx.days.length) continue;
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

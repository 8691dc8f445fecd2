/**
 * Nakshatra rules: an observance kept when the Moon is in a nakshatra at
 * sunrise (the Jain Rohini vrat: the trusted site keeps it "when Rohini
 * nakshatra prevails after sunrise"), with the tie-breaks of the udaya tithi
 * rows (rules.ts, `tithi()`):
 *
 * - the nakshatra holds at one sunrise: that day;
 * - at two sunrises (it lasts longer than a day, when the Moon is slow): the
 *   first;
 * - at none (the Moon runs through it between two sunrises): the Panchang
 *   day in which it begins and ends.
 *
 * A day counts in the lunar month of the tithi holding at its sunrise. The
 * event reports the nakshatra's span as its window.
 */
import type { YearContext } from './context';
import { inMonth, type RawEvent } from './evaluate';
import type { NakshatraRule, ReasonChoice } from './types';

const next = (n: number, by: number) => ((n - 1 + by + 27) % 27) + 1;

/** The rule's events on the source days (context.ts): each day's decision reads its sunrise and its neighbours'. */
export function evaluateNakshatraRule(ctx: YearContext, rule: NakshatraRule): RawEvent[] {
  const n = ctx.days.length;
  const { first, last } = ctx.sourceDays;
  const seen = new Map<number, number>();
  const at = (i: number) => {
    let v = seen.get(i);
    if (v === undefined) {
      v = ctx.lunar.nakshatraAt(ctx.dayStart(i));
      seen.set(i, v);
    }
    return v;
  };
  const want = rule.nakshatra;
  const out: RawEvent[] = [];
  for (let i = first; i <= last && i + 1 < n; i++) {
    let choice: ReasonChoice | null = null;
    if (at(i) === want && (i === 0 || at(i - 1) !== want)) choice = at(i + 1) === want ? 'nakshatra-vriddhi' : 'nakshatra-udaya';
    else if (at(i) === next(want, -1) && at(i + 1) === next(want, 1)) choice = 'nakshatra-kshaya';
    if (!choice) continue;
    const t = ctx.lunar.tithiAt(ctx.dayStart(i));
    if (!inMonth(rule.month, rule.adhika, t)) continue;
    // The nakshatra's span: the one holding at sunrise, or (kshaya) the one after it, which begins where that ends.
    const held = ctx.lunar.nakshatraPeriodAt(ctx.dayStart(i));
    const span = choice === 'nakshatra-kshaya' ? ctx.lunar.nakshatra(held.index + 1) : held;
    out.push({
      rule,
      slug: rule.slug,
      day: i,
      // Not a tithi's observance: the day's months come from its sunrise tithi, its order from the nakshatra's start.
      tithi: null,
      muhurat: null,
      windows: [{ kind: 'nakshatra', start: span.start, end: span.end }],
      moments: [],
      reason: { choice, nakshatra: want },
    });
  }
  return out;
}

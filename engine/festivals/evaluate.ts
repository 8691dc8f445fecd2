/**
 * The one evaluator of tithi rules: for every occurrence of the rule's tithi
 * in the rule's month, find the day(s) on which the tithi prevails in the
 * rule's kaal and apply the rule's tie-break. The kaal test, tie-breaks and
 * fallbacks are the rule row's data (rules.ts); nothing here knows a
 * festival by name.
 *
 * "Prevails": a window kaal (madhyahna, pradosh, nishita, ...) prevails when
 * the tithi holds for part of it, minus Bhadra where the rule excludes it;
 * an instant kaal (sunrise, moonrise) when the tithi holds at that moment;
 * 'sunrise' with lastingMuhurtas when the tithi holds from sunrise for that
 * many muhurtas.
 */
import { bhadraOf } from './bhadra';
import type { YearContext } from './context';
import { GHATI, INSTANT_KAALS, intersect, type Kaal, kaalSpan, type Span, subtract } from './kaal';
import type { LunarMonth, TithiPeriod } from './lunar';
import type {
  AdhikaSpec,
  BothDays,
  CandidateDay,
  MasaName,
  MomentKind,
  MonthSpec,
  NeitherDay,
  Observance,
  Reason,
  ReasonChoice,
  Rule,
  Significance,
  TithiRule,
  Tradition,
  WindowKind,
} from './types';
import { MASA_KEYS } from './types';
import { buildMoment, buildWindows, type RawMoment, type RawWindow, type WindowInput } from './windows';

/** An event in engine units, before its times are formatted (index.ts). */
export interface RawEvent {
  rule: Rule;
  slug: string;
  /** Index into ctx.days of the event's date. */
  day: number;
  tithi: TithiPeriod | null;
  /** The lunar month reported (default: the tithi's, or the one holding the day's sunrise). */
  month?: { amanta: LunarMonth; purnimanta: LunarMonth };
  muhurat: RawWindow | null;
  windows: RawWindow[];
  moments: RawMoment[];
  reason: Reason;
  /** An event beside the rule's main one (a companion, a Vaishnava Ekadashi): what marks it (FestivalEvent). */
  tradition?: Tradition;
  observance?: Observance;
  relatedTo?: string;
  gauna?: boolean;
  /** The companion's own pictogram and significance, where they differ from the row's. */
  emoji?: string;
  significance?: Significance;
}

const masaNumber = (name: MasaName) => MASA_KEYS.indexOf(name) + 1;

/** Whether a tithi period falls in the month (and adhika state) a rule asks for. */
export function inMonth(spec: MonthSpec, adhika: AdhikaSpec | undefined, t: TithiPeriod, skip?: MasaName[]): boolean {
  const a = adhika ?? 'nija';
  if (a === 'nija' && t.amanta.adhika) return false;
  if (a === 'adhika' && !t.amanta.adhika) return false;
  if (skip && !t.amanta.adhika && skip.some((m) => masaNumber(m) === t.purnimanta.number)) return false;
  if (spec === 'every') return true;
  const months = t.kshayaAlso ? [t, t.kshayaAlso] : [t];
  if ('purnimanta' in spec) return months.some((m) => m.purnimanta.number === masaNumber(spec.purnimanta));
  return months.some((m) => m.amanta.number === masaNumber(spec.amanta));
}

/** The month names the event reports: the kshaya lunation's second name when that is the one the rule matched. */
export function monthFor(spec: MonthSpec, t: TithiPeriod): { amanta: LunarMonth; purnimanta: LunarMonth } {
  const alt = t.kshayaAlso;
  if (!alt || spec === 'every') return { amanta: t.amanta, purnimanta: t.purnimanta };
  const wanted = 'purnimanta' in spec ? masaNumber(spec.purnimanta) : masaNumber(spec.amanta);
  const primary = 'purnimanta' in spec ? t.purnimanta.number : t.amanta.number;
  return primary === wanted ? { amanta: t.amanta, purnimanta: t.purnimanta } : alt;
}

interface KaalTest {
  kaal: Kaal;
  lastingMuhurtas?: number;
  exclude?: 'bhadra';
}

/**
 * A span of a limb that a kaal test reads: a tithi, or a nakshatra (the
 * regional nakshatra festivals, regional.ts). Bhadra can only be excluded
 * from a tithi.
 */
export type Period = TithiPeriod | Span;

interface Coverage {
  prevails: boolean;
  /** Days of the kaal the tithi holds (outside Bhadra where excluded); null for instant kaals. */
  length: number | null;
  /** Days of the kaal the tithi holds under Bhadra, where the test excludes it. */
  bhadra?: number;
}

/** How the tithi (or nakshatra) stands in the kaal of day i: prevails, and for how many days (fraction of a day). */
function coverage(ctx: YearContext, i: number, t: Period, test: KaalTest): Coverage {
  // The day's moonrise lies within its Panchang day: a tithi that does not
  // touch the day cannot hold it, so the Moon is not searched for (an
  // ephemeris walk per day) where the answer is known without it.
  if (test.kaal === 'moonrise' && (t.end <= ctx.dayStart(i) || t.start > ctx.dayEnd(i))) return { prevails: false, length: null };
  const f = ctx.frame(i);
  const span = kaalSpan(f, test.kaal);
  if (!span) return { prevails: false, length: test.kaal === 'sunrise' || test.kaal === 'moonrise' ? null : 0 };
  if (INSTANT_KAALS.has(test.kaal)) {
    let until = span.start;
    if (test.kaal === 'sunrise' && test.lastingMuhurtas && f.sunset !== null) {
      until = span.start + (test.lastingMuhurtas * (f.sunset - span.start)) / 15;
    }
    return { prevails: t.start <= span.start && t.end > until, length: null };
  }
  const inside = intersect(span, t);
  if (!inside) return { prevails: false, length: 0 };
  let pieces: Span[] = [inside];
  if (test.exclude === 'bhadra' && 'paksha' in t) {
    const b = bhadraOf(ctx.lunar, t);
    if (b) pieces = subtract(inside, [b]);
  }
  const length = pieces.reduce((sum, p) => sum + (p.end - p.start), 0);
  const bhadra = inside.end - inside.start - length;
  return { prevails: length > 0, length, ...(bhadra > 0 ? { bhadra } : {}) };
}

export interface Decision {
  day: number;
  kaal: Kaal;
  choice: ReasonChoice;
  days: CandidateDay[];
  /** The date was taken although Bhadra covers its kaal: the rite is in Bhadra's tail, or in the kaal outside its face. */
  inBhadra?: 'puchha' | 'kaal';
  /** The date's kaal comes after the tithi has ended (Holika Dahan on the next day). */
  afterTithi?: boolean;
  nextDay?: Reason['nextDay'];
}

function udayaDay(ctx: YearContext, t: Period): number {
  const first = ctx.panchangDayOf(t.start);
  for (let i = Math.max(first, 0); i < ctx.days.length; i++) {
    const s = ctx.dayStart(i);
    if (s >= t.end) break;
    if (s >= t.start) return i;
  }
  return first;
}

/**
 * The day on which tithi period t is observed under a kaal test with its
 * tie-breaks. Candidate days run from the day before the tithi begins to the
 * day after it ends (nishita and arunodaya reach across midnight and sunrise).
 */
export function decide(
  ctx: YearContext,
  t: Period,
  kaals: Kaal[],
  opts: { lastingMuhurtas?: number; exclude?: 'bhadra'; both: BothDays; neither: NeitherDay },
): Decision | null {
  const lo = Math.max(ctx.civilDayOf(t.start) - 1, 0);
  const hi = Math.min(ctx.civilDayOf(t.end) + 1, ctx.days.length - 1);
  if (lo < 0 || hi < lo) return null;
  const home = new Set<number>();
  for (let i = ctx.panchangDayOf(t.start); i >= 0 && i <= ctx.panchangDayOf(t.end); i++) home.add(i);

  type Row = Coverage & { i: number };
  const table = (kaal: Kaal, exclude?: 'bhadra') => {
    const rows: Row[] = [];
    for (let i = lo; i <= hi; i++) rows.push({ i, ...coverage(ctx, i, t, { kaal, lastingMuhurtas: opts.lastingMuhurtas, exclude }) });
    return rows;
  };
  const minutes = (days: number) => Math.round(days * 1440);
  const report = (rows: Row[]): CandidateDay[] =>
    rows
      .filter((r) => r.prevails || home.has(r.i) || r.bhadra)
      .map((r) => ({
        date: ctx.days[r.i].date,
        prevails: r.prevails,
        minutes: r.length === null ? null : minutes(r.length),
        ...(r.bhadra ? { bhadraMinutes: minutes(r.bhadra) } : {}),
      }));

  for (let k = 0; k < kaals.length; k++) {
    const rows = table(kaals[k], opts.exclude);
    const yes = rows.filter((r) => r.prevails);
    if (yes.length === 0) continue;
    let pick = yes[0];
    let choice: ReasonChoice = 'only';
    if (yes.length > 1) {
      if (opts.both === 'first') choice = 'both-first';
      else if (opts.both === 'second') {
        pick = yes[1];
        choice = 'both-second';
      } else if (opts.both === 'second-if-ghati') {
        // Dharmasindhu (types.ts BothDays): the second day when the tithi
        // reaches one ghati into its kaal, else the first.
        if ((yes[1].length ?? 0) >= GHATI) {
          pick = yes[1];
          choice = 'both-second-ghati';
        } else choice = 'both-first-ghati';
      } else {
        pick = yes.reduce((a, b) => ((b.length ?? 0) > (a.length ?? 0) ? b : a));
        choice = 'both-more';
      }
    }
    if (k > 0 && choice === 'only') {
      // A later kaal decided: because Bhadra covered the tithi in the first
      // one (Raksha Bandhan, Holika Dahan after Bhadra ends), or because the
      // tithi was not in it at all.
      const blocked = opts.exclude === 'bhadra' && table(kaals[0]).some((r) => r.prevails);
      choice = blocked ? 'bhadra-after' : 'fallback-kaal';
    }
    return { day: pick.i, kaal: kaals[k], choice, days: report(rows) };
  }
  const rows = table(kaals[0], opts.exclude);
  const day = opts.neither === 'begin' ? ctx.panchangDayOf(t.start) : udayaDay(ctx, t);
  if (day < 0) return null;
  return { day, kaal: kaals[0], choice: opts.neither === 'begin' ? 'neither-begin' : 'neither-udaya', days: report(rows) };
}

/** Days of the day's daytime (sunrise to sunset) in one prahara, or null in polar day or night. */
function prahara(ctx: YearContext, i: number): number | null {
  const f = ctx.frame(i);
  return f.sunrise !== null && f.sunset !== null && f.sunset > f.sunrise ? (f.sunset - f.sunrise) / 4 : null;
}

/**
 * Holika Dahan when Bhadra covers the tithi in the kaal wherever it is in it
 * (Nirnayasindhu and Dharmasindhu on Holika: "sārdhayāmatrayaṃ vā syād
 * dvitīye divase yadā | pratipad vardhamānā tu tadā sā holikā smṛtā"):
 *
 * - the next day's kaal, after the tithi has ended, when the tithi lasts
 *   `nextDayIfLastsPraharas` (3.5) praharas into that day and the next
 *   tithi (Pratipada) grows, i.e. ends later in its own day than Purnima in
 *   this one: 2016 (Purnima 3.65 praharas into Mar 23, Pratipada grows:
 *   Mar 23), 2023 (3.91, grows: Mar 7), each the eve of the Holi kept that
 *   year (Mar 24, Mar 8). The 3.5 praharas alone would move 2026 too; "the
 *   first evening unless Purnima reaches the next pradosh" would keep 2016
 *   and 2023 on the first (docs/accuracy.md);
 * - else the first evening, under Bhadra: in Bhadra's tail (puchha) when it
 *   falls in the night (2022: 21:05-22:16, printed 21:06-22:16), otherwise
 *   in the kaal outside Bhadra's face (mukha), which is never used. 2026:
 *   Purnima lasts 3.57 praharas into Mar 3 but Pratipada shrinks (it ends
 *   17 min earlier in its day), so Mar 2, in the puchha after midnight.
 */
function whenBhadraBlocks(
  ctx: YearContext,
  t: TithiPeriod,
  kaal: Kaal,
  spec: NonNullable<TithiRule['bhadraBlocked']>,
  blocked: Decision,
  opts: { both: BothDays; neither: NeitherDay },
): Decision | null {
  const next = udayaDay(ctx, t);
  const p = next >= 0 ? prahara(ctx, next) : null;
  const sunrise = next >= 0 ? ctx.frame(next).sunrise : null;
  const praharas = p !== null && sunrise !== null && t.start <= sunrise ? Math.max(0, (t.end - sunrise) / p) : 0;
  // The following tithi grows when its end lies later after the day-after's sunrise than t's end after this day's.
  const after = ctx.lunar.tithiAt(t.end + 1e-6);
  const grows = sunrise !== null && next + 1 < ctx.days.length && after.end - ctx.dayStart(next + 1) > t.end - sunrise;
  const nextDay = { praharas: Math.round(praharas * 100) / 100, needed: spec.nextDayIfLastsPraharas, grows };
  if (praharas >= spec.nextDayIfLastsPraharas && (grows || !spec.nextTithiGrows)) {
    return { ...blocked, day: next, kaal, choice: 'bhadra-next-day', afterTithi: true, nextDay };
  }
  const loose = decide(ctx, t, [kaal], { both: opts.both, neither: opts.neither });
  if (!loose || loose.choice.startsWith('neither')) return null;
  const b = bhadraOf(ctx.lunar, t);
  const f = ctx.frame(loose.day);
  const night = f.sunset !== null && f.nextSunrise !== null ? { start: f.sunset, end: f.nextSunrise } : null;
  const puchha = b !== null && night !== null && intersect(b.puchha, night) !== null;
  return {
    ...loose,
    days: blocked.days,
    choice: puchha ? 'bhadra-puchha' : 'bhadra-pradosh',
    inBhadra: puchha ? 'puchha' : 'kaal',
    nextDay,
  };
}

/** Whether nakshatra n holds at some instant of span s (the Moon moves ~13 deg a day). */
function nakshatraIn(ctx: YearContext, n: number, s: Span): boolean {
  const m = ctx.lunar.motion;
  const lon = (t: number) => m.moon(t).value - m.ayanamsa(t).value;
  const a = lon(s.start);
  const b = lon(s.end);
  const w = 360 / 27;
  for (let k = Math.floor(a / 360) - 1; k <= Math.floor(b / 360) + 1; k++) {
    const lo = k * 360 + (n - 1) * w;
    const hi = lo + w;
    if (hi > a && lo < b) return true;
  }
  return false;
}

export function windowsFor(kinds: WindowKind[] | undefined, input: WindowInput): RawWindow[] {
  return (kinds ?? []).flatMap((k) => buildWindows(k, input));
}

export function momentsFor(kinds: MomentKind[] | undefined, input: WindowInput): RawMoment[] {
  return (kinds ?? []).map((k) => buildMoment(k, input)).filter((m): m is RawMoment => m !== null);
}

/** Every event of one tithi rule in the context's range. */
export function evaluateTithiRule(ctx: YearContext, rule: TithiRule): RawEvent[] {
  const kaals = Array.isArray(rule.kaal) ? rule.kaal : [rule.kaal];
  const out: RawEvent[] = [];
  for (const t of ctx.tithisNumbered(rule.tithi)) {
    if (!inMonth(rule.month, rule.adhika, t, rule.skip)) continue;
    const opts = { lastingMuhurtas: rule.lastingMuhurtas, exclude: rule.exclude, both: rule.both, neither: rule.neither };
    let d = decide(ctx, t, kaals, opts);
    if (!d) continue;
    if (rule.bhadraBlocked && d.choice.startsWith('neither')) d = whenBhadraBlocks(ctx, t, kaals[0], rule.bhadraBlocked, d, opts) ?? d;
    let nakshatra: number | undefined;
    if (rule.preferNext && !d.choice.startsWith('neither') && d.day + 1 < ctx.days.length) {
      const next = d.day + 1;
      const f = ctx.frame(next);
      const p = rule.preferNext;
      const k = kaalSpan(f, p.kaal);
      const lasts =
        f.sunrise !== null && f.sunset !== null && t.start <= f.sunrise && t.end >= f.sunrise + (p.muhurtas * (f.sunset - f.sunrise)) / 15;
      if (lasts && k && nakshatraIn(ctx, p.nakshatra, k)) {
        d = { ...d, day: next, choice: 'nakshatra' };
        nakshatra = p.nakshatra;
      }
    }
    const input: WindowInput = {
      ctx,
      day: d.day,
      tithi: t,
      kaal: d.kaal,
      exclude: rule.exclude,
      inBhadra: d.inBhadra,
      afterTithi: d.afterTithi,
    };
    const muhurat = rule.muhurat === null ? [] : buildWindows(rule.muhurat ?? 'kaal', input, true);
    const reason: Reason = {
      choice: d.choice,
      tithi: t.number,
      kaal: d.kaal,
      ...(d.kaal !== kaals[0] ? { preferredKaal: kaals[0] } : {}),
      ...(rule.lastingMuhurtas ? { lastingMuhurtas: rule.lastingMuhurtas } : {}),
      days: d.days,
      ...(rule.exclude ? { excluded: rule.exclude } : {}),
      ...(nakshatra ? { nakshatra } : {}),
      ...(d.nextDay ? { nextDay: d.nextDay } : {}),
    };
    const main = rule.slugByWeekday ? rule.slugByWeekday[ctx.days[d.day].weekday] : rule.slug;
    const c = rule.companion;
    const cd = c ? decide(ctx, t, [c.kaal], { both: c.both, neither: c.neither }) : null;
    if (c && cd && cd.day !== d.day) {
      const ci: WindowInput = { ...input, day: cd.day, kaal: cd.kaal };
      out.push({
        rule,
        slug: c.slug,
        day: cd.day,
        tithi: t,
        month: monthFor(rule.month, t),
        muhurat: null,
        windows: windowsFor(c.windows ?? rule.windows, ci),
        moments: momentsFor(c.moments ?? rule.moments, ci),
        reason: { choice: cd.choice, tithi: t.number, kaal: cd.kaal, days: cd.days },
        ...(c.tradition ? { tradition: c.tradition } : {}),
        ...(c.observance ? { observance: c.observance } : {}),
        relatedTo: main,
        ...(c.emoji ? { emoji: c.emoji } : {}),
        ...(c.significance ? { significance: c.significance } : {}),
      });
    }
    out.push({
      rule,
      slug: main,
      day: d.day,
      tithi: t,
      month: monthFor(rule.month, t),
      muhurat: muhurat[0] ?? null,
      windows: windowsFor(rule.windows, input),
      moments: momentsFor(rule.moments, input),
      reason,
    });
  }
  return out;
}

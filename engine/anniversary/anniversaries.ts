/**
 * A person's yearly dates by the lunar calendar, at the place where they
 * are kept: the Shraddha (the tithi of the passing, on the day it prevails
 * at aparahna: engine/shraddha.ts, the rule Pitru Paksha uses), the tithi
 * birthday (the tithi at sunrise) and the nakshatra birthday (the nakshatra
 * at sunrise).
 *
 * The month. Each anniversary falls in the amanta month of the moment (its
 * purnimanta name follows from the paksha; the day is the same). When a
 * year repeats that month (adhika masa), the anniversary is kept in the
 * nija (regular) month; only a moment that itself fell in an adhika month
 * is kept in the adhika month of a year that has the same one again, and
 * in the nija month otherwise (Dharma Sindhu on the pratyabdika shraddha
 * in malamasa). A kshaya lunation (two sankrantis: 1963, 1983) holds both
 * its names, and the month's anniversary with it.
 *
 * The day, "at sunrise" (tithi and nakshatra birthdays): the day at whose
 * sunrise the limb holds; when it holds at two sunrises (vriddhi), the
 * first, the day it rules from dawn to dawn; when it holds at none (kshaya:
 * it begins after a sunrise and ends before the next), the day in which it
 * falls. A nakshatra (27.3 days) can come twice in a lunar month (29.5
 * days): the first is kept and the second named.
 *
 * Every choice is a reason code with its values (the candidate days, the
 * minutes of aparahna covered); the site writes the sentences.
 */
import { amantaMasa, lunation, lunationAt, type Lunation, purnimantaMasa } from '../calendar/masa';
import { addDays, formatCivilDate } from '../civil-date';
import { PanchangInputError } from '../errors';
import { contextOf, withSources, type YearContext } from '../festivals/context';
import { MEAN_SLACK } from '../festivals/lunar';
import type { CandidateDay, ReasonChoice } from '../festivals/types';
import { type EngineOptions, type Place, validateOptions, validatePlace } from '../input';
import { modelsOf, type AstroModels } from '../models';
import { shraddhaDecision } from '../shraddha';
import { localDateOf, localMidnightJd, MAX_DATE, parseCivilDate, toLocalIso } from '../time';
import { encodeMoment, type LunarMoment, type MasaOfMoment, type MomentInput, rawMoment } from './moment';

export type Reckoning = 'shraddha' | 'tithi' | 'nakshatra';
export const RECKONINGS: readonly Reckoning[] = ['shraddha', 'tithi', 'nakshatra'];

/** Most anniversaries one list computes (years). */
export const MAX_ANNIVERSARIES = 30;

/**
 * How the year's month was chosen: `adhika-skipped` (the year repeats the
 * month: the anniversary is in the nija month, after the adhika one),
 * `adhika-kept` (the moment fell in an adhika month and this year has the
 * same one), `adhika-none` (the moment fell in an adhika month, this year has
 * none: the nija month), `kshaya-masa` (the month shares its lunation with
 * the next this year). Null: an ordinary month.
 */
export type MonthNote = 'adhika-skipped' | 'adhika-kept' | 'adhika-none' | 'kshaya-masa';

/** Which day of the limb's days: by the kaal, the choice (ReasonChoice, as the festival reasons) and the candidate days. */
export interface DayChoice {
  kaal: 'aparahna' | 'sunrise';
  choice: ReasonChoice;
  days: CandidateDay[];
}

export interface Anniversary<T = string> {
  date: string;
  /** 0 = Sunday. */
  weekday: number;
  limb: { kind: 'tithi' | 'nakshatra'; number: number; start: T; end: T };
  masa: { amanta: MasaOfMoment; purnimanta: MasaOfMoment };
  day: DayChoice;
  /** The limb holds at no sunrise (kshaya) or at two (vriddhi); null at one. */
  state: 'kshaya' | 'vriddhi' | null;
  month: MonthNote | null;
  /** With `adhika-skipped`: the adhika month's first and last civil dates at the place. */
  adhika?: { from: string; to: string };
  /** A nakshatra twice in the month: the date of the second, not kept. */
  alsoOn?: string;
}

export interface AnniversaryInput extends Place {
  /** The birth or passing (its own place; its options are the list's). */
  moment: MomentInput;
  reckoning: Reckoning;
  /** First civil date listed (the visitor's today), YYYY-MM-DD. */
  from: string;
  /** How many anniversaries, 1-30. */
  count: number;
  options?: EngineOptions;
}

export interface AnniversaryList<T = string> {
  moment: LunarMoment<T>;
  reckoning: Reckoning;
  anniversaries: Anniversary<T>[];
}

const nextMasa = (n: number) => (n % 12) + 1;

interface MonthOfYear {
  l: Lunation;
  note: MonthNote | null;
  adhika?: Lunation;
}

/** The lunation that holds month `m` in each year from lunation `start` on, by the adhika rule above. */
function* monthsOf(m: MasaOfMoment, start: number, models: AstroModels): Generator<MonthOfYear> {
  let adhika: Lunation | null = null;
  let skipNija = false;
  for (let i = start; ; i++) {
    const l = lunation(i, models);
    const masa = amantaMasa(l);
    if (masa.number !== m.number && !(masa.kshaya && nextMasa(masa.number) === m.number)) continue;
    // An adhika month comes first and takes the name of the nija month after it.
    if (masa.adhika) {
      if (m.adhika) {
        skipNija = true;
        yield { l, note: 'adhika-kept' };
      } else adhika = l;
      continue;
    }
    if (skipNija) {
      skipNija = false;
      continue;
    }
    const note: MonthNote | null = adhika ? 'adhika-skipped' : m.adhika ? 'adhika-none' : masa.kshaya ? 'kshaya-masa' : null;
    yield { l, note, ...(adhika ? { adhika } : {}) };
    adhika = null;
  }
}

interface Span {
  start: number;
  end: number;
}

/** Sunrise rule: the first day whose sunrise the span holds, else the day it begins; with the days it touches. */
function sunriseRule(ctx: YearContext, span: Span): { day: number; choice: ReasonChoice; days: CandidateDay[]; sunrises: number } {
  const first = ctx.panchangDayOf(span.start);
  const last = ctx.panchangDayOf(span.end);
  const rises: number[] = [];
  const days: CandidateDay[] = [];
  for (let i = first; i >= 0 && i <= last; i++) {
    const r = ctx.days[i].sunrise;
    const holds = r !== null && r >= span.start && r < span.end;
    if (holds) rises.push(i);
    days.push({ date: ctx.days[i].date, prevails: holds, minutes: null });
  }
  const choice: ReasonChoice = rises.length === 0 ? 'neither-begin' : rises.length === 1 ? 'only' : 'both-first';
  return { day: rises[0] ?? first, choice, days, sunrises: rises.length };
}

const stateOf = (sunrises: number): Anniversary['state'] => (sunrises === 0 ? 'kshaya' : sunrises >= 2 ? 'vriddhi' : null);

/** A raw anniversary: instants as JD UT. */
type RawAnniversary = Anniversary<number>;

function masaOn(m: number, l: Lunation, paksha: 'Shukla' | 'Krishna') {
  const amanta = { number: m, adhika: amantaMasa(l).adhika, kshaya: false };
  const p = purnimantaMasa(amanta, paksha);
  return { amanta: { number: m, adhika: amanta.adhika }, purnimanta: { number: p.number, adhika: p.adhika } };
}

/**
 * Days from a tithi's guessed middle (linear in its lunation) to its true
 * start: within about a day, as the true elongation runs within ~11 deg of
 * the mean (lunar.ts); its mean start is up to MEAN_SLACK days further.
 */
const TITHI_REACH = 2 + MEAN_SLACK;

/**
 * The festival calendar's context of the year holding instant t at the
 * place (context.ts: its days and Moon are found when read, so the week
 * read of it costs a week), viewed with the sources placed in [from, to),
 * as a window of the festival calendar reads them (withSources). Its 20
 * days of margin hold a lunation and the days around it, from its middle.
 */
function contextNear(t: number, from: number, to: number, place: Place, options: Required<EngineOptions>): YearContext {
  return withSources(contextOf(localDateOf(t, place.tz).year, place, options), from, to);
}

/** The tithi anniversary (Shraddha or birthday) in lunation l. */
function tithiIn(month: MonthOfYear, m: number, tithi: number, reckoning: 'shraddha' | 'tithi', place: Place, options: Required<EngineOptions>): RawAnniversary | null {
  const { l } = month;
  const guess = l.start + ((tithi - 0.5) / 30) * (l.end - l.start);
  const ctx = contextNear(guess, guess - TITHI_REACH, guess + TITHI_REACH, place, options);
  const t = ctx.tithisNumbered(tithi).find((x) => x.lunation.index === l.index);
  if (!t) return null;
  const rule = sunriseRule(ctx, t);
  let day: number;
  let choice: DayChoice;
  if (reckoning === 'shraddha') {
    const s = shraddhaDecision(ctx, t);
    if (!s) return null;
    day = s.day;
    choice = { kaal: 'aparahna', choice: s.choice, days: s.days };
  } else {
    day = rule.day;
    choice = { kaal: 'sunrise', choice: rule.choice, days: rule.days };
  }
  return {
    date: ctx.days[day].date,
    weekday: ctx.days[day].weekday,
    limb: { kind: 'tithi', number: tithi, start: t.start, end: t.end },
    masa: masaOn(m, l, t.paksha),
    day: choice,
    state: stateOf(rule.sunrises),
    month: month.note,
    ...(month.adhika ? { adhika: monthDates(month.adhika, place.tz) } : {}),
  };
}

/** The nakshatra birthday in lunation l: the first day in the month at whose sunrise the nakshatra holds. */
function nakshatraIn(month: MonthOfYear, m: number, nakshatra: number, place: Place, options: Required<EngineOptions>): RawAnniversary | null {
  const { l } = month;
  // A nakshatra kept in the month begins at most a day before it (holding at its first sunrise) and before its end.
  const ctx = contextNear((l.start + l.end) / 2, l.start - 1.5 - MEAN_SLACK, l.end + MEAN_SLACK, place, options);
  const found = ctx
    .nakshatrasNumbered(nakshatra)
    .map((p) => ({ p, rule: sunriseRule(ctx, p) }))
    // The Panchang day belongs to the month its sunrise falls in.
    .filter(({ rule }) => rule.day >= 0 && ctx.dayStart(rule.day) >= l.start && ctx.dayStart(rule.day) < l.end);
  if (found.length === 0) return null;
  const { p, rule } = found[0];
  const paksha = ctx.lunar.tithiAt(ctx.dayStart(rule.day)).paksha;
  return {
    date: ctx.days[rule.day].date,
    weekday: ctx.days[rule.day].weekday,
    limb: { kind: 'nakshatra', number: nakshatra, start: p.start, end: p.end },
    masa: masaOn(m, l, paksha),
    day: { kaal: 'sunrise', choice: rule.choice, days: rule.days },
    state: stateOf(rule.sunrises),
    month: month.note,
    ...(month.adhika ? { adhika: monthDates(month.adhika, place.tz) } : {}),
    ...(found[1] ? { alsoOn: ctx.days[found[1].rule.day].date } : {}),
  };
}

/** A lunation's first and last civil dates at a place (its new moons' dates; the last is the day before the next month's). */
function monthDates(l: Lunation, tz: string): { from: string; to: string } {
  return { from: formatCivilDate(localDateOf(l.start, tz)), to: formatCivilDate(localDateOf(l.end, tz)) };
}

function validateCount(count: unknown): number {
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_ANNIVERSARIES) {
    throw new PanchangInputError('count', `Count must be a whole number from 1 to ${MAX_ANNIVERSARIES} (got ${String(count)})`);
  }
  return count;
}

/**
 * The next `count` anniversaries of a moment from civil date `from` on, at
 * the place of the input (where they are kept), by the reckoning asked
 * for; instants as ISO local times there, or as `at` makes them.
 */
export function anniversaries(input: AnniversaryInput): AnniversaryList;
export function anniversaries<T>(input: AnniversaryInput, at: (jd: number) => T): AnniversaryList<T>;
export function anniversaries<T>(input: AnniversaryInput, at?: (jd: number) => T): AnniversaryList<T | string> {
  if (!(RECKONINGS as readonly unknown[]).includes(input.reckoning)) {
    throw new PanchangInputError('reckoning', `Reckoning must be ${RECKONINGS.join(', ')} (got ${String(input.reckoning).slice(0, 20)})`);
  }
  const count = validateCount(input.count);
  let from;
  try {
    from = parseCivilDate(input.from);
  } catch (e) {
    throw new PanchangInputError('from', e instanceof Error ? e.message : String(e));
  }
  const place = validatePlace(input);
  const options = validateOptions(input.options);
  const models = modelsOf(options);
  const moment = rawMoment({ ...input.moment, options });
  const fromIso = formatCivilDate(from);
  const end = localMidnightJd(addDays(parseCivilDate(MAX_DATE), 1), place.tz);
  // Two lunations back: an adhika month just before `from` decides whether the nija month after it is kept.
  // From the moment's own month on (an adhika one decides that the nija month after it is the same year), listing only later ones.
  const start = Math.max(lunationAt(localMidnightJd(from, place.tz), models).index - 2, moment.lunation.index);
  const m = moment.amanta.number;
  const list: RawAnniversary[] = [];
  for (const month of monthsOf(moment.amanta, start, models)) {
    if (list.length >= count || month.l.start >= end) break;
    if (month.l.index <= moment.lunation.index) continue;
    const a =
      input.reckoning === 'nakshatra'
        ? nakshatraIn(month, m, moment.nakshatra.number, place, options)
        : tithiIn(month, m, moment.tithi.number, input.reckoning, place, options);
    if (a && a.date >= fromIso && a.date <= MAX_DATE) list.push(a);
  }
  const enc: (jd: number) => T | string = at ?? ((jd) => toLocalIso(jd, place.tz));
  const momentTz = validatePlace(input.moment).tz;
  return {
    moment: encodeMoment<T | string>(moment, at ?? ((jd) => toLocalIso(jd, momentTz))),
    reckoning: input.reckoning,
    anniversaries: list.map((a) => ({ ...a, limb: { ...a.limb, start: enc(a.limb.start), end: enc(a.limb.end) } })),
  };
}

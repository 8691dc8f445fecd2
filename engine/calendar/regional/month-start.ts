/**
 * Which civil day is day 1 of a solar month: the one rule per region that
 * turns a sankranti (the Sun entering a sidereal sign, sankranti.ts) into a
 * civil date. Sewell & Dikshit, "The Indian Calendar" (1896), Art. 28, give
 * the traditional rules; the cut-offs below are those rules applied to this
 * engine's sankranti moments (the trusted site's ayanamsa,
 * models/ayanamsa.ts) and to its sunrise and sunset (riseset.ts, the
 * options' definition), at the place asked for. Checked on every month of
 * the reference's tables, 1900-2050, New Delhi
 * (tests/engine/regional/solar-calendars.test.ts); the fit and its margins
 * are in docs/accuracy.md, "Regional calendars".
 *
 * - 'sunset' (Tamil): day 1 is the sankranti's civil day when the sankranti
 *   comes before that day's sunset, else the next day. Unshifted: the
 *   reference's months need no allowance (closest cases: 38 s before and
 *   13 s after sunset). The public project the reference comes from moved
 *   sunset 9.5 minutes earlier; its sankranti moments ran ~10 minutes early
 *   (its ayanamsa was ~24" smaller than the site's), which is that shift.
 * - 'madhyahna' (Malayalam): the cut-off is the end of madhyahna, sunrise
 *   plus 3/5 of the daytime (the "Malabar rule"). Unshifted, for the same
 *   reason (closest: 10 min before, 8 s after).
 * - 'ardharatri' (Bengali): a sankranti between sunrise and ardharatri (the
 *   middle of the night, halfway from sunset to the next sunrise) opens the
 *   month on the next day; one after ardharatri, on the day after that (the
 *   "Bengal rule"). Within one ghati (24 min) of ardharatri Sewell &
 *   Dikshit's tie rules decide: entry into Karka takes the earlier day,
 *   into Makara the later one, and into any other sign the earlier day only
 *   if the tithi current at the day's sunrise still runs at the sankranti.
 *   The public project took midnight as 00:00 IST and needed sign-by-sign
 *   shifts for four signs; the night's true middle at the place (00:05-00:35
 *   IST at New Delhi, with the equation of time and the length of the
 *   night) explains those months without any shift.
 * - 'mean-clock' (Odia): day 1 is the sankranti's day when the sankranti
 *   comes before 22:00 local mean time, else the next day. No traditional
 *   source found: this is a fit. At New Delhi the reference pins the
 *   cut-off between 22:19:36 and 22:22:46 IST (21:58:25-22:01:35 local mean
 *   time); no sunrise-, sunset- or night-relative cut-off and no apparent
 *   (sundial) time separates the months, only a clock time. 22:00 local
 *   mean time is the round value in that window (the public project's
 *   22:12 IST on its ~10-minute-early moments is the same instant).
 * - 'civil-day' (the North Indian "pravishte" or "gate" count, the day of
 *   the Sun's month the site prints on its day pages): the sankranti's own
 *   civil day, midnight to midnight.
 *
 * Where the Sun does not rise or set on the day a rule reads (polar day or
 * night), the month begins on the sankranti's civil day ('no-sunrise').
 */
import { addDays, type CivilDate, dayNumber, fromDayNumber } from '../../civil-date';
import type { Place } from '../../input';
import { Lru } from '../../lru';
import type { AstroModels } from '../../models';
import { type CivilSun, civilSun, sunriseWithin, type SunriseDefinition } from '../../riseset';
import { JD_UNIX_EPOCH, localDateOf, localMidnightJd } from '../../time';
import { elongationUnder } from '../masa';
import type { Sankranti } from '../sankranti';

export const MONTH_START_RULES = ['sunset', 'madhyahna', 'ardharatri', 'mean-clock', 'civil-day'] as const;
export type MonthStartRule = (typeof MONTH_START_RULES)[number];

/**
 * How day 1 was decided: a reason code the site words (messages `regional.reasons`).
 * - before-cutoff: before the cut-off, day 1 is the sankranti's day (Tamil, Malayalam, Odia);
 *   after-cutoff: at or after it, the next day;
 * - before-ardharatri / after-ardharatri (Bengali): more than a ghati before the middle of
 *   the night, the next day; more than a ghati after it, the day after next;
 * - within a ghati of it: ardharatri-karka (the earlier day), ardharatri-makara (the later),
 *   ardharatri-tithi-continues (the sunrise's tithi still runs: the earlier day),
 *   ardharatri-tithi-changed (it has ended: the later day);
 * - civil-day: the pravishte count, the sankranti's civil day;
 * - no-sunrise: no sunrise or sunset to read (polar day or night), the sankranti's civil day.
 */
export const MONTH_START_CHOICES = [
  'before-cutoff',
  'after-cutoff',
  'before-ardharatri',
  'after-ardharatri',
  'ardharatri-karka',
  'ardharatri-makara',
  'ardharatri-tithi-continues',
  'ardharatri-tithi-changed',
  'civil-day',
  'no-sunrise',
] as const;
export type MonthStartChoice = (typeof MONTH_START_CHOICES)[number];

export interface MonthStart {
  /** Civil date of day 1 at the place. */
  date: CivilDate;
  sankranti: Sankranti;
  rule: MonthStartRule;
  choice: MonthStartChoice;
  /** JD UT of the moment the sankranti was compared with (sunset, ardharatri, ...); null when none was read. */
  cutoff: number | null;
}

/** A ghati, 24 minutes, in days. */
const GHATI = 24 / 1440;
/** The Odia cut-off, 22:00 local mean time, as a fraction of the day. */
const ODIA_CUTOFF = 22 / 24;
/** Sign numbers (0 = Mesha) of the two tie rules of the Bengal rule. */
const KARKA = 3;
const MAKARA = 9;

/** The inputs a rule reads besides the sankranti: where, which sunrise, which models. */
export interface MonthStartContext {
  place: Place;
  sunrise: SunriseDefinition;
  models: AstroModels;
}

// The rules that read the Sun (sunset, madhyahna, ardharatri) read the same civil day, the sankranti's,
// and a regional date of a day places its month's sankrantis by each rule: over the load bench's crawl
// of /api/panchang (scripts/bench/load/pages.ts) that asked civilSun 8 times a request for 4 distinct
// days, ~0.17 ms each. Kept here, each rule reuses the day another computed. Bounded: a new month at a
// place adds two or three days, and the month starts themselves are kept below.
const suns = new Lru<string, CivilSun>(1024);

const sunKey = (d: CivilDate, ctx: MonthStartContext) =>
  `${d.year}-${d.month}-${d.day}|${ctx.place.lat}|${ctx.place.lon}|${ctx.place.tz}|${ctx.sunrise}|${ctx.models.id}`;

function sunOf(d: CivilDate, ctx: MonthStartContext): CivilSun {
  const key = sunKey(d, ctx);
  let sun = suns.get(key);
  if (!sun) {
    const { place } = ctx;
    sun = civilSun(d, place.tz, { lat: place.lat, lon: place.lon }, ctx.sunrise, ctx.models.deltaT);
    suns.set(key, sun);
  }
  return sun;
}

/** civilSun's sunrise of a day (the same computation) without its sunset, which the Bengal rule does not read of the next day. */
function sunriseOf(d: CivilDate, ctx: MonthStartContext): number | null {
  const kept = suns.get(sunKey(d, ctx));
  if (kept) return kept.sunrise;
  const { place } = ctx;
  return sunriseWithin(localMidnightJd(d, place.tz), localMidnightJd(addDays(d, 1), place.tz), { lat: place.lat, lon: place.lon }, ctx.sunrise, ctx.models.deltaT);
}

// Every rule starts from the sankranti's civil day: one Intl offset lookup (5-20 us, luxon) instead of one a rule.
const sankrantiDays = new Lru<string, CivilDate>(1024);

function civilDayOf(s: Sankranti, tz: string): CivilDate {
  const key = `${s.jd}|${tz}`;
  let day = sankrantiDays.get(key);
  if (!day) {
    day = localDateOf(s.jd, tz);
    sankrantiDays.set(key, day);
  }
  return day;
}

/** The sankranti's day number (days since 1970-01-01) in local mean time at a longitude. */
const meanTimeDay = (s: Sankranti, lon: number) => Math.floor(s.jd - JD_UNIX_EPOCH + lon / 360);

/**
 * The earliest day 1 any rule gives the month a sankranti opens (decide,
 * below): every rule but the Odia clock takes the sankranti's civil day or a
 * later one; the Odia clock takes the day of local mean time or the next,
 * which lies before the civil day where the zone runs ahead of mean time.
 */
export function earliestMonthStart(s: Sankranti, ctx: MonthStartContext): CivilDate {
  const civil = civilDayOf(s, ctx.place.tz);
  const lmtDay = meanTimeDay(s, ctx.place.lon);
  return lmtDay < dayNumber(civil) ? fromDayNumber(lmtDay) : civil;
}

function decide(rule: MonthStartRule, s: Sankranti, ctx: MonthStartContext): MonthStart {
  const { place, models } = ctx;
  const day = civilDayOf(s, place.tz);
  const result = (date: CivilDate, choice: MonthStartChoice, cutoff: number | null): MonthStart => ({ date, sankranti: s, rule, choice, cutoff });
  const civil = (choice: MonthStartChoice) => result(day, choice, null);
  const against = (cutoff: number) =>
    s.jd < cutoff ? result(day, 'before-cutoff', cutoff) : result(addDays(day, 1), 'after-cutoff', cutoff);

  switch (rule) {
    case 'civil-day':
      return civil('civil-day');
    case 'mean-clock': {
      const lmtDay = meanTimeDay(s, place.lon);
      const cutoff = lmtDay + ODIA_CUTOFF - place.lon / 360 + JD_UNIX_EPOCH;
      return s.jd < cutoff ? result(fromDayNumber(lmtDay), 'before-cutoff', cutoff) : result(fromDayNumber(lmtDay + 1), 'after-cutoff', cutoff);
    }
    case 'sunset': {
      const { sunset } = sunOf(day, ctx);
      return sunset === null ? civil('no-sunrise') : against(sunset);
    }
    case 'madhyahna': {
      const { sunrise, sunset } = sunOf(day, ctx);
      return sunrise === null || sunset === null ? civil('no-sunrise') : against(sunrise + (3 / 5) * (sunset - sunrise));
    }
    case 'ardharatri': {
      // The Hindu day holding the sankranti runs from a sunrise to the next.
      let hinduDay = day;
      let sun = sunOf(day, ctx);
      if (sun.sunrise !== null && s.jd < sun.sunrise) {
        hinduDay = addDays(day, -1);
        sun = sunOf(hinduDay, ctx);
      }
      const nextSunrise = sunriseOf(addDays(hinduDay, 1), ctx);
      if (sun.sunrise === null || sun.sunset === null || nextSunrise === null) return civil('no-sunrise');
      const ardharatri = (sun.sunset + nextSunrise) / 2;
      const earlier = addDays(hinduDay, 1);
      const later = addDays(hinduDay, 2);
      if (s.jd < ardharatri - GHATI) return result(earlier, 'before-ardharatri', ardharatri);
      if (s.jd >= ardharatri + GHATI) return result(later, 'after-ardharatri', ardharatri);
      if (s.sign === KARKA) return result(earlier, 'ardharatri-karka', ardharatri);
      if (s.sign === MAKARA) return result(later, 'ardharatri-makara', ardharatri);
      const elongation = elongationUnder(models);
      const tithiAt = (t: number) => Math.floor(elongation(t).value / 12);
      return tithiAt(sun.sunrise) === tithiAt(s.jd)
        ? result(earlier, 'ardharatri-tithi-continues', ardharatri)
        : result(later, 'ardharatri-tithi-changed', ardharatri);
    }
  }
}

// A month's start is asked for by every day of the month and by the
// festival years around it: memoised, a pure function of its inputs.
const starts = new Lru<string, MonthStart>(4096);

/** Day 1 of the solar month the sankranti opens, by the rule, at the place. */
export function monthStart(rule: MonthStartRule, s: Sankranti, ctx: MonthStartContext): MonthStart {
  const { place } = ctx;
  const key = `${rule}|${s.jd}|${place.lat}|${place.lon}|${place.tz}|${ctx.sunrise}|${ctx.models.id}`;
  let hit = starts.get(key);
  if (!hit) {
    hit = decide(rule, s, ctx);
    starts.set(key, hit);
  }
  return hit;
}

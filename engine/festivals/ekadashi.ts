/**
 * Ekadashi: the fast day for Smarta householders and for Vaishnavas, and the
 * parana (breaking of the fast) on the next day.
 *
 * Smarta (the reference's main date):
 * - Ekadashi holding at one sunrise: that day;
 * - at two sunrises (vriddhi): the first day (the second is the "Gauna"
 *   Ekadashi, which Vaishnavas and ascetics keep), unless Dwadashi too holds
 *   at the sunrise after, when all keep the second day (Nirnaya Sindhu:
 *   "ekadashi-dvadashi vriddhau para");
 * - at no sunrise (kshaya): the day on which it begins;
 * - but when the Dwadashi after it ends before the next sunrise, fasting on
 *   the sunrise day would push the parana out of Dwadashi (a fault), so the
 *   fast moves to the day before, on which Ekadashi begins; the sunrise day
 *   stays the Gauna Ekadashi. Reference: Nirjala Ekadashi 2022, Ekadashi
 *   07:25 Jun 10 - 05:45 Jun 11 (at sunrise only on Jun 11), Smarta Jun 10,
 *   Gauna Jun 11 "Dwadashi over before sunrise on parana day".
 * Vaishnava (the site's rule, calendar-conventions.md "Findings of 2026-11";
 * Pakshavardhini is not applied): Ekadashi at two sunrises: the second day;
 * at none: the day after the day it begins; at one sunrise (day d): the next
 * day when Dashami touches arunodaya (Ekadashi begins less than 96 minutes
 * before d's sunrise), else the next day when Dwadashi holds at two sunrises
 * (Vyanjuli Mahadwadashi: the fast is kept on Dwadashi and broken the day
 * after, from sunrise until Dwadashi ends), else d. The site lists the
 * Vaishnava day as its own entry where it differs from the Smarta day:
 * "Vaishnava <Name> Ekadashi" when the Smarta day had Ekadashi at sunrise,
 * "Gauna / Vaishnava <Name> Ekadashi" otherwise (reference: Gauna Nirjala
 * Ekadashi 2022-06-11, parana 05:53-08:28 Jun 12).
 *
 * Parana (the day after the fast): after sunrise and after Hari Vasara (the
 * first quarter of Dwadashi), within Dwadashi, preferably in pratahkal (the
 * first fifth of the day); when Hari Vasara ends later than pratahkal the
 * reference avoids madhyahna and gives aparahna (Nirjala 2022: Hari Vasara
 * ends 11:09, parana 13:37-16:11 at the source's place). When Dwadashi is
 * over before sunrise, parana is the pratahkal.
 */
import type { YearContext } from './context';
import type { TithiPeriod } from './lunar';
import { vaishnavaSlug } from './rules';
import type { EkadashiRule, Reason, ReasonChoice } from './types';
import { inMonth, monthFor, type RawEvent } from './evaluate';
import { inSolarMonth } from './regional';
import type { RawMoment, RawWindow } from './windows';

const ARUNODAYA = 96 / 1440;

function sunriseDays(ctx: YearContext, t: TithiPeriod): number[] {
  const out: number[] = [];
  for (let i = Math.max(ctx.panchangDayOf(t.start), 0); i < ctx.days.length; i++) {
    const r = ctx.days[i].sunrise;
    const s = ctx.dayStart(i);
    if (s >= t.end) break;
    if (r !== null && r >= t.start) out.push(i);
  }
  return out;
}

interface Parana {
  windows: RawWindow[];
  moments: RawMoment[];
}

/**
 * Parana on the day after fast day `fast`, given the Dwadashi that follows
 * the Ekadashi. After a Vyanjuli Mahadwadashi fast (`untilDwadashiEnds`) the
 * fast day was Dwadashi itself: parana runs from sunrise until Dwadashi ends.
 */
export function parana(ctx: YearContext, fast: number, dwadashi: TithiPeriod, untilDwadashiEnds = false): Parana {
  const p = fast + 1;
  if (p >= ctx.days.length) return { windows: [], moments: [] };
  const f = ctx.frame(p);
  if (f.sunrise === null || f.sunset === null) return { windows: [], moments: [] };
  const r = f.sunrise;
  if (untilDwadashiEnds && dwadashi.end > r) {
    return { windows: [{ kind: 'parana', start: r, end: dwadashi.end }], moments: [{ kind: 'dwadashi-end', at: dwadashi.end }] };
  }
  const day = f.sunset - r;
  const pratahEnd = r + day / 5;
  const aparahna = { start: r + (3 * day) / 5, end: r + (4 * day) / 5 };
  const hariVasara = dwadashi.start + (dwadashi.end - dwadashi.start) / 4;
  const moments: RawMoment[] = [];
  if (dwadashi.end <= r) return { windows: [{ kind: 'parana', start: r, end: pratahEnd }], moments };
  if (hariVasara > r) moments.push({ kind: 'hari-vasara-end', at: hariVasara });
  const start = Math.max(r, hariVasara);
  let window: { start: number; end: number };
  if (start < pratahEnd) window = { start, end: Math.min(pratahEnd, dwadashi.end) };
  else if (start < aparahna.end && dwadashi.end > aparahna.start) {
    window = { start: Math.max(start, aparahna.start), end: Math.min(aparahna.end, dwadashi.end) };
  } else window = { start, end: Math.min(dwadashi.end, f.sunset) };
  if (window.end <= window.start) window = { start, end: Math.max(dwadashi.end, start) };
  if (dwadashi.end <= window.end + 1e-9 && dwadashi.end > r) moments.push({ kind: 'dwadashi-end', at: dwadashi.end });
  return { windows: window.end > window.start ? [{ kind: 'parana', ...window }] : [], moments };
}

interface Observance {
  day: number;
  choice: ReasonChoice;
}

export function smartaDay(ctx: YearContext, t: TithiPeriod, dwadashi: TithiPeriod): Observance | null {
  const rises = sunriseDays(ctx, t);
  if (rises.length >= 2) {
    // Dwadashi also holds at the following sunrise: the parana can wait, all fast on the second day.
    const after = ctx.days[rises[1] + 1]?.sunrise ?? null;
    if (after !== null && dwadashi.end > after) return { day: rises[1], choice: 'ekadashi-vriddhi-dwadashi' };
    return { day: rises[0], choice: 'ekadashi-vriddhi' };
  }
  if (rises.length === 1) {
    const d = rises[0];
    const next = ctx.days[d + 1]?.sunrise ?? null;
    if (next !== null && dwadashi.end <= next && d > 0) return { day: d - 1, choice: 'ekadashi-dwadashi-kshaya' };
    return { day: d, choice: 'ekadashi-udaya' };
  }
  const d = ctx.panchangDayOf(t.start);
  return d < 0 ? null : { day: d, choice: 'ekadashi-kshaya' };
}

export function vaishnavaDay(ctx: YearContext, t: TithiPeriod, dwadashi: TithiPeriod): Observance | null {
  const rises = sunriseDays(ctx, t);
  if (rises.length >= 2) return { day: rises[1], choice: 'vaishnava-vriddhi' };
  if (rises.length === 1) {
    const d = rises[0];
    const r = ctx.days[d].sunrise as number;
    if (t.start > r - ARUNODAYA) return { day: d + 1, choice: 'vaishnava-arunodaya' };
    if (sunriseDays(ctx, dwadashi).length >= 2) return { day: d + 1, choice: 'vaishnava-vyanjuli' };
    return { day: d, choice: 'ekadashi-udaya' };
  }
  const d = ctx.panchangDayOf(t.start);
  return d < 0 ? null : { day: d + 1, choice: 'vaishnava-kshaya' };
}

/** Whether Ekadashi t holds at the sunrise of day i. */
function atSunrise(ctx: YearContext, i: number, t: TithiPeriod): boolean {
  const r = ctx.days[i].sunrise;
  return r !== null && r >= t.start && r < t.end;
}

/** The Smarta Ekadashi of each occurrence, and the Vaishnava one as its own event where its day differs. */
export function evaluateEkadashiRule(ctx: YearContext, rule: EkadashiRule): RawEvent[] {
  const number = rule.paksha === 'Shukla' ? 11 : 26;
  const out: RawEvent[] = [];
  for (const t of ctx.tithisNumbered(number)) {
    if (!inMonth(rule.month, rule.adhika, t)) continue;
    const dwadashi = ctx.lunar.tithi(t.index + 1);
    const smarta = smartaDay(ctx, t, dwadashi);
    const vaishnava = vaishnavaDay(ctx, t, dwadashi);
    if (!smarta || !vaishnava || vaishnava.day >= ctx.days.length) continue;
    if (rule.solarMonth && !inSolarMonth(ctx, rule.solarMonth, smarta.day)) continue;
    const reason = (o: Observance): Reason => ({ choice: o.choice, tithi: number, kaal: 'sunrise' });
    const month = monthFor(rule.month, t);
    const main = parana(ctx, smarta.day, dwadashi);
    out.push({ rule, slug: rule.slug, day: smarta.day, tithi: t, month, muhurat: null, windows: main.windows, moments: main.moments, reason: reason(smarta) });
    if (vaishnava.day !== smarta.day) {
      const v = parana(ctx, vaishnava.day, dwadashi, vaishnava.choice === 'vaishnava-vyanjuli');
      out.push({
        rule,
        slug: vaishnavaSlug(rule.slug),
        day: vaishnava.day,
        tithi: t,
        month,
        muhurat: null,
        windows: v.windows,
        moments: v.moments,
        reason: reason(vaishnava),
        tradition: 'vaishnava',
        relatedTo: rule.slug,
        gauna: !atSunrise(ctx, smarta.day, t),
      });
    }
  }
  return out;
}

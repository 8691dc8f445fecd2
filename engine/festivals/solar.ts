/**
 * Sankrantis: the exact moment the Sun enters a sidereal sign, its punya
 * kaal (the auspicious span for bathing and charity) and the day on which
 * it is observed.
 *
 * Punya kaal, from the classical verse ("ayane vimshatih purva, makare
 * vimshatih para, vartamane tulameshe nadyas tubhayato dasha, shadashityam
 * atitayam shashtir ukta tu nadikah, punyakhya vishnupadyam cha prak
 * pashchad api shodasha"):
 * - Mesha, Tula (vishuva): 10 ghatis before and after the moment
 *   (Mesha 2019: 14:25, punya 10:25-18:25 = +-4 h);
 * - Karka (dakshinayana): 20 ghatis before;
 * - Makara (uttarayana): 40 ghatis after, as the reference reckons it (the
 *   verse's 20 would end 2025's punya kaal at 17:10, the reference runs it to
 *   sunset; 2022: 14:43 to sunset 17:45 either way);
 * - Mithuna, Kanya, Dhanu, Meena (shadashiti): 60 ghatis after;
 * - Vrishabha, Simha, Vrishchika, Kumbha (vishnupadi): 16 before and after;
 * always within daylight. A sankranti at night is observed in the afternoon
 * before it when it falls before midnight (the middle of the night), in the
 * forenoon after it when after midnight (Kumbha 2022, 03:32: punya
 * 07:04-12:41, sunrise to midday); Makara always the day after, Karka always
 * the day before.
 * Maha punya kaal: one ghati either side of the moment for the two-sided
 * families (Mesha 2019: 14:01-14:49); otherwise the first (or, before the
 * moment, the last) five day-ghatis, a sixth of the daytime, of the punya
 * kaal (Makara 2022: 14:43-16:28; Kumbha 2022: 07:04-08:56).
 * Ghatis around the moment are fixed 24-minute ghatis.
 */
import type { YearContext } from './context';
import { GHATI, type Span } from './kaal';
import type { RawEvent } from './evaluate';
import type { PunyaFamily, ReasonChoice, SankrantiRule } from './types';
import type { RawWindow } from './windows';

const FAMILY: Record<PunyaFamily, { before: number; after: number }> = {
  vishuva: { before: 10, after: 10 },
  dakshinayana: { before: 20, after: 0 },
  uttarayana: { before: 0, after: 40 },
  shadashiti: { before: 0, after: 60 },
  vishnupadi: { before: 16, after: 16 },
};

interface Placement {
  day: number;
  choice: ReasonChoice;
  punya: Span | null;
  mahaPunya: Span | null;
}

function place(ctx: YearContext, moment: number, family: PunyaFamily): Placement | null {
  const i = ctx.civilDayOf(moment);
  if (i < 1 || i + 1 >= ctx.days.length) return null;
  const f = ctx.frame(i);
  const { before, after } = FAMILY[family];
  const r = f.sunrise;
  const s = f.sunset;
  // Polar day or night: no daylight to place a punya kaal in; the sankranti keeps its civil date.
  if (r === null || s === null) return { day: i, choice: 'sankranti-civil-day', punya: null, mahaPunya: null };
  if (moment >= r && moment <= s) {
    const punya = { start: Math.max(r, moment - before * GHATI), end: Math.min(s, moment + after * GHATI) };
    const sixth = (s - r) / 6;
    const mahaPunya =
      before > 0 && after > 0
        ? { start: Math.max(r, moment - GHATI), end: Math.min(s, moment + GHATI) }
        : after > 0
          ? { start: moment, end: Math.min(s, moment + sixth) }
          : { start: Math.max(r, moment - sixth), end: moment };
    return { day: i, choice: 'sankranti-day', punya, mahaPunya };
  }
  // At night: the night runs from the previous sunset to this sunrise, or from this sunset to the next sunrise.
  const night = moment < r ? { start: ctx.frame(i - 1).sunset, end: r } : { start: s, end: ctx.frame(i).nextSunrise };
  if (night.start === null || night.end === null) return { day: i, choice: 'sankranti-civil-day', punya: null, mahaPunya: null };
  const beforeMidnight = moment < (night.start + night.end) / 2;
  let forward: boolean;
  let choice: ReasonChoice;
  if (family === 'uttarayana') {
    forward = true;
    choice = 'sankranti-uttarayana-next-day';
  } else if (family === 'dakshinayana') {
    forward = false;
    choice = 'sankranti-dakshinayana-previous-day';
  } else {
    forward = !beforeMidnight;
    choice = forward ? 'sankranti-night-after-midnight' : 'sankranti-night-before-midnight';
  }
  // The day whose sunrise follows the moment, or whose sunset precedes it.
  const day = forward ? (moment < r ? i : i + 1) : moment < r ? i - 1 : i;
  const g = ctx.frame(day);
  if (g.sunrise === null || g.sunset === null) return { day: i, choice: 'sankranti-civil-day', punya: null, mahaPunya: null };
  const mid = (g.sunrise + g.sunset) / 2;
  const sixth = (g.sunset - g.sunrise) / 6;
  return forward
    ? { day, choice, punya: { start: g.sunrise, end: mid }, mahaPunya: { start: g.sunrise, end: g.sunrise + sixth } }
    : { day, choice, punya: { start: mid, end: g.sunset }, mahaPunya: { start: g.sunset - sixth, end: g.sunset } };
}

export function evaluateSankrantiRule(ctx: YearContext, rule: SankrantiRule): RawEvent[] {
  const out: RawEvent[] = [];
  for (const s of ctx.sankrantis) {
    if (s.sign !== rule.sign) continue;
    const p = place(ctx, s.jd, rule.punya);
    if (!p) continue;
    const windows: RawWindow[] = [];
    if (p.punya) windows.push({ kind: 'punya-kaal', ...p.punya });
    if (p.mahaPunya) windows.push({ kind: 'maha-punya-kaal', ...p.mahaPunya });
    out.push({
      rule,
      slug: rule.slug,
      day: p.day,
      tithi: null,
      muhurat: null,
      windows,
      moments: [{ kind: 'sankranti', at: s.jd }],
      reason: { choice: p.choice, sign: s.sign },
    });
  }
  return out;
}

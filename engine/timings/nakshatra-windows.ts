/**
 * Amrit Kalam and Varjyam (Tyajyam): windows fixed inside each nakshatra.
 *
 * Convention (muhurta texts; the trusted reference follows it): the Moon's
 * passage through a nakshatra counts as 60 ghatis whatever its real length.
 * Each nakshatra has a varjyam window starting a fixed number of those
 * ghatis after it begins and an amrit kalam window likewise, each 4 ghatis
 * long; both scale with the nakshatra's actual duration.
 *
 * Checked on the reference days (drik-days-dev.json): Ashlesha amrit 56 and
 * varjyam 32 (Hooghly 1958-09-11), Dhanishtha amrit 34 (New Delhi
 * 2000-08-15), Ardra amrit 35 (Navoiy 2020-07-19), Punarvasu amrit 54
 * (New Delhi 2020-12-31).
 *
 * A Panchang day (sunrise to next sunrise) shows the windows that START in
 * it: on New Delhi 2000-08-15 Dhanishtha's varjyam runs 04:13-05:59 across
 * that sunrise (05:50) and the reference prints no varjyam for the day. So a
 * day has zero to two windows of each kind, from the nakshatras overlapping
 * it, including the one that began before sunrise.
 */
import type { RawDay } from '../day';
import { LIMBS } from '../limbs/limbs';
import { limbEndAt } from '../limbs/segments';

/** Ghatis (of 60) from the nakshatra's start to its amrit kalam; index = nakshatra - 1 (Ashwini first). */
export const AMRIT_KALAM_GHATI = [
  42, 48, 54, 52, 38, 35, 54, 44, 56, 54, 44, 42, 45, 44, 38, 38, 34, 38, 44, 48, 44, 34, 34, 42, 40, 48, 54,
] as const;

/**
 * Ghatis from the nakshatra's start to its varjyam. Ardra is 11 (some tables
 * print 21: at Navoiy 2020-07-19 that would put a varjyam at 05:13, after
 * sunrise, which the reference does not show). Mula's second varjyam at 56
 * ghatis in some texts is not used.
 */
export const VARJYAM_GHATI = [
  50, 24, 30, 40, 14, 11, 30, 20, 32, 30, 20, 18, 21, 20, 14, 14, 10, 14, 20, 24, 20, 10, 10, 18, 16, 24, 30,
] as const;

/** Length of each window, in ghatis of the nakshatra. */
export const WINDOW_GHATIS = 4;

export interface NakshatraWindow {
  type: 'amrit_kalam' | 'varjyam';
  /** The nakshatra (1-27) the window belongs to. */
  nakshatra: number;
  start: number;
  end: number;
}

/** Degrees of one nakshatra. */
const SPAN = 360 / 27;

export function nakshatraWindows(day: RawDay): NakshatraWindow[] {
  const out: NakshatraWindow[] = [];
  const m = day.motion;
  for (const seg of day.segments.nakshatra) {
    let end = seg.end;
    if (end === null) {
      // Runs past the day: its length is only needed if a window could
      // still start before the day ends. A nakshatra lasts 13 deg 20' over
      // the Moon's speed, which changes by < 10% within one.
      const speed = m.moon(seg.start).speed - m.ayanamsa(seg.start).speed;
      const earliest = Math.min(AMRIT_KALAM_GHATI[seg.number - 1], VARJYAM_GHATI[seg.number - 1]) / 60;
      if (seg.start + earliest * (SPAN / speed) * 0.9 >= day.dayEnd) continue;
      end = limbEndAt(LIMBS.nakshatra, m, seg.start + 0.5 * (SPAN / speed)).end;
    }
    const length = end - seg.start;
    for (const [type, table] of [
      ['amrit_kalam', AMRIT_KALAM_GHATI],
      ['varjyam', VARJYAM_GHATI],
    ] as const) {
      const start = seg.start + (table[seg.number - 1] / 60) * length;
      if (start >= day.dayStart && start < day.dayEnd) {
        out.push({ type, nakshatra: seg.number, start, end: start + (WINDOW_GHATIS / 60) * length });
      }
    }
  }
  return out;
}

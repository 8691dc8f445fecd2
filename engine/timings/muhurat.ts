/**
 * The day's muhurat windows, from sunrise, sunset and the nakshatra
 * segments of a Panchang day (calendar-conventions.md, checked against the
 * reference days in drik-days-dev.json; see the tests).
 *
 * Units: the day (sunrise to sunset) and the night (sunset to next sunrise)
 * are each cut into 8 parts (Rahu Kaal, Yamaganda, Gulika) or 15 muhurtas
 * (Abhijit, Vijaya, Nishita, Durmuhurta, Brahma); a ghati is half a muhurta.
 */
import { MUHURAT_QUALITY, type MuhuratQuality, type MuhuratType } from '../data/timings';
import { computeDay, type RawDay } from '../day';
import type { DayInput } from '../input';
import { nextSunAtAltitude, nextSunEvent } from '../riseset';
import { norm360 } from '../roots';
import { abhijitSpan } from './abhijit';
import { dayFormatter, daySpan, headerOf, nightSpan, partOf, type TimingsHeader } from './common';
import { nakshatraWindows } from './nakshatra-windows';

/** Part (1-8) of the day, by weekday (Sunday first). Checked on Sunday, Tuesday, Thursday reference days. */
export const RAHU_KAAL_PART = [8, 2, 7, 5, 6, 4, 3] as const;
export const YAMAGANDA_PART = [5, 4, 3, 2, 1, 7, 6] as const;
export const GULIKA_PART = [7, 6, 5, 4, 3, 2, 1] as const;

/**
 * Durmuhurta: day muhurta numbers (1-15) by weekday; `night` marks a night
 * muhurta. The reference's Tuesday (2000-08-15) shows the 4th day muhurta
 * and the 7th night muhurta (23:21-00:04), Thursday the 6th and 12th,
 * Sunday the 14th.
 */
export const DURMUHURTA: readonly (readonly { muhurta: number; night?: true }[])[] = [
  [{ muhurta: 14 }],
  [{ muhurta: 9 }, { muhurta: 12 }],
  [{ muhurta: 4 }, { muhurta: 7, night: true }],
  [{ muhurta: 8 }],
  [{ muhurta: 6 }, { muhurta: 12 }],
  [{ muhurta: 4 }, { muhurta: 9 }],
  [{ muhurta: 1 }, { muhurta: 2 }],
];

export interface RawMuhurat {
  type: MuhuratType;
  start: number;
  end: number;
}

/** A window; `T` is the instant encoding (ISO local time with offset by default: a window past midnight carries the next date). */
export interface MuhuratWindow<T = string> {
  type: MuhuratType;
  start: T;
  end: T;
  quality: MuhuratQuality;
}

export interface Muhurats<T = string> extends TimingsHeader {
  /** In order of start time. */
  windows: MuhuratWindow<T>[];
}

/**
 * The night that ends at this day's sunrise (Brahma muhurta and Pratah
 * Sandhya fall in it): from the previous sunset. Falls back to this day's
 * own night where the previous evening had no sunset (the first sunrise
 * after a polar night).
 */
function previousNight(day: RawDay): [number, number] | null {
  if (day.sunrise === null) return null;
  const geo = { lat: day.place.lat, lon: day.place.lon };
  const prevSunset = nextSunEvent(day.sunrise - 1, geo, 'set', day.options.sunrise, day.models.deltaT);
  if (prevSunset !== null && prevSunset < day.sunrise && day.sunrise - prevSunset < 1) {
    return [prevSunset, day.sunrise];
  }
  const night = nightSpan(day);
  return night ? [day.sunrise - (night[1] - night[0]), day.sunrise] : null;
}

/**
 * Godhuli ("cow dust") muhurta, the trusted site's rule since 2022
 * (calendar-conventions.md, "Findings of 2026-11"): half a night muhurta
 * (a night ghati, 1/30 of sunset to next sunrise) from a start that follows
 * the season, the three Godhulis of the muhurta texts, by the Sun's tropical
 * longitude at sunset:
 * - 90-270 deg (June to December solstice): at sunset (upper limb set);
 * - 30-90 deg (Taurus, Gemini): the Sun half set, its centre on the
 *   refracted horizon (geometric altitude -34');
 * - 270-30 deg (Capricorn to Pisces): the "pindibhuta" Sun, a ball above
 *   the horizon, centre at geometric altitude -20' (about 2.5 min before
 *   sunset at Delhi).
 * The boundaries inside Aries and Cancer are not pinned by the site's data;
 * 30 and 90 deg fit. Checked: New Delhi 2020-12-31, 17:32-18:00 with sunset
 * 17:35 (tests/engine/timings/reference.test.ts). Pages printed before 2022
 * show another convention, a fixed 24-minute window around sunset; it is
 * not mixed in here.
 */
const GODHULI_PINDIBHUTA_ALTITUDE = -20 / 60;
const GODHULI_HALF_SET_ALTITUDE = -34 / 60;

function godhuli(day: RawDay, sunset: number, nightMuhurta: number): [number, number] {
  const lambda = norm360(day.motion.sun(sunset).value);
  let start = sunset;
  if (lambda < 90 || lambda >= 270) {
    const altitude = lambda >= 30 && lambda < 90 ? GODHULI_HALF_SET_ALTITUDE : GODHULI_PINDIBHUTA_ALTITUDE;
    const geo = { lat: day.place.lat, lon: day.place.lon };
    // The Sun passes that altitude minutes before its upper limb sets (it
    // cannot set without passing it); near the poles, hours before.
    const t = nextSunAtAltitude(sunset - 0.5, geo, 'set', altitude, day.models.deltaT);
    if (t !== null && t < sunset + 0.1) start = t;
  }
  return [start, start + nightMuhurta / 2];
}

/** The muhurat windows of a Panchang day in engine units (JD UT), unsorted. */
export function rawMuhurats(day: RawDay): RawMuhurat[] {
  const out: RawMuhurat[] = [];
  const add = (type: MuhuratType, [start, end]: [number, number]) => out.push({ type, start, end });
  const w = day.weekday;
  const dayS = daySpan(day);
  const night = nightSpan(day);

  if (dayS) {
    add('rahu_kaal', partOf(dayS, 8, RAHU_KAAL_PART[w] - 1));
    add('yamaganda', partOf(dayS, 8, YAMAGANDA_PART[w] - 1));
    add('gulika', partOf(dayS, 8, GULIKA_PART[w] - 1));
    const abhijit = abhijitSpan(dayS, w);
    if (abhijit) add('abhijit', abhijit);
    add('vijaya', partOf(dayS, 15, 10));
  }
  for (const d of DURMUHURTA[w]) {
    const span = d.night ? night : dayS;
    if (span) add('durmuhurta', partOf(span, 15, d.muhurta - 1));
  }
  if (night) {
    const muhurta = (night[1] - night[0]) / 15;
    const sunset = night[0];
    add('nishita', partOf(night, 15, 7));
    // Sayahna Sandhya: 3 night ghatis (1.5 muhurtas) from sunset; checked
    // 17:35-18:57 on New Delhi 2020-12-31.
    add('sayahna_sandhya', [sunset, sunset + 1.5 * muhurta]);
    add('godhuli', godhuli(day, sunset, muhurta));
  }
  const before = previousNight(day);
  if (before) {
    const muhurta = (before[1] - before[0]) / 15;
    const sunrise = before[1];
    // Brahma muhurta: the 14th night muhurta, ending one muhurta before
    // sunrise (checked 05:25-06:19 with sunrise 07:14 on 2020-12-31).
    add('brahma', [sunrise - 2 * muhurta, sunrise - muhurta]);
    // Pratah Sandhya: the last 3 night ghatis, from mid-Brahma muhurta to
    // sunrise (checked 05:52-07:14 on 2020-12-31).
    add('pratah_sandhya', [sunrise - 1.5 * muhurta, sunrise]);
  }
  for (const n of nakshatraWindows(day)) add(n.type, [n.start, n.end]);
  return out;
}

/** The muhurat windows of an already computed Panchang day, instants encoded by `at` (ISO by default). */
export function muhuratsOfDay(day: RawDay): Muhurats;
export function muhuratsOfDay<T>(day: RawDay, at: (jd: number) => T): Muhurats<T>;
export function muhuratsOfDay<T>(day: RawDay, at?: (jd: number) => T): Muhurats<T | string> {
  const enc: (jd: number) => T | string = at ?? dayFormatter(day);
  const windows = rawMuhurats(day)
    .sort((a, b) => a.start - b.start)
    .map((r) => ({ type: r.type, start: enc(r.start), end: enc(r.end), quality: MUHURAT_QUALITY[r.type] }));
  return { ...headerOf(day), windows };
}

/** The muhurat windows of a civil date at a place (same input as computePanchang). */
export function computeMuhurats(input: DayInput): Muhurats {
  return muhuratsOfDay(computeDay(input));
}

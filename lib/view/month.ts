/**
 * The monthly Panchang grid's data: for every day of a Gregorian month at a
 * place, the tithi, paksha and lunar month at sunrise and the sunrise time.
 * Uses the engine's sunriseSummary (no segment lists) for speed; the
 * purnimanta month is read from a full Panchang day only where the amanta
 * month or the paksha changes (3-4 days a month), so its rule stays in the
 * engine alone.
 */
import { computeDay, formatPanchang, sunriseSummary, toLocalIso, type MasaInfo, type Place } from '@/engine';
import { daysInMonth, toIsoDate } from '@/lib/calendar-grid';

export type MonthSystem = 'amanta' | 'purnimanta';
export const MONTH_SYSTEMS: readonly MonthSystem[] = ['purnimanta', 'amanta'];
export const DEFAULT_MONTH_SYSTEM: MonthSystem = 'purnimanta';

export interface MonthDay {
  date: string;
  /** 1-30. */
  tithi: number;
  paksha: 'Shukla' | 'Krishna';
  /** ISO local time, null where the Sun does not rise. */
  sunrise: string | null;
  masa: { amanta: MasaInfo; purnimanta: MasaInfo };
}

export function monthDays(year: number, month: number, place: Place): MonthDay[] {
  const out: MonthDay[] = [];
  let runKey = '';
  let runMasa: MonthDay['masa'] | null = null;
  for (let d = 1; d <= daysInMonth(year, month); d++) {
    const date = toIsoDate(year, month, d);
    const s = sunriseSummary(date, place);
    const paksha = s.tithi <= 15 ? 'Shukla' : 'Krishna';
    const key = `${s.amantaMasa}:${s.adhika}:${paksha}`;
    if (key !== runKey || !runMasa) {
      runKey = key;
      runMasa = formatPanchang(computeDay({ ...place, date })).masa;
    }
    out.push({
      date,
      tithi: s.tithi,
      paksha,
      sunrise: s.sunrise === null ? null : toLocalIso(s.sunrise, place.tz),
      masa: runMasa,
    });
  }
  return out;
}

/** The lunar months a Gregorian month spans in a reckoning, in order, without repeats. */
export function lunarMonthsOf(days: readonly MonthDay[], system: MonthSystem): MasaInfo[] {
  const out: MasaInfo[] = [];
  for (const d of days) {
    const m = d.masa[system];
    const last = out[out.length - 1];
    if (!last || last.number !== m.number || last.adhika !== m.adhika) out.push(m);
  }
  return out;
}

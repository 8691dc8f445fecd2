/**
 * "Now" at a place: the choghadiya, hora, tithi, nakshatra and lagna that
 * hold at an instant, with when each began and ends (the site's live
 * cards). The instant belongs to the Panchang day whose sunrise precedes
 * it: 03:00 is still the previous date's night.
 */
import { CHOGHADIYAS, type ChoghadiyaName, type ChoghadiyaQuality, type Planet } from '../data/timings';
import { computeDay, type Polar, type RawDay } from '../day';
import { type EngineOptions, type Place, validatePlace } from '../input';
import { LIMBS, type Paksha, pakshaOfTithi } from '../limbs/limbs';
import { limbAt } from '../limbs/segments';
import { addDays, formatCivilDate, localDateOf, toLocalIso } from '../time';
import { ascendantAt } from './ascendant';
import { instantToJd, type Period } from './common';
import { rawChoghadiya } from './choghadiya';
import { rawHoras } from './hora';
import { dayAscendantModel } from './lagna';

export interface NowSpan {
  start: string;
  end: string;
}

export interface NowInfo {
  /** The instant, ISO local. */
  instant: string;
  /** The Panchang date the instant belongs to (the date of the sunrise before it). */
  date: string;
  polar: Polar;
  /** True when the Sun does not rise on that date: no choghadiya or hora then. */
  noSunrise: boolean;
  /** Whether the instant is in the day (sunrise-sunset) or the night; null where the Sun does not rise or set. */
  period: Period | null;
  choghadiya: ({ name: ChoghadiyaName; ruler: Planet; quality: ChoghadiyaQuality } & NowSpan) | null;
  hora: ({ planet: Planet } & NowSpan) | null;
  tithi: { number: number; paksha: Paksha } & NowSpan;
  nakshatra: { number: number } & NowSpan;
  lagna: { sign: number; longitude: number };
}

const within = (t: number, x: { start: number; end: number }) => t >= x.start && t < x.end;

/** What holds at instant t (JD UT) within an already computed Panchang day that contains it. */
export function nowOfDay(day: RawDay, t: number): NowInfo {
  const tz = day.place.tz;
  const span = (x: { start: number; end: number }): NowSpan => ({
    start: toLocalIso(x.start, tz),
    end: toLocalIso(x.end, tz),
  });

  const c = rawChoghadiya(day).find((x) => within(t, x));
  const h = rawHoras(day).find((x) => within(t, x));
  const tithi = limbAt(LIMBS.tithi, day.motion, t);
  const nakshatra = limbAt(LIMBS.nakshatra, day.motion, t);
  const lagna = ascendantAt(dayAscendantModel(day), t);

  return {
    instant: toLocalIso(t, tz),
    date: formatCivilDate(day.date),
    polar: day.polar,
    noSunrise: day.sunrise === null,
    period: c ? c.period : null,
    choghadiya: c
      ? { name: CHOGHADIYAS[c.index].key, ruler: CHOGHADIYAS[c.index].ruler, quality: CHOGHADIYAS[c.index].quality, ...span(c) }
      : null,
    hora: h ? { planet: h.planet, ...span(h) } : null,
    tithi: { number: tithi.number, paksha: pakshaOfTithi(tithi.number), ...span(tithi) },
    nakshatra: { number: nakshatra.number, ...span(nakshatra) },
    lagna: { sign: Math.floor(lagna / 30) + 1, longitude: Math.round(lagna * 1e6) / 1e6 },
  };
}

/** The Panchang day (sunrise to next sunrise) that contains instant t. */
export function dayContaining(t: number, place: Place, options?: EngineOptions): RawDay {
  const date = localDateOf(t, place.tz);
  const input = { ...place, options };
  const day = computeDay({ ...input, date: formatCivilDate(date) });
  if (t >= day.dayStart) return day;
  return computeDay({ ...input, date: formatCivilDate(addDays(date, -1)) });
}

/** What holds now (or at any instant: JD UT or ISO 8601 with offset) at a place. */
export function nowAt(instant: number | string, place: Place, options?: EngineOptions): NowInfo {
  const p = validatePlace(place);
  const t = instantToJd(instant, p.tz);
  return nowOfDay(dayContaining(t, p, options), t);
}

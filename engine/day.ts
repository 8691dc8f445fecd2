/**
 * The Panchang day: from one sunrise to the next at a place. This module
 * computes it in engine units (JD UT, part numbers); `panchang.ts` turns it
 * into the public, named, ISO-timed shape. Timings and festivals build on the
 * raw day so that nothing is computed twice.
 */
import { sunCrossing } from './calendar/sankranti';
import { amantaMasa, lunationAt, type Lunation, type Masa, purnimantaMasa } from './calendar/masa';
import { samvatOf, type Samvat } from './calendar/samvat';
import { equatorial, siderealTimeDeg, SUN } from './ephemeris';
import { type DayInput, type EngineOptions, type Place, validateDayInput } from './input';
import { LIMBS, type LimbKey, type Paksha, pakshaOfTithi } from './limbs/limbs';
import { limbSegments, type RawSegment } from './limbs/segments';
import { type AstroModels, modelsOf } from './models';
import { buildMotion, type Motion } from './motion';
import { moonEvents } from './moonrise';
import { civilSun, sunriseWithin } from './riseset';
import { norm360 } from './roots';
import { addDays, type CivilDate, localMidnightJd, weekdayOf } from './time';

export type Polar = 'polar-day' | 'polar-night' | null;

export interface RawDay {
  date: CivilDate;
  place: Place;
  options: Required<EngineOptions>;
  /** The ayanamsa and Delta T models the options name. */
  models: AstroModels;
  /** 0 = Sunday. */
  weekday: number;
  /** JD UT; null where the Sun does not rise/set on this civil date. */
  sunrise: number | null;
  sunset: number | null;
  nextSunrise: number | null;
  moonrise: number | null;
  moonset: number | null;
  /** Where there is no sunrise: whether the Sun stays up or down. */
  polar: Polar;
  /** The Panchang day's bounds: sunrise to next sunrise, or local midnights where the Sun does not rise. */
  dayStart: number;
  dayEnd: number;
  motion: Motion;
  segments: Record<LimbKey, RawSegment[]>;
  /** Values at dayStart. */
  elongation: number;
  sunSidereal: number;
  moonSidereal: number;
  sunTropical: number;
  lunation: Lunation;
  amanta: Masa;
  purnimanta: Masa;
  paksha: Paksha;
  samvat: Samvat;
}

const SUN_LIMBS: LimbKey[] = ['sunRashi', 'sunNakshatra', 'sunNakshatraPada'];
const MOON_LIMBS: LimbKey[] = ['tithi', 'karana', 'nakshatra', 'nakshatraPada', 'yoga', 'moonRashi'];

/** Whether the Sun is above the horizon at local noon: tells polar day from polar night. */
function sunUpAt(jd: number, place: Place, models: AstroModels): boolean {
  const D = Math.PI / 180;
  const q = equatorial(jd, SUN, models.deltaT);
  const h = (siderealTimeDeg(jd) + place.lon - q.ra) * D;
  const alt = Math.asin(
    Math.sin(place.lat * D) * Math.sin(q.dec * D) + Math.cos(place.lat * D) * Math.cos(q.dec * D) * Math.cos(h),
  );
  return alt > (-50 / 60) * D;
}

/**
 * The Sun's segments (rashi, nakshatra, pada) change every 1-30 days; their
 * start is the Sun's own crossing, solved on the full ephemeris and shared
 * across days, rather than extrapolated from the day's interpolant.
 */
function sunSegments(key: LimbKey, m: Motion, from: number, to: number, models: AstroModels): RawSegment[] {
  const limb = LIMBS[key];
  const span = 360 / limb.parts;
  const a0 = limb.angle(m, from);
  const k = Math.floor(a0.value / span);
  const start = sunCrossing(k * span, from - (a0.value - k * span) / a0.speed, models);
  return limbSegments(limb, m, from, to, start);
}

export function computeDay(input: DayInput): RawDay {
  const { date, place, options } = validateDayInput(input);
  const models = modelsOf(options);
  const geo = { lat: place.lat, lon: place.lon };
  // The sunrise of this date and of the next, by the one rule (riseset.ts civilSun).
  const { midnight, nextMidnight, sunrise, sunset } = civilSun(date, place.tz, geo, options.sunrise, models.deltaT);
  const nextSunrise = sunriseWithin(
    nextMidnight,
    localMidnightJd(addDays(date, 2), place.tz),
    geo,
    options.sunrise,
    models.deltaT,
  );

  const polar: Polar =
    sunrise !== null && sunset !== null
      ? null
      : sunUpAt((midnight + nextMidnight) / 2, place, models)
        ? 'polar-day'
        : 'polar-night';
  const dayStart = sunrise ?? midnight;
  const dayEnd = nextSunrise ?? (sunrise !== null ? dayStart + 1 : nextMidnight);

  // Moonrise and moonset: the first after this sunrise and before the next
  // (the reference's convention; a moonrise before sunrise belongs to the
  // previous Panchang day).
  const { rise: moonrise, set: moonset } = moonEvents(dayStart, dayEnd, geo, models.deltaT);

  // Limbs current at sunrise began up to ~1.2 days earlier (a long tithi or
  // nakshatra); the interpolant covers that span and the day itself, with
  // a node at sunrise so that what holds then is the ephemeris' own answer.
  const motion = buildMotion(dayStart - 1.25, dayEnd + 0.05, models, dayStart);
  const segments = {} as Record<LimbKey, RawSegment[]>;
  for (const key of MOON_LIMBS) segments[key] = limbSegments(LIMBS[key], motion, dayStart, dayEnd);
  for (const key of SUN_LIMBS) segments[key] = sunSegments(key, motion, dayStart, dayEnd, models);

  const sun = motion.sun(dayStart).value;
  const moon = motion.moon(dayStart).value;
  const ayan = motion.ayanamsa(dayStart).value;
  const elongation = norm360(moon - sun);
  const lunation = lunationAt(dayStart, models, elongation);
  const amanta = amantaMasa(lunation);
  const paksha = pakshaOfTithi(Math.floor(elongation / 12) + 1);

  return {
    date,
    place,
    options,
    models,
    weekday: weekdayOf(date),
    sunrise,
    sunset,
    nextSunrise,
    moonrise,
    moonset,
    polar,
    dayStart,
    dayEnd,
    motion,
    segments,
    elongation,
    sunSidereal: norm360(sun - ayan),
    moonSidereal: norm360(moon - ayan),
    sunTropical: norm360(sun),
    lunation,
    amanta,
    purnimanta: purnimantaMasa(amanta, paksha),
    paksha,
    samvat: samvatOf(amanta, lunation.start),
  };
}

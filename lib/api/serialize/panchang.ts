/**
 * GET /api/panchang in the seed's shape: `date`, `day`, `panchang` (lunar
 * month and the segment lists with "HH:MM" end times), `astronomy`,
 * `timings`, `moonPhase`, `moonIllumination`; plus `location` and the
 * engine's full Panchang under `detail` (ISO times with seconds) for clients
 * that want precision.
 */
import {
  addDays,
  dayExtrasOf,
  eclipsesOnDate,
  formatCivilDate,
  formatPanchang,
  pakshaOfTithi,
  purnimantaMasa,
  regionalDatesOf,
  sunriseSummary,
  toLocalIso,
  type MasaInfo,
  type Paksha,
  type RawDay,
  type SolarCalendarKey,
} from '@/engine';
import type { MasaSystem } from '@/lib/conventions/conventions';
import { namedDayExtras, namedEclipse, namedPanchang, namedRegionalDates, type NamedPanchang } from '@/lib/names/named';
import { namesFor, type Names } from '@/lib/names/names';
import { clock } from '../clock';
import { locationBlock, type ResolvedLocation } from '../resolved';

export interface SeedSegment {
  name: string;
  number: number;
  /** "HH:MM" local, or null when the segment runs past the next sunrise. */
  upto_time: string | null;
  upto_date: string | null;
  paksha: Paksha;
  masa: string;
}

/**
 * The amanta month that begins at the new moon inside this Panchang day,
 * if there is one: it holds at the next sunrise. (Taken from the next date's
 * sunrise summary: whether it is adhika depends on the sankrantis of the
 * whole lunation, which the day alone does not know.)
 */
function nextAmanta(day: RawDay): MasaInfo {
  // A CivilDate object rather than a string: 2100-12-31's next sunrise is
  // still computable although the date lies outside the public range.
  const s = sunriseSummary(addDays(day.date, 1), { lat: day.place.lat, lon: day.place.lon, tz: day.place.tz }, day.options);
  return { number: s.amantaMasa, adhika: s.adhika };
}

/**
 * Tithis (and karanas, half-tithis) carry their own paksha and month: after
 * an Amavasya ends within the day the next tithi belongs to the new amanta
 * month; in the purnimanta reckoning a Krishna tithi belongs to the next
 * month (the engine's purnimantaMasa), so the month turns after a Purnima.
 * Nakshatra and yoga are not lunar-month units: they carry the paksha and
 * month of the day (at sunrise), as printed panchangs head them.
 */
function seedSegments(
  segs: { number: number; name: string; end: string | null }[],
  tithiOf: ((number: number) => number) | null,
  day: { paksha: Paksha; masa: Record<MasaSystem, MasaInfo> },
  system: MasaSystem,
  newAmanta: () => MasaInfo,
  names: Names,
): SeedSegment[] {
  let wrapped = false;
  return segs.map((s, i) => {
    let paksha = day.paksha;
    let masa = day.masa[system];
    if (tithiOf) {
      const tithi = tithiOf(s.number);
      if (i > 0 && tithi < tithiOf(segs[i - 1].number)) wrapped = true;
      paksha = pakshaOfTithi(tithi);
      const amanta = wrapped ? newAmanta() : day.masa.amanta;
      masa = system === 'amanta' ? amanta : purnimantaMasa({ ...amanta, kshaya: false }, paksha);
    }
    return { name: s.name, number: s.number, upto_time: clock.time(s.end), upto_date: clock.date(s.end), paksha, masa: names.masa(masa) };
  });
}

const round4 = (x: number) => Math.round(x * 1e4) / 1e4;

/** /api/panchang's body (the endpoint's schema describes it). */
export type PanchangAnswer = ReturnType<typeof serializePanchang>;

export function serializePanchang(loc: ResolvedLocation, day: RawDay, choice: SolarCalendarKey | null = null) {
  const names = namesFor('en');
  const raw = formatPanchang(day);
  const p: NamedPanchang = namedPanchang(raw, names);
  const system = loc.conventions.masa;
  // The day in the regional calendars at this place (their months begin by each region's rule).
  const regional = namedRegionalDates(regionalDatesOf(day), names);
  let cached: MasaInfo | null = null;
  const newAmanta = () => (cached ??= nextAmanta(day));
  const segments = (segs: { number: number; name: string; end: string | null }[], tithiOf: ((n: number) => number) | null) =>
    seedSegments(segs, tithiOf, { paksha: p.paksha, masa: raw.masa }, system, newAmanta, names);

  return {
    date: p.date,
    day: p.vara.name,
    location: locationBlock(loc),
    conventions: loc.conventions,
    panchang: {
      // The day's month in the requested reckoning: "Kartika", or "Adhika Shravana" for an intercalary month.
      lunar_month: names.masa(raw.masa[system]),
      tithi: segments(p.tithi, (n) => n),
      nakshatra: segments(p.nakshatra, null),
      yoga: segments(p.yoga, null),
      // Karana n (1-60) is the first or second half of tithi ceil(n / 2).
      karana: segments(p.karana, (n) => Math.ceil(n / 2)),
    },
    astronomy: {
      sun_rashi: p.sunRashi[0].name,
      moon_rashi: p.moonRashi[0].name,
      // Sidereal (Lahiri) longitudes at sunrise, 0-360 degrees.
      sun_position: { degree: round4(p.sun.longitude) },
      moon_position: { degree: round4(p.moon.longitude) },
    },
    timings: {
      sunrise: clock.time(p.sunrise),
      sunset: clock.time(p.sunset),
      moonrise: clock.time(p.moonrise),
      moonset: clock.time(p.moonset),
    },
    moonPhase: p.moonPhase.name,
    moonIllumination: p.moonPhase.illumination,
    polar: p.polar,
    regional,
    regionalChoice: choice ? { calendar: choice, date: regional[choice] } : null,
    detail: {
      ...p,
      // The day page's further sections (yogas, bala, Bhadra, Panchak, Ganda Moola, vasas, long counts)
      // and the eclipses seen from the place whose eclipse or Sutak touches the date.
      extras: namedDayExtras(dayExtrasOf(day), names),
      eclipses: eclipsesOnDate({ date: formatCivilDate(day.date), ...day.place, options: day.options }, (jd) => toLocalIso(jd, day.place.tz)).map((e) => namedEclipse(e, names)),
    },
  };
}

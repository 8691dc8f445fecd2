/**
 * The civil days of a festival year at one place: local midnight, sunrise,
 * sunset and weekday of every date, computed once for the whole range.
 *
 * Why not `computeDay` or `nextSunEvent` per date: a year of festivals needs
 * sunrise and sunset on almost every date, and the general search spends
 * ~0.08 ms per event (seven ephemeris calls). Here the Sun's apparent
 * equatorial position and the sidereal time are asked once per day and
 * interpolated (cubic Lagrange on daily nodes; the error is far below a
 * milli-arc-second), and each event is then solved with the same hour-angle
 * iteration and the same horizon convention as engine/riseset.ts (disc
 * centre at -0.8333 deg plus the solar parallax), so the times agree with the
 * daily Panchang to a small fraction of a second (tests/engine/festivals/days.test.ts).
 * Wherever an event does not fall on its date (a zone far from solar time)
 * the general search is used instead. Beyond 60 degrees of latitude, where
 * the Sun can skim the horizon for hours or not cross it for weeks, every
 * event of the date is found on the same interpolated Sun by cutting the day
 * at its culminations (`horizonCrossings`): the general search there cost ~1 ms
 * an event, 0.8 s a year.
 */
import { SUN } from '../ephemeris';
import type { Place } from '../input';
import type { DeltaTModel } from '../models';
import {
  horizonCrossings,
  SUN_HORIZON_ALTITUDE,
  sunEventNear,
  sunHeight,
  type SunriseDefinition,
  sunWithin,
} from '../riseset';
import { Lru } from '../lru';
import { interpolatedSky, type SkyAt } from '../sky';
import { addDays, type CivilDate, dayNumber, formatCivilDate, weekdayOf } from '../civil-date';
import { jdToMs, localMidnightJd, msToJd, zoneOf } from '../time';

export interface CivilDay {
  /** YYYY-MM-DD. */
  date: string;
  civil: CivilDate;
  /** 0 = Sunday. */
  weekday: number;
  /** JD UT of local midnight starting this date. */
  midnight: number;
  /** JD UT; null where the Sun does not rise / set on this date (polar day or night). */
  sunrise: number | null;
  sunset: number | null;
}

/**
 * Local midnights of consecutive dates. The zone offset is looked up once a
 * day at the guessed instant and the day is accepted when it reproduces the
 * same offset (luxon's full conversion costs ten times more).
 */
function midnights(first: CivilDate, count: number, tz: string): number[] {
  const zone = zoneOf(tz);
  const out: number[] = [];
  let offset = zone.offset(Math.round(jdToMs(localMidnightJd(first, tz))));
  for (let i = 0; i < count; i++) {
    const d = addDays(first, i);
    const wall = dayNumber(d) * 86_400_000;
    const ms = wall - offset * 60_000;
    const actual = zone.offset(ms);
    if (actual === offset) {
      out.push(msToJd(ms));
    } else {
      const jd = localMidnightJd(d, tz);
      offset = zone.offset(Math.round(jdToMs(jd)));
      out.push(jd);
    }
  }
  return out;
}

// The Sun's daily sky over the range depends on its two instants and the
// Delta T model alone, not on the place: every place of a zone (the same
// local midnights) shares it. Keyed by the exact instants.
const suns = new Lru<string, SkyAt>(16);

function sunSky(from: number, to: number, deltaT: DeltaTModel): SkyAt {
  const key = `${from}|${to}|${deltaT.name}`;
  let hit = suns.get(key);
  if (!hit) {
    hit = interpolatedSky(SUN, from, to, 1, deltaT);
    suns.set(key, hit);
  }
  return hit;
}

/** Forgets the shared daily Suns (the bench's cold runs). */
export function clearSunSkies(): void {
  suns.clear();
}

/**
 * Every civil date from `first` for `count` days, with the date after the last one's midnight.
 * `shared`: the range's daily Sun is kept for the other places of the zone (whole years; a short range is not worth a slot).
 */
export function civilDays(
  first: CivilDate,
  count: number,
  place: Place,
  definition: SunriseDefinition,
  deltaT: DeltaTModel,
  shared = true,
): { days: CivilDay[]; end: number } {
  const m = midnights(first, count + 1, place.tz);
  const geo = { lat: place.lat, lon: place.lon };
  const polar = Math.abs(place.lat) > 60;
  const sky = shared ? sunSky(m[0], m[count], deltaT) : interpolatedSky(SUN, m[0], m[count], 1, deltaT);
  const alt = SUN_HORIZON_ALTITUDE[definition];
  const height = sunHeight(geo, alt, sky);
  const days: CivilDay[] = [];
  for (let i = 0; i < count; i++) {
    const civil = addDays(first, i);
    const start = m[i];
    const end = m[i + 1];
    const inDay = (t: number | null) => t !== null && t >= start && t < end;
    let sunrise: number | null = null;
    let sunset: number | null = null;
    let solved = false;
    if (polar) {
      // civilSun's definition (riseset.ts): the first rise of the date and the
      // first set after it (or after midnight when there is no rise).
      const events = horizonCrossings(height, start, end);
      sunrise = events.find((e) => e.event === 'rise')?.t ?? null;
      sunset = events.find((e) => e.event === 'set' && e.t > (sunrise ?? start))?.t ?? null;
      solved = true;
    } else {
      // Local mean noon nearest the civil noon: integer JDs fall at 12:00 UT.
      const noon = Math.round((start + end) / 2 + place.lon / 360) - place.lon / 360;
      const r = sunEventNear(noon, geo, 'rise', alt, sky);
      const s = sunEventNear(noon, geo, 'set', alt, sky);
      if (inDay(r) && inDay(s) && (s as number) > (r as number)) {
        sunrise = r;
        sunset = s;
        solved = true;
      }
    }
    if (!solved) {
      // The daily Panchang's own definition (riseset.ts civilSun): the first rise
      // after midnight and the first set after it, each only if it falls on this date.
      ({ sunrise, sunset } = sunWithin(start, end, geo, definition, deltaT));
    }
    days.push({ date: formatCivilDate(civil), civil, weekday: weekdayOf(civil), midnight: start, sunrise, sunset });
  }
  return { days, end: m[count] };
}

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
 * Beyond 60 degrees of latitude, and wherever an event does not fall on its
 * date (a zone far from solar time), the general search is used instead.
 */
import { equatorial, siderealTimeDeg, SUN } from '../ephemeris';
import type { Place } from '../input';
import type { DeltaTModel } from '../models';
import {
  SIDEREAL_RATE,
  SUN_HORIZON_ALTITUDE,
  sunEventNear,
  type SunriseDefinition,
  type SunSky,
  sunWithin,
} from '../riseset';
import { wrap180 } from '../roots';
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

interface SunNodes {
  t0: number;
  ra: Float64Array;
  dec: Float64Array;
  dist: Float64Array;
  gast: Float64Array;
}

/** Daily nodes of the Sun's apparent RA, declination, distance and of the apparent sidereal time. */
function sunNodes(from: number, to: number, deltaT: DeltaTModel): SunNodes {
  const t0 = Math.floor(from) - 2;
  const n = Math.ceil(to) + 3 - t0;
  const ra = new Float64Array(n);
  const dec = new Float64Array(n);
  const dist = new Float64Array(n);
  const gast = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const q = equatorial(t0 + i, SUN, deltaT);
    const g = siderealTimeDeg(t0 + i);
    // Unwrap both angles so that the interpolants run continuously.
    ra[i] = i === 0 ? q.ra : ra[i - 1] + wrap180(q.ra - ra[i - 1]);
    dec[i] = q.dec;
    dist[i] = q.dist;
    gast[i] = i === 0 ? g : gast[i - 1] + SIDEREAL_RATE + wrap180(g - gast[i - 1] - SIDEREAL_RATE);
  }
  return { t0, ra, dec, dist, gast };
}

/** Cubic Lagrange interpolation on unit-spaced nodes i-1..i+2 at fraction u of [i, i+1]. */
function lagrange(v: Float64Array, i: number, u: number): number {
  const a = v[i - 1];
  const b = v[i];
  const c = v[i + 1];
  const d = v[i + 2];
  return (
    (-u * (u - 1) * (u - 2) * a) / 6 +
    ((u + 1) * (u - 1) * (u - 2) * b) / 2 -
    ((u + 1) * u * (u - 2) * c) / 2 +
    ((u + 1) * u * (u - 1) * d) / 6
  );
}

function sunAt(nodes: SunNodes, t: number): SunSky {
  const x = t - nodes.t0;
  const i = Math.min(Math.max(Math.floor(x), 1), nodes.ra.length - 3);
  const u = x - i;
  return {
    ra: lagrange(nodes.ra, i, u),
    dec: lagrange(nodes.dec, i, u),
    dist: lagrange(nodes.dist, i, u),
    // Sidereal time is linear in UT to within milli-seconds over a day.
    gast: nodes.gast[i] + (nodes.gast[i + 1] - nodes.gast[i]) * u,
  };
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

/** Every civil date from `first` for `count` days, with the date after the last one's midnight. */
export function civilDays(
  first: CivilDate,
  count: number,
  place: Place,
  definition: SunriseDefinition,
  deltaT: DeltaTModel,
): { days: CivilDay[]; end: number } {
  const m = midnights(first, count + 1, place.tz);
  const geo = { lat: place.lat, lon: place.lon };
  const fast = Math.abs(place.lat) <= 60;
  const nodes = fast ? sunNodes(m[0], m[count], deltaT) : null;
  const days: CivilDay[] = [];
  for (let i = 0; i < count; i++) {
    const civil = addDays(first, i);
    const start = m[i];
    const end = m[i + 1];
    const inDay = (t: number | null) => t !== null && t >= start && t < end;
    let sunrise: number | null = null;
    let sunset: number | null = null;
    let solved = false;
    if (nodes) {
      // Local mean noon nearest the civil noon: integer JDs fall at 12:00 UT.
      const noon = Math.round((start + end) / 2 + place.lon / 360) - place.lon / 360;
      const alt = SUN_HORIZON_ALTITUDE[definition];
      const sky = (t: number) => sunAt(nodes, t);
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

/**
 * Moments when the Sun's sidereal longitude (the models' ayanamsa) crosses a given angle:
 * sankrantis (every 30 deg, the Sun entering a rashi) and the Sun's
 * nakshatra and pada boundaries. Solved on the full ephemeris (not an
 * interpolant), since festivals print these moments to the minute.
 */
import { sidereal, SUN } from '../ephemeris';
import { Lru } from '../lru';
import type { AstroModels } from '../models';
import { norm360, solveAngle } from '../roots';

// Crossings are shared by every place and by ~30 consecutive days, so they are
// memoised (a pure function of the models, the angle and the approximate date).
const cache = new Lru<string, number>(20_000);

/** JD UT when the sidereal Sun reaches `angle` (deg), the crossing nearest `guess`. */
export function sunCrossing(angle: number, guess: number, models: AstroModels): number {
  const a = norm360(angle);
  const key = `${models.id}:${Math.round(a * 1e6)}:${Math.round(guess / 120)}`;
  const hit = cache.get(key);
  if (hit !== undefined && Math.abs(hit - guess) < 60) return hit;
  const sunSid = (t: number) => {
    const p = sidereal(t, SUN, models);
    return { value: p.lon, speed: p.speed };
  };
  const t = solveAngle(sunSid, a, guess);
  cache.set(key, t);
  return t;
}

/** The sidereal sign (0 = Mesha .. 11 = Meena) of the Sun at jd. */
export function sunSign(jd: number, models: AstroModels): number {
  return Math.floor(norm360(sidereal(jd, SUN, models).lon) / 30);
}

export interface Sankranti {
  /** Sign entered, 0 = Mesha .. 11 = Meena. */
  sign: number;
  /** JD UT of the ingress. */
  jd: number;
}

/** Every sankranti between two instants (JD UT), in order. */
export function sankrantisBetween(from: number, to: number, models: AstroModels): Sankranti[] {
  const out: Sankranti[] = [];
  let lon = norm360(sidereal(from, SUN, models).lon);
  let t = from;
  for (;;) {
    const next = (Math.floor(lon / 30) + 1) * 30;
    // The Sun moves 0.95-1.02 deg/day.
    const at = sunCrossing(next, t + (next - lon) / 0.9856, models);
    if (at > to) return out;
    out.push({ sign: (next / 30) % 12, jd: at });
    t = at + 1e-4;
    lon = next % 360;
  }
}

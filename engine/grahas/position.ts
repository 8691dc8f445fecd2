/**
 * Where each graha stands at an instant: its sidereal longitude under the
 * models' ayanamsa (the same model as every sidereal longitude of the
 * engine: engine/models/ayanamsa.ts), the rashi and the degree in it, the
 * nakshatra and pada, the daily speed, and whether it is retrograde or
 * combust. Positions are apparent and geocentric (Swiss Ephemeris' default),
 * at the instant's JD UT plus the models' Delta T.
 */
import { MOON, PLANET_BODIES, SUN, tropical } from '../ephemeris';
import type { AstroModels } from '../models';
import { ayanamsaRate } from '../models/ayanamsa';
import { type NodeModelName, rahuBody } from '../models/lunar-node';
import { norm360, wrap180 } from '../roots';
import { COMBUSTION_ORBS, type Graha, GRAHAS } from './table';

const BODY: Readonly<Record<Exclude<Graha, 'Rahu' | 'Ketu'>, number>> = {
  Sun: SUN,
  Moon: MOON,
  Mars: PLANET_BODIES.mars,
  Mercury: PLANET_BODIES.mercury,
  Jupiter: PLANET_BODIES.jupiter,
  Venus: PLANET_BODIES.venus,
  Saturn: PLANET_BODIES.saturn,
};

/** The Swiss Ephemeris body whose longitude a graha's is (Ketu: Rahu's, turned by 180 degrees). */
export const bodyOf = (g: Graha, node: NodeModelName): number => (g === 'Rahu' || g === 'Ketu' ? rahuBody(node) : BODY[g]);

/** A graha's apparent tropical longitude (deg, [0, 360)) and speed (deg/day) at JD UT. */
export function tropicalOf(g: Graha, t: number, models: AstroModels, node: NodeModelName): { lon: number; speed: number } {
  const p = tropical(t, bodyOf(g, node), models.deltaT);
  return { lon: g === 'Ketu' ? norm360(p.lon + 180) : p.lon, speed: p.speed };
}

export interface GrahaPosition {
  graha: Graha;
  /** Sidereal longitude, degrees [0, 360). */
  longitude: number;
  /** Sign 1 = Mesha .. 12 = Meena, and the degrees [0, 30) into it. */
  rashi: number;
  degree: number;
  /** Nakshatra 1 = Ashwini .. 27 = Revati, and its quarter 1-4. */
  nakshatra: number;
  pada: number;
  /** Sidereal longitude's rate, degrees per day (negative when retrograde). */
  speed: number;
  retrograde: boolean;
  /** Planet minus Sun in longitude, degrees (-180, 180]; null for the Sun. */
  elongation: number | null;
  /** Within its combustion orb of the Sun; null for the Sun, Rahu and Ketu, which are never combust. */
  combust: boolean | null;
}

const NAKSHATRA = 360 / 27;
const PADA = 360 / 108;

/** Combust at an elongation, moving direct or retrograde; null for a graha without an orb. */
export function combustAt(g: Graha, elongation: number, retrograde: boolean): boolean | null {
  const orb = COMBUSTION_ORBS[g];
  if (!orb) return null;
  return Math.abs(elongation) < (retrograde ? orb.retrograde : orb.direct);
}

/** The position of a graha from its sidereal longitude and speed, and its elongation from the Sun. */
export function positionOf(g: Graha, longitude: number, speed: number, elongation: number | null): GrahaPosition {
  const lon = norm360(longitude);
  // A longitude a hair under 360 rounds to 360.0 in norm360's subtraction: keep the indices in range.
  const rashi = Math.min(11, Math.floor(lon / 30));
  const nakshatra = Math.min(26, Math.floor(lon / NAKSHATRA));
  const retrograde = speed < 0;
  return {
    graha: g,
    longitude: lon,
    rashi: rashi + 1,
    degree: lon - rashi * 30,
    nakshatra: nakshatra + 1,
    pada: Math.min(3, Math.floor((lon - nakshatra * NAKSHATRA) / PADA)) + 1,
    speed,
    retrograde,
    elongation,
    combust: elongation === null ? null : combustAt(g, elongation, retrograde),
  };
}

/**
 * The nine grahas at JD UT `t`: one ephemeris call per body (Rahu's body
 * serves Ketu) and the ayanamsa. The sidereal speed is the tropical one
 * less the ayanamsa's rate, so a station is where the sidereal longitude
 * turns (it differs from the tropical station by up to ~40 minutes for
 * Saturn, whose speed changes slowly).
 */
export function positionsAt(t: number, models: AstroModels, node: NodeModelName, only: readonly Graha[] = GRAHAS): GrahaPosition[] {
  const ayanamsa = models.ayanamsa.at(t);
  const rate = ayanamsaRate(models.ayanamsa, t, ayanamsa);
  const sun = tropical(t, SUN, models.deltaT);
  const rahu = only.some((g) => g === 'Rahu' || g === 'Ketu') ? tropical(t, rahuBody(node), models.deltaT) : sun;
  return only.map((g) => {
    const p = g === 'Sun' ? sun : g === 'Rahu' || g === 'Ketu' ? rahu : tropical(t, BODY[g], models.deltaT);
    const lon = g === 'Ketu' ? p.lon + 180 : p.lon;
    const elongation = g === 'Sun' ? null : wrap180(lon - sun.lon);
    return positionOf(g, lon - ayanamsa, p.speed - rate, elongation);
  });
}

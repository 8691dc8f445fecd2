/**
 * The nine grahas as data: their keys (the names lib/names turns into
 * words), which events each has, how finely its motion is sampled when a
 * span is searched for events, and the classical combustion orbs.
 */
import type { Planet } from '../data/timings';

/** The seven weekday lords and the Moon's two nodes. */
export type Graha = Planet | 'Rahu' | 'Ketu';

/** In the order almanacs list them (the weekday lords, then Rahu and Ketu). */
export const GRAHAS: readonly Graha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];

/** The five star-planets (tara grahas): the ones that stand still and turn. */
export const STATIONING: readonly Graha[] = ['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];

/** Degrees of elongation from the Sun within which a graha is combust (asta), moving direct and retrograde. */
export interface Orb {
  direct: number;
  retrograde: number;
}

/**
 * Combustion orbs: Surya Siddhanta IX.6-9 (Burgess' translation, 1860),
 * the distances from the Sun at which each planet sets into and rises out
 * of the Sun's glare: the Moon 12, Mars 17, Mercury 14 (12 when
 * retrograde), Jupiter 11, Venus 10 (8 when retrograde), Saturn 15. Mercury
 * and Venus are retrograde near their inferior conjunction, where they are
 * nearer the Earth and brighter, so they are seen closer to the Sun. The
 * Siddhanta counts these orbs in time-degrees (kalamsha); almanacs and
 * astrological software apply them to the difference of ecliptic
 * longitudes, as this engine does (the ayanamsa cancels in it). The Sun,
 * and Rahu and Ketu (shadow points, not bodies), are never combust.
 */
export const COMBUSTION_ORBS: Readonly<Partial<Record<Graha, Orb>>> = {
  Moon: { direct: 12, retrograde: 12 },
  Mars: { direct: 17, retrograde: 17 },
  Mercury: { direct: 14, retrograde: 12 },
  Jupiter: { direct: 11, retrograde: 11 },
  Venus: { direct: 10, retrograde: 8 },
  Saturn: { direct: 15, retrograde: 15 },
};

/**
 * Days between the samples of a graha's motion when a span is searched
 * (engine/grahas/events.ts). A sample interval must hold at most one
 * station, so that the longitude is monotonic on either side of it; the
 * shortest retrograde (or direct) run 1900-2100 lasts 19.8 days for
 * Mercury, 40 for Venus, 60 for Mars, 116 for Jupiter and 132 for Saturn,
 * each at least ten steps. It must also be shorter than the shortest
 * combustion (the Moon's, ~1.7 days; Mercury's retrograde one, ~10 days)
 * and keep the Moon's step under 180 degrees. The true node turns ~50
 * times a year, sometimes twice within an hour: its step is a quarter day,
 * and a crossing it makes and unmakes within one step (a swing of a few
 * arc-seconds over a boundary) is not listed.
 */
export const SAMPLE_DAYS: Readonly<Record<Graha, number>> = {
  Sun: 4,
  Moon: 1,
  Mars: 4,
  Mercury: 1,
  Jupiter: 8,
  Venus: 2,
  Saturn: 8,
  Rahu: 8,
  Ketu: 8,
};

/** The true node's step (SAMPLE_DAYS says why). */
export const TRUE_NODE_SAMPLE_DAYS = 0.25;

export const isGraha = (x: unknown): x is Graha => typeof x === 'string' && (GRAHAS as readonly string[]).includes(x);

export const isNode = (g: Graha): boolean => g === 'Rahu' || g === 'Ketu';

/**
 * The Sun and Moon of the festival calendar on one fixed grid of instants,
 * the same for every range, place and zone: the motion of both (for tithis
 * and nakshatras) and the Sun's sky (for sunrise and sunset).
 *
 * Why a fixed grid: a festival date may be computed from its whole year or
 * from a window of a few days around it (window.ts), and the two must agree
 * to the last bit of every instant. An interpolant laid over the range it is
 * asked for (nodes spaced to fit the range, angles unwrapped from its first
 * node) gives numbers that depend on where the range begins. Here the nodes
 * sit at fixed instants (multiples of a block length in JD), blocks are
 * computed on demand and shared by every caller, and angles are unwrapped
 * to the branch nearest a mean-motion formula (a pure function of the
 * instant) instead of from the previous node. Any two ranges therefore read
 * the very same number at the same instant.
 */
import { MOON, SUN, tropical } from '../ephemeris';
import type { AstroModels, DeltaTModel } from '../models';
import { hermite, type Motion, type Track } from '../motion';
import { interpolatedSky, type SkyAt } from '../sky';
import { lruMemo } from './memo';

/**
 * The last blocks read, by block number (eight slots, slot b mod 8), in
 * front of a bounded cache: solving an instant reads a block or two
 * thousands of times, alternating between neighbours, and an Lru read
 * (a Map delete and set) each time cost ~6% of a year.
 */
function recent<T>(load: (b: number) => T): (b: number) => T {
  const index = new Float64Array(8).fill(NaN);
  const value: (T | undefined)[] = new Array(8);
  return (b) => {
    const slot = b & 7;
    if (index[slot] === b) return value[slot] as T;
    const v = load(b);
    index[slot] = b;
    value[slot] = v;
    return v;
  };
}

/** Julian centuries from J2000 (the mean-motion formulas' argument). */
const centuries = (jd: number) => (jd - 2451545) / 36525;

/**
 * Mean tropical longitudes (Meeus, Astronomical Algorithms, 25.2 and 47.1):
 * the true Sun stays within 2 deg of its mean, the true Moon within 9 deg,
 * so the branch nearest the mean is the continuous one.
 */
const meanSun = (jd: number) => 280.46646 + 36000.76983 * centuries(jd);
const meanMoon = (jd: number) => 218.3164477 + 481267.88123421 * centuries(jd);

/** The representative of `lon` (mod 360) nearest `mean`: a continuous unwrapped longitude, the same from any start. */
const unwrapNear = (lon: number, mean: number) => lon + 360 * Math.round((mean - lon) / 360);

/**
 * Motion blocks: 3 days, 5 intervals of 0.6 day (the error bound of
 * engine/motion.ts: under 0.1 arc-second). Short, so that a window solving
 * a few tithi ends asks the ephemeris for little more than their days.
 */
const MOTION_BLOCK = 3;
const MOTION_STEPS = 5;

interface MotionBlock {
  sun: Track;
  moon: Track;
  /** The ayanamsa at the block's two ends: a straight line between them is exact to a milli-arc-second. */
  a0: number;
  a1: number;
}

/** Block b; its first node is the previous block's last, taken from it when that one is at hand. */
function motionBlock(b: number, models: AstroModels, previous: MotionBlock | undefined): MotionBlock {
  const t = new Float64Array(MOTION_STEPS + 1);
  const sun: Track = { t, v: new Float64Array(MOTION_STEPS + 1), d: new Float64Array(MOTION_STEPS + 1) };
  const moon: Track = { t, v: new Float64Array(MOTION_STEPS + 1), d: new Float64Array(MOTION_STEPS + 1) };
  for (let j = 0; j <= MOTION_STEPS; j++) {
    t[j] = b * MOTION_BLOCK + (j * MOTION_BLOCK) / MOTION_STEPS;
    if (j === 0 && previous) {
      sun.v[0] = previous.sun.v[MOTION_STEPS];
      sun.d[0] = previous.sun.d[MOTION_STEPS];
      moon.v[0] = previous.moon.v[MOTION_STEPS];
      moon.d[0] = previous.moon.d[MOTION_STEPS];
      continue;
    }
    const s = tropical(t[j], SUN, models.deltaT);
    const m = tropical(t[j], MOON, models.deltaT);
    sun.v[j] = unwrapNear(s.lon, meanSun(t[j]));
    moon.v[j] = unwrapNear(m.lon, meanMoon(t[j]));
    sun.d[j] = s.speed;
    moon.d[j] = m.speed;
  }
  return { sun, moon, a0: previous ? previous.a1 : models.ayanamsa.at(t[0]), a1: models.ayanamsa.at(t[MOTION_STEPS]) };
}

// A year reads ~140 blocks (~1 KB each): 4,096 hold thirty years per model set, so
// that windows at random dates (a crawler's) mostly find the Moon already there.
const MOTION_BLOCKS = 4096;
const motionCaches = new Map<string, (b: number) => MotionBlock>();

/** Motion block b under the models, from the cache (the previous block, when kept, gives its first node). */
function motionBlockAt(b: number, models: AstroModels): MotionBlock {
  let blocks = motionCaches.get(models.id);
  if (!blocks) {
    blocks = lruMemo(MOTION_BLOCKS, (k, known) => motionBlock(k, models, known(k - 1)));
    motionCaches.set(models.id, blocks);
  }
  return blocks(b);
}

/**
 * The Sun's and Moon's motion for all time under the models, on the fixed
 * grid: unwrapped apparent tropical longitudes (continuous across 360, on
 * the branch nearest their mean longitude) and the ayanamsa.
 */
export function gridMotion(models: AstroModels): Motion {
  const block = recent((b) => motionBlockAt(b, models));
  const at = (t: number) => block(Math.floor(t / MOTION_BLOCK));
  return {
    from: -Infinity,
    to: Infinity,
    sun: (t) => hermite(at(t).sun, t),
    moon: (t) => hermite(at(t).moon, t),
    ayanamsa: (t) => {
      const k = at(t);
      const rate = (k.a1 - k.a0) / MOTION_BLOCK;
      return { value: k.a0 + (t - k.sun.t[0]) * rate, speed: rate };
    },
  };
}

/** Sun sky blocks: 16 days of daily nodes (interpolatedSky adds its own margin nodes). */
const SKY_BLOCK = 16;
// A year reads 23 blocks (~1 KB each): 1,024 hold 45 years per Delta T model.
const SKY_BLOCKS = 1024;
const skyCaches = new Map<string, (b: number) => SkyAt>();

/** Sun sky block b under a Delta T model, from the cache. */
function skyBlockAt(b: number, deltaT: DeltaTModel): SkyAt {
  let blocks = skyCaches.get(deltaT.name);
  if (!blocks) {
    blocks = lruMemo(SKY_BLOCKS, (k) => interpolatedSky(SUN, k * SKY_BLOCK, (k + 1) * SKY_BLOCK, 1, deltaT));
    skyCaches.set(deltaT.name, blocks);
  }
  return blocks(b);
}

/**
 * The Sun's apparent equatorial position and the sidereal time for all
 * time under a Delta T model, interpolated on daily nodes at whole JDs:
 * each block unwraps its angles from its own first node, and an instant is
 * always read from the block it falls in, so the value at an instant does
 * not depend on the range a caller asked for.
 */
export function gridSunSky(deltaT: DeltaTModel): SkyAt {
  const block = recent((b) => skyBlockAt(b, deltaT));
  return (t) => block(Math.floor(t / SKY_BLOCK))(t);
}

/**
 * Computes the blocks over [from, to] (JD UT) in time order, ahead of a
 * computation that reads them all (a year). The Swiss Ephemeris keeps the
 * file segment it last read: asked in the order the rules read them (a
 * month here, a month there), the same blocks cost four times the CPU,
 * every jump reading a segment again (a year: 52 ms of motion instead of 13).
 */
export function fillGrid(models: AstroModels, from: number, to: number): void {
  for (let b = Math.floor(from / MOTION_BLOCK); b <= Math.floor(to / MOTION_BLOCK); b++) motionBlockAt(b, models);
  for (let b = Math.floor(from / SKY_BLOCK); b <= Math.floor(to / SKY_BLOCK); b++) skyBlockAt(b, models.deltaT);
}

/** Forgets every block (the benches' cold runs). */
export function clearGrids(): void {
  motionCaches.clear();
  skyCaches.clear();
}

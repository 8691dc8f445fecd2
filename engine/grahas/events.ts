/**
 * A graha's events over a span of time: rashi and nakshatra ingresses,
 * stations (turning retrograde or direct) and combustion (asta, setting in
 * the Sun's glare, and uday, rising out of it), each solved on the full
 * ephemeris.
 *
 * How: the graha's sidereal longitude, speed and elongation from the Sun
 * are sampled every SAMPLE_DAYS (table.ts says why each step is safe). A
 * station lies where the sampled speed changes sign; it is solved on the
 * speed (regula falsi) and made a sample itself. Between two samples the
 * longitude then runs one way, so it crosses each rashi or nakshatra
 * boundary between their longitudes exactly once, and each crossing is
 * solved by safeguarded Newton steps on the longitude inside that bracket
 * (roots.ts). Combustion changes where the elongation crosses the orb
 * (solved the same way on the elongation) and, for Mercury and Venus, at a
 * station, where the orb itself changes with the direction of motion.
 */
import { SUN, tropical } from '../ephemeris';
import type { AstroModels } from '../models';
import { AYANAMSA_RATE, ayanamsaRate } from '../models/ayanamsa';
import type { NodeModelName } from '../models/lunar-node';
import { type AngleFn, norm360, rootIn, SECOND, solveAngleIn, wrap180 } from '../roots';
import { COMBUSTION_ORBS, type Graha, isNode, SAMPLE_DAYS, STATIONING, TRUE_NODE_SAMPLE_DAYS } from './table';
import { tropicalOf } from './position';

export type GrahaEventKind = 'rashi' | 'nakshatra' | 'retrograde' | 'direct' | 'asta' | 'uday';

export const GRAHA_EVENT_KINDS: readonly GrahaEventKind[] = ['rashi', 'nakshatra', 'retrograde', 'direct', 'asta', 'uday'];

interface EventBase<T> {
  graha: Graha;
  at: T;
  /** The graha moving retrograde at the moment (for a station: in the motion it turns to). */
  retrograde: boolean;
}

/** Entering rashi `into` (1 = Mesha .. 12 = Meena) from rashi `from`. */
export interface IngressEvent<T> extends EventBase<T> {
  kind: 'rashi' | 'nakshatra';
  /** Rashi 1-12, or nakshatra 1-27, entered and left. */
  into: number;
  from: number;
}

/** Standing still and turning retrograde or direct, at a sidereal longitude in rashi `rashi`. */
export interface StationEvent<T> extends EventBase<T> {
  kind: 'retrograde' | 'direct';
  longitude: number;
  rashi: number;
}

/** Setting into (asta) or rising out of (uday) the Sun's glare, at elongation `orb` from it. */
export interface CombustionEvent<T> extends EventBase<T> {
  kind: 'asta' | 'uday';
  orb: number;
}

export type GrahaEvent<T = number> = IngressEvent<T> | StationEvent<T> | CombustionEvent<T>;

/** The events a graha has: the five star-planets all; the Moon no stations; the Sun and the nodes ingresses only. */
export function eventKindsOf(g: Graha): readonly GrahaEventKind[] {
  if (STATIONING.includes(g)) return GRAHA_EVENT_KINDS;
  if (g === 'Moon') return ['rashi', 'nakshatra', 'asta', 'uday'];
  return ['rashi', 'nakshatra'];
}

interface Sample {
  t: number;
  /** Sidereal longitude, unwrapped along the span. */
  lon: number;
  speed: number;
  /** Elongation from the Sun (-180, 180]; 0 where the graha has no combustion. */
  elong: number;
}

const NAKSHATRA = 360 / 27;

/**
 * A crossing is taken once a Newton step on the ephemeris moves it by less
 * than this: Newton's error after a step of s is of the order of
 * s^2 * acceleration / speed, micro-seconds even for Saturn a day from a
 * station, so the answer is far finer than the step.
 */
const NEWTON_TOLERANCE = 2 * SECOND;

/**
 * Where the cubic through two samples (their values and rates) reaches
 * `target`: a starting point within a second or so of the true crossing,
 * from which one or two Newton steps on the ephemeris finish (a sample
 * costs a call; this costs none).
 */
function cubicGuess(t0: number, v0: number, d0: number, t1: number, v1: number, d1: number, target: number): number {
  const h = t1 - t0;
  const m0 = d0 * h;
  const m1 = d1 * h;
  let s = (target - v0) / (v1 - v0);
  for (let i = 0; i < 4; i++) {
    const s2 = s * s;
    const s3 = s2 * s;
    const value = (2 * s3 - 3 * s2 + 1) * v0 + (s3 - 2 * s2 + s) * m0 + (-2 * s3 + 3 * s2) * v1 + (s3 - s2) * m1;
    const slope = (6 * s2 - 6 * s) * v0 + (3 * s2 - 4 * s + 1) * m0 + (-6 * s2 + 6 * s) * v1 + (3 * s2 - 2 * s) * m1;
    if (slope === 0) break;
    s -= (value - target) / slope;
    if (!(s > 0 && s < 1)) return t0 + ((target - v0) / (v1 - v0)) * h;
  }
  return t0 + s * h;
}

/**
 * The Sun's tropical longitude over a span from samples every SUN_STEP
 * days, interpolated: only to tell, at each sample of another graha,
 * whether it is within its orb (the crossing itself is solved on the
 * ephemeris). The cubic's error over 4 days is under 0.01".
 */
const SUN_STEP = 4;

function sunTrack(from: number, to: number, models: AstroModels): (t: number) => number {
  const n = Math.max(1, Math.ceil((to - from) / SUN_STEP));
  const t = new Float64Array(n + 1);
  const v = new Float64Array(n + 1);
  const d = new Float64Array(n + 1);
  for (let i = 0; i <= n; i++) {
    t[i] = from + ((to - from) * i) / n;
    const p = tropical(t[i], SUN, models.deltaT);
    v[i] = i === 0 ? p.lon : v[i - 1] + wrap180(p.lon - v[i - 1]);
    d[i] = p.speed;
  }
  return (x) => {
    const i = Math.min(n - 1, Math.max(0, Math.floor(((x - from) / (to - from)) * n)));
    const h = t[i + 1] - t[i];
    const s = (x - t[i]) / h;
    const s2 = s * s;
    const s3 = s2 * s;
    return (2 * s3 - 3 * s2 + 1) * v[i] + (s3 - 2 * s2 + s) * d[i] * h + (-2 * s3 + 3 * s2) * v[i + 1] + (s3 - s2) * d[i + 1] * h;
  };
}

/**
 * Every event of graha `g` of the given kinds in [from, to) (JD UT), in
 * time order.
 */
export function eventsBetween(
  g: Graha,
  from: number,
  to: number,
  models: AstroModels,
  node: NodeModelName,
  kinds: readonly GrahaEventKind[] = eventKindsOf(g),
): GrahaEvent[] {
  const want = new Set(kinds.filter((k) => eventKindsOf(g).includes(k)));
  const orb = COMBUSTION_ORBS[g];
  const sunAt = orb !== undefined && (want.has('asta') || want.has('uday')) ? sunTrack(from, to, models) : null;
  const listsStations = STATIONING.includes(g);
  // The true node turns, but its stations are not events of the almanacs: they only cut its motion into one-way runs.
  const turns = listsStations || (isNode(g) && node === 'true');

  const lonOf: AngleFn = (t) => {
    const p = tropicalOf(g, t, models, node);
    return { value: p.lon - models.ayanamsa.at(t), speed: p.speed - AYANAMSA_RATE };
  };
  const elongOf: AngleFn = (t) => {
    const p = tropicalOf(g, t, models, node);
    const s = tropical(t, SUN, models.deltaT);
    return { value: wrap180(p.lon - s.lon), speed: p.speed - s.speed };
  };
  /** The sidereal speed whose sign change is a station: with the ayanamsa's own rate (ayanamsaRate says why). */
  const turning = (t: number, ayanamsa = models.ayanamsa.at(t), p = tropicalOf(g, t, models, node)) =>
    p.speed - ayanamsaRate(models.ayanamsa, t, ayanamsa);
  const sample = (t: number, near: number | null): Sample => {
    const p = tropicalOf(g, t, models, node);
    const ayanamsa = models.ayanamsa.at(t);
    const raw = p.lon - ayanamsa;
    const lon = near === null ? norm360(raw) : near + wrap180(raw - near);
    const speed = turns ? turning(t, ayanamsa, p) : p.speed - AYANAMSA_RATE;
    return { t, lon, speed, elong: sunAt ? wrap180(p.lon - sunAt(t)) : 0 };
  };

  const out: GrahaEvent[] = [];
  const emit = (e: GrahaEvent) => {
    if (e.at >= from && e.at < to && want.has(e.kind)) out.push(e);
  };

  /** Rashi and nakshatra boundaries crossed between two samples on a one-way run. */
  const crossings = (a: Sample, b: Sample) => {
    const increasing = b.lon > a.lon;
    for (const [kind, span, parts] of [
      ['rashi', 30, 12],
      ['nakshatra', NAKSHATRA, 27],
    ] as const) {
      if (!want.has(kind)) continue;
      const lo = Math.min(a.lon, b.lon);
      const hi = Math.max(a.lon, b.lon);
      for (let k = Math.floor(lo / span) + 1; k * span <= hi; k++) {
        const boundary = k * span;
        const guess = cubicGuess(a.t, a.lon, a.speed, b.t, b.lon, b.speed, boundary);
        const at = solveAngleIn(lonOf, norm360(boundary), a.t, b.t, increasing, guess, NEWTON_TOLERANCE);
        const after = (((increasing ? k : k - 1) % parts) + parts) % parts;
        const before = (((increasing ? k - 1 : k) % parts) + parts) % parts;
        emit({ kind, graha: g, at, into: after + 1, from: before + 1, retrograde: !increasing });
      }
    }
  };

  /** Combustion beginning or ending between two samples of a one-way run, under that run's orb. */
  const combustion = (a: Sample, b: Sample, limit: number) => {
    const inA = Math.abs(a.elong) < limit;
    const inB = Math.abs(b.elong) < limit;
    if (inA === inB) return;
    // The orb crossed on the side of the Sun where the graha is outside it.
    const target = inA ? Math.sign(b.elong) * limit : Math.sign(a.elong) * limit;
    const increasing = inA ? target > 0 : target < 0;
    const guess = a.t + ((target - a.elong) / (b.elong - a.elong)) * (b.t - a.t);
    const at = solveAngleIn(elongOf, target, a.t, b.t, increasing, guess, NEWTON_TOLERANCE);
    emit({ kind: inA ? 'uday' : 'asta', graha: g, at, orb: limit, retrograde: b.lon < a.lon });
  };

  const run = (a: Sample, b: Sample) => {
    if (b.lon === a.lon) return;
    crossings(a, b);
    if (sunAt && orb) combustion(a, b, b.lon < a.lon ? orb.retrograde : orb.direct);
  };

  const step = isNode(g) && node === 'true' ? TRUE_NODE_SAMPLE_DAYS : SAMPLE_DAYS[g];
  const n = Math.max(1, Math.ceil((to - from) / step));
  let prev = sample(from, null);
  for (let i = 1; i <= n; i++) {
    const next = sample(i === n ? to : from + ((to - from) * i) / n, prev.lon);
    if (turns && prev.speed !== 0 && Math.sign(next.speed) === -Math.sign(prev.speed)) {
      const at = rootIn((t) => turning(t), prev.t, next.t, prev.speed, next.speed);
      const still = sample(at, prev.lon);
      run(prev, still);
      run(still, next);
      const retrograde = next.speed < 0;
      const longitude = norm360(still.lon);
      if (listsStations) emit({ kind: retrograde ? 'retrograde' : 'direct', graha: g, at, retrograde, longitude, rashi: Math.floor(longitude / 30) + 1 });
      // Mercury and Venus see a smaller orb when retrograde: turning may itself begin or end combustion.
      if (sunAt && orb && orb.direct !== orb.retrograde) {
        const before = Math.abs(still.elong) < (retrograde ? orb.direct : orb.retrograde);
        const after = Math.abs(still.elong) < (retrograde ? orb.retrograde : orb.direct);
        if (before !== after) emit({ kind: after ? 'asta' : 'uday', graha: g, at, orb: retrograde ? orb.retrograde : orb.direct, retrograde });
      }
    } else {
      run(prev, next);
    }
    prev = next;
  }
  return out.sort((x, y) => x.at - y.at);
}

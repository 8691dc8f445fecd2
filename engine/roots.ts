/**
 * Root-finding shared by every limb. All the Panchang angle functions
 * (elongation, sidereal Moon, Sun + Moon, sidereal Sun, ascendant) increase
 * monotonically, so an end time is the solution of angle(t) = target on an
 * unwrapped angle, found by Newton steps on the angular speed (the speed
 * never nears zero for these functions, so the steps cannot run away).
 */

/** Angle value (degrees, may be unwrapped) and its rate (degrees per day) at t. */
export type AngleFn = (t: number) => { value: number; speed: number };

/** Wraps an angle difference into (-180, 180]. */
export function wrap180(d: number): number {
  let x = d % 360;
  if (x <= -180) x += 360;
  else if (x > 180) x -= 360;
  return x;
}

export function norm360(a: number): number {
  const x = a % 360;
  return x < 0 ? x + 360 : x;
}

/** One second, in days: the engine's end times are found to well under this. */
export const SECOND = 1 / 86400;

/**
 * Finds t with f(t) = target (mod 360) near `guess`, for a monotonically
 * increasing angle function given modulo 360. Converges in 3-4 steps for the
 * Moon; `tolerance` in days.
 */
export function solveAngle(f: AngleFn, target: number, guess: number, tolerance = SECOND / 20): number {
  let t = guess;
  for (let i = 0; i < 20; i++) {
    const { value, speed } = f(t);
    const step = wrap180(target - value) / speed;
    t += step;
    if (Math.abs(step) < tolerance) return t;
  }
  return t;
}

/**
 * Finds t in [a, b] with f(t) = target (mod 360) for an angle function that
 * is monotonic on [a, b], increasing or not as `increasing` says, and
 * crosses the target there: Newton steps on the angular speed, kept inside
 * the bracket by bisection where the speed is too small to trust (a planet
 * near a station). Starts at `guess` (inside the bracket). Done when a
 * Newton step moves t by less than `tolerance` (days; Newton's error after
 * such a step is far smaller), or when bisection has narrowed the bracket
 * to a twentieth of a second.
 */
export function solveAngleIn(f: AngleFn, target: number, a: number, b: number, increasing: boolean, guess = (a + b) / 2, tolerance = SECOND / 20): number {
  let lo = a;
  let hi = b;
  let t = guess > a && guess < b ? guess : (a + b) / 2;
  for (let i = 0; i < 60; i++) {
    const { value, speed } = f(t);
    const r = wrap180(value - target);
    // Before the crossing the residual has the sign it had at a.
    if (r < 0 === increasing) lo = t;
    else hi = t;
    const newton = t - r / speed;
    // Inclusive bounds: at the root itself the step is below a double's resolution of a JD and lands on the bound just set.
    const inside = speed !== 0 && newton >= lo && newton <= hi;
    if (inside && Math.abs(newton - t) < tolerance) return newton;
    t = inside ? newton : (lo + hi) / 2;
    if (hi - lo < SECOND / 20) return t;
  }
  return t;
}

/**
 * The zero of g in [a, b], where g(a) = ga and g(b) = gb have opposite
 * signs and g only rises or only falls: regula falsi with the Illinois step
 * (the stalled end's value halved), 5-8 evaluations where bisection takes
 * 25; done when an estimate moves by less than `tolerance` days (about a
 * millisecond by default). A rise or set where the height crosses zero
 * (riseset.ts), a planet's station where its speed does (grahas/events.ts).
 */
export function rootIn(g: (t: number) => number, a: number, b: number, ga: number, gb: number, tolerance = 1e-8): number {
  let side = 0;
  let t = a;
  for (let i = 0; i < 100; i++) {
    const c = (a * gb - b * ga) / (gb - ga);
    if (Math.abs(c - t) < tolerance || b - a < tolerance) return c;
    t = c;
    const gc = g(c);
    if (gc <= 0 === gb <= 0) {
      b = c;
      gb = gc;
      if (side === -1) ga /= 2;
      side = -1;
    } else {
      a = c;
      ga = gc;
      if (side === 1) gb /= 2;
      side = 1;
    }
  }
  return t;
}

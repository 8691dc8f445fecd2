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

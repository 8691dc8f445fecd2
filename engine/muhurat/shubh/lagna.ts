/**
 * The rising signs over a span of the year, for the lagna rule of a kind
 * (a wedding's fixed and dual lagnas): the lagna table's own solver
 * (engine/timings/lagna.ts) on an ascendant model fitted to the span, with
 * the year's ayanamsa.
 */
import type { YearContext } from '../../festivals/context';
import { ascendantModel } from '../../timings/ascendant';
import { lagnaSegments } from '../../timings/lagna';

/** The rising signs (1-12) from `from` to `to` (JD UT, within a day or so), clipped to the span. */
export function dayAscendantFor(ctx: YearContext, from: number, to: number): { number: number; start: number; end: number }[] {
  const motion = ctx.lunar.motion;
  // Half a day of margin either side covers the first sign's start and the last one's end (as engine/timings/lagna.ts).
  const m = ascendantModel(ctx.place.lat, ctx.place.lon, from - 0.25, to + 0.25, ctx.models, (t) => motion.ayanamsa(t).value);
  return lagnaSegments(m, from, to).map((l) => ({ number: l.sign, start: Math.max(l.start, from), end: Math.min(l.end, to) }));
}

/**
 * The day of a Shraddha: the one rule the Pitru Paksha table
 * (pitru-paksha.ts) and the yearly Shraddha of a person (anniversary/)
 * apply to a tithi.
 *
 * A Shraddha is done on the day whose aparahna (the 4th of the five equal
 * parts of sunrise to sunset) the tithi prevails in; when it touches the
 * aparahna of two days, on the day it covers more of it (the first when
 * equal); when it touches neither (a short tithi between two afternoons),
 * on the day at whose sunrise it holds, or the day it begins.
 * Source: Nirnaya Sindhu and Dharma Sindhu on parvana, mahalaya and
 * pratyabdika (yearly) shraddha ("aparāhṇavyāpinī tithiḥ śrāddhe grāhyā";
 * on two days the one of greater coverage), the rule the festival table
 * already applies to Sarva Pitru Amavasya (engine/festivals/rules.ts)
 * through the same evaluator (engine/festivals/evaluate.ts `decide`). Two
 * tithis can so fall on one date (a kshaya tithi) and a date can have none.
 */
import type { YearContext } from './festivals/context';
import { decide, type Decision } from './festivals/evaluate';
import type { TithiPeriod } from './festivals/lunar';

/** The day (index into ctx.days) on which tithi period t's Shraddha is done, with the candidate days that decided it. */
export function shraddhaDecision(ctx: YearContext, t: TithiPeriod): Decision | null {
  return decide(ctx, t, ['aparahna'], { both: 'more', neither: 'udaya' });
}

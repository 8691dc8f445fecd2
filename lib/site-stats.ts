/**
 * The true figures the home page's About section shows instead of claimed
 * ones. The city count is read from the index itself; the agreement figures
 * are measured by tests/engine/tithi-at-sunrise-*.test.ts (tithi at sunrise
 * for every day 1900-2050 against the reference tables in
 * tests/fixtures/reference), which prints the disagreements on each run and
 * fails unless they equal these figures: 3 days in New Delhi and 8 in New
 * York, every one a tithi changing within two minutes of sunrise.
 */
import { getStore } from '@/lib/cities/store';
import { MAX_DATE, MIN_DATE } from '@/lib/selection/params';

export const REFERENCE_AGREEMENT = {
  /** Days compared per city (1900-01-01 .. 2050-12-31). */
  days: 55_152,
  firstYear: 1900,
  lastYear: 2050,
  disagreements: { newDelhi: 3, newYork: 8 },
  /** Every disagreement is a tithi change this close to sunrise. */
  boundaryMinutes: 2,
} as const;

/**
 * The share of compared days (both cities together) on which the tithi at
 * sunrise equals the reference's, rounded down to `decimals` places of a
 * percent so that it never claims more than was measured (99.99 % for
 * 110,293 of 110,304 days, not 100 %).
 */
export function agreementShare(decimals = 2): number {
  const a = REFERENCE_AGREEMENT;
  const compared = a.days * Object.keys(a.disagreements).length;
  const missed = Object.values(a.disagreements).reduce((s: number, n) => s + n, 0);
  const scale = 10 ** (decimals + 2);
  return Math.floor(((compared - missed) / compared) * scale) / scale;
}

export const YEARS_COVERED = { from: Number(MIN_DATE.slice(0, 4)), to: Number(MAX_DATE.slice(0, 4)) };

/** Places a visitor can choose (GeoNames cities500 in data/generated/cities.bin). */
export function cityCount(): number {
  return getStore().count;
}

/**
 * The true figures the home page's About section shows instead of claimed
 * ones. The city count is read from the index itself; the agreement figures
 * are measured by tests/engine/tithi-at-sunrise-*.test.ts (tithi at sunrise
 * for every day 1900-2050 against the reference tables in
 * tests/fixtures/reference), which prints the disagreements on each run and
 * fails unless they equal these figures: 3 days in New Delhi and 8 in New
 * York, every one a tithi changing within two minutes of sunrise.
 */
import type { Locale } from '@/i18n/routing';
import { getStore } from '@/lib/cities/store';
import { translator } from '@/lib/i18n/translate';
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

/**
 * The shortest and the longest tithi of 1900-2100, measured from the
 * engine by scripts/tithi-lengths.ts over every tithi of the range (74,581):
 * 20 h 2 min (from 1915-05-28 01:30 UT) and 26 h 48 min (from 1929-01-06
 * 14:21 UT); tests/lib/site-stats.test.ts recomputes these two. The texts
 * say the whole hours around them, in one message (`common.tithiLength`).
 */
export const TITHI_LENGTH = {
  firstYear: 1900,
  lastYear: 2100,
  shortest: { minutes: 1202, start: '1915-05-28T01:30:00Z' },
  longest: { minutes: 1608, start: '1929-01-06T14:21:00Z' },
} as const;

/** `{ shortest: 20, longest: 27 }`: whole hours, rounded outward, for `common.tithiLength`. */
export const tithiHours = () => ({ shortest: Math.floor(TITHI_LENGTH.shortest.minutes / 60), longest: Math.ceil(TITHI_LENGTH.longest.minutes / 60) });

/** `20 to 27 hours` / `20 से 27 घंटे`: the `{tithiLength}` of every text that says how long a tithi lasts. */
export const tithiLengthText = (locale: Locale): string => translator(locale)('common.tithiLength', tithiHours());

export const YEARS_COVERED = { from: Number(MIN_DATE.slice(0, 4)), to: Number(MAX_DATE.slice(0, 4)) };

/** Places a visitor can choose (GeoNames cities500 in data/generated/cities.bin). */
export function cityCount(): number {
  return getStore().count;
}

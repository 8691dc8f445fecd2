/**
 * A guard against unintended change, not a reference check: the expected
 * hashes below were produced by the engine itself (2026-11-23, before the
 * cold-year speed work of issue 10) with
 * `npx tsx tests/engine/festivals/year-fingerprint.ts`, and say nothing
 * about correctness (tests/fixtures/reference does). Speed work must keep
 * every one identical: every field of every event, to the last bit of each
 * instant. A deliberate change of result (a new rule, a corrected
 * convention) updates them in the same commit, saying why.
 */
import { clearFestivalCaches } from '@/engine';
import { CASES, fingerprint } from './year-fingerprint';

const EXPECTED: Record<string, string> = {
  'New Delhi 1900': '7f43bbc11f2115d981849f0e109c18cd',
  'New Delhi 1963 (kshaya masa)': '4037b07104203efaeb976efc05e4d688',
  'New Delhi 2023 (adhika Shravana)': 'caf68901bcd1dc2b08bda7742ec83fab',
  'New Delhi 2026 (adhika Jyeshtha)': '80cc2652a5a7da89a034546886ef6f83',
  'New Delhi 2026, hindu sunrise': '71447e9838aa8e6930df2b0acf1c07c2',
  'New Delhi 2100': '50eea7084a96f5e5e1ffa14b1f28d4a4',
  'Varanasi 2026': 'a79bc8e6e08d8c97e278924c55a9cf6d',
  'New York 2025': '881e5f9b74f2d5c88d2df475c8ff09e2',
  'Tromso 2026': '6a1f0e16f92e74bd317c374d6e0a22f3',
  'Sydney 2027': '128779869c3b7277418403e91ec460dd',
};

describe('festival year fingerprints (unchanged engine results)', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', (name, c) => {
    expect(fingerprint(c)).toBe(EXPECTED[name]);
  });

  // The places of a zone share its year's Moon and Sun: a year computed with
  // them (above, Varanasi after New Delhi) and from nothing must agree.
  it('Varanasi 2026 from empty caches', () => {
    const c = CASES.find((x) => x.name === 'Varanasi 2026')!;
    clearFestivalCaches();
    expect(fingerprint(c)).toBe(EXPECTED[c.name]);
  });
});

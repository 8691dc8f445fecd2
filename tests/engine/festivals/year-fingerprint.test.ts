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
  'New Delhi 1900': '3cb9a0a1eb61ab3eff47228bbaba8a83',
  'New Delhi 1963 (kshaya masa)': '4fd2452b8b290a6c8e26cf044a332459',
  'New Delhi 2023 (adhika Shravana)': 'c6ee77449e3272e9dece7850c147ee24',
  'New Delhi 2026 (adhika Jyeshtha)': '4175531d9e4fef2f93af969933a37124',
  'New Delhi 2026, hindu sunrise': 'f505b19ce7a66025326417bcbd46e7fe',
  'New Delhi 2100': '7818a28373e8661ab92ab924de70845a',
  'Varanasi 2026': 'ebcd27962ff80971596b145973161aba',
  'New York 2025': 'ab774e8b3353c759a50d94436c109b37',
  'Tromso 2026': '0e529ddfebd02113c2c333a660cd5379',
  'Sydney 2027': '67df43939ddeefd041ecc9f4c67df241',
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

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
  'New Delhi 1900': 'ce59872fca7a0767bde4e81d5181beb7',
  'New Delhi 1963 (kshaya masa)': 'd8db1de65d3679cd3283b5e66ae370ec',
  'New Delhi 2023 (adhika Shravana)': 'b00108faab07e47879eff8e0f5e67ea5',
  'New Delhi 2026 (adhika Jyeshtha)': '167c7b2342de2fbd7f847c3b15c0bda0',
  'New Delhi 2026, hindu sunrise': 'c1f5792a652aa7ecda953ac7b5c4050a',
  'New Delhi 2100': '5cbca144dc31e106b9cb4bb6a410920f',
  'Varanasi 2026': '1025e135bab66f714fe8c3d11d1da99f',
  'New York 2025': 'd4fa472c1b6b11812b7d3cb0b7b31966',
  'Tromso 2026': 'f044ac46189db5615d54812401b2ae55',
  'Sydney 2027': '8a33eabadf901af96226fe9e9f8d31eb',
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

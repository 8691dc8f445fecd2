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
  'New Delhi 1900': 'e67ed61c9649f86d483ab8f79543073e',
  'New Delhi 1963 (kshaya masa)': '901a75e8cf0d45ecba183659bc081a22',
  'New Delhi 2023 (adhika Shravana)': '7093d1adfe0134a9b0ac6f5892c6233d',
  'New Delhi 2026 (adhika Jyeshtha)': 'a35a8907228ce99ab57a626a16d0c85c',
  'New Delhi 2026, hindu sunrise': 'ce9e14d71c01d52bcc822f3f4194c85d',
  'New Delhi 2100': 'b7f21c91212162b9236681f3e963cbb7',
  'Varanasi 2026': '7fb754f1b7defbad2acb455d77dd0f84',
  'New York 2025': 'd4bf86f2b882f7501df9d7aaead5e767',
  'Tromso 2026': '84317fea2817a402788169a8a61e9426',
  'Sydney 2027': '1e55a8f025d2aee19ddccfdf8aa6f668',
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

/**
 * A guard against unintended change, not a reference check: the expected
 * hashes below were produced by the engine itself (2026-11-27, when the Sun
 * and Moon moved to a fixed grid so that a window of dates computes the
 * year's very instants: engine/festivals/grid.ts; instants moved by under
 * 0.14 s, no date, id or order changed over 100 years at five places) with
 * `npx tsx tests/engine/festivals/year-fingerprint.ts`, and say nothing
 * about correctness (tests/fixtures/reference does). Speed work must keep
 * every one identical: every field of every event, to the last bit of each
 * instant. A deliberate change of result (a new rule, a corrected
 * convention) updates them in the same commit, saying why.
 */
import { clearFestivalCaches } from '@/engine';
import { CASES, fingerprint } from './year-fingerprint';

const EXPECTED: Record<string, string> = {
  'New Delhi 1900': 'abc9045878bbecfcbf3cd04cf24abb83',
  'New Delhi 1963 (kshaya masa)': '8859498f5f2b8eee022f2060f1673374',
  'New Delhi 2023 (adhika Shravana)': '1c04b2747549d6dd90f7a766a7c6d11e',
  'New Delhi 2026 (adhika Jyeshtha)': '9b18931a6bc0bfadcc7cf72873328933',
  'New Delhi 2026, hindu sunrise': '44268b79f70433999ea66b34e5099c8d',
  'New Delhi 2100': '4a795baac0b9ddaca900fe6874ce0918',
  'Varanasi 2026': '2d6ca77f492d611081f18e61e68c2d17',
  'New York 2025': 'd6c188e4447c3f06f46f0c4f89269312',
  'Tromso 2026': 'b6e80e7d89a27fab55d6a4c4d2f8841a',
  'Sydney 2027': '8cb41a2a9e33707093a4e450c1d226ad',
};

describe('festival year fingerprints (unchanged engine results)', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', (name, c) => {
    expect(fingerprint(c)).toBe(EXPECTED[name]);
  });

  // Every place shares the Moon and Sun (and a zone its midnights): a year
  // computed with them (above, Varanasi after New Delhi) and from nothing must agree.
  it('Varanasi 2026 from empty caches', () => {
    const c = CASES.find((x) => x.name === 'Varanasi 2026')!;
    clearFestivalCaches();
    expect(fingerprint(c)).toBe(EXPECTED[c.name]);
  });
});

/**
 * A guard against unintended change, not a reference check: the expected
 * hashes below were produced by the engine itself (2026-11-23, before the
 * cold-year speed work of issue 10) with
 * `npx tsx tests/engine/festivals/year-fingerprint.ts`, and say nothing
 * about correctness (tests/fixtures/reference does). Speed work must keep
 * every one identical: every field of every event, to the last bit of each
 * instant. A deliberate change of result (a new rule, a corrected
 * convention) updates them in the same commit, saying why.
 *
 * Updated for issue 31 (the regional calendars' rows: new years, Onam,
 * Thai Pusam, Karthigai Deepam, Vaikuntha Ekadashi, Aadi Perukku,
 * Vishwakarma Puja, and Pongal dated as Thai 1 with its own reason): every
 * event of every case other than the new rows is unchanged field for
 * field, Pongal's date included (checked against the previous engine).
 */
import { clearFestivalCaches } from '@/engine';
import { CASES, fingerprint } from './year-fingerprint';

const EXPECTED: Record<string, string> = {
  'New Delhi 1900': '2879d999f1f03fecd2970e18d8692d21',
  'New Delhi 1963 (kshaya masa)': '854509bdcefa8eaf4cd5ebd5a638d700',
  'New Delhi 2023 (adhika Shravana)': 'c3b18b314e98a39c003affa0aeb16236',
  'New Delhi 2026 (adhika Jyeshtha)': 'ad4e24fa15ad3faec0a6e71d0236e278',
  'New Delhi 2026, hindu sunrise': '499a70467e769f526daddb066cb29732',
  'New Delhi 2100': '2ba4e35f6ed92fcec45ca4c2d4b69053',
  'Varanasi 2026': 'fde8ef8105b525d9de158abd5ee57fb0',
  'New York 2025': 'da1f0030787d99a501e8d0949e6b4f6d',
  'Tromso 2026': '0d8d0e3c16e927c61a1bb66cfd3ed08e',
  'Sydney 2027': 'f30253d4a3ff54e572c703ba4b347698',
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

/**
 * A guard against unintended change, not a reference check: the expected
 * hashes below were produced by the engine itself (2026-11-27, when main's
 * catalogue, rule fixes and regional calendars met the fixed Sun and Moon
 * grid that lets a window of dates compute the year's very instants:
 * engine/festivals/grid.ts; against main's engine, instants moved by under
 * 0.15 s and no date, id, order or reason changed over 13 years at five
 * places with both sunrises) with
 * `npx tsx tests/engine/festivals/year-fingerprint.ts`, and say nothing
 * about correctness (tests/fixtures/reference does). Speed work must keep
 * every one identical: every field of every event, to the last bit of each
 * instant. A deliberate change of result (a new rule, a corrected
 * convention) updates them in the same commit, saying why.
 */
import { clearFestivalCaches } from '@/engine';
import { CASES, fingerprint } from './year-fingerprint';

const EXPECTED: Record<string, string> = {
  'New Delhi 1900': 'f3eb74a371e1893e0d4f478e565c8a52',
  'New Delhi 1963 (kshaya masa)': '3c1a57815303f3bd8c1aaaf12548af9b',
  'New Delhi 2023 (adhika Shravana)': '8c59a24a88c72e39778a4686a867cb5f',
  'New Delhi 2026 (adhika Jyeshtha)': 'dd85c2cdfc61b37643eb841e055a580c',
  'New Delhi 2026, hindu sunrise': '6bf07de760135d18103e8e04ae5e3f75',
  'New Delhi 2100': 'ded36804026c56092ed6de449b6767f2',
  'Varanasi 2026': 'df33995c3270581b60eb6beb14e342f1',
  'New York 2025': '908d5df517fcf4624856b93d6621dd0a',
  'Tromso 2026': 'a4cec340a1b1871b99be485988f69642',
  'Sydney 2027': 'd4f842431c2623e835bb5ac5bf1b656f',
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

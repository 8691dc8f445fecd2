/**
 * The pure-TypeScript sidereal ascendant against Swiss Ephemeris'
 * `swe_houses_ex` (its tropical ascendant minus the default ayanamsa model,
 * as every sidereal longitude of the engine) at many instants and
 * latitudes, and the lagna table's boundaries against it.
 */
import { computeDay, computeLagnaTable, isoToJd, lagnaAt, lagnaTableOfDay, PanchangInputError } from '@/engine';
import { siderealHouses as housesUnder } from '@/engine/ephemeris';
import { DEFAULT_MODELS } from '@/engine/models';
import { ascendantAt, ascendantModel } from '@/engine/timings/ascendant';
import { rawLagnaTable } from '@/engine/timings/lagna';
import { PLACES } from '../reference';
import { random as rng } from '@/scripts/lib/random';

/** Angle difference in arc-seconds, wrapped. */
const arcsec = (a: number, b: number) => Math.abs((((a - b) % 360) + 540) % 360 - 180) * 3600;

const siderealHouses = (t: number, lat: number, lon: number) => housesUnder(t, lat, lon, DEFAULT_MODELS);

const JD_1900 = 2415020.5;
const JD_2100 = 2488069.5;

describe('ascendant model vs swe_houses_ex', () => {
  test('2,000 instants, latitudes -66..66, anywhere in a day-long model: under 1 arc-second', () => {
    const rand = rng(42);
    let worst = 0;
    for (let i = 0; i < 2000; i++) {
      const from = JD_1900 + rand() * (JD_2100 - JD_1900);
      const lat = -66 + 132 * rand();
      const lon = -180 + 360 * rand();
      const m = ascendantModel(lat, lon, from, from + 1.5, DEFAULT_MODELS);
      const t = from + 1.5 * rand();
      worst = Math.max(worst, arcsec(ascendantAt(m, t), siderealHouses(t, lat, lon).ascendant));
    }
    expect(worst).toBeLessThan(1);
  });

  test('inside the polar circles it follows the same (eastern) convention', () => {
    const rand = rng(7);
    let worst = 0;
    for (let i = 0; i < 500; i++) {
      const from = 2451545 + rand() * 20000;
      const lat = (rand() < 0.5 ? -1 : 1) * (67 + 22 * rand());
      const lon = -180 + 360 * rand();
      const m = ascendantModel(lat, lon, from, from + 1, DEFAULT_MODELS);
      const t = from + rand();
      worst = Math.max(worst, arcsec(ascendantAt(m, t), siderealHouses(t, lat, lon).ascendant));
    }
    expect(worst).toBeLessThan(1);
  });
});

const DELHI = PLACES['New Delhi'];

describe.each([
  ['New Delhi', '2020-12-31', DELHI],
  ['New Delhi', '2025-06-21', DELHI],
  ['Navoiy', '2020-07-19', PLACES.Navoiy],
  ['Sydney', '2025-03-09', { lat: -33.8688, lon: 151.2093, tz: 'Australia/Sydney' }],
  ['Helsinki', '2025-06-21', { lat: 60.1699, lon: 24.9384, tz: 'Europe/Helsinki' }],
  ['Tromsø (inside the polar circle)', '2025-03-01', { lat: 69.6496, lon: 18.956, tz: 'Europe/Oslo' }],
] as const)('lagna table: %s %s', (_name, date, place) => {
  const day = computeDay({ date, ...place });
  const table = lagnaTableOfDay(day);
  const t = table.lagnas.map((l) => ({ ...l, s: isoToJd(l.start), e: isoToJd(l.end) }));
  const polar = Math.abs(place.lat) > 66.56;

  test('covers sunrise to next sunrise, contiguous, signs in order', () => {
    expect(table.from).toBe(computeLagnaTable({ date, ...place }).from);
    expect(t[0].s).toBeLessThanOrEqual(day.dayStart);
    expect(t[t.length - 1].e).toBeGreaterThanOrEqual(day.dayEnd);
    expect(t[t.length - 2].e).toBeLessThan(day.dayEnd);
    t.forEach((l, i) => {
      expect(l.e).toBeGreaterThan(l.s);
      expect(Number.isInteger(l.sign) && l.sign >= 1 && l.sign <= 12).toBe(true);
      if (i > 0) {
        expect(l.start).toBe(t[i - 1].end);
        if (!polar) expect(l.sign).toBe((t[i - 1].sign % 12) + 1);
      }
    });
    if (!polar) expect(t).toHaveLength(13);
  });

  test('at each boundary swe_houses_ex puts the ascendant on the sign boundary; in between, in the sign', () => {
    for (const l of t) {
      // Boundaries are printed to the second: check the exact crossing by
      // sampling just inside each end (ISO rounding is at most 0.5 s).
      const inside = [l.s + 1 / 86400, (l.s + l.e) / 2, l.e - 1 / 86400];
      for (const x of inside) {
        expect(Math.floor(siderealHouses(x, place.lat, place.lon).ascendant / 30) + 1).toBe(l.sign);
      }
    }
    // The exact crossings (JD, before rounding to the ISO second).
    const raw = rawLagnaTable(day);
    for (const l of raw.slice(1)) {
      const asc = siderealHouses(l.start, place.lat, place.lon).ascendant;
      if (polar) {
        // Inside the polar circle a boundary can be a jump of the ascendant: check the sign changes there.
        const before = siderealHouses(l.start - 0.05 / 86400, place.lat, place.lon).ascendant;
        const after = siderealHouses(l.start + 0.05 / 86400, place.lat, place.lon).ascendant;
        expect(Math.floor(before / 30)).not.toBe(Math.floor(after / 30));
        expect(Math.floor(after / 30) + 1).toBe(l.sign);
      } else {
        expect(arcsec(asc, (l.sign - 1) * 30)).toBeLessThan(1);
      }
    }
  });
});

describe('lagnaAt', () => {
  test('agrees with swe_houses_ex and with the day table', () => {
    const iso = '2020-12-31T10:00:00+05:30';
    const l = lagnaAt(iso, DELHI);
    expect(l.instant).toBe(iso);
    expect(arcsec(l.longitude, siderealHouses(isoToJd(iso), DELHI.lat, DELHI.lon).ascendant)).toBeLessThan(1);
    const table = computeLagnaTable({ date: '2020-12-31', ...DELHI }).lagnas;
    const row = table.find((r) => r.start <= iso && iso < r.end)!;
    expect({ sign: l.sign, start: l.start, end: l.end }).toEqual(row);
    expect(lagnaAt(isoToJd(iso), DELHI).sign).toBe(l.sign);
  });

  test('rejects bad instants and places', () => {
    expect(() => lagnaAt('yesterday', DELHI)).toThrow(PanchangInputError);
    expect(() => lagnaAt(Number.NaN, DELHI)).toThrow(PanchangInputError);
    expect(() => lagnaAt('1800-01-01T00:00:00Z', DELHI)).toThrow(PanchangInputError);
    expect(() => lagnaAt('2020-12-31T10:00:00+05:30', { ...DELHI, lat: 91 })).toThrow(PanchangInputError);
  });
});

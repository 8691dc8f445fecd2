/**
 * Amrit Kalam and Varjyam inside the engine's own nakshatra segments: a
 * window starts its table's ghatis (of 60) after the nakshatra begins and
 * lasts 4 ghatis, scaled to the nakshatra's real length; a Panchang day
 * holds the windows that start in it (zero to two of each).
 */
import { computeDay, computePanchang, isoToJd, muhuratsOfDay, nakshatraAt } from '@/engine';
import { AMRIT_KALAM_GHATI, VARJYAM_GHATI } from '@/engine/timings/nakshatra-windows';
import { PLACES } from '../reference';

const DELHI = PLACES['New Delhi'];

function dates(from: string, n: number): string[] {
  const t = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: n }, (_, i) => new Date(t + i * 86400_000).toISOString().slice(0, 10));
}

test('the tables: 27 entries each, a 4-ghati window always inside its nakshatra', () => {
  expect(AMRIT_KALAM_GHATI).toHaveLength(27);
  expect(VARJYAM_GHATI).toHaveLength(27);
  for (const g of [...AMRIT_KALAM_GHATI, ...VARJYAM_GHATI]) expect(g + 4).toBeLessThanOrEqual(60);
  // Spot values of the standard tables, as the reference days confirm them.
  expect(AMRIT_KALAM_GHATI[9 - 1]).toBe(56); // Ashlesha
  expect(VARJYAM_GHATI[9 - 1]).toBe(32);
  expect(AMRIT_KALAM_GHATI[23 - 1]).toBe(34); // Dhanishtha
  expect(AMRIT_KALAM_GHATI[6 - 1]).toBe(35); // Ardra
  expect(AMRIT_KALAM_GHATI[7 - 1]).toBe(54); // Punarvasu
});

describe('60 days at New Delhi from 2025-01-01', () => {
  const days = dates('2025-01-01', 60).map((date) => ({ date, day: computeDay({ date, ...DELHI }) }));
  const all = days.flatMap(({ day }) =>
    muhuratsOfDay(day).windows.filter((w) => w.type === 'amrit_kalam' || w.type === 'varjyam').map((w) => ({ w, day })),
  );

  test('every window sits at its table offset inside its nakshatra (to the second)', () => {
    for (const { w } of all) {
      const s = isoToJd(w.start);
      const e = isoToJd(w.end);
      const n = nakshatraAt((s + e) / 2);
      const ns = n.start; // JD UT
      const ne = n.end;
      const len = ne - ns;
      const g = (w.type === 'amrit_kalam' ? AMRIT_KALAM_GHATI : VARJYAM_GHATI)[n.number - 1];
      expect(Math.abs(s - (ns + (g / 60) * len)) * 86400).toBeLessThanOrEqual(2);
      expect(Math.abs(e - s - (4 / 60) * len) * 86400).toBeLessThanOrEqual(2);
    }
  });

  test('each day holds the windows that start between its sunrise and the next, none twice, none lost', () => {
    for (const { date, day } of days) {
      const p = computePanchang({ date, ...DELHI });
      const mine = all.filter((x) => x.day === day).map((x) => x.w);
      for (const w of mine) {
        expect(Date.parse(w.start)).toBeGreaterThanOrEqual(Date.parse(p.sunrise!));
        expect(Date.parse(w.start)).toBeLessThan(Date.parse(p.nextSunrise!));
      }
      for (const type of ['amrit_kalam', 'varjyam']) {
        const n = mine.filter((w) => w.type === type).length;
        expect(n).toBeGreaterThanOrEqual(0);
        expect(n).toBeLessThanOrEqual(2);
      }
    }
    // Over 60 consecutive days every nakshatra's windows appear exactly once:
    // no window is dropped or duplicated at a day boundary.
    const keys = all.map(({ w }) => `${w.type} ${w.start}`);
    expect(new Set(keys).size).toBe(keys.length);
    // ~60 days * 27/27.3 nakshatras a day: about 59 of each kind.
    const amrit = all.filter(({ w }) => w.type === 'amrit_kalam').length;
    const varjyam = all.filter(({ w }) => w.type === 'varjyam').length;
    expect(amrit).toBeGreaterThanOrEqual(57);
    expect(amrit).toBeLessThanOrEqual(61);
    expect(varjyam).toBeGreaterThanOrEqual(57);
    expect(varjyam).toBeLessThanOrEqual(61);
  });
});

/**
 * Chandrabalam and Tarabalam, the vasas and Disha Shool, Bhadra with its
 * vasa, Panchak, Ganda Moola and the long counts: each table against its
 * published form and a computed day.
 */
import { computeDay, computePanchang, dayExtrasOf } from '@/engine';
import { CHANDRABALAM_PLACES, chandrabalamRashis, TARAS, taraOf, tarabalamNakshatras } from '@/engine/bala';
import { GANDA_MOOLA_NAKSHATRAS, PANCHAK_SIGNS } from '@/engine/doshas';
import { KALI_EPOCH_JD } from '@/engine/epoch';
import { agniVasa, BHADRA_VASA, CHANDRA_VASA, chandraVasa, DISHA_SHOOL, RAHU_VASA, SHIVA_VASA, shivaVasa } from '@/engine/vasa';
import { PLACES } from '../reference';

const DELHI = PLACES['new-delhi-table'];
const extrasOf = (date: string, place: { lat: number; lon: number; tz: string } = DELHI) => dayExtrasOf(computeDay({ date, ...place }));

describe('Chandrabalam and Tarabalam', () => {
  it('Chandrabalam: the 1st, 3rd, 6th, 7th, 10th and 11th place from the birth sign', () => {
    expect(CHANDRABALAM_PLACES).toEqual([1, 3, 6, 7, 10, 11]);
    // The Moon in Karka (4) stands 3rd from Vrishabha (2), 1st from Karka, 11th from Kanya (6),
    // 10th from Tula (7), 7th from Makara (10) and 6th from Kumbha (11).
    expect(chandrabalamRashis(4)).toEqual([2, 4, 6, 7, 10, 11]);
    expect(chandrabalamRashis(1)).toEqual([1, 3, 4, 7, 8, 11]);
  });

  it('Tarabalam: Sampat, Kshema, Sadhaka, Mitra and Parama Mitra; 15 birth nakshatras a day', () => {
    expect(TARAS.map((t) => t.key)).toEqual(['janma', 'sampat', 'vipat', 'kshema', 'pratyari', 'sadhaka', 'vadha', 'mitra', 'parama_mitra']);
    expect(TARAS.filter((t) => t.favourable).map((t) => t.key)).toEqual(['sampat', 'kshema', 'sadhaka', 'mitra', 'parama_mitra']);
    expect(taraOf(1, 1)).toBe(1);
    expect(taraOf(1, 2)).toBe(2);
    expect(taraOf(1, 10)).toBe(1);
    expect(taraOf(27, 1)).toBe(2);
    for (let n = 1; n <= 27; n++) expect(tarabalamNakshatras(n)).toHaveLength(15);
    // Punarvasu (7): Pushya (8) counts 27 from it (Parama Mitra), Punarvasu itself is Janma.
    expect(tarabalamNakshatras(7)).toContain(8);
    expect(tarabalamNakshatras(7)).not.toContain(7);
  });

  it('follow the Moon through the day: New Delhi 2020-12-31, Mithuna then Karka at 13:38, Punarvasu then Pushya at 19:49', () => {
    const e = extrasOf('2020-12-31', PLACES['New Delhi']);
    expect(e.chandrabalam.map((c) => [c.moonSign, c.rashis])).toEqual([
      [3, [1, 3, 5, 6, 9, 10]],
      [4, [2, 4, 6, 7, 10, 11]],
    ]);
    expect(e.chandrabalam[0].end?.slice(11, 16)).toBe('13:38');
    expect(e.tarabalam.map((t) => t.nakshatra)).toEqual([7, 8]);
    expect(e.tarabalam[0].end?.slice(11, 16)).toBe('19:49');
    expect(e.tarabalam[1].end).toBeNull();
  });
});

describe('vasa and Disha Shool', () => {
  it('Disha Shool: Monday and Saturday east, Tuesday and Wednesday north, Sunday and Friday west, Thursday south', () => {
    expect(DISHA_SHOOL).toEqual(['west', 'east', 'north', 'north', 'south', 'west', 'east']);
  });

  it('Rahu vasa: north on Sunday, then one direction back each day to east on Saturday', () => {
    expect(RAHU_VASA).toEqual(['north', 'north_west', 'west', 'south_west', 'south', 'south_east', 'east']);
  });

  it('Chandra vasa: fiery signs east, earthy south, airy west, watery north', () => {
    expect(CHANDRA_VASA).toEqual(['east', 'south', 'west', 'north']);
    expect([1, 5, 9].map(chandraVasa)).toEqual(['east', 'east', 'east']);
    expect([2, 6, 10].map(chandraVasa)).toEqual(['south', 'south', 'south']);
    expect([3, 7, 11].map(chandraVasa)).toEqual(['west', 'west', 'west']);
    expect([4, 8, 12].map(chandraVasa)).toEqual(['north', 'north', 'north']);
  });

  it('Shivavasa: (2 tithi + 5) mod 7; Kailash on Shukla 5 and 12, Krishna 4 and 11; with Gauri on Shukla 2 and 9, Krishna 1, 8 and Amavasya', () => {
    expect(SHIVA_VASA.map((s) => s.key)).toEqual(['shmashana', 'kailash', 'gauri', 'vrishabha', 'sabha', 'bhojana', 'krida']);
    const at = (key: string) => Array.from({ length: 30 }, (_, i) => i + 1).filter((t) => SHIVA_VASA[shivaVasa(t)].key === key);
    expect(at('kailash')).toEqual([5, 12, 19, 26]);
    expect(at('gauri')).toEqual([2, 9, 16, 23, 30]);
    expect(at('vrishabha')).toEqual([6, 13, 20, 27]);
  });

  it('Agnivasa: (tithi + 1 + weekday) mod 4, 0 and 3 on earth, 1 in the sky, 2 below', () => {
    // Shukla Pratipada on a Sunday: 1 + 1 + 1 = 3: earth.
    expect(agniVasa(1, 0)).toBe('prithvi');
    expect(agniVasa(2, 0)).toBe('prithvi');
    expect(agniVasa(3, 0)).toBe('akasha');
    expect(agniVasa(4, 0)).toBe('patala');
    expect(agniVasa(1, 6)).toBe('akasha');
  });

  it('Bhadra vasa: Kumbha, Meena, Karka, Simha on earth; Mesha, Vrishabha, Mithuna, Vrishchika in heaven; Kanya, Dhanu, Tula, Makara below', () => {
    const signs = (v: string) => BHADRA_VASA.map((x, i) => (x === v ? i + 1 : 0)).filter(Boolean);
    expect(signs('prithvi')).toEqual([4, 5, 11, 12]);
    expect(signs('swarga')).toEqual([1, 2, 3, 8]);
    expect(signs('patala')).toEqual([6, 7, 9, 10]);
  });

  it('a computed day: New Delhi 2020-12-31 (Thursday; Pratipada then Dwitiya at 09:30)', () => {
    const e = extrasOf('2020-12-31', PLACES['New Delhi']);
    expect(e.dishaShool).toBe('south');
    expect(e.rahuVasa).toBe('south');
    expect(e.chandraVasa.map((c) => c.direction)).toEqual(['west', 'north']);
    // Krishna Pratipada (16) and Dwitiya (17): (32 + 5) mod 7 = 2, (34 + 5) mod 7 = 4.
    expect(e.shivaVasa.map((s) => s.vasa)).toEqual(['gauri', 'sabha']);
    // (16 + 1 + 5) mod 4 = 2, (17 + 1 + 5) mod 4 = 3.
    expect(e.agniVasa.map((s) => s.vasa)).toEqual(['patala', 'prithvi']);
  });
});

describe('Bhadra, Panchak and Ganda Moola', () => {
  it('Bhadra at Navoiy 2020-07-19 ends with the Vishti karana the reference prints (12:00), its vasa by the Moon in Mithuna', () => {
    const e = extrasOf('2020-07-19', PLACES.Navoiy);
    expect(e.bhadra).toHaveLength(1);
    expect(e.bhadra[0].end.slice(11, 16)).toBe('12:00');
    const p = computePanchang({ date: '2020-07-19', ...PLACES.Navoiy });
    expect(p.moonRashi[0].number).toBe(3);
    expect(e.bhadra[0].vasa.map((v) => v.vasa)).toEqual(['swarga']);
    // It began the evening before, half a tithi earlier.
    expect(Date.parse(e.bhadra[0].end) - Date.parse(e.bhadra[0].start)).toBeGreaterThan(10 * 3_600_000);
  });

  it('Panchak is the Moon in Kumbha and Meena; shown with its true start and end on each day it touches', () => {
    expect(PANCHAK_SIGNS).toEqual([11, 12]);
    const days = ['2025-09-06', '2025-09-07', '2025-09-08', '2025-09-09', '2025-09-10'].map((d) => extrasOf(d).panchak);
    for (const p of days) expect(p).toEqual(days[0]);
    expect(days[0][0].start.slice(0, 16)).toBe('2025-09-06T11:21');
    expect(days[0][0].end.slice(0, 16)).toBe('2025-09-10T16:02');
    expect(extrasOf('2025-09-05').panchak).toEqual([]);
    expect(extrasOf('2025-09-11').panchak).toEqual([]);
    const before = computePanchang({ date: '2025-09-06', ...DELHI }).moonRashi;
    expect(before.map((s) => [s.number, s.end?.slice(0, 16) ?? null])).toEqual([
      [10, '2025-09-06T11:21'],
      [11, null],
    ]);
  });

  it('Ganda Moola: Ashwini, Ashlesha, Magha, Jyeshtha, Mula, Revati; Revati runs on into Ashwini as one stretch', () => {
    expect(GANDA_MOOLA_NAKSHATRAS).toEqual([1, 9, 10, 18, 19, 27]);
    const g = extrasOf('2025-09-10').gandaMoola;
    expect(g).toHaveLength(1);
    expect(g[0].nakshatras).toEqual([27, 1]);
    expect(g[0].start.slice(0, 16)).toBe('2025-09-09T18:06');
    expect(g[0].end.slice(0, 16)).toBe('2025-09-11T13:57');
  });
});

describe('Kali year, ahargana, Julian day, ayanamsa', () => {
  it('New Delhi 2025-06-01: Kali 5126 (Shaka 1947), JD 2460827.5 at 0h UT, the model’s ayanamsa', () => {
    const e = extrasOf('2025-06-01').epoch;
    expect(e.kaliYear).toBe(5126);
    expect(e.julianDay).toBe(2460827.5);
    expect(e.modifiedJulianDay).toBe(60827);
    expect(e.kaliAhargana).toBe(2460827.5 - KALI_EPOCH_JD);
    expect(e.ayanamsa.model).toBe('lahiri-vp285-mean');
    expect(e.ayanamsa.degrees).toBeGreaterThan(24.2);
    expect(e.ayanamsa.degrees).toBeLessThan(24.25);
  });

  it('the Kali epoch is 3102 BCE February 18 (Julian), 0h: JD 588465.5', () => {
    // Julian calendar date to JD (Meeus, Astronomical Algorithms, ch. 7): astronomical year -3101,
    // February counted as month 14 of the year before.
    const y = -3101 - 1;
    const m = 14;
    const jd = Math.floor(365.25 * (y + 4716)) + Math.floor(30.6001 * (m + 1)) + 18 - 1524.5;
    expect(jd).toBe(KALI_EPOCH_JD);
  });

  it('the ahargana counts days: one more each day', () => {
    expect(extrasOf('2025-06-02').epoch.kaliAhargana - extrasOf('2025-06-01').epoch.kaliAhargana).toBe(1);
  });
});

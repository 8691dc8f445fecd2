/**
 * Gowri Panchangam (engine/timings/gowri.ts): the weekday table as printed,
 * its construction, and a computed day.
 */
import { computeDay, computeGowri, GOWRI_DAY, GOWRI_NIGHT, GOWRI_QUALITY, type GowriName, muhuratsOfDay } from '@/engine';
import { RAHU_KAAL_PART } from '@/engine/timings/muhurat';

const DELHI = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' };

/** The table in its printed form, one letter a Gowri: U Udhyogam, A Amirdha, R Rogam, L Labham, D Dhanam, S Sugam, O Soram, V Visham. */
const LETTER: Record<string, GowriName> = { U: 'udhyogam', A: 'amirdha', R: 'rogam', L: 'labham', D: 'dhanam', S: 'sugam', O: 'soram', V: 'visham' };
const rows = (printed: string[]) => printed.map((r) => [...r].map((c) => LETTER[c]));

describe('the Gowri table', () => {
  it('is the almanac table, Sunday first, day from sunrise and night from sunset', () => {
    expect(GOWRI_DAY).toEqual(rows(['UARLDSOV', 'AVRLDSOU', 'RLDSOUVA', 'LDSOVUAR', 'DSOUAVRL', 'SOUVARLD', 'OUVARLDS']));
    expect(GOWRI_NIGHT).toEqual(rows(['DSOVUARL', 'SOVUARLD', 'OUARLDSV', 'UVARLDSO', 'ARLDSOVU', 'RLDSVOUA', 'LDSOUVAR']));
  });

  it('has Saturday as the one transcription available prints it (panchangam-js: Shunya = Soram, Shubha = Sugam)', () => {
    const transcribed: Record<string, GowriName> = { Udyoga: 'udhyogam', Amrita: 'amirdha', Roga: 'rogam', Laabha: 'labham', Dhana: 'dhanam', Shubha: 'sugam', Shunya: 'soram', Visha: 'visham' };
    const sat = (names: string[]) => names.map((n) => transcribed[n]);
    expect(GOWRI_DAY[6]).toEqual(sat(['Shunya', 'Udyoga', 'Visha', 'Amrita', 'Roga', 'Laabha', 'Dhana', 'Shubha']));
    expect(GOWRI_NIGHT[6]).toEqual(sat(['Laabha', 'Dhana', 'Shubha', 'Shunya', 'Udyoga', 'Visha', 'Amrita', 'Roga']));
  });

  it('follows its construction: the seven-name cycle from the weekday (the fifth weekday\u2019s at night), Visham in Rahu Kalam\u2019s part (the sixth weekday\u2019s at night)', () => {
    const CYCLE: GowriName[] = ['udhyogam', 'amirdha', 'rogam', 'labham', 'dhanam', 'sugam', 'soram'];
    const build = (first: number, vishamPart: number) => {
      const seven = CYCLE.map((_, i) => CYCLE[(first + i) % 7]);
      return [...seven.slice(0, vishamPart - 1), 'visham', ...seven.slice(vishamPart - 1)];
    };
    for (let w = 0; w < 7; w++) {
      expect([w, GOWRI_DAY[w]]).toEqual([w, build(w, RAHU_KAAL_PART[w])]);
      expect([w, GOWRI_NIGHT[w]]).toEqual([w, build((w + 4) % 7, RAHU_KAAL_PART[(w + 5) % 7])]);
    }
  });

  it('marks five Gowris good and three bad', () => {
    const bad = Object.entries(GOWRI_QUALITY).filter(([, q]) => q === 'inauspicious').map(([n]) => n);
    expect(bad.sort()).toEqual(['rogam', 'soram', 'visham']);
  });
});

describe('computeGowri', () => {
  it('cuts the day from sunrise and the night from sunset into eight (New Delhi, Saturday 2025-11-22)', () => {
    const day = computeDay({ date: '2025-11-22', ...DELHI });
    const g = computeGowri({ date: '2025-11-22', ...DELHI });
    expect(g.periods.map((p) => p.name)).toEqual([...GOWRI_DAY[6], ...GOWRI_NIGHT[6]]);
    // Sunrise 06:49:19, sunset 17:25:03: a day part is 10 h 35 min 44 s / 8 = 1 h 19 min 28 s.
    const first = g.periods[0];
    expect([first.name, first.start.slice(11, 19), first.end.slice(11, 19), first.quality]).toEqual(['soram', '06:49:19', '08:08:47', 'inauspicious']);
    expect(Date.parse(g.periods[8].start)).toBe(Date.parse(g.periods[7].end));
    expect(g.periods[8]).toMatchObject({ name: 'labham', period: 'night' });
    // Visham (the 3rd part on Saturday) is the day's Rahu Kaal to the second.
    const rahu = muhuratsOfDay(day).windows.find((w) => w.type === 'rahu_kaal')!;
    const visham = g.periods.find((p) => p.name === 'visham' && p.period === 'day')!;
    expect([visham.start.slice(0, 19), visham.end.slice(0, 19)]).toEqual([rahu.start.slice(0, 19), rahu.end.slice(0, 19)]);
  });

  it('gives no parts where the Sun neither rises nor sets (Tromso in polar night)', () => {
    const g = computeGowri({ date: '2025-12-15', lat: 69.6489, lon: 18.9551, tz: 'Europe/Oslo' });
    expect([g.noSunrise, g.periods]).toEqual([true, []]);
  });
});

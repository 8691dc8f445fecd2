import { namedPanchang } from '@/lib/names/named';
import { namesFor } from '@/lib/names/names';
import {
  computeDay,
  computePanchang,
  findNakshatra,
  findTithi,
  isoToJd,
  nakshatraAt,
  PanchangInputError,
  tithiAt,
} from '@/engine';
import { MOON, SUN, tropical } from '@/engine/ephemeris';
import { solveAngle } from '@/engine/roots';

const DELHI = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' };
const NEW_YORK = { lat: 40.7128, lon: -74.006, tz: 'America/New_York' };

describe('computePanchang', () => {
  const p = computePanchang({ date: '2025-11-22', ...DELHI });

  it('prints local ISO times with offset and seconds (the reference prints sunrise 06:49)', () => {
    expect(p.sunrise).toMatch(/^2025-11-22T06:49:\d\d\+05:30$/);
    expect(p.nextSunrise).toMatch(/^2025-11-23T06:50:\d\d\+05:30$/);
    expect(p.polar).toBeNull();
  });

  it('covers sunrise to next sunrise with contiguous segments', () => {
    for (const key of ['tithi', 'nakshatra', 'nakshatraPada', 'yoga', 'karana', 'moonRashi', 'sunRashi'] as const) {
      const segs = p[key];
      expect(segs.length).toBeGreaterThan(0);
      expect(segs[0].start <= (p.sunrise as string)).toBe(true);
      expect(segs[segs.length - 1].end).toBeNull();
      for (let i = 1; i < segs.length; i++) expect(segs[i].start).toBe(segs[i - 1].end);
    }
  });

  it('speaks numbers and keys, which the English messages name with the reference spellings', () => {
    expect(p.vara).toEqual({ number: 7 });
    expect(p.tithi[0]).toMatchObject({ number: 2, paksha: 'Shukla' });
    expect(p.masa.amanta).toEqual({ number: 9, adhika: false });
    expect(p.samvat).toMatchObject({ vikram: 2082, shaka: 1947 });
    const named = namedPanchang(p, namesFor('en'));
    expect(named.vara).toEqual({ number: 7, name: 'Saturday', sanskrit: 'Shanivara' });
    expect(named.tithi[0]).toMatchObject({ number: 2, name: 'Dwitiya', paksha: 'Shukla' });
    expect(named.masa.amanta).toEqual({ number: 9, name: 'Margashirsha', adhika: false });
  });

  it('finds end times on the continuous function, to under a second', () => {
    const day = computeDay({ date: '2025-11-22', ...DELHI });
    const elong = (t: number) => {
      const s = tropical(t, SUN, day.models.deltaT);
      const m = tropical(t, MOON, day.models.deltaT);
      return { value: m.lon - s.lon, speed: m.speed - s.speed };
    };
    for (const seg of day.segments.tithi.concat(day.segments.karana)) {
      if (seg.end === null) continue;
      const target = Math.round(elong(seg.end).value / 6) * 6;
      const exact = solveAngle(elong, target, seg.end, 1e-8);
      expect(Math.abs(exact - seg.end) * 86400).toBeLessThan(1);
    }
  });

  it('flags a kshaya tithi (one that never holds at a sunrise)', () => {
    // Scan a year: kshaya tithis occur about every two months.
    let kshaya = 0;
    let vriddhi = 0;
    for (let d = new Date(Date.UTC(2025, 0, 1)); d.getUTCFullYear() === 2025; d.setUTCDate(d.getUTCDate() + 1)) {
      const day = computePanchang({ date: d.toISOString().slice(0, 10), ...DELHI });
      kshaya += day.tithi.filter((t) => t.kshaya).length;
      vriddhi += day.tithi.filter((t) => t.vriddhi).length;
    }
    expect(kshaya).toBeGreaterThanOrEqual(4);
    expect(vriddhi).toBeGreaterThanOrEqual(3);
  });

  it('follows historical daylight-saving rules (New York, 1970 and 2025)', () => {
    expect(computePanchang({ date: '2025-07-01', ...NEW_YORK }).sunrise).toMatch(/-04:00$/);
    expect(computePanchang({ date: '2025-01-01', ...NEW_YORK }).sunrise).toMatch(/-05:00$/);
    expect(computePanchang({ date: '2025-03-09', ...NEW_YORK }).sunrise).toMatch(/^2025-03-09T07:\d\d:\d\d-04:00$/);
  });

  it('reports polar day and night instead of throwing', () => {
    const tromsoSummer = computePanchang({ date: '2025-06-21', lat: 69.65, lon: 18.96, tz: 'Europe/Oslo' });
    expect(tromsoSummer.sunrise).toBeNull();
    expect(tromsoSummer.polar).toBe('polar-day');
    expect(tromsoSummer.tithi.length).toBeGreaterThan(0);
    const tromsoWinter = computePanchang({ date: '2025-12-21', lat: 69.65, lon: 18.96, tz: 'Europe/Oslo' });
    expect(tromsoWinter.polar).toBe('polar-night');
    expect(tromsoWinter.dinamana).toBeNull();
  });

  it('returns no moonset when none falls in the Panchang day (New Delhi 2000-08-15)', () => {
    expect(computePanchang({ date: '2000-08-15', ...DELHI }).moonset).toBeNull();
  });

  it('offers the "hindu" sunrise (disc centre, no refraction), a few minutes later', () => {
    const hindu = computePanchang({ date: '2025-11-22', ...DELHI, options: { sunrise: 'hindu' } });
    const gap = (Date.parse(hindu.sunrise as string) - Date.parse(p.sunrise as string)) / 60000;
    expect(gap).toBeGreaterThan(3);
    expect(gap).toBeLessThan(5);
  });

  it('covers 1900 and 2100', () => {
    expect(computePanchang({ date: '1900-01-01', ...DELHI }).tithi[0].number).toBe(30);
    expect(computePanchang({ date: '2100-12-31', ...NEW_YORK }).sunrise).toMatch(/^2100-12-31T07:/);
  });
});

describe('input errors', () => {
  const cases: [string, object, string][] = [
    ['malformed date', { date: '22-11-2025', ...DELHI }, 'date'],
    ['impossible date', { date: '2025-02-30', ...DELHI }, 'date'],
    ['date before 1900', { date: '1800-01-01', ...DELHI }, 'date'],
    ['date after 2100', { date: '2101-01-01', ...DELHI }, 'date'],
    ['latitude out of range', { date: '2025-01-01', ...DELHI, lat: 91 }, 'lat'],
    ['latitude not a number', { date: '2025-01-01', ...DELHI, lat: Number('abc') }, 'lat'],
    ['longitude out of range', { date: '2025-01-01', ...DELHI, lon: -181 }, 'lon'],
    ['unknown zone', { date: '2025-01-01', ...DELHI, tz: 'Mars/Olympus' }, 'tz'],
  ];
  it.each(cases)('%s', (_label, input, field) => {
    expect(() => computePanchang(input as never)).toThrow(PanchangInputError);
    try {
      computePanchang(input as never);
    } catch (e) {
      expect((e as PanchangInputError).field).toBe(field);
      expect((e as Error).message).toMatch(/\S/);
    }
  });
});

describe('instants and finders', () => {
  it('tithiAt and nakshatraAt agree with the day', () => {
    const p = computePanchang({ date: '2025-11-22', ...DELHI });
    const t = tithiAt(p.sunrise as string);
    expect(t).toMatchObject({ number: p.tithi[0].number, paksha: 'Shukla' });
    expect(Math.abs((t.end - isoToJd(p.tithi[0].end as string)) * 86400)).toBeLessThan(1);
    expect(nakshatraAt(p.sunrise as string)).toMatchObject({ number: p.nakshatra[0].number, pada: expect.any(Number) });
  });

  it('findTithi lists every Ekadashi of a year with its sunrise dates', () => {
    const shukla = findTithi(11, '2025-01-01', '2025-12-31', DELHI);
    const krishna = findTithi(26, '2025-01-01', '2025-12-31', DELHI);
    expect(shukla.length + krishna.length).toBeGreaterThanOrEqual(24);
    expect(shukla.length + krishna.length).toBeLessThanOrEqual(26);
    for (const p of shukla) {
      expect(p.number).toBe(11);
      expect(Date.parse(p.end) - Date.parse(p.start)).toBeGreaterThan(19 * 3600e3);
      expect(Date.parse(p.end) - Date.parse(p.start)).toBeLessThan(27 * 3600e3);
      for (const d of p.sunriseDates) expect(computePanchang({ date: d, ...DELHI }).tithi[0].number).toBe(11);
    }
  });

  it('findNakshatra lists the Moon in Rohini about 13 times a year', () => {
    const rohini = findNakshatra(4, '2025-01-01', '2025-12-31', DELHI);
    expect(rohini.length).toBeGreaterThanOrEqual(13);
    expect(rohini.length).toBeLessThanOrEqual(14);
    expect(rohini.every((p) => p.number === 4)).toBe(true);
  });

  it('rejects a tithi number out of range', () => {
    expect(() => findTithi(31, '2025-01-01', '2025-02-01', DELHI)).toThrow(PanchangInputError);
  });
});

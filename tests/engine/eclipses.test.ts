/**
 * Eclipses against published times. Sources:
 * - Total lunar eclipse of 2025-09-07/08: NASA GSFC eclipse web site (F. Espenak,
 *   "Five Millennium Canon of Lunar Eclipses"), contacts in UT: P1 15:28, U1 16:27,
 *   U2 17:31, greatest 18:12, U3 18:53, U4 19:56, P4 20:55, umbral magnitude 1.362;
 *   the trusted site's grahan page for New Delhi prints Sutak from 12:57 PM (9 h before
 *   the first umbral contact at 09:57 PM IST).
 * - Annular solar eclipse of 2020-06-21 seen from Delhi: Ministry of Earth Sciences
 *   (Press Information Bureau, 2020-06-19): begins 10:20, greatest 12:01, ends 13:48 IST.
 * - Total solar eclipse of 2027-08-02: NASA GSFC ("Five Millennium Canon of Solar
 *   Eclipses"): greatest eclipse 10:07:50 TD (10:06:40 UT with Delta T 70 s), magnitude 1.0790,
 *   6 min 23 s of totality at greatest eclipse, central over Luxor.
 * - Penumbral lunar eclipse of 2020-07-05: 08:37-11:22 IST, festivals-dev.json r0381
 *   (Guru Purnima "coincides with Chandra Grahan", a news item quoting the trusted site).
 */
import { eclipsesOfYear, eclipsesOnDate, isPanchangInputError, jdToMs, type Eclipse } from '@/engine';
import { readJson } from './reference';

const DELHI = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' };
const ist = (e: Eclipse, key: string) => e.local.contacts.find((c) => c.key === key)?.at ?? '';
/** Seconds between an ISO time and a printed local minute ("YYYY-MM-DDTHH:MM" at +05:30). */
const gap = (ours: string, printed: string, offset = '+05:30') => Math.abs(Date.parse(ours) - Date.parse(`${printed}:00${offset}`)) / 1000;

describe('the total lunar eclipse of 2025-09-07/08 from New Delhi', () => {
  const e = eclipsesOfYear({ year: 2025, ...DELHI }).find((x) => x.id === 'lunar-2025-09-07')!;

  it('is total, seen whole, with NASA’s contacts to the minute', () => {
    expect(e.type).toBe('total');
    expect(e.local.visible).toBe(true);
    expect(e.magnitude).toBeCloseTo(1.362, 2);
    const printed: [string, string][] = [
      ['P1', '2025-09-07T20:58'],
      ['U1', '2025-09-07T21:57'],
      ['U2', '2025-09-07T23:01'],
      ['max', '2025-09-07T23:42'],
      ['U3', '2025-09-08T00:23'],
      ['U4', '2025-09-08T01:26'],
      ['P4', '2025-09-08T02:25'],
    ];
    for (const [key, at] of printed) expect([key, gap(ist(e, key), at) <= 60]).toEqual([key, true]);
    expect(e.local.contacts.every((c) => c.visible)).toBe(true);
  });

  it('has the Sutak of three prahars before the first umbral contact, to its end', () => {
    expect(e.local.sutak?.hours).toBe(9);
    expect(gap(e.local.sutak!.start, '2025-09-07T12:57')).toBeLessThanOrEqual(60);
    expect(e.local.sutak!.end).toBe(ist(e, 'U4'));
  });

  it('is on the day page of both dates it touches, and not the day after', () => {
    expect(eclipsesOnDate({ date: '2025-09-07', ...DELHI }, jdToMs).map((x) => x.id)).toEqual(['lunar-2025-09-07']);
    expect(eclipsesOnDate({ date: '2025-09-08', ...DELHI }, jdToMs).map((x) => x.id)).toEqual(['lunar-2025-09-07']);
    expect(eclipsesOnDate({ date: '2025-09-09', ...DELHI }, jdToMs)).toEqual([]);
  });
});

describe('the annular solar eclipse of 2020-06-21 from Delhi (partial there)', () => {
  const e = eclipsesOfYear({ year: 2020, ...DELHI }).find((x) => x.id === 'solar-2020-06-21')!;

  it('begins, peaks and ends at the published minutes', () => {
    expect(e.type).toBe('annular');
    expect(e.local.type).toBe('partial');
    expect(gap(ist(e, 'C1'), '2020-06-21T10:20')).toBeLessThanOrEqual(60);
    expect(gap(ist(e, 'max'), '2020-06-21T12:01')).toBeLessThanOrEqual(60);
    expect(gap(ist(e, 'C4'), '2020-06-21T13:48')).toBeLessThanOrEqual(60);
    expect(e.local.magnitude).toBeGreaterThan(0.9);
    expect(e.local.magnitude).toBeLessThan(1);
  });

  it('has the Sutak of four prahars (12 hours) before the first contact', () => {
    expect(e.local.sutak?.hours).toBe(12);
    expect(Date.parse(ist(e, 'C1')) - Date.parse(e.local.sutak!.start)).toBe(12 * 3_600_000);
  });
});

describe('the total solar eclipse of 2027-08-02', () => {
  const utc = (jd: number) => new Date(jdToMs(jd)).toISOString();
  const e = eclipsesOfYear({ year: 2027, lat: 0, lon: 0, tz: 'UTC' }, utc).find((x) => x.id === 'solar-2027-08-02')!;

  it('has NASA’s greatest eclipse and magnitude', () => {
    expect(e.type).toBe('total');
    expect(Math.abs(Date.parse(e.greatest) - Date.parse('2027-08-02T10:06:40Z'))).toBeLessThanOrEqual(60_000);
    expect(Math.abs(e.magnitude - 1.079)).toBeLessThan(0.002);
    expect(e.saros.series).toBe(136);
  });

  it('is total for about six and a third minutes at Luxor', () => {
    const luxor = eclipsesOfYear({ year: 2027, lat: 25.6872, lon: 32.6396, tz: 'Africa/Cairo' }).find((x) => x.id === e.id)!;
    expect(luxor.local.type).toBe('total');
    const seconds = (Date.parse(ist(luxor, 'C3')) - Date.parse(ist(luxor, 'C2'))) / 1000;
    expect(seconds).toBeGreaterThan(370);
    expect(seconds).toBeLessThan(390);
    expect(luxor.local.obscuration).toBe(1);
  });

  it('is a partial eclipse in the afternoon at New Delhi, ending before sunset', () => {
    const delhi = eclipsesOfYear({ year: 2027, ...DELHI }).find((x) => x.id === e.id)!;
    expect(delhi.local.type).toBe('partial');
    expect(delhi.local.contacts.map((c) => c.key)).toEqual(['C1', 'max', 'C4']);
    expect(delhi.local.horizon).toEqual([]);
    expect(ist(delhi, 'C1').slice(0, 13)).toBe('2027-08-02T15');
  });
});

describe('eclipses not seen, and penumbral eclipses', () => {
  it('the penumbral eclipse of 2020-07-05 runs 08:37-11:22 IST and is below the horizon at New Delhi: no Sutak', () => {
    const ref = readJson<{ id: string; notes: string }[]>('festivals-dev.json').find((r) => r.id === 'r0381')!;
    expect(ref.notes).toContain('08:37-11:22');
    const e = eclipsesOfYear({ year: 2020, ...DELHI }).find((x) => x.id === 'lunar-2020-07-05')!;
    expect(e.type).toBe('penumbral');
    expect(gap(ist(e, 'P1'), '2020-07-05T08:37')).toBeLessThanOrEqual(60);
    expect(gap(ist(e, 'P4'), '2020-07-05T11:22')).toBeLessThanOrEqual(60);
    expect(e.local.visible).toBe(false);
    expect(e.local.sutak).toBeNull();
    expect(eclipsesOnDate({ date: '2020-07-05', ...DELHI }, jdToMs)).toEqual([]);
  });

  it('a penumbral eclipse seen whole (2027-02-21 at New Delhi) has no Sutak', () => {
    const e = eclipsesOfYear({ year: 2027, ...DELHI }).find((x) => x.id === 'lunar-2027-02-20')!;
    expect(e.date).toBe('2027-02-21');
    expect(e.local.visible).toBe(true);
    expect(e.local.sutak).toBeNull();
  });

  it('the lunar eclipse of 2026-03-03 rises eclipsed at New Delhi: Sutak from 9 h before U1', () => {
    const e = eclipsesOfYear({ year: 2026, ...DELHI }).find((x) => x.id === 'lunar-2026-03-03')!;
    expect(e.local.horizon.map((h) => h.key)).toEqual(['moonrise']);
    expect(e.local.contacts.find((c) => c.key === 'U1')?.visible).toBe(false);
    expect(e.local.contacts.find((c) => c.key === 'U4')?.visible).toBe(true);
    expect(Date.parse(ist(e, 'U1')) - Date.parse(e.local.sutak!.start)).toBe(9 * 3_600_000);
  });

  it('a solar eclipse not seen from the place has no local contacts (2025-03-29 at New Delhi) but is seen in New York', () => {
    const delhi = eclipsesOfYear({ year: 2025, ...DELHI }).find((x) => x.id === 'solar-2025-03-29')!;
    expect(delhi.local).toMatchObject({ visible: false, contacts: [], sutak: null });
    const ny = eclipsesOfYear({ year: 2025, lat: 40.7128, lon: -74.006, tz: 'America/New_York' }).find((x) => x.id === 'solar-2025-03-29')!;
    expect(ny.local.visible).toBe(true);
    // It rises eclipsed in New York.
    expect(ny.local.horizon.map((h) => h.key)).toEqual(['sunrise']);
  });

  it('lists every eclipse of a year by its local date (2025: two lunar, two solar)', () => {
    expect(eclipsesOfYear({ year: 2025, ...DELHI }).map((e) => [e.id, e.date])).toEqual([
      ['lunar-2025-03-14', '2025-03-14'],
      ['solar-2025-03-29', '2025-03-29'],
      ['lunar-2025-09-07', '2025-09-07'],
      ['solar-2025-09-21', '2025-09-22'],
    ]);
  });

  it('rejects a year outside 1900-2100, naming the field', () => {
    try {
      eclipsesOfYear({ year: 1899, ...DELHI });
      throw new Error('no error');
    } catch (err) {
      expect(isPanchangInputError(err) && err.field).toBe('year');
    }
  });
});

describe('an eclipse whose penumbra only grazes the Earth (1935-01-05, magnitude 0.0014)', () => {
  // Swiss Ephemeris gives it no global begin or end (0): the year failed with a search from Julian day 0.
  const e = eclipsesOfYear({ year: 1935, ...DELHI }).find((x) => x.id === 'solar-1935-01-05')!;

  it('is listed, partial, with its greatest eclipse as its global interval, and not seen from Delhi', () => {
    expect(e.type).toBe('partial');
    expect(e.magnitude).toBeLessThan(0.01);
    expect(e.global.start).toBe(e.greatest);
    expect(e.global.end).toBe(e.greatest);
    expect(e.greatest.slice(0, 10)).toBe('1935-01-05');
    expect(e.local.visible).toBe(false);
  });

  it('leaves the other four solar eclipses of 1935 as they were', () => {
    const solar = eclipsesOfYear({ year: 1935, ...DELHI }).filter((x) => x.kind === 'solar');
    expect(solar.map((x) => x.id)).toEqual(['solar-1935-01-05', 'solar-1935-02-03', 'solar-1935-06-30', 'solar-1935-07-30', 'solar-1935-12-25']);
    expect(solar.slice(1).every((x) => x.global.start < x.greatest && x.greatest < x.global.end)).toBe(true);
  });
});

it('every year from 1900 to 2100 has its eclipses', () => {
  for (let year = 1900; year <= 2100; year++) expect([year, eclipsesOfYear({ year, ...DELHI }).length >= 2]).toEqual([year, true]);
});

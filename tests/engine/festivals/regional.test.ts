/**
 * The festivals of the regional solar calendars (rules.ts, the block of
 * issue 31; engine/festivals/regional.ts), one computed example each with
 * the reason the engine gives, and the one record of festivals-dev.json
 * that names one of them (Vaikuntha Ekadashi 2022).
 */
import { computeFestivals, type FestivalEvent } from '@/engine';
import { readJson } from '../reference';

const DELHI = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' };
const CHENNAI = { lat: 13.08784, lon: 80.27847, tz: 'Asia/Kolkata' };
const KOCHI = { lat: 9.93988, lon: 76.26022, tz: 'Asia/Kolkata' };

const events = (year: number, place = DELHI) => computeFestivals({ year, ...place }).events;
const all = (year: number, slug: string, place = DELHI) => events(year, place).filter((e) => e.slug === slug);
const one = (year: number, slug: string, place = DELHI): FestivalEvent => {
  const found = all(year, slug, place);
  expect(found).toHaveLength(1);
  return found[0];
};
const sankrantiAt = (e: FestivalEvent) => e.moments.find((m) => m.kind === 'sankranti')?.at.slice(0, 16);

describe('the regional new years: day 1 of the first month, by each region\'s rule', () => {
  it('Puthandu 2025: Mesha Sankranti at 03:29 on 14 April, before sunset: Chithirai 1 that day', () => {
    const e = one(2025, 'puthandu');
    expect(e).toMatchObject({ date: '2025-04-14', type: 'festival', reason: { choice: 'solar-month-start', calendar: 'tamil', solarMonth: 1, solarDay: 1, monthStart: 'before-cutoff', sign: 0 } });
    expect(sankrantiAt(e)).toBe('2025-04-14T03:29');
  });

  it('Vishu 2023: the Sun entered Mesha at 15:11 on 14 April, after the end of madhyahna: Medam 1 is 15 April', () => {
    const e = one(2023, 'vishu');
    expect(e).toMatchObject({ date: '2023-04-15', reason: { calendar: 'malayalam', solarMonth: 9, monthStart: 'after-cutoff' } });
    expect(sankrantiAt(e)).toBe('2023-04-14T15:11');
  });

  it('Pohela Boishakh 2025: the ingress at 03:29 on 14 April is after the middle of the night of the 13th: Boishakh 1 is 15 April', () => {
    expect(one(2025, 'pohela-boishakh')).toMatchObject({ date: '2025-04-15', reason: { calendar: 'bengali', monthStart: 'after-ardharatri' } });
    // 2023: Mesha at 15:11, in the daytime: the next day.
    expect(one(2023, 'pohela-boishakh')).toMatchObject({ date: '2023-04-15', reason: { monthStart: 'before-ardharatri' } });
  });

  it('Pana Sankranti 2024: Mesha at 21:1x IST on 13 April, before 22:00 local mean time: Baisakha 1 that day', () => {
    const e = one(2024, 'pana-sankranti');
    expect(e).toMatchObject({ date: '2024-04-13', reason: { calendar: 'odia', solarMonth: 1, monthStart: 'before-cutoff' } });
    expect(sankrantiAt(e)?.slice(0, 15)).toBe('2024-04-13T21:1');
    // The Tamil year begins the next day: the same ingress came after sunset.
    expect(one(2024, 'puthandu')).toMatchObject({ date: '2024-04-14', reason: { monthStart: 'after-cutoff' } });
  });

  it('Bohag Bihu and Magh Bihu: Bohag 1 and Magh 1, on the sankranti\'s day unless the Sun changes sign after sunset', () => {
    expect(one(2024, 'bohag-bihu').date).toBe('2024-04-14');
    // Makara 2023 at 20:4x on 14 January, after sunset: Magh Bihu and Pongal on the 15th; 2025 at 09:0x: the 14th.
    expect([one(2023, 'magh-bihu').date, one(2023, 'pongal').date]).toEqual(['2023-01-15', '2023-01-15']);
    expect([one(2025, 'magh-bihu').date, one(2025, 'pongal').date]).toEqual(['2025-01-14', '2025-01-14']);
  });
});

describe('days and nakshatras of the regional months', () => {
  it('Aadi Perukku 2025: the 18th of Aadi, which began on 16 July (Karka Sankranti before sunset)', () => {
    expect(one(2025, 'aadi-perukku', CHENNAI)).toMatchObject({ date: '2025-08-02', reason: { choice: 'solar-month-day', calendar: 'tamil', solarMonth: 4, solarDay: 18 } });
  });

  it('Onam: Thiruvonam at sunrise in Chingam (2023: 29 August)', () => {
    expect(one(2023, 'onam', KOCHI)).toMatchObject({ date: '2023-08-29', reason: { choice: 'solar-nakshatra', nakshatra: 22, kaal: 'sunrise', calendar: 'malayalam', solarMonth: 1 } });
  });

  it('Onam 2024: of the two Thiruvonams of Chingam (19 August, 15 September) the one whose Atham also falls in Chingam', () => {
    expect(one(2024, 'onam', KOCHI).date).toBe('2024-09-15');
  });

  it('Thai Pusam 2025: of the two Pusams of Thai (15 January, 11 February) the one of its full moon (12 February)', () => {
    expect(one(2025, 'thai-pusam', CHENNAI)).toMatchObject({ date: '2025-02-11', reason: { nakshatra: 8, kaal: 'sunrise', solarMonth: 10 } });
  });

  it('Karthigai Deepam: Krittika at dusk (pradosh) in Karthigai, the one of its full moon', () => {
    // 2024: Krittika 16 November (Karthigai 1) and 13 December; the full moon of Karthigai is on 15 December.
    expect(one(2024, 'karthigai-deepam', CHENNAI)).toMatchObject({ date: '2024-12-13', reason: { nakshatra: 3, kaal: 'pradosh' } });
    // 2025: Krittika from 17:59 on 3 December to 14:53 on the 4th: only the 3rd's dusk has it.
    expect(one(2025, 'karthigai-deepam', CHENNAI).date).toBe('2025-12-03');
  });

  it('Vaikuntha Ekadashi: the Shukla Ekadashi of Margazhi, twice in 2025 and not at all in 2024', () => {
    expect(all(2025, 'vaikuntha-ekadashi').map((e) => e.date)).toEqual(['2025-01-10', '2025-12-30']);
    expect(all(2024, 'vaikuntha-ekadashi')).toEqual([]);
    const e = all(2025, 'vaikuntha-ekadashi')[1];
    expect(e).toMatchObject({ type: 'festival', tithi: { number: 11, paksha: 'Shukla' } });
    // Its Vaishnava day, as for every Ekadashi, where it differs.
    expect(all(2025, 'vaishnava-vaikuntha-ekadashi').map((x) => x.date)).toEqual(['2025-12-31']);
  });

  it('Vishwakarma Puja on the day of Kanya Sankranti (2024: 16 September, 19:4x)', () => {
    const e = one(2024, 'vishwakarma-puja');
    expect(e.date).toBe(one(2024, 'kanya-sankranti').date);
    expect(e).toMatchObject({ date: '2024-09-16', type: 'festival', reason: { sign: 5 } });
  });
});

describe('festivals-dev.json', () => {
  it('Vaikuntha Ekadashi 2022 (r0467, "Pausha Putrada Ekadashi (Vaikuntha)"): 13 January, Ekadashi 16:49 Jan 12 - 19:32 Jan 13', () => {
    const r = readJson<{ id: string; date: string; tithi_begins: string; tithi_ends: string }[]>('festivals-dev.json').find((x) => x.id === 'r0467')!;
    const e = one(2022, 'vaikuntha-ekadashi');
    expect(e.date).toBe(r.date);
    const minutes = (a: string, b: string) => Math.abs(Date.parse(`${a}:00+05:30`) - Date.parse(b)) / 60_000;
    expect(minutes(r.tithi_begins, e.tithi!.start)).toBeLessThan(1);
    expect(minutes(r.tithi_ends, e.tithi!.end)).toBeLessThan(1);
  });
});

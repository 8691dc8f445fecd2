/**
 * The regional lunar reckonings (engine/calendar/regional/lunar-years.ts):
 * the years the site prints on its day pages (drik-days-dev.json), and the
 * days each year turns on.
 */
import { computeDay, regionalDatesOf } from '@/engine';
import { PLACES, readJson } from '../reference';

const delhi = PLACES['new-delhi-table'];
const on = (date: string, place: { lat: number; lon: number; tz: string } = delhi) => regionalDatesOf(computeDay({ date, ...place }));

describe('the years the site prints (drik-days-dev.json)', () => {
  type Day = { date: string; city: string; shaka_samvat: number; gujarati_samvat: number };
  const days = readJson<Day[]>('drik-days-dev.json');
  const placeOf = (city: string) => (city.startsWith('Hooghly') ? PLACES.Hooghly : city.startsWith('Navoiy') ? PLACES.Navoiy : PLACES['New Delhi']);

  it.each(days.map((d) => [d.date, d.city, d] as const))('%s %s', (date, city, day) => {
    const r = on(date, placeOf(city));
    expect(r.gujarati.year).toBe(day.gujarati_samvat);
    for (const c of ['marathi', 'telugu', 'kannada'] as const) expect(r[c].year).toBe(day.shaka_samvat);
  });
});

describe('where each year turns', () => {
  it('Gudi Padwa and Ugadi 2025 (Chaitra Shukla Pratipada, 30 March) open Shaka 1947, Vishvavasu (39)', () => {
    const before = on('2025-03-29');
    const after = on('2025-03-30');
    for (const c of ['marathi', 'telugu', 'kannada'] as const) {
      expect([before[c].year, before[c].samvatsara, before[c].month]).toEqual([1946, 38, 12]);
      expect([after[c].year, after[c].samvatsara, after[c].month]).toEqual([1947, 39, 1]);
    }
    expect(after.marathi.monthKey).toBe('chaitra');
    expect(after.telugu.monthKey).toBe('chaitramu');
    expect(before.kannada.monthKey).toBe('phalguna');
  });

  it('the Gujarati year turns the day after Diwali 2025 (Kartika Shukla Pratipada, 22 October): Kartak 2082', () => {
    const before = on('2025-10-21');
    const after = on('2025-10-22');
    expect([before.gujarati.year, before.gujarati.month, before.gujarati.monthKey]).toEqual([2081, 12, 'aso']);
    expect([after.gujarati.year, after.gujarati.month, after.gujarati.monthKey, after.gujarati.masa]).toEqual([2082, 1, 'kartak', 8]);
    // The Chaitradi reckonings keep their year: Kartik of Shaka 1947.
    expect([after.marathi.year, after.marathi.monthKey]).toEqual([1947, 'kartik']);
  });

  it('an adhika month keeps its flag in every reckoning (Adhika Shravana 2023)', () => {
    const r = on('2023-07-25');
    for (const c of ['gujarati', 'marathi', 'telugu', 'kannada'] as const) expect(r[c].adhika).toBe(true);
    expect(r.gujarati.monthKey).toBe('shravan');
  });
});

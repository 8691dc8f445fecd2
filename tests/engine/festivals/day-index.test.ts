/**
 * The festivals of one date (the day page's banner) come from one computed
 * year, indexed by date: the same events as the year list, a multi-day
 * observance on every day it runs, and no observance crossing into the next
 * year (so one year's index is complete).
 */
import { computeFestivals, festivalsOnDate, festivalYearIndex, PanchangInputError } from '@/engine';

const VARANASI = { lat: 25.31668, lon: 83.01041, tz: 'Asia/Kolkata' };

describe('festivalsOnDate', () => {
  it('lists the events of a date in the order they begin, with epoch-ms instants', () => {
    const events = festivalsOnDate({ date: '2025-11-05', ...VARANASI });
    // Bhishma Panchak, running since Dev Uthani Ekadashi (Nov 1), by its own start; then the Purnima's events in rule order.
    expect(events.map((e) => e.slug)).toEqual(['bhishma-panchak', 'kartika-purnima', 'dev-deepawali', 'guru-nanak-jayanti']);
    const year = computeFestivals({ year: 2025, ...VARANASI }).events;
    const dev = events.find((e) => e.slug === 'dev-deepawali')!;
    const iso = year.find((e) => e.id === dev.id)!;
    expect(Math.round(dev.muhurat!.start / 1000) * 1000).toBe(Date.parse(iso.muhurat!.start));
  });

  it('has the year list’s events on their dates, and a multi-day observance on every day it runs', () => {
    const year = computeFestivals({ year: 2025, ...VARANASI }).events;
    for (const e of year) expect(festivalsOnDate({ date: e.date, ...VARANASI }).map((x) => x.id)).toContain(e.id);
    const long = year.find((e) => e.endDate && e.endDate > e.date)!;
    expect(festivalsOnDate({ date: long.endDate!, ...VARANASI }).map((e) => e.id)).toContain(long.id);
    expect(festivalsOnDate({ date: '2025-12-31', ...VARANASI }).every((e) => e.date.startsWith('2025-'))).toBe(true);
  });

  it('never lets an observance run into the next year', () => {
    for (const year of [1900, 1950, 2000, 2024, 2025, 2050, 2100]) {
      const events = computeFestivals({ year, ...VARANASI }).events;
      expect(events.filter((e) => e.endDate && !e.endDate.startsWith(`${year}-`))).toEqual([]);
    }
  });
});

describe('festivalYearIndex', () => {
  it('gives the year list’s events in the same order with epoch-ms instants, and the banner’s events by date', () => {
    const iso = computeFestivals({ year: 2025, ...VARANASI }).events;
    const index = festivalYearIndex({ year: 2025, ...VARANASI });
    expect(index.events.map((e) => e.id)).toEqual(iso.map((e) => e.id));
    const diwali = index.events.find((e) => e.slug === 'diwali')!;
    const diwaliIso = iso.find((e) => e.slug === 'diwali')!;
    expect(Math.round(diwali.tithi!.start / 1000) * 1000).toBe(Date.parse(diwaliIso.tithi!.start));
    for (const date of ['2025-03-14', '2025-09-26', '2025-11-05']) {
      expect(index.byDate.get(date)).toBe(festivalsOnDate({ date, ...VARANASI }));
    }
    expect(festivalYearIndex({ year: 2025, ...VARANASI }).events).toBe(index.events);
  });

  it('names the year when it is outside 1900-2100', () => {
    expect(() => festivalYearIndex({ year: 1899, ...VARANASI })).toThrow(PanchangInputError);
  });
});

import { findNakshatra, findTithi, jdToMs, tithiAt } from '@/engine';
import { namesFor } from '@/lib/names/names';
import { localClock, MAX_YEARS, nakshatraFinderView, nakshatraPeriods, nextTithiDates, parseYearRange, timeSchema, tithiAtLocal } from '@/lib/view/finders';
import { nakshatraLord, nextNakshatras, nextTithis, tithiGroup } from '@/lib/view/limb-lists';

const VARANASI = { lat: 25.31668, lon: 83.01041, tz: 'Asia/Kolkata' };

describe('tithi at a local time', () => {
  it('asks the engine at the local instant', () => {
    const m = tithiAtLocal('2025-11-22', '14:30', VARANASI);
    expect(m.instant).toBe(Date.parse('2025-11-22T14:30:00+05:30'));
    const t = tithiAt('2025-11-22T14:30:00+05:30');
    expect(m.number).toBe(t.number);
    expect(m.start).toBe(jdToMs(t.start));
    expect(m.end).toBe(jdToMs(t.end));
    expect(tithiAtLocal('2025-11-22', '18:00', VARANASI).number).toBe(3);
  });

  it('validates the time and reads the local clock', () => {
    expect(timeSchema.safeParse('23:59').success).toBe(true);
    expect(timeSchema.safeParse('24:00').success).toBe(false);
    expect(timeSchema.safeParse('9:30').success).toBe(false);
    expect(localClock(Date.UTC(2025, 10, 22, 9, 0), 'Asia/Kolkata')).toBe('14:30');
  });

  it('lists the next dates of a tithi', () => {
    const next = nextTithiDates(11, '2025-11-22', VARANASI, 12);
    expect(next).toHaveLength(12);
    expect(Math.round(next[0].start / 1000) * 1000).toBe(Date.parse(findTithi(11, '2025-11-22', '2025-12-31', VARANASI)[0].start));
    for (const o of next) expect(o.number).toBe(11);
  });
});

describe('nakshatra finder', () => {
  it('finds every period of a year', () => {
    const periods = nakshatraPeriods(4, 2025, 2025, VARANASI);
    expect(periods.map((p) => Math.round(p.start / 1000) * 1000)).toEqual(findNakshatra(4, '2025-01-01', '2025-12-31', VARANASI).map((p) => Date.parse(p.start)));
    expect(periods.length).toBeGreaterThanOrEqual(13);
    expect(periods[0]).toMatchObject({ date: '2025-01-11', kshaya: false });
    expect(Math.round(periods[0].start / 1000) * 1000).toBe(Date.parse('2025-01-10T13:45:13+05:30'));
  });

  it('parses a year or a range of at most ten years', () => {
    expect(parseYearRange({}, 2025)).toEqual({ ok: true, from: 2025, to: 2025 });
    expect(parseYearRange({ year: '2030' }, 2025)).toEqual({ ok: true, from: 2030, to: 2030 });
    expect(parseYearRange({ from: '2025', to: '2027' }, 2000)).toEqual({ ok: true, from: 2025, to: 2027 });
    // What the form can send: reported with the years, for the page to say at the form.
    expect(parseYearRange({ from: '2025', to: String(2025 + MAX_YEARS) }, 2000)).toEqual({ ok: false, reason: 'tooLong', from: 2025, to: 2035 });
    expect(parseYearRange({ from: '2027', to: '2025' }, 2000)).toEqual({ ok: false, reason: 'reversed', from: 2027, to: 2025 });
    // What it cannot: invalid (the page answers 404).
    expect(parseYearRange({ year: '1899' }, 2000)).toEqual({ ok: false, reason: 'invalid' });
    expect(parseYearRange({ from: 'abc' }, 2000)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('lists nothing for a wrong range and says the allowed span', () => {
    const names = namesFor('en');
    const vm = nakshatraFinderView(4, 2027, 2025, [], { tz: 'Asia/Kolkata', locale: 'en', names }, { reason: 'reversed', from: 2027, to: 2025 });
    expect(vm).toMatchObject({ from: 2027, to: 2025, result: null, maxYears: MAX_YEARS, rangeProblem: { reason: 'reversed', max: 10, lastTo: 2036 } });
    const near = nakshatraFinderView(4, 2095, 2100, [], { tz: 'Asia/Kolkata', locale: 'en', names }, { reason: 'tooLong', from: 2095, to: 2100 });
    // The suggested last year never passes 2100.
    expect(near.rangeProblem?.lastTo).toBe(2100);
  });
});

describe('next tithis and nakshatras', () => {
  it('dates each of the 30 tithis on or after the day, today’s on the day', () => {
    const list = nextTithis('2025-11-22', VARANASI);
    expect(list.map((o) => o.number)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    for (const o of list) expect(o.date >= '2025-11-22').toBe(true);
    expect(list[1]).toMatchObject({ number: 2, date: '2025-11-22' });
    // Shukla Purnima of December 2025 touches no sunrise in Varanasi.
    expect(list[14]).toMatchObject({ number: 15, kshaya: true, date: '2025-12-04' });
  });

  it('dates each of the 27 nakshatras', () => {
    const list = nextNakshatras('2025-11-22', VARANASI);
    expect(list).toHaveLength(27);
    expect(list[17]).toMatchObject({ number: 18, date: '2025-11-22' });
  });

  it('looks no further than 2100-12-31: what comes next after it is left out', () => {
    const tithis = nextTithis('2100-12-20', VARANASI);
    expect(tithis.length).toBeGreaterThan(5);
    expect(tithis.length).toBeLessThan(30);
    for (const o of tithis) expect(o.date <= '2100-12-31').toBe(true);
    const nakshatras = nextNakshatras('2100-12-31', VARANASI);
    expect(nakshatras.length).toBeGreaterThanOrEqual(1);
    expect(nakshatras.length).toBeLessThan(27);
  });

  it('knows lords and groups', () => {
    expect(nakshatraLord(1)).toBe('Ketu');
    expect(nakshatraLord(10)).toBe('Ketu');
    expect(nakshatraLord(27)).toBe('Mercury');
    expect(tithiGroup(1)).toBe('nanda');
    expect(tithiGroup(15)).toBe('purna');
    expect(tithiGroup(30)).toBe('purna');
  });
});

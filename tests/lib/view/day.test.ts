import { computePanchang, type Segment } from '@/engine';
import { addDays, dateTimeLabel, daySummary, instantLabel, masaName, rangeLabel, segmentRows } from '@/lib/view/day';
import { nameOf } from '@/lib/view/names';

const VARANASI = { lat: 25.31668, lon: 83.01041, tz: 'Asia/Kolkata' };
const p = computePanchang({ ...VARANASI, date: '2025-11-22' });

describe('instantLabel', () => {
  it('prints the minute, rounded, with the date when it is another day', () => {
    expect(instantLabel('2025-11-22T17:11:49+05:30', '2025-11-22', 'en')).toBe('5:12 PM');
    expect(instantLabel('2025-11-23T02:37:10+05:30', '2025-11-22', 'en')).toBe('2:37 AM, Nov 23');
    // Rounded past midnight: the next day's date.
    expect(instantLabel('2025-11-22T23:59:40+05:30', '2025-11-22', 'en')).toBe('12:00 AM, Nov 23');
    expect(instantLabel(null, '2025-11-22', 'en')).toBe('--:--');
  });

  it('names the other day in Hindi on Hindi pages', () => {
    expect(instantLabel('2025-11-23T02:37:10+05:30', '2025-11-22', 'hi')).toMatch(/^2:37 AM, 23 /);
  });

  it('labels instants of other months with their full date', () => {
    expect(dateTimeLabel('2025-01-10T13:46:35+05:30', 'en')).toBe('Jan 10, 2025, 1:47 PM');
  });
});

describe('segmentRows', () => {
  it('gives each limb a "till" badge, and the one running past the next sunrise its own', () => {
    const rows = segmentRows('tithi', p.tithi, p.date, 'en');
    expect(rows.map((r) => r.name)).toEqual(['Shukla Dwitiya', 'Shukla Tritiya']);
    expect(rows[0].badge).toEqual({ kind: 'till', time: instantLabel(p.tithi[0].end, p.date, 'en') });
    expect(rows[1].badge).toEqual({ kind: 'fullNight' });
  });

  it('says "all day" when one limb holds the whole day', () => {
    const seg: Segment = { number: 8, start: '2025-11-22T05:00:00+05:30', end: null };
    expect(segmentRows('yoga', [seg], '2025-11-22', 'en')[0].badge).toEqual({ kind: 'allDay' });
  });

  it('writes Hindi names from the engine table, and karanas by their kind', () => {
    expect(segmentRows('tithi', p.tithi, p.date, 'hi')[0].name).toBe('शुक्ल द्वितीया');
    expect(segmentRows('karana', p.karana, p.date, 'hi').map((r) => r.name)).toEqual(p.karana.map((k) => nameOf('karana', k.kind, 'hi')));
    expect(segmentRows('nakshatra', p.nakshatra, p.date, 'hi')[0].name).toBe('ज्येष्ठा');
  });

  it('leaves the paksha out of Purnima and Amavasya', () => {
    const seg = { number: 30, start: '2025-11-20T00:00:00+05:30', end: null, paksha: 'Krishna' as const, kshaya: false, vriddhi: false };
    expect(segmentRows('tithi', [seg], '2025-11-20', 'en')[0].name).toBe('Amavasya');
  });
});

describe('day summaries', () => {
  it('summarises the limbs at sunrise', () => {
    expect(daySummary(p, 'en')).toEqual({ tithi: 'Shukla Dwitiya', nakshatra: 'Jyeshtha', paksha: 'Shukla', vara: 'Saturday' });
    expect(daySummary(p, 'hi').vara).toBe('शनिवार');
  });

  it('prefixes adhika months', () => {
    expect(masaName({ number: 3, adhika: true }, 'en')).toBe('Adhika Jyeshtha');
    expect(masaName(p.masa.amanta, 'hi')).toBe(nameOf('masa', 9, 'hi'));
  });

  it('formats ranges and adds days', () => {
    expect(rangeLabel('2025-11-22T23:40:00+05:30', '2025-11-23T00:32:00+05:30', '2025-11-22', 'en')).toBe('11:40 PM – 12:32 AM, Nov 23');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });
});

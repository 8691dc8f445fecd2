/**
 * The festival year's fast sunrise/sunset table (engine/festivals/days.ts)
 * must agree with the daily Panchang (engine/day.ts) to a fraction of a
 * second, including DST zones, the southern hemisphere and the polar
 * fallback.
 */
import { computeDay } from '@/engine';
import { civilDays } from '@/engine/festivals/days';
import { DEFAULT_MODELS } from '@/engine/models';

const PLACES = [
  { name: 'New Delhi', lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' },
  { name: 'New York', lat: 40.7128, lon: -74.006, tz: 'America/New_York' },
  { name: 'Sydney', lat: -33.8679, lon: 151.2073, tz: 'Australia/Sydney' },
  { name: 'Reykjavik', lat: 64.1355, lon: -21.8954, tz: 'Atlantic/Reykjavik' },
  { name: 'Tromso', lat: 69.6489, lon: 18.9551, tz: 'Europe/Oslo' },
];

describe.each(PLACES)('civilDays at $name', (place) => {
  const { days } = civilDays({ year: 2024, month: 1, day: 1 }, 366, place, 'upper-limb', DEFAULT_MODELS.deltaT);

  it('has one entry per civil date, in order', () => {
    expect(days).toHaveLength(366);
    expect(days[0].date).toBe('2024-01-01');
    expect(days[365].date).toBe('2024-12-31');
    expect(days[59].date).toBe('2024-02-29');
  });

  it('matches computeDay sunrise and sunset within 0.5 s', () => {
    for (let i = 0; i < days.length; i += 9) {
      const d = computeDay({ date: days[i].date, ...place });
      for (const [ours, theirs] of [
        [days[i].sunrise, d.sunrise],
        [days[i].sunset, d.sunset],
      ] as const) {
        expect([days[i].date, ours === null]).toEqual([days[i].date, theirs === null]);
        if (ours !== null && theirs !== null) expect(Math.abs(ours - theirs) * 86400).toBeLessThan(0.5);
      }
      expect(days[i].weekday).toBe(d.weekday);
    }
  });
});

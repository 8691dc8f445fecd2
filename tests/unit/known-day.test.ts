import { shiftDate } from '@/engine/civil-date';
import { formatDate, rememberFormattedDate } from '@/lib/format/date';
import { knownDay } from '@/lib/selection/day-bounds';
import { knownDate, rememberDay } from '@/lib/selection/known-day';
import { todayInZone } from '@/lib/selection/params';

describe('known days (today without an Intl formatter in the browser)', () => {
  it('bounds a civil date in its zone, 23 or 25 hours across a DST change', () => {
    // 2025-11-22 in India starts at 18:30 UTC the day before.
    expect(knownDay('Asia/Kolkata', '2025-11-22')).toEqual({
      timeZone: 'Asia/Kolkata',
      date: '2025-11-22',
      start: Date.UTC(2025, 10, 21, 18, 30),
      end: Date.UTC(2025, 10, 22, 18, 30),
    });
    const spring = knownDay('America/New_York', '2025-03-09');
    expect((spring.end - spring.start) / 3_600_000).toBe(23);
    const autumn = knownDay('America/New_York', '2025-11-02');
    expect((autumn.end - autumn.start) / 3_600_000).toBe(25);
  });

  it.each([
    // Cuba springs forward at midnight (no 00:00: the day starts at 01:00) and falls back at 01:00 (00:00 twice: the first).
    ['America/Havana', '2025-03-09', Date.UTC(2025, 2, 9, 5), 23],
    ['America/Havana', '2025-11-02', Date.UTC(2025, 10, 2, 4), 25],
    // Lebanon springs forward at midnight, east of UTC: the day starts at 01:00, 22:00 UTC the day before.
    ['Asia/Beirut', '2025-03-30', Date.UTC(2025, 2, 29, 22), 23],
  ])('begins a day whose midnight a DST change skips or repeats at its first instant (%s %s)', (tz, date, start, hours) => {
    const day = knownDay(tz, date);
    expect(day.start).toBe(start);
    expect((day.end - day.start) / 3_600_000).toBe(hours);
    // The zone's own clock (Intl) agrees: the instant before is the day before, the last one is the date.
    expect(todayInZone(tz, new Date(day.start - 1))).toBe(shiftDate(date, -1));
    expect(todayInZone(tz, new Date(day.start))).toBe(date);
    expect(todayInZone(tz, new Date(day.end - 1))).toBe(date);
  });

  it('answers today inside a known day, and falls back to Intl outside it', () => {
    const day = knownDay('Asia/Kathmandu', '2025-11-22');
    rememberDay(day);
    expect(knownDate('Asia/Kathmandu', day.start)).toBe('2025-11-22');
    expect(knownDate('Asia/Kathmandu', day.end - 1)).toBe('2025-11-22');
    expect(knownDate('Asia/Kathmandu', day.end)).toBeNull();
    expect(knownDate('Asia/Tokyo', day.start)).toBeNull();
    // The latest page's day replaces the one before.
    rememberDay(knownDay('Asia/Tokyo', '2025-11-22'));
    expect(knownDate('Asia/Kathmandu', day.start + 60_000)).toBeNull();
    rememberDay(day);
    // Outside the known day todayInZone still computes the zone's date (Kathmandu is UTC+5:45).
    expect(todayInZone('Asia/Kathmandu', new Date(day.end + 60_000))).toBe('2025-11-23');
    expect(todayInZone('Asia/Kathmandu', new Date(day.start - 60_000))).toBe('2025-11-21');
    expect(todayInZone('Asia/Kathmandu', new Date(day.start + 60_000))).toBe('2025-11-22');
  });

  it('ignores a day of an unknown zone (no bounds)', () => {
    rememberDay(knownDay('Not/AZone', '2025-11-22'));
    expect(knownDate('Not/AZone', Date.UTC(2025, 10, 22, 12))).toBeNull();
  });

  it('shows a date text the server formatted, the same Intl would give', () => {
    // The kept text is what formatDate answers (a marker proves it is read, not recomputed).
    rememberFormattedDate('2031-05-04', 'hi', 'full', 'kept text');
    expect(formatDate('2031-05-04', 'hi', 'full')).toBe('kept text');
    // Another style or language is not taken from it.
    expect(formatDate('2031-05-04', 'en', 'full')).toBe('Sunday, May 4, 2031');
    expect(formatDate('2031-05-04', 'hi', 'long')).toBe('4 मई 2031');
  });
});

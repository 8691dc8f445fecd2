import { DateTime } from 'luxon';
import { timeZoneLabel, zonedDate, zonedIso, zonedTime } from '@/lib/format/zoned';
import { todayInZone } from '@/lib/selection/params';

describe('zonedTime (the browser-side clock fields, without luxon)', () => {
  it.each([
    ['2025-11-22T11:41:49Z', 'Asia/Kolkata'],
    ['2025-03-09T06:59:59Z', 'America/New_York'],
    ['2025-03-09T07:00:00Z', 'America/New_York'],
    ['2025-11-22T23:30:00Z', 'Asia/Kathmandu'],
    ['2026-06-01T00:00:00Z', 'UTC'],
    ['2024-12-31T12:00:00Z', 'Pacific/Chatham'],
  ])('%s in %s agrees with luxon', (iso, tz) => {
    const ms = Date.parse(iso);
    const l = DateTime.fromMillis(ms, { zone: tz });
    const z = zonedTime(ms, tz);
    expect(zonedIso(z)).toBe(l.toISO({ suppressMilliseconds: true, includeOffset: true })!.replace('+00:00', 'Z'));
    expect(zonedDate(z)).toBe(l.toISODate());
  });

  it('reads an unknown zone as UTC, as todayInZone always did', () => {
    expect(todayInZone('Not/AZone', new Date('2025-11-22T23:30:00Z'))).toBe('2025-11-22');
    expect(todayInZone('Asia/Kolkata', new Date('2025-11-22T23:30:00Z'))).toBe('2025-11-23');
  });
});

describe('timeZoneLabel', () => {
  it('shows the IANA id on English pages', () => {
    expect(timeZoneLabel('Asia/Kolkata', 'en')).toBe('Asia/Kolkata');
  });

  it("names the zone in Hindi from CLDR: the standard name, or the zone's own name", () => {
    expect(timeZoneLabel('Asia/Kolkata', 'hi')).toBe('भारतीय मानक समय');
    expect(timeZoneLabel('Asia/Kathmandu', 'hi')).toBe('नेपाल समय');
    expect(timeZoneLabel('America/New_York', 'hi')).toBe('उत्तरी अमेरिकी पूर्वी समय');
  });

  it('never shows the Latin id or a Latin abbreviation in Hindi; a zone CLDR names only by offset keeps the offset', () => {
    for (const tz of ['Asia/Kolkata', 'Europe/London', 'Asia/Dubai', 'Australia/Sydney', 'Africa/Nairobi', 'UTC']) {
      expect([tz, /[A-Za-z]/.test(timeZoneLabel(tz, 'hi'))]).toEqual([tz, false]);
    }
    expect(timeZoneLabel('Etc/GMT-3', 'hi')).toBe('GMT+3');
  });
});

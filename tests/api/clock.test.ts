import { clockIn, isoToMs } from '@/lib/api/clock';

describe('clockIn', () => {
  const delhi = clockIn('Asia/Kolkata');

  it('rounds to the nearest minute, as the reference prints', () => {
    expect(delhi.time('2020-12-31T07:13:40+05:30')).toBe('07:14');
    expect(delhi.time('2025-11-22T06:49:17+05:30')).toBe('06:49');
    expect(delhi.time('2025-11-22T06:49:30+05:30')).toBe('06:50');
    expect(delhi.time(null)).toBeNull();
    expect(delhi.date(null)).toBeNull();
  });

  it('takes the date from the rounded minute', () => {
    expect(delhi.span('2025-11-22T23:40:10+05:30', '2025-11-22T23:59:40+05:30')).toEqual({
      start: '23:40',
      end: '00:00',
      start_date: '2025-11-22',
      end_date: '2025-11-23',
    });
  });

  it('re-zones a minute rounded across a daylight-saving change', () => {
    // New York springs forward at 02:00 EST on 2025-03-09: 01:59:45 EST rounds to 03:00 EDT.
    const ny = clockIn('America/New_York');
    expect(ny.time('2025-03-09T01:59:45-05:00')).toBe('03:00');
    expect(ny.time('2025-03-09T01:59:15-05:00')).toBe('01:59');
  });
});

describe('isoToMs', () => {
  it('reads offsets with seconds, which the engine writes as fractional minutes (Madras time before 1906)', () => {
    expect(isoToMs('2025-11-22T06:49:17+05:30')).toBe(Date.parse('2025-11-22T06:49:17+05:30'));
    expect(isoToMs('1900-01-01T19:13:08+05:21.166666666666686')).toBe(Date.parse('1900-01-01T13:51:58Z'));
    expect(clockIn('Asia/Kolkata').time('1900-01-01T19:13:08+05:21.166666666666686')).toBe('19:13');
    expect(() => isoToMs('yesterday')).toThrow('Not an ISO instant');
  });
});

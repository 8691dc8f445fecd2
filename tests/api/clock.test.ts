import { clock } from '@/lib/api/clock';

describe('clock', () => {
  it('rounds to the nearest minute, as the reference prints', () => {
    expect(clock.time('2020-12-31T07:13:40+05:30')).toBe('07:14');
    expect(clock.time('2025-11-22T06:49:17+05:30')).toBe('06:49');
    expect(clock.time('2025-11-22T06:49:30+05:30')).toBe('06:50');
    expect(clock.time(null)).toBeNull();
    expect(clock.date(null)).toBeNull();
  });

  it('takes the date from the rounded minute', () => {
    expect(clock.span('2025-11-22T23:40:10+05:30', '2025-11-22T23:59:40+05:30')).toEqual({
      start: '23:40',
      end: '00:00',
      start_date: '2025-11-22',
      end_date: '2025-11-23',
    });
  });

  it('reads the engine strings of zones whose offset had seconds (Madras time before 1906)', () => {
    expect(clock.time('1900-01-01T19:13:08+05:21')).toBe('19:13');
    expect(() => clock.time('yesterday')).toThrow('Not an ISO local time');
  });
});

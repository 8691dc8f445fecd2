import { formatTime, formatTimeRange, NO_TIME, NOT_AVAILABLE, parseClockTime, rangeLabel } from '@/lib/format/time';

describe('formatTime: 12-hour display', () => {
  it.each([
    ['06:49', '6:49 AM'],
    ['06:49:03', '6:49 AM'],
    ['00:00', '12:00 AM'],
    ['00:05', '12:05 AM'],
    ['11:59', '11:59 AM'],
    ['12:00', '12:00 PM'],
    ['12:32', '12:32 PM'],
    ['13:05', '1:05 PM'],
    ['23:40', '11:40 PM'],
    ['7:05', '7:05 AM'],
  ])('%s -> %s', (input, expected) => {
    expect(formatTime(input)).toBe(expected);
  });

  it('rounds seconds to the nearest minute, as the reference prints (07:13:40 is 7:14 AM)', () => {
    expect(formatTime('07:13:40')).toBe('7:14 AM');
    expect(formatTime('07:13:29')).toBe('7:13 AM');
    expect(formatTime('23:40:59')).toBe('11:41 PM');
    expect(formatTime('2025-11-22T23:59:59+05:30')).toBe('12:00 AM');
    expect(formatTimeRange('2025-11-22T23:10:00+05:30', '2025-11-22T23:59:45+05:30')).toBe('11:10 PM – 12:00 AM, Nov 23');
  });

  it('wraps hours modulo 24 (times past midnight of the panchang day)', () => {
    expect(formatTime('24:00')).toBe('12:00 AM');
    expect(formatTime('25:10')).toBe('1:10 AM');
    expect(formatTime('29:45')).toBe('5:45 AM');
    expect(formatTime('36:15')).toBe('12:15 PM');
    expect(formatTime('48:01')).toBe('12:01 AM');
  });

  it('reads ISO date-times as the wall-clock time written in them (no re-zoning)', () => {
    expect(formatTime('2025-11-22T06:49:03+05:30')).toBe('6:49 AM');
    expect(formatTime('2025-11-22T18:05:00-05:00')).toBe('6:05 PM');
    expect(formatTime('2025-11-22T00:30:00Z')).toBe('12:30 AM');
    expect(formatTime('2025-11-22T13:07')).toBe('1:07 PM');
  });

  it('passes the markers through unchanged', () => {
    expect(formatTime(NO_TIME)).toBe('--:--');
    expect(formatTime(NOT_AVAILABLE)).toBe('N/A');
  });

  it('shows --:-- for a missing time and leaves unrecognised text visible', () => {
    expect(formatTime(null)).toBe('--:--');
    expect(formatTime(undefined)).toBe('--:--');
    expect(formatTime('')).toBe('--:--');
    expect(formatTime('all day')).toBe('all day');
    expect(formatTime('12:61')).toBe('12:61');
  });
});

describe('parseClockTime', () => {
  it('counts whole days past the base date from hours >= 24', () => {
    expect(parseClockTime('25:10')).toEqual({ dayOffset: 1, hour: 1, minute: 10 });
    expect(parseClockTime('49:00')).toEqual({ dayOffset: 2, hour: 1, minute: 0 });
  });
  it('keeps the date written in an ISO string', () => {
    expect(parseClockTime('2025-11-23T00:32:10+05:30')).toEqual({ date: '2025-11-23', dayOffset: 0, hour: 0, minute: 32 });
  });
  it('rejects non-times', () => {
    expect(parseClockTime('noon')).toBeNull();
    expect(parseClockTime('2025-11-22T25:00:00Z')).toBeNull();
  });
});

describe('formatTimeRange', () => {
  it('names the date of an end that falls on the next civil day (ISO input)', () => {
    expect(formatTimeRange('2025-11-22T23:40:00+05:30', '2025-11-23T00:32:00+05:30')).toBe('11:40 PM – 12:32 AM, Nov 23');
  });

  it('names the date for HH:mm past 24 when the base date is known', () => {
    expect(formatTimeRange('23:40', '24:32', { baseDate: '2025-11-22' })).toBe('11:40 PM – 12:32 AM, Nov 23');
    expect(formatTimeRange('22:10', '25:10', { baseDate: '2025-12-31' })).toBe('10:10 PM – 1:10 AM, Jan 1');
  });

  it('marks the next day as (+1) when no calendar date is known', () => {
    expect(formatTimeRange('23:40', '24:32')).toBe('11:40 PM – 12:32 AM (+1)');
  });

  it('prints a same-day range without any date', () => {
    expect(formatTimeRange('09:15', '10:42', { baseDate: '2025-11-22' })).toBe('9:15 AM – 10:42 AM');
    expect(formatTimeRange('2025-11-22T13:30:00+05:30', '2025-11-22T14:52:00+05:30')).toBe('1:30 PM – 2:52 PM');
  });

  it('writes the date once when the range lies wholly on another day', () => {
    expect(formatTimeRange('2025-11-24T00:08:00+05:30', '2025-11-24T01:48:00+05:30', { baseDate: '2025-11-23' })).toBe(
      '12:08 AM – 1:48 AM, Nov 24',
    );
    expect(formatTimeRange('24:08', '25:48', { baseDate: '2025-11-23' })).toBe('12:08 AM – 1:48 AM, Nov 24');
    expect(formatTimeRange('24:08', '25:48')).toBe('12:08 AM – 1:48 AM (+1)');
    // Ends on different other days keep a date each.
    expect(formatTimeRange('2025-11-23T23:30:00+05:30', '2025-11-24T00:30:00+05:30', { baseDate: '2025-11-22' })).toBe(
      '11:30 PM, Nov 23 – 12:30 AM, Nov 24',
    );
  });

  it('uses Hindi month names on Hindi pages', () => {
    expect(formatTimeRange('23:40', '24:32', { baseDate: '2025-11-22', locale: 'hi' })).toMatch(
      /^11:40 PM – 12:32 AM, 23 [\u0900-\u097F]+/,
    );
  });

  it('passes markers through on either end', () => {
    expect(formatTimeRange('--:--', '06:10')).toBe('--:-- – 6:10 AM');
    expect(formatTimeRange('N/A', 'N/A')).toBe('N/A – N/A');
    expect(formatTimeRange(null, undefined)).toBe('--:-- – --:--');
  });
});

describe('rangeLabel (instants)', () => {
  const TZ = 'Asia/Kolkata';
  const ms = (iso: string) => Date.parse(iso);
  it('writes a shared other date once, after the end', () => {
    expect(rangeLabel(ms('2025-11-24T00:08:00+05:30'), ms('2025-11-24T01:48:00+05:30'), TZ, '2025-11-23', 'en')).toBe('12:08 AM – 1:48 AM, Nov 24');
    expect(rangeLabel(ms('2025-11-24T00:08:00+05:30'), ms('2025-11-24T01:48:00+05:30'), TZ, '2025-11-23', 'hi')).toMatch(
      /^12:08 AM – 1:48 AM, 24 [\u0900-\u097F]+$/,
    );
  });
  it('dates only the end that is on another day, and each end on different other days', () => {
    expect(rangeLabel(ms('2025-11-23T23:40:00+05:30'), ms('2025-11-24T00:32:00+05:30'), TZ, '2025-11-23', 'en')).toBe('11:40 PM – 12:32 AM, Nov 24');
    expect(rangeLabel(ms('2025-11-22T23:40:00+05:30'), ms('2025-11-23T00:32:00+05:30'), TZ, '2025-11-23', 'en')).toBe('11:40 PM, Nov 22 – 12:32 AM');
    expect(rangeLabel(ms('2025-11-23T09:15:00+05:30'), ms('2025-11-23T10:42:00+05:30'), TZ, '2025-11-23', 'en')).toBe('9:15 AM – 10:42 AM');
  });
});

/**
 * "The sunrise of this date" (engine/sun-of-date.ts): an instant belongs to
 * a civil date from its local midnight to the next, on days of 23 and 25
 * hours too, whether or not the caller knows the next midnight.
 */
import { civilDateOf, msToJd, shiftDate } from '@/engine';
import { localMidnightJd } from '@/engine/time';
import { onDate } from '@/engine/sun-of-date';

const NY = 'America/New_York';
const at = (iso: string) => msToJd(Date.parse(iso));
const span = (date: string, tz: string, withEnd: boolean) => {
  const d = civilDateOf(date)!;
  const start = localMidnightJd(d, tz);
  return withEnd ? { date: d, tz, start, end: localMidnightJd(civilDateOf(shiftDate(date, 1))!, tz) } : { date: d, tz, start };
};

describe.each([true, false])('onDate (next midnight known: %s)', (withEnd) => {
  it('holds from local midnight to the next, on an ordinary day', () => {
    const s = span('2025-11-22', 'Asia/Kolkata', withEnd);
    expect(onDate(at('2025-11-22T00:00:00+05:30'), s)).toBe(true);
    expect(onDate(at('2025-11-22T23:59:59+05:30'), s)).toBe(true);
    expect(onDate(at('2025-11-21T23:59:59+05:30'), s)).toBe(false);
    expect(onDate(at('2025-11-23T00:00:00+05:30'), s)).toBe(false);
  });

  it('holds on a 23-hour and a 25-hour day', () => {
    const spring = span('2025-03-09', NY, withEnd);
    expect(onDate(at('2025-03-09T23:30:00-04:00'), spring)).toBe(true);
    expect(onDate(at('2025-03-10T00:10:00-04:00'), spring)).toBe(false);
    const autumn = span('2025-11-02', NY, withEnd);
    expect(onDate(at('2025-11-02T23:30:00-05:00'), autumn)).toBe(true);
    expect(onDate(at('2025-11-03T00:10:00-05:00'), autumn)).toBe(false);
  });
});

import { daysInMonth, shiftDate, weekdayOfDate } from '@/engine/civil-date';
import { clampToSupported, firstOfMonth, monthWeeks, shiftMonth, WEEK_SUNDAY_FIRST, weeksOf } from '@/lib/calendar-grid';

describe('calendar grid', () => {
  it('lays November 2025 out from Saturday the 1st, Sunday first', () => {
    const weeks = monthWeeks(2025, 11);
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2025-11-01']);
    expect(weeks[5][0]).toBe('2025-11-30');
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });

  it('knows month lengths and weekdays', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(weekdayOfDate('2025-11-22')).toBe(6);
    expect(WEEK_SUNDAY_FIRST.map(weekdayOfDate)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('shifts days and months, clamping the day to the month', () => {
    expect(shiftDate('2025-12-31', 1)).toBe('2026-01-01');
    expect(shiftDate('2024-03-01', -1)).toBe('2024-02-29');
    expect(shiftMonth('2025-01-31', 1)).toBe('2025-02-28');
    expect(shiftMonth('2025-01-15', -1)).toBe('2024-12-15');
    expect(shiftMonth('2025-11-22', 12)).toBe('2026-11-22');
    expect(firstOfMonth('2025-11-22')).toBe('2025-11-01');
  });

  it('clamps to the supported years', () => {
    expect(clampToSupported('1899-12-31')).toBe('1900-01-01');
    expect(clampToSupported('2101-01-01')).toBe('2100-12-31');
    expect(clampToSupported('2025-11-22')).toBe('2025-11-22');
  });
});

describe('weeksOf', () => {
  it('lays a run of dates across months in Sunday-first weeks (Karthigai 2025: 30 days from Sunday 16 November)', () => {
    const weeks = weeksOf('2025-11-16', 30);
    expect(weeks[0]).toEqual(['2025-11-16', '2025-11-17', '2025-11-18', '2025-11-19', '2025-11-20', '2025-11-21', '2025-11-22']);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(weeks[4]).toEqual(['2025-12-14', '2025-12-15', null, null, null, null, null]);
  });
});

import { formatDate, formatShortDate } from '@/lib/format/date';

describe('formatDate', () => {
  it('formats civil dates in English', () => {
    expect(formatDate('2025-11-22', 'en', 'full')).toBe('Saturday, November 22, 2025');
    expect(formatDate('2025-11-22', 'en', 'long')).toBe('November 22, 2025');
    expect(formatDate('2025-11-22', 'en', 'medium')).toBe('Nov 22, 2025');
    expect(formatDate('2025-11-22', 'en', 'monthYear')).toBe('November 2025');
    expect(formatShortDate('2025-11-23')).toBe('Nov 23');
  });

  it('formats civil dates in Hindi (Devanagari names, Latin digits)', () => {
    expect(formatDate('2025-11-22', 'hi', 'full')).toBe('शनिवार, 22 नवंबर 2025');
    expect(formatDate('2025-11-22', 'hi', 'long')).toBe('22 नवंबर 2025');
    expect(formatDate('2025-11-22', 'hi', 'weekday')).toBe('शनिवार');
  });

  it('never shifts the day, whatever the process time zone', () => {
    // 1 January in UTC+14 and 31 December in UTC-12 are the same civil date input.
    expect(formatDate('2026-01-01', 'en', 'long')).toBe('January 1, 2026');
    expect(formatDate('1900-01-01', 'en', 'full')).toBe('Monday, January 1, 1900');
    expect(formatDate('2100-12-31', 'en', 'full')).toBe('Friday, December 31, 2100');
  });

  it('returns non-dates unchanged', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});

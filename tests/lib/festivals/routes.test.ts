import { festivalFilterOf, festivalMonthPath, monthOfSlug, MONTH_SLUGS } from '@/lib/festivals/routes';
import { toolHref } from '@/lib/tools';

describe('festival URLs', () => {
  it('reads a month only as its lowercase English name', () => {
    expect(MONTH_SLUGS.map(monthOfSlug)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const bad of ['March', 'MARCH', '3', '03', 'mar', 'marchh', '']) expect(monthOfSlug(bad)).toBeNull();
    expect(festivalMonthPath('2026-03-17', 'varanasi')).toBe('/festivals/2026/march/varanasi');
  });

  it('validates the type filter: absent is all, unknown values fail', () => {
    expect(festivalFilterOf(undefined)).toBe('all');
    expect(festivalFilterOf('ekadashi')).toBe('ekadashi');
    expect(festivalFilterOf('vrat')).toBe('vrat');
    for (const bad of ['Ekadashi', 'diwali', '', 'all,ekadashi']) expect(festivalFilterOf(bad)).toBeNull();
  });

  it('links the pickers to the month path, or to /festivals with the city or date in the query', () => {
    expect(toolHref('festivals')).toBe('/festivals');
    expect(toolHref('festivals', { city: 'varanasi', date: '2026-03-05', extra: { type: 'ekadashi' } })).toBe('/festivals/2026/march/varanasi?type=ekadashi');
    expect(toolHref('festivals', { city: 'varanasi' })).toBe('/festivals?city=varanasi');
    expect(toolHref('festivals', { date: '2026-03-05' })).toBe('/festivals?date=2026-03-05');
    expect(toolHref('ekadashi', { city: 'pune', extra: { year: '2027' } })).toBe('/festivals/ekadashi?city=pune&year=2027');
    expect(toolHref('sankranti')).toBe('/festivals/sankranti');
  });
});

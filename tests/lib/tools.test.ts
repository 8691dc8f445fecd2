import { MAX_RELATED, relatedTools, TOOL_KEYS, toolLoading, type ToolKey } from '@/lib/tools';
import { linkTo } from '@/lib/urls';

describe('linkTo', () => {
  it('puts the city and then the day into the path', () => {
    expect(linkTo('todayPanchang', { city: 'varanasi', date: '2025-11-22' })).toBe('/panchang/today/varanasi/2025-11-22');
    expect(linkTo('choghadiya', { city: 'mumbai' })).toBe('/muhurat/choghadiya/mumbai');
    expect(linkTo('rahuKaal', {})).toBe('/muhurat/rahu-kaal');
  });

  it('names the default city before a day on a page that names no city', () => {
    expect(linkTo('todayPanchang', { date: '2025-11-22' })).toBe('/panchang/today/new-delhi/2025-11-22');
  });

  it('turns a day into the period of the page: a month, a year, the festival calendar of the month', () => {
    expect(linkTo('monthlyPanchang', { city: 'pune', date: '2025-11-14', conv: { masa: 'amanta' } })).toBe('/panchang/monthly/pune/2025-11/amanta');
    expect(linkTo('ekadashi', { city: 'pune', date: '2027-01-01' })).toBe('/festivals/ekadashi/2027/pune');
    expect(linkTo('festivals', { city: 'pune', date: '2025-11-14', params: { filter: 'purnima' } })).toBe('/festivals/2025/november/pune/purnima');
  });

  it('names the home page city in the path', () => {
    expect(linkTo('home', { city: 'varanasi' })).toBe('/varanasi');
    expect(linkTo('home')).toBe('/');
  });
});

describe('relatedTools', () => {
  it.each(TOOL_KEYS as ToolKey[])('%s offers at most six other tools', (key) => {
    const related = relatedTools(key);
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(MAX_RELATED);
    expect(related).not.toContain(key);
    expect(new Set(related).size).toBe(related.length);
  });

  it('marks timing pages for the "Loading timings..." state', () => {
    expect(toolLoading('choghadiya')).toBe('timings');
    expect(toolLoading('lagna')).toBe('timings');
    expect(toolLoading('monthlyPanchang')).toBe('panchang');
  });
});

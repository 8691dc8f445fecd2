import { MAX_RELATED, relatedTools, toolHref, TOOLS, type ToolKey } from '@/lib/tools';

describe('toolHref', () => {
  it('puts the city in the path and the date in the query', () => {
    expect(toolHref('todayPanchang', { city: 'varanasi', date: '2025-11-22' })).toBe('/panchang/today/varanasi?date=2025-11-22');
    expect(toolHref('choghadiya', { city: 'mumbai' })).toBe('/muhurat/choghadiya/mumbai');
    expect(toolHref('rahuKaal', {})).toBe('/muhurat/rahu-kaal');
  });

  it('sends hubs to their main tool for a city and keeps extra parameters', () => {
    expect(toolHref('panchang', { city: 'pune' })).toBe('/panchang/today/pune');
    expect(toolHref('astrology', { city: 'pune', date: '2025-01-01' })).toBe('/lagna/pune?date=2025-01-01');
    expect(toolHref('monthlyPanchang', { city: 'pune', date: '2025-11-01', extra: { system: 'amanta', skip: undefined } })).toBe(
      '/panchang/monthly/pune?date=2025-11-01&system=amanta',
    );
  });

  it('names the home page city in the query', () => {
    expect(toolHref('home', { city: 'varanasi' })).toBe('/?city=varanasi');
    expect(toolHref('home')).toBe('/');
  });
});

describe('relatedTools', () => {
  it.each(Object.keys(TOOLS) as ToolKey[])('%s offers at most six other tools', (key) => {
    const related = relatedTools(key);
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(MAX_RELATED);
    expect(related).not.toContain(key);
    expect(new Set(related).size).toBe(related.length);
  });

  it('marks timing pages for the "Loading timings..." state', () => {
    expect(TOOLS.choghadiya.loading).toBe('timings');
    expect(TOOLS.lagna.loading).toBe('timings');
    expect(TOOLS.monthlyPanchang.loading).toBe('panchang');
  });
});

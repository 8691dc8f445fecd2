/**
 * The festival section's loaders read their month, year, city and type
 * filter from the page's path (lib/urls reads only well-formed values: a
 * malformed path is no page, the 404 page).
 */
import { loadFestivalMonth, loadObservanceList } from '@/app/_loaders/festivals';
import { selectionOf } from '@/app/_loaders/selection';
import { parsePathname } from '@/lib/urls';

const NOW = Date.parse('2026-03-19T06:00:00Z');
const sel = (path: string) => {
  const route = parsePathname(path);
  if (!route) throw new Error(`${path} names no page`);
  const s = selectionOf(route.locale, route, NOW);
  if (!s.ok) throw new Error(`${path} has no selection`);
  return s.sel;
};

describe('the festival month', () => {
  it('reads year, English month name, city slug and type from the path', async () => {
    const m = await loadFestivalMonth(sel('/festivals/2026/march/varanasi/ekadashi'));
    expect([m.year, m.month, m.filter]).toEqual([2026, 3, 'ekadashi']);
    expect(m.view.rows.every((r) => r.type === 'ekadashi')).toBe(true);
    expect((await loadFestivalMonth(sel('/hi/festivals'))).filter).toBe('all');
  });

  it.each(['/festivals/abcd/march/varanasi', '/festivals/1899/march/varanasi', '/festivals/2101/march/varanasi', '/festivals/2026/marchh/varanasi', '/festivals/2026/3/varanasi', '/festivals/2026/March/varanasi', '/festivals/2026/march/varanasi/diwali'])('%s is no page', (path) => {
    expect(parsePathname(path)).toBeNull();
  });
});

describe('the year lists', () => {
  it('list this year at the city unless the path names one within 1900-2100', async () => {
    const l = await loadObservanceList('ekadashi', sel('/festivals/ekadashi/pune'));
    expect([l.year, l.yearFromUrl]).toEqual([2026, false]);
    expect((await loadObservanceList('ekadashi', sel('/festivals/ekadashi/2030'))).year).toBe(2030);
    for (const path of ['/festivals/ekadashi/1899/pune', '/festivals/ekadashi/2101/pune']) expect(parsePathname(path)?.key).not.toBe('ekadashi');
  });

  it('compute the year in the path’s sunrise', async () => {
    const limb = await loadObservanceList('ekadashi', sel('/festivals/ekadashi/2026/new-delhi'));
    const hindu = await loadObservanceList('ekadashi', sel('/festivals/ekadashi/2026/new-delhi/hindu-sunrise'));
    expect(hindu.view.rows.length).toBe(limb.view.rows.length);
    expect(JSON.stringify(hindu.view.rows)).not.toBe(JSON.stringify(limb.view.rows));
  });
});

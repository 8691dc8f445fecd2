/**
 * The festival section's loaders read their month, year, city and type
 * filter from the page's path (lib/urls reads only well-formed values: a
 * malformed path is no page, the 404 page); so do the print sheets' loaders
 * (`/print/ekadashi/2025/varanasi`, `/hi/print/vrats` ...; without a year, this year).
 */
import { loadFestivalMonth, loadObservanceList } from '@/app/_loaders/festivals';
import { loadEkadashiSheet, loadVratSheet } from '@/app/_loaders/print-sheets';
import { selectionOf } from '@/app/_loaders/selection';
import { pagePath, parsePathname } from '@/lib/urls';

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

describe('the print sheets’ paths', () => {
  it('are year pages at a city, with conventions', () => {
    expect(pagePath('printEkadashi', { year: 2025, city: 'varanasi' })).toBe('/print/ekadashi/2025/varanasi');
    expect(pagePath('printVrats', { year: 2025 })).toBe('/print/vrats/2025');
    expect(parsePathname('/hi/print/vrats/2025/varanasi/vaishnava')).toMatchObject({ key: 'printVrats', locale: 'hi', params: { year: 2025, city: 'varanasi', conv: { ekadashi: 'vaishnava' } } });
    for (const path of ['/print/ekadashi/1899/varanasi', '/print/vrats/2101/varanasi', '/print/diwali/2025']) expect(parsePathname(path)).toBeNull();
  });
});

describe('the Ekadashi sheet', () => {
  it('is the year’s Ekadashi list at the city', async () => {
    const l = await loadEkadashiSheet(sel('/print/ekadashi/2025/varanasi'));
    expect(l.year).toBe(2025);
    expect(l.view.type).toBe('ekadashi');
    expect(l.view.rows.length).toBeGreaterThanOrEqual(24);
    expect(l.view.rows.every((r) => r.row.date.startsWith('2025-') && r.facts.some((f) => f.key === 'parana'))).toBe(true);
    expect((await loadEkadashiSheet(sel('/print/ekadashi'))).year).toBe(2026);
  });

  it('follows the path’s Vaishnava emphasis and 24-hour clock', async () => {
    const l = await loadEkadashiSheet(sel('/print/ekadashi/2025/new-delhi/24h-vaishnava'));
    expect(l.view.emphasis).toBe('vaishnava');
    const nirjala = l.view.rows.find((r) => r.row.slug === 'vaishnava-nirjala-ekadashi')!;
    expect(nirjala.row.date).toBe('2025-06-07');
    expect(nirjala.facts.find((f) => f.key === 'parana')!.value).not.toMatch(/AM|PM/);
  });
});

describe('the sheet of vrats and festivals', () => {
  it('reads the year (this year without one) and the language', async () => {
    const v = await loadVratSheet(sel('/hi/print/vrats/2025/varanasi'));
    expect(v.year).toBe(2025);
    expect(v.view.months[9].title).toBe('अक्टूबर');
    expect(v.view.months[9].dates.some((d) => d.date === '2025-10-20')).toBe(true);
    expect((await loadVratSheet(sel('/print/vrats/varanasi'))).year).toBe(2026);
  });
});

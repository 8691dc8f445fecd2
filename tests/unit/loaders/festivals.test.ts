/**
 * The festival routes' input: the month path, the year and city of the
 * lists and the type filter are validated, and anything malformed is the
 * 404 page (notFound), never a guess.
 */
import { loadFestivalMonthSelection, loadFestivalsSelection, loadListSelection } from '@/app/_loaders/festivals';

jest.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));
// The request's cookies: the remembered city (vc_city) a test sets.
const jar = new Map<string, string>();
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined) }),
}));
jest.mock('@/i18n/params', () => ({ pageLocale: async (p: Promise<{ locale: string }>) => (await p).locale }));

const month = (year: string, m: string, city: string, query: Record<string, string> = {}) =>
  loadFestivalMonthSelection({ params: Promise.resolve({ locale: 'en', year, month: m, city }), searchParams: Promise.resolve(query) });
const hub = (query: Record<string, string>) => loadFestivalsSelection({ params: Promise.resolve({ locale: 'hi' }), searchParams: Promise.resolve(query) });
const list = (query: Record<string, string>) => loadListSelection({ params: Promise.resolve({ locale: 'en' }), searchParams: Promise.resolve(query) });

describe('festival month path', () => {
  it('reads year, English month name and city slug', async () => {
    const m = await month('2026', 'march', 'varanasi', { type: 'ekadashi' });
    expect([m.year, m.month, m.filter, m.sel.city.slug, m.sel.cityFromUrl, m.sel.dateFromUrl]).toEqual([2026, 3, 'ekadashi', 'varanasi', true, true]);
    expect(m.sel.date).toBe('2026-03-01');
    expect((await month('1900', 'january', 'new-delhi')).filter).toBe('all');
    expect((await month('2100', 'december', 'new-york-city')).sel.place.tz).toBe('America/New_York');
  });

  it.each([
    ['a non-numeric year', 'abcd', 'march', 'varanasi', {}],
    ['a year before 1900', '1899', 'march', 'varanasi', {}],
    ['a year after 2100', '2101', 'march', 'varanasi', {}],
    ['a short year', '26', 'march', 'varanasi', {}],
    ['an unknown month', '2026', 'marchh', 'varanasi', {}],
    ['a numeric month', '2026', '3', 'varanasi', {}],
    ['a capitalised month', '2026', 'March', 'varanasi', {}],
    ['an unknown city', '2026', 'march', 'atlantis-nowhere', {}],
    ['a city that is not a slug', '2026', 'march', 'Varanasi', {}],
    ['an unknown type', '2026', 'march', 'varanasi', { type: 'diwali' }],
  ])('answers 404 for %s', async (_, y, m, city, query) => {
    await expect(month(y, m, city, query)).rejects.toThrow('NEXT_NOT_FOUND');
  });
});

describe('/festivals and the year lists', () => {
  it('takes the city and date from the query, New Delhi and today by default', async () => {
    const d = await hub({});
    expect([d.sel.city.slug, d.sel.cityFromUrl, d.sel.dateFromUrl, d.filter, d.sel.locale]).toEqual(['new-delhi', false, false, 'all', 'hi']);
    const v = await hub({ city: 'varanasi', date: '2026-07-04', type: 'purnima' });
    expect([v.sel.city.slug, v.year, v.month, v.filter]).toEqual(['varanasi', 2026, 7, 'purnima']);
    await expect(hub({ type: 'x' })).rejects.toThrow('NEXT_NOT_FOUND');
    await expect(hub({ date: '1800-01-01' })).rejects.toThrow('NEXT_NOT_FOUND');
    await expect(hub({ city: 'nowhere-at-all' })).rejects.toThrow('NEXT_NOT_FOUND');
  });

  it('takes the remembered city (cookie) when the query names none; a ?city= wins', async () => {
    jar.set('vc_city', 'mumbai');
    try {
      expect((await hub({ date: '2026-07-04' })).sel.city.slug).toBe('mumbai');
      expect((await list({ year: '2031' })).sel.city.slug).toBe('mumbai');
      expect((await list({ year: '2031', city: 'pune' })).sel.city.slug).toBe('pune');
    } finally {
      jar.clear();
    }
  });

  it('lists this year in the city’s zone unless ?year= names one within 1900-2100', async () => {
    const l = await list({ city: 'pune' });
    expect([l.sel.city.slug, l.year, l.yearFromUrl]).toEqual(['pune', Number(l.sel.today.slice(0, 4)), false]);
    expect((await list({ year: '2030' })).year).toBe(2030);
    for (const year of ['1899', '2101', 'abc', '20300', '']) await expect(list({ year })).rejects.toThrow('NEXT_NOT_FOUND');
  });
});

import { describePage } from '@/lib/analytics/page';

const cities = new Set(['varanasi', 'ujjain']);
const isCity = (s: string) => cities.has(s);

describe('describePage', () => {
  it.each([
    ['/', { path: '/', locale: 'en', pageType: 'home', city: null }],
    ['/hi', { path: '/', locale: 'hi', pageType: 'home', city: null }],
    ['/panchang', { path: '/panchang', locale: 'en', pageType: 'panchang', city: null }],
    ['/panchang/today', { path: '/panchang/today', locale: 'en', pageType: 'todayPanchang', city: null }],
    ['/hi/panchang/today/varanasi', { path: '/panchang/today/varanasi', locale: 'hi', pageType: 'todayPanchang', city: 'varanasi' }],
    ['/muhurat/hora/ujjain', { path: '/muhurat/hora/ujjain', locale: 'en', pageType: 'hora', city: 'ujjain' }],
    ['/hi/stats', { path: '/stats', locale: 'hi', pageType: 'stats', city: null }],
    ['/blog/ekadashi-vrat', { path: '/blog/ekadashi-vrat', locale: 'en', pageType: 'blog', city: null }],
  ])('%s', (raw, expected) => {
    expect(describePage(raw, isCity)).toEqual(expected);
  });

  it('counts no city for an unknown slug or a deeper path', () => {
    expect(describePage('/panchang/today/atlantis', isCity)).toEqual({ path: '/panchang/today/atlantis', locale: 'en', pageType: 'other', city: null });
    expect(describePage('/muhurat/hora/ujjain/x', isCity).city).toBeNull();
    // A hub at a city is a page of its own (lib/urls).
    expect(describePage('/panchang/varanasi', isCity)).toEqual({ path: '/panchang/varanasi', locale: 'en', pageType: 'panchang', city: 'varanasi' });
  });
});

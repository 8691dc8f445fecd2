/** isKnownPath: analytics store only the paths the site routes. */
import { isKnownPath } from '@/lib/analytics/known-path';

describe('isKnownPath', () => {
  it.each([
    '/',
    '/hi',
    '/panchang',
    '/panchang/today',
    '/panchang/varanasi',
    '/panchang/today/varanasi/2026-03-19',
    '/panchang/today/varanasi/2026-03-19/amanta-24h',
    '/faq',
    '/tools/tithi-anniversary',
    '/hi/panchang/today/varanasi',
    '/muhurat/hora/ujjain',
    '/lagna/new-delhi',
    '/tithi-today/mumbai',
    '/about',
    '/hi/stats',
    '/privacy',
    '/terms',
    '/search',
    '/sitemap',
    '/developers',
    '/blog',
    '/blog/tithi',
    '/blog/category/muhurat',
    '/festivals',
    '/festivals/ekadashi',
    '/hi/festivals/sankranti',
    '/festivals/2026/march/varanasi',
    '/festivals/festival/diwali-2026',
    '/festivals/ekadashi/nirjala-2026',
    // An alias that redirects to its page, and the page of two Putrada Ekadashis.
    '/festivals/purnima/kartik-2026',
    '/festivals/ekadashi/putrada-2026',
    '/festivals/grahan',
    '/festivals/grahan/varanasi',
    '/festivals/grahan/2026/lunar-2026-03-03',
    '/festivals/grahan/2026/lunar-2026-03-03/varanasi',
    '/festivals/pitru-paksha',
    '/festivals/pitru-paksha/ujjain',
  ])('knows %s', (path) => {
    expect(isKnownPath(path)).toBe(true);
  });

  it.each([
    ['a made-up page', '/wp-admin'],
    ['a made-up city', '/panchang/today/no-such-town'],
    ['a city under a page without city pages', '/about/varanasi'],
    ['a trailing slash', '/about/'],
    ['an empty segment', '//about'],
    ['a second locale prefix', '/hi/hi/about'],
    ['the default locale as a prefix', '/en/about'],
    ['no leading slash', 'about'],
    ['an article that does not exist', '/blog/no-such-article'],
    ['a category that does not exist', '/blog/category/recipes'],
    ['a festival without its year', '/festivals/festival/diwali'],
    ['a festival year outside 1900-2100', '/festivals/festival/diwali-2200'],
    ['a festival under another type', '/festivals/ekadashi/diwali-2026'],
    ['a month page of a made-up city', '/festivals/2026/march/no-such-town'],
    ['a month page with a numeric month', '/festivals/2026/03/varanasi'],
    ["an eclipse of another year's list", '/festivals/grahan/2025/lunar-2026-03-03'],
    ['an eclipse id of another shape', '/festivals/grahan/2026/blood-moon'],
    ['a Pitru Paksha page of a made-up city', '/festivals/pitru-paksha/no-such-town'],
    ['a path under a city page', '/panchang/today/varanasi/extra'],
    ['a date outside 1900-2100', '/panchang/today/varanasi/1800-01-01'],
    ['the default conventions written out (the site never writes them)', '/panchang/today/varanasi/2026-03-19/purnimanta'],
  ])('does not know %s (%s)', (_, path) => {
    expect(isKnownPath(path)).toBe(false);
  });
});

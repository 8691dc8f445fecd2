/**
 * Article links into the festival section (lib/blog/links.ts): the month
 * calendar, the year lists with the query they read, and detail pages only
 * where the page table (lib/festivals/pages.ts) resolves them.
 */
import { resolveArticleLink, type LinkTargets } from '@/lib/blog/links';
import { festivalPagePath } from '@/lib/festivals/pages';
import { festivalMonthPath } from '@/lib/festivals/routes';

const targets = (locale: 'en' | 'hi'): LinkTargets => ({ locale, articleSlug: () => undefined, hasCategory: () => false });
const link = (href: string, locale: 'en' | 'hi' = 'en') => resolveArticleLink(href, targets(locale));

describe('links to the festival pages', () => {
  it.each([
    '/festivals',
    '/festivals?city=varanasi&date=2026-03-14&type=ekadashi',
    festivalMonthPath('2026-03-01', 'varanasi'),
    '/festivals/2027/october/new-delhi?type=festival',
    '/festivals/ekadashi',
    '/festivals/ekadashi?year=2027',
    '/festivals/purnima?city=varanasi&year=2026',
    '/festivals/amavasya',
    '/festivals/pradosh?city=new-york-city',
    '/festivals/sankranti?year=2100',
    '/festivals/grahan',
    '/festivals/grahan?year=2026',
    '/festivals/grahan/varanasi?year=1900',
    '/festivals/pitru-paksha?year=2026',
    '/festivals/pitru-paksha/varanasi',
    festivalPagePath('nirjala-ekadashi', 2026),
    festivalPagePath('makar-sankranti', 2027),
    festivalPagePath('sharad-purnima', 2026),
    festivalPagePath('shani-pradosh', 2026),
    `${festivalPagePath('diwali', 2026)}?city=varanasi`,
    festivalPagePath('vaishnava-mokshada-ekadashi', 2026),
    festivalPagePath('sankashti-chaturthi', 2027),
    // A name of two Ekadashis: the page that lists both.
    '/festivals/ekadashi/putrada-2026',
  ])('accepts %s', (href) => {
    expect(link(href)).toBe(href);
  });

  it('adds the reader’s language', () => {
    expect(link('/festivals/ekadashi/nirjala-2026', 'hi')).toBe('/hi/festivals/ekadashi/nirjala-2026');
    expect(link('/festivals/2026/march/varanasi', 'hi')).toBe('/hi/festivals/2026/march/varanasi');
    expect(link('/festivals?type=purnima', 'hi')).toBe('/hi/festivals?type=purnima');
  });

  it.each([
    ['a month out of range', '/festivals/1899/march/varanasi', /not a page of the site/],
    ['a month by number', '/festivals/2026/03/varanasi', /not a page of the site/],
    ['a capitalised month', '/festivals/2026/March/varanasi', /not a page of the site/],
    ['a month at an unknown city', '/festivals/2026/march/atlantis-xyz', /not a page of the site/],
    ['a month without a city', '/festivals/2026/march', /not a page of the site/],
    ['a type with no list', '/festivals/festival', /not a page of the site/],
    ['a type with no list (vrat)', '/festivals/vrat', /not a page of the site/],
    ['an unknown section', '/festivals/navratri', /not a page of the site/],
    ['a trailing slash', '/festivals/', /not a page of the site/],
    ['an unknown event', '/festivals/ekadashi/nirjla-2026', /not a page of the site/],
    ['an event under another type', '/festivals/purnima/nirjala-2026', /not a page of the site/],
    ['an event without a year', '/festivals/ekadashi/nirjala', /not a page of the site/],
    ['an event in 2101', '/festivals/ekadashi/nirjala-2101', /not a page of the site/],
    ['an event with a short year', '/festivals/ekadashi/nirjala-26', /not a page of the site/],
    ['an extra segment', '/festivals/ekadashi/nirjala-2026/varanasi', /not a page of the site/],
    ['an alias that redirects', '/festivals/purnima/sharad-2026', /alias of \/festivals\/festival\/sharad-purnima-2026/],
    ['a short month spelling', '/festivals/purnima/kartik-2026', /alias of \/festivals\/purnima\/kartika-2026/],
    ['a year list at a city in the path', '/festivals/ekadashi/varanasi', /not a page of the site/],
    ['Pitru Paksha at an unknown city', '/festivals/pitru-paksha/atlantis-xyz', /not a page of the site/],
    ['an eclipse list with two cities', '/festivals/grahan/varanasi/delhi', /not a page of the site/],
    ['a year list with a year out of range', '/festivals/ekadashi?year=1800', /unsupported query parameter year=1800/],
    ['a year list with a date', '/festivals/ekadashi?date=2026-01-01', /unsupported query parameter date=2026-01-01/],
    ['a year list at an unknown city', '/festivals/purnima?city=atlantis-xyz', /unsupported query parameter city=atlantis-xyz/],
    ['a year given twice', '/festivals/sankranti?year=2026&year=2027', /unsupported query parameter year=2027/],
    ['the calendar with an unknown filter', '/festivals?type=birthday', /unsupported query parameter type=birthday/],
    ['the calendar with a year', '/festivals?year=2026', /unsupported query parameter year=2026/],
    ['a month page with a city query', '/festivals/2026/march/varanasi?city=delhi', /unsupported query parameter city=delhi/],
    ['a detail page with a year query', '/festivals/ekadashi/nirjala-2026?year=2027', /unsupported query parameter year=2027/],
    ['a detail page at an unknown city', '/festivals/festival/diwali-2026?city=atlantis-xyz', /unsupported query parameter city=atlantis-xyz/],
    ['the eclipses of 1899', '/festivals/grahan?year=1899', /unsupported query parameter year=1899/],
    ['Pitru Paksha with a city query', '/festivals/pitru-paksha?city=varanasi', /unsupported query parameter city=varanasi/],
  ])('refuses %s', (_, href, message) => {
    expect(() => link(href)).toThrow(message);
  });
});

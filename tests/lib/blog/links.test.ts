/**
 * Article links into the festival section (lib/blog/links.ts): pages of the
 * URL module (lib/urls) whose festival, city and year exist, in the site's
 * one form for each page (an old query form becomes its path), detail pages
 * only where the page table (lib/festivals/pages.ts) resolves them.
 */
import { resolveArticleLink, type LinkTargets } from '@/lib/blog/links';
import { festivalPagePath } from '@/lib/festivals/pages';
import { pagePath } from '@/lib/urls';

const targets = (locale: 'en' | 'hi'): LinkTargets => ({ locale, articleSlug: () => undefined, hasCategory: () => false });
const link = (href: string, locale: 'en' | 'hi' = 'en') => resolveArticleLink(href, targets(locale));

describe('links to the festival pages', () => {
  it.each([
    '/festivals',
    pagePath('festivalMonth', { month: '2026-03', city: 'varanasi' }),
    '/festivals/2027/october/new-delhi/festival',
    '/festivals/ekadashi',
    '/festivals/ekadashi/2027',
    '/festivals/purnima/2026/varanasi',
    '/festivals/amavasya',
    '/festivals/pradosh/new-york-city',
    '/festivals/sankranti/2100',
    '/festivals/grahan',
    '/festivals/grahan/2026',
    '/festivals/grahan/1900/varanasi',
    '/festivals/pitru-paksha/2026',
    '/festivals/pitru-paksha/varanasi',
    festivalPagePath('nirjala-ekadashi', 2026),
    festivalPagePath('makar-sankranti', 2027),
    festivalPagePath('sharad-purnima', 2026),
    festivalPagePath('shani-pradosh', 2026),
    festivalPagePath('diwali', 2026, 'varanasi'),
    festivalPagePath('vaishnava-mokshada-ekadashi', 2026),
    festivalPagePath('sankashti-chaturthi', 2027),
    // A name of two Ekadashis: the page that lists both.
    '/festivals/ekadashi/putrada-2026',
  ])('accepts %s', (href) => {
    expect(link(href)).toBe(href);
  });

  it.each([
    ['/festivals?city=varanasi&date=2026-03-14&type=ekadashi', '/festivals/2026/march/varanasi/ekadashi'],
    ['/festivals?type=purnima', '/festivals/new-delhi/purnima'],
    ['/festivals/ekadashi?year=2027', '/festivals/ekadashi/2027'],
    ['/festivals/sankranti?year=2027', '/festivals/sankranti/2027'],
    ['/festivals/festival/diwali-2026?city=varanasi', '/festivals/festival/diwali-2026/varanasi'],
    ['/panchang/today/varanasi?date=2025-11-22', '/panchang/today/varanasi/2025-11-22'],
  ])('writes the old query form %s as its path %s', (href, path) => {
    expect(link(href)).toBe(path);
  });

  it('adds the reader’s language', () => {
    expect(link('/festivals/ekadashi/nirjala-2026', 'hi')).toBe('/hi/festivals/ekadashi/nirjala-2026');
    expect(link('/festivals/2026/march/varanasi', 'hi')).toBe('/hi/festivals/2026/march/varanasi');
    expect(link('/festivals?type=purnima', 'hi')).toBe('/hi/festivals/new-delhi/purnima');
  });

  it.each([
    ['a month out of range', '/festivals/1899/march/varanasi', /not a page of the site/],
    ['a month by number', '/festivals/2026/03/varanasi', /not a page of the site/],
    ['a capitalised month', '/festivals/2026/March/varanasi', /not a page of the site/],
    ['a month at an unknown city', '/festivals/2026/march/atlantis-xyz', /no city "atlantis-xyz"/],
    ['a month without a city', '/festivals/2026/march', /not a page of the site/],
    ['a type with no list', '/festivals/festival', /no city "festival"/],
    ['a type with no list (vrat)', '/festivals/vrat', /no city "vrat"/],
    ['an unknown section', '/festivals/navratri/2026/varanasi', /not a page of the site/],
    ['an unknown event', '/festivals/ekadashi/nirjla-2026', /no festival page/],
    ['an event under another type', '/festivals/purnima/nirjala-2026', /no festival page/],
    ['an event in 2101', '/festivals/ekadashi/nirjala-2101', /not a page of the site|no city/],
    ['an alias that redirects', '/festivals/purnima/sharad-2026', /alias of \/festivals\/festival\/sharad-purnima-2026/],
    ['a short month spelling', '/festivals/purnima/kartik-2026', /alias of \/festivals\/purnima\/kartika-2026/],
    ['Pitru Paksha at an unknown city', '/festivals/pitru-paksha/atlantis-xyz', /no city "atlantis-xyz"/],
    ['an eclipse list with two cities', '/festivals/grahan/varanasi/delhi', /not a page of the site/],
    ['a year list with a year out of range', '/festivals/ekadashi?year=1800', /unsupported query year=1800/],
    ['a year list with a date', '/festivals/ekadashi?date=2026-01-01', /unsupported query date=2026-01-01/],
    ['a year list at an unknown city', '/festivals/purnima?city=atlantis-xyz', /no city "atlantis-xyz"/],
    ['a year given twice', '/festivals/sankranti?year=2026&year=2027', /unsupported query/],
    ['the calendar with an unknown filter', '/festivals?type=birthday', /unsupported query type=birthday/],
    ['the calendar with a year', '/festivals?year=2026', /unsupported query year=2026/],
    ['a detail page with a year query', '/festivals/ekadashi/nirjala-2026?year=2027', /unsupported query year=2027/],
    ['a detail page at an unknown city', '/festivals/festival/diwali-2026?city=atlantis-xyz', /no city "atlantis-xyz"/],
    ['the eclipses of 1899', '/festivals/grahan?year=1899', /unsupported query year=1899/],
  ])('refuses %s', (_, href, message) => {
    expect(() => link(href)).toThrow(message);
  });
});

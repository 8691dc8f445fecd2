import { PAGE_KEYS, PAGE_TYPES } from '@/lib/urls/pages';
import { cityLink } from '@/lib/urls/city-link';
import { linkTo } from '@/lib/urls';
import { CODECS } from '@/lib/urls/slots';
import { CITY_CODEC } from '@/lib/urls/city-codec';

/** The page types with a form of just the city. */
const withCityForm = PAGE_KEYS.filter((k) => PAGE_TYPES[k].forms.some((f) => f.length === 1 && f[0] === 'city'));

describe('cityLink (the browser’s path at a city, without the full URL writer)', () => {
  it('is written with the city slot’s own codec', () => {
    expect(CODECS.city).toBe(CITY_CODEC);
    expect(CODECS.city.read(['varanasi'])).toBe('varanasi');
    expect(CODECS.city.write('varanasi')).toEqual(['varanasi']);
  });
  it.each(withCityForm)('writes %s at a city and without one as linkTo does', (key) => {
    for (const city of ['varanasi', 'new-delhi', 'new-york-city']) expect(cityLink(key, city)).toBe(linkTo(key, { city }));
    expect(cityLink(key, null)).toBe(linkTo(key, { city: null }));
  });
  it('writes the pages the client components link: today’s Panchang at a city, the anniversary tool', () => {
    expect(cityLink('todayPanchang', 'varanasi')).toBe('/panchang/today/varanasi');
    expect(cityLink('tithiAnniversary', null)).toBe('/tools/tithi-anniversary');
  });
  it('refuses a page type that has no path of a city alone', () => {
    expect(() => cityLink('tithiAnniversary', 'varanasi')).toThrow(RangeError);
  });
});

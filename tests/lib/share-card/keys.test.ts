import { cardImage, cardPath, parseCardPath, parseToolCardQuery, type CardKey } from '@/lib/share-card/keys';
import { cardCacheControl } from '@/lib/share-card/http';
import { listCardDate, toolCardImage } from '@/lib/share-card/images';

const parse = (path: string) => {
  const [p, q = ''] = path.split('?');
  return parseCardPath(p.replace(/^\/og\//, '').split('/'), new URLSearchParams(q));
};

describe('share card paths', () => {
  const keys: CardKey[] = [
    { kind: 'tool', locale: 'hi', tool: 'todayPanchang', city: 'new-delhi', date: '2026-03-19', query: {} },
    { kind: 'tool', locale: 'en', tool: 'rahuKaal', city: 'columbus-georgia-us', date: '1900-01-01', query: {} },
    { kind: 'tool', locale: 'en', tool: 'monthlyPanchang', city: 'varanasi', date: '2026-03-19', query: { masa: 'amanta' } },
    { kind: 'tool', locale: 'hi', tool: 'nakshatraFinder', city: 'varanasi', date: '2026-03-19', query: { nakshatra: 4, from: 2025, to: 2027 } },
    { kind: 'article', locale: 'hi', id: 'tithi' },
    { kind: 'category', locale: 'en', category: 'muhurat' },
    { kind: 'page', locale: 'en', page: 'home' },
    { kind: 'year', locale: 'hi', tool: 'grahan', city: 'new-delhi', year: 2026 },
    { kind: 'year', locale: 'en', tool: 'grahan', city: 'varanasi', year: 2026, eclipse: 'lunar-2026-03-03' },
    { kind: 'year', locale: 'en', tool: 'pitruPaksha', city: 'varanasi', year: 1900 },
    { kind: 'festival', locale: 'hi', type: 'ekadashi', param: 'kamada-2026', city: 'new-delhi' },
    { kind: 'tool', locale: 'hi', tool: 'festivals', city: 'varanasi', date: '2026-03-01', query: {} },
    { kind: 'tool', locale: 'en', tool: 'festivals', city: 'varanasi', date: '2026-03-01', query: { type: 'ekadashi' } },
    { kind: 'tool', locale: 'en', tool: 'ekadashi', city: 'varanasi', date: '2026-03-19', query: {} },
    { kind: 'tool', locale: 'hi', tool: 'sankranti', city: 'mumbai', date: '2027-01-01', query: { sunrise: 'hindu' } },
  ];

  it('are built and parsed back to the same key', () => {
    for (const key of keys) expect(parse(cardPath(key))).toEqual({ ok: true, key });
  });

  it('name the page type in kebab case and end in .png', () => {
    expect(cardPath(keys[0])).toBe('/og/hi/today-panchang/new-delhi/2026-03-19.png');
    expect(cardPath(keys[2])).toBe('/og/en/monthly-panchang/varanasi/2026-03-19.png?masa=amanta');
    expect(cardPath(keys[3])).toBe('/og/hi/nakshatra-finder/varanasi/2026-03-19.png?nakshatra=4&from=2025&to=2027');
    expect(cardPath(keys[7])).toBe('/og/hi/grahan/new-delhi/2026.png');
    expect(cardPath(keys[8])).toBe('/og/en/grahan/varanasi/2026/lunar-2026-03-03.png');
    expect(cardPath(keys[9])).toBe('/og/en/pitru-paksha/varanasi/1900.png');
    expect(cardPath(keys[10])).toBe('/og/hi/festivals/ekadashi/kamada-2026/new-delhi.png');
    expect(cardPath(keys[11])).toBe('/og/hi/festivals/varanasi/2026-03-01.png');
    expect(cardPath(keys[12])).toBe('/og/en/festivals/varanasi/2026-03-01.png?type=ekadashi');
    expect(cardPath(keys[13])).toBe('/og/en/ekadashi/varanasi/2026-03-19.png');
    expect(cardPath(keys[14])).toBe('/og/hi/sankranti/mumbai/2027-01-01.png?sunrise=hindu');
    expect(cardImage(keys[6], 'Vedic Calendar')).toEqual({ url: '/og/en/page/home.png', width: 1200, height: 630, alt: 'Vedic Calendar' });
  });

  it.each([
    ['/og/en/today-panchang/new-delhi/2026-13-01.png', 400, 'date'],
    ['/og/en/today-panchang/new-delhi/1899-12-31.png', 400, 'date'],
    ['/og/en/today-panchang/New_Delhi/2026-03-19.png', 400, 'city'],
    ['/og/en/monthly-panchang/new-delhi/2026-03-19.png?masa=solar', 400, 'masa'],
    ['/og/en/today-panchang/new-delhi/2026-03-19.png?sunrise=late', 400, 'sunrise'],
    ['/og/en/nakshatra-finder/new-delhi/2026-03-19.png?nakshatra=28', 400, 'nakshatra'],
    ['/og/en/nakshatra-finder/new-delhi/2026-03-19.png?nakshatra=3&from=2030&to=2020', 400, 'from'],
    ['/og/en/article/Bad_Id.png', 400, 'article'],
    ['/og/en/today-panchang/new-delhi/2026-03-19.jpg', 404, 'path'],
    ['/og/fr/today-panchang/new-delhi/2026-03-19.png', 404, 'locale'],
    ['/og/en/home/new-delhi/2026-03-19.png', 404, 'tool'],
    ['/og/en/sunrise/new-delhi/2026-03-19.png', 404, 'tool'],
    ['/og/en/today-panchang/new-delhi.png', 404, 'path'],
    ['/og/en/today-panchang/new-delhi/2026-03-19/x.png', 404, 'path'],
    ['/og/en/page/contact.png', 404, 'page'],
    ['/og/en/category/astronomy.png', 404, 'category'],
    ['/og/en/article/a/b.png', 404, 'path'],
    ['/og/en/grahan/new-delhi/2026-03-19.png', 400, 'year'],
    ['/og/en/grahan/new-delhi/2101.png', 400, 'year'],
    ['/og/en/pitru-paksha/new-delhi/1899.png', 400, 'year'],
    ['/og/en/grahan/new-delhi/2026/eclipse-1.png', 400, 'eclipse'],
    ['/og/en/pitru-paksha/new-delhi/2026/lunar-2026-03-03.png', 404, 'path'],
    ['/og/en/grahan/new-delhi.png', 404, 'path'],
    ['/og/en/festivals/ekadashi/Kamada-2026/new-delhi.png', 400, 'festival'],
    ['/og/en/festivals/ekadashi/kamada/new-delhi.png', 400, 'festival'],
    ['/og/en/festivals/ekadashi/kamada-2026/New_Delhi.png', 400, 'city'],
    ['/og/en/festivals/holiday/kamada-2026/new-delhi.png', 404, 'type'],
    // Two segments after festivals/ are a month card's city and date.
    ['/og/en/festivals/ekadashi/kamada-2026.png', 400, 'date'],
    ['/og/en/festivals/varanasi.png', 404, 'path'],
    ['/og/en/festivals/varanasi/2026-03.png', 400, 'date'],
    ['/og/en/festivals/varanasi/2026-03-01.png?type=holiday', 400, 'type'],
    ['/og/en/ekadashi/varanasi/2026.png', 400, 'date'],
    ['/og/en/pradosh/varanasi/2101-01-01.png', 400, 'date'],
  ])('rejects %s with %i naming %s', (path, status, field) => {
    expect(parse(path)).toMatchObject({ ok: false, status, field });
  });

  it('keep only the query values a card depends on, defaults left out', () => {
    expect(parse('/og/en/today-panchang/new-delhi/2026-03-19.png?masa=amanta&time=10:00&utm_source=x')).toMatchObject({ ok: true, key: { query: {} } });
    expect(parseToolCardQuery('monthlyPanchang', { masa: 'purnimanta', sunrise: 'upper-limb' }, '2026-03-19')).toEqual({ ok: true, query: {} });
    // A nakshatra without years is the date's year, as on the page.
    expect(parseToolCardQuery('nakshatraFinder', { nakshatra: '5' }, '2026-03-19')).toEqual({ ok: true, query: { nakshatra: 5, from: 2026, to: 2026 } });
    expect(parseToolCardQuery('nakshatraFinder', { nakshatra: '5', year: '2030' }, '2026-03-19')).toEqual({ ok: true, query: { nakshatra: 5, from: 2030, to: 2030 } });
    expect(parseToolCardQuery('nakshatraFinder', { from: '2030' }, '2026-03-19')).toEqual({ ok: true, query: {} });
    // The festival calendar's type filter ('all' is the default); other tools ignore it.
    expect(parseToolCardQuery('festivals', { type: 'all', city: 'varanasi' }, '2026-03-01')).toEqual({ ok: true, query: {} });
    expect(parseToolCardQuery('festivals', { type: 'sankranti' }, '2026-03-01')).toEqual({ ok: true, query: { type: 'sankranti' } });
    expect(parseToolCardQuery('ekadashi', { type: 'sankranti', year: '2027' }, '2026-03-19')).toEqual({ ok: true, query: {} });
  });
});

describe('share card caching', () => {
  it('keeps tool cards a month in shared caches and page cards a day, both served stale for a week', () => {
    expect(cardCacheControl({ kind: 'tool' })).toBe('public, max-age=86400, s-maxage=2592000, stale-while-revalidate=604800');
    expect(cardCacheControl({ kind: 'year' })).toBe(cardCacheControl({ kind: 'tool' }));
    expect(cardCacheControl({ kind: 'festival' })).toBe(cardCacheControl({ kind: 'tool' }));
    expect(cardCacheControl({ kind: 'article' })).toBe('public, max-age=86400, s-maxage=86400, stale-while-revalidate=604800');
  });
});

describe('the card a page names', () => {
  it('festival calendar: its month’s card (the 1st), with the type filter', () => {
    const image = toolCardImage({ locale: 'en', tool: 'festivals', citySlug: 'varanasi', cityName: 'Varanasi', date: '2026-03-19', query: { type: 'purnima' } });
    expect(image).toEqual({ url: '/og/en/festivals/varanasi/2026-03-01.png?type=purnima', width: 1200, height: 630, alt: 'Festival Calendar: Varanasi, March 2026' });
  });

  it('year list: today in the current year (the dates still to come), January 1st in any other', () => {
    expect(listCardDate(2026, '2026-03-19')).toBe('2026-03-19');
    expect(listCardDate(2027, '2026-03-19')).toBe('2027-01-01');
    expect(listCardDate(1990, '2026-03-19')).toBe('1990-01-01');
    const image = toolCardImage({ locale: 'hi', tool: 'ekadashi', citySlug: 'new-delhi', cityName: 'नई दिल्ली', date: listCardDate(2026, '2026-03-19'), query: {} });
    expect(image).toMatchObject({ url: '/og/hi/ekadashi/new-delhi/2026-03-19.png', alt: 'एकादशी: नई दिल्ली, 2026' });
  });
});

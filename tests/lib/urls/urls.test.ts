import { GRAHAS } from '@/engine';
import { DEFAULT_CITY_SLUG } from '@/lib/site';
import { RASHI_SLUGS, legacyRedirect, localizedPath, PAGE_KEYS, PAGE_TYPES, pagePath, parsePage, parsePathname, rememberedRedirect, type PageKey, type PageParams } from '@/lib/urls';
import { CODECS, SHUBH_KIND_SLUGS, SLOT_PARAM, type SlotKind } from '@/lib/urls/slots';
import { SHUBH_KINDS } from '@/engine';

/** A value of each slot, as a page would pass it. */
const SAMPLE: Required<Omit<PageParams, 'festivalType'>> & { festivalType: 'ekadashi' } = {
  city: 'varanasi',
  date: '2026-03-19',
  month: '2026-03',
  year: 2026,
  conv: { masa: 'amanta', clock: '24h' },
  festival: 'nirjala-2026',
  festivalType: 'ekadashi',
  eclipse: 'lunar-2026-03-03',
  filter: 'ekadashi',
  time: '06:30',
  tithi: 12,
  nakshatra: 4,
  years: { from: 2026, to: 2028 },
  article: 'tithi',
  category: 'muhurat',
  region: 'tamil',
  regionMonth: { year: 1947, month: 'karthigai' },
  shubhKind: 'vivah',
  planet: 'Saturn',
  rashi: 12,
};


const routes: [PageKey, PageParams][] = PAGE_KEYS.flatMap((key) =>
  (PAGE_TYPES[key].forms as readonly (readonly SlotKind[])[]).map((form): [PageKey, PageParams] => [key, Object.fromEntries(form.map((s) => [SLOT_PARAM[s], SAMPLE[SLOT_PARAM[s]]]))]),
);

describe('the URL module', () => {
  it.each(routes)('%s %j: its path reads back as the same page', (key, params) => {
    const path = pagePath(key, params);
    expect(parsePage(path.split('/').filter(Boolean))).toEqual({ key, params });
  });

  it('writes the regional calendar pages (issue 31)', () => {
    expect(pagePath('regionalCalendars')).toBe('/regional');
    expect(pagePath('regionalMonth', { region: 'tamil' })).toBe('/regional/tamil');
    expect(pagePath('regionalMonth', { region: 'bengali', regionMonth: { year: 1432, month: 'ogrohayon' } })).toBe('/regional/bengali/1432/ogrohayon');
    expect(pagePath('regionalMonth', { region: 'tamil', regionMonth: { year: 1947, month: 'karthigai' }, city: 'chennai', conv: { sunrise: 'hindu' } })).toBe(
      '/regional/tamil/1947/karthigai/chennai/hindu-sunrise',
    );
    expect(parsePage(['regional', 'malayalam', 'kochi'])).toEqual({ key: 'regionalMonth', params: { region: 'malayalam', city: 'kochi' } });
    // Not an era year: no page (an unknown region or a month of another region is the page's 404).
    expect(parsePage(['regional', 'tamil', '947', 'karthigai'])).toBeNull();
    expect(parsePage(['regional', 'tamil', '0947', 'karthigai'])).toBeNull();
  });

  it('writes the planets’ pages: the hub, a planet’s year, a major transit (planet keys and rashi names, lowercase)', () => {
    expect(pagePath('grahas', { city: 'varanasi' })).toBe('/grahas/varanasi');
    expect(pagePath('grahaYear', { planet: 'Saturn', year: 2025, city: 'varanasi' })).toBe('/grahas/saturn/2025/varanasi');
    expect(pagePath('grahaTransit', { planet: 'Saturn', year: 2025, rashi: 12 })).toBe('/grahas/saturn/2025/meena');
    expect(parsePage(['grahas', 'saturn', '2025', 'meena', 'varanasi', '24h'])).toEqual({ key: 'grahaTransit', params: { planet: 'Saturn', year: 2025, rashi: 12, city: 'varanasi', conv: { clock: '24h' } } });
    // A city after the year is not a rashi; a planet that is no graha is a city of the hub at most.
    expect(parsePage(['grahas', 'jupiter', '2026', 'kota'])).toEqual({ key: 'grahaYear', params: { planet: 'Jupiter', year: 2026, city: 'kota' } });
    expect(parsePage(['grahas', 'varanasi', '24h'])).toEqual({ key: 'grahas', params: { city: 'varanasi', conv: { clock: '24h' } } });
    expect(parsePage(['grahas', 'pluto', '2025'])).toBeNull();
    expect(parsePage(['grahas', 'Saturn', '2025'])).toBeNull();
    // Every graha, by its engine key lowercased; every rashi by its name.
    for (const g of GRAHAS) expect(pagePath('grahaYear', { planet: g, year: 2026 })).toBe(`/grahas/${g.toLowerCase()}/2026`);
    expect(RASHI_SLUGS.map((r, i) => parsePage(['grahas', 'jupiter', '2026', r])?.params.rashi === i + 1)).toEqual(Array(12).fill(true));
  });

  it('writes the scheme of the docs', () => {
    expect(pagePath('todayPanchang')).toBe('/panchang/today');
    expect(pagePath('todayPanchang', { city: 'varanasi', date: '2026-03-19' })).toBe('/panchang/today/varanasi/2026-03-19');
    expect(pagePath('todayPanchang', { city: 'varanasi', conv: { masa: 'amanta', sunrise: 'hindu', clock: '24h', ekadashi: 'vaishnava' } })).toBe(
      '/panchang/today/varanasi/amanta-hindu-sunrise-24h-vaishnava',
    );
    // Defaults are no segment.
    expect(pagePath('todayPanchang', { city: 'varanasi', conv: { masa: 'purnimanta', clock: '12h' } })).toBe('/panchang/today/varanasi');
    expect(pagePath('festivalMonth', { month: '2026-03', city: 'varanasi', filter: 'ekadashi' })).toBe('/festivals/2026/march/varanasi/ekadashi');
    expect(pagePath('festivalDetail', { festivalType: 'ekadashi', festival: 'nirjala-2026' })).toBe('/festivals/ekadashi/nirjala-2026');
    expect(pagePath('ekadashi', { year: 2026, city: 'varanasi' })).toBe('/festivals/ekadashi/2026/varanasi');
    expect(pagePath('tithiToday', { city: 'varanasi', date: '2026-03-19', time: '06:30', tithi: 12 })).toBe('/tithi-today/varanasi/2026-03-19/06-30/tithi-12');
    expect(pagePath('nakshatraFinder', { city: 'varanasi', nakshatra: 4, years: { from: 2026, to: 2026 } })).toBe('/nakshatra-finder/varanasi/nakshatra-4/2026');
    expect(pagePath('home', { city: 'varanasi' })).toBe('/varanasi');
    expect(pagePath('home')).toBe('/');
    expect(localizedPath('hi', pagePath('home'))).toBe('/hi');
  });

  it('names the Shubh Muhurat kinds by the engine’s keys, in its order', () => {
    expect(SHUBH_KIND_SLUGS).toEqual(SHUBH_KINDS);
  });

  it('reads the Shubh Muhurat pages: a kind before the hub’s city, a date before a year', () => {
    expect(parsePathname('/muhurat/shubh')).toEqual({ key: 'shubhMuhurat', params: {}, locale: 'en' });
    expect(parsePathname('/muhurat/shubh/varanasi')?.key).toBe('shubhMuhurat');
    expect(parsePathname('/hi/muhurat/shubh/vivah')).toEqual({ key: 'shubhYear', params: { shubhKind: 'vivah' }, locale: 'hi' });
    expect(parsePathname('/muhurat/shubh/griha-pravesh-old/2027/varanasi')?.params).toEqual({ shubhKind: 'griha-pravesh-old', year: 2027, city: 'varanasi' });
    expect(parsePathname('/muhurat/shubh/vivah/2026-03-11/varanasi')).toEqual({ key: 'shubhDetail', params: { shubhKind: 'vivah', date: '2026-03-11', city: 'varanasi' }, locale: 'en' });
    expect(pagePath('shubhYear', { shubhKind: 'vivah', year: 2026 })).toBe('/muhurat/shubh/vivah/2026');
    // Not a kind of the engine's: the hub at a city of that name (the 404 page when there is none).
    expect(parsePathname('/muhurat/shubh/wedding')).toEqual({ key: 'shubhMuhurat', params: { city: 'wedding' }, locale: 'en' });
    expect(parsePathname('/muhurat/shubh/wedding/2026')).toBeNull();
  });

  it('refuses a combination no form holds (a date without a city on a tool)', () => {
    expect(() => pagePath('todayPanchang', { date: '2026-03-19' })).toThrow(RangeError);
  });

  it('tells the pages that share a prefix apart by the form of their values', () => {
    expect(parsePathname('/festivals/ekadashi/varanasi')?.key).toBe('ekadashi');
    expect(parsePathname('/festivals/ekadashi/nirjala-2026')?.key).toBe('festivalDetail');
    expect(parsePathname('/festivals/grahan/2026/lunar-2026-03-03')?.key).toBe('eclipse');
    expect(parsePathname('/festivals/grahan/2026/varanasi')?.key).toBe('grahan');
    expect(parsePathname('/hi/panchang/varanasi')).toEqual({ key: 'panchang', params: { city: 'varanasi' }, locale: 'hi' });
    expect(parsePathname('/panchang/today/varanasi/amanta')?.params).toEqual({ city: 'varanasi', conv: { masa: 'amanta' } });
    expect(parsePathname('/about')?.key).toBe('about');
  });

  it('reads one spelling per value only', () => {
    for (const bad of ['/panchang/today/varanasi/2026-3-19', '/panchang/today/varanasi/2026-02-30', '/festivals/2026/March/varanasi', '/nakshatra-finder/varanasi/nakshatra-4/2026-2026', '/panchang/today/varanasi/24h-amanta']) {
      expect(parsePathname(bad)).toBeNull();
    }
    // A city is read as any segment: the page answers another name of a city with a redirect to its slug.
    expect(parsePathname('/panchang/today/Varanasi')?.params).toEqual({ city: 'Varanasi' });
    expect(CODECS.date.read(['1899-12-31'])).toBeNull();
  });
});

describe('redirects to the path', () => {
  const today = () => '2026-11-27';
  const legacy = (path: string, query: string) => {
    const route = parsePathname(path)!;
    return legacyRedirect(route, new URLSearchParams(query), today);
  };

  it('moves the old query values into the path', () => {
    expect(legacy('/panchang/today/varanasi', 'date=2026-03-19')).toEqual({ kind: 'redirect', path: '/panchang/today/varanasi/2026-03-19' });
    expect(legacy('/panchang/today', 'date=2026-03-19&masa=amanta')).toEqual({ kind: 'redirect', path: `/panchang/today/${DEFAULT_CITY_SLUG}/2026-03-19/amanta` });
    expect(legacy('/festivals', 'city=varanasi&date=2026-03-19&type=ekadashi')).toEqual({ kind: 'redirect', path: '/festivals/2026/march/varanasi/ekadashi' });
    expect(legacy('/festivals/grahan/varanasi', 'year=2027')).toEqual({ kind: 'redirect', path: '/festivals/grahan/2027/varanasi' });
    expect(legacy('/festivals/ekadashi/nirjala-2026', 'city=varanasi')).toEqual({ kind: 'redirect', path: '/festivals/ekadashi/nirjala-2026/varanasi' });
    expect(legacy('/tithi-today/varanasi', 'time=06:30&tithi=12')).toEqual({ kind: 'redirect', path: '/tithi-today/varanasi/2026-11-27/06-30/tithi-12' });
    expect(legacy('/nakshatra-finder/varanasi', 'nakshatra=4&year=2026')).toEqual({ kind: 'redirect', path: '/nakshatra-finder/varanasi/nakshatra-4/2026' });
    expect(legacy('/', 'city=varanasi')).toEqual({ kind: 'redirect', path: '/varanasi' });
    expect(legacy('/panchang/monthly/varanasi', 'date=2026-03-19')).toEqual({ kind: 'redirect', path: '/panchang/monthly/varanasi/2026-03' });
  });

  it('names a bad old value instead of guessing', () => {
    expect(legacy('/panchang/today/varanasi', 'date=2026-13-45')).toMatchObject({ kind: 'invalid', field: 'date' });
    expect(legacy('/festivals/ekadashi', 'year=abc')).toMatchObject({ kind: 'invalid', field: 'year' });
  });

  it('leaves other queries alone', () => {
    expect(legacy('/panchang/today/varanasi', 'utm_source=x')).toBeNull();
  });

  it('sends a page that names no city or conventions to the remembered ones, and never overrides the path', () => {
    const at = (path: string, city: string | null, conventions = {}) => rememberedRedirect(parsePathname(path)!, { city, conventions });
    expect(at('/panchang/today', 'varanasi')).toBe('/panchang/today/varanasi');
    expect(at('/panchang/today/pune', 'varanasi')).toBeNull();
    expect(at('/panchang/today', null, { masa: 'amanta' })).toBe(`/panchang/today/${DEFAULT_CITY_SLUG}/amanta`);
    expect(at('/panchang/today/pune/2026-03-19', 'varanasi', { clock: '24h' })).toBe('/panchang/today/pune/2026-03-19/24h');
    expect(at('/panchang/today/pune/amanta', 'varanasi', { clock: '24h' })).toBeNull();
    expect(at('/about', 'varanasi', { masa: 'amanta' })).toBeNull();
    expect(at('/festivals/ekadashi/2026', 'varanasi')).toBe('/festivals/ekadashi/2026/varanasi');
    expect(at('/', 'varanasi')).toBe('/varanasi');
    expect(at('/panchang/today', DEFAULT_CITY_SLUG)).toBeNull();
  });
});

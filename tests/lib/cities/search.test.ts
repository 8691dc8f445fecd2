import { DEFAULT_CITY_SLUG, getCityByName, popularCities, searchCities } from '@/lib/cities';
import { POPULAR_CITY_SLUGS } from '@/lib/cities/popular';

const slugs = (q: string, opts?: Parameters<typeof searchCities>[1]) => searchCities(q, opts).map((c) => c.slug);

describe('searchCities: names in any script, old names, prefixes', () => {
  it.each([
    ['varanasi', 'varanasi'],
    ['Varanasi', 'varanasi'],
    ['VĀRĀNASI', 'varanasi'],
    ['Banaras', 'varanasi'],
    ['benares', 'varanasi'],
    ['Kashi', 'varanasi'],
    ['Kāśī', 'varanasi'],
    ['वाराणसी', 'varanasi'],
    ['काशी', 'varanasi'],
    ['bombay', 'mumbai'],
    ['मुंबई', 'mumbai'],
    ['new del', 'new-delhi'],
    ['New  Delhi', 'new-delhi'],
    ['new-delhi', 'new-delhi'],
    ['नई दिल्ली', 'new-delhi'],
    ['calcutta', 'kolkata'],
    ['allahabad', 'prayagraj'],
    ['Ajodhya', 'ayodhya'],
    ['अयोध्या', 'ayodhya'],
    ['São Paulo', 'sao-paulo'],
    ['sao paulo', 'sao-paulo'],
    ['München', 'munich'],
  ])('%s -> %s first', (q, slug) => {
    expect(slugs(q)[0]).toBe(slug);
  });

  it('matches prefixes of a later word of the main name', () => {
    expect(slugs('delhi')).toEqual(expect.arrayContaining(['delhi', 'new-delhi']));
    expect(slugs('delhi')[0]).toBe('delhi');
  });

  it('ranks by match quality and population: Mumbai (alternate name Bombay) before Bombay, New Zealand', () => {
    const results = slugs('bombay');
    expect(results[0]).toBe('mumbai');
    expect(results).toContain('bombay');
  });

  it('puts the largest namesake first among equal matches', () => {
    const columbus = searchCities('columbus');
    expect(columbus[0]).toMatchObject({ slug: 'columbus', country: { code: 'US' }, state: 'Ohio' });
    expect(columbus[1].slug).toBe('columbus-georgia-us');
  });

  it('returns at most 20 results, fewer when asked', () => {
    expect(searchCities('s')).toHaveLength(20);
    expect(searchCities('s', { limit: 5 })).toHaveLength(5);
    expect(searchCities('s', { limit: 500 })).toHaveLength(20);
    expect(searchCities('s', { limit: 0 })).toHaveLength(1);
  });

  it('gives each place once even when several of its names match', () => {
    const results = slugs('ban', { limit: 20 });
    expect(new Set(results).size).toBe(results.length);
  });

  it('returns nothing for a query that matches no name', () => {
    expect(searchCities('xqzxqzxqz')).toEqual([]);
  });
});

describe('searchCities: country filter', () => {
  it('keeps only places of that country (case-insensitive code)', () => {
    const us = searchCities('delhi', { cc: 'us' });
    expect(us.length).toBeGreaterThan(0);
    expect(us.every((c) => c.country.code === 'US')).toBe(true);
    expect(us[0].slug).toBe('delhi-california-us');
  });

  it('finds Indian places only with cc=IN', () => {
    const results = searchCities('hyderabad', { cc: 'IN' });
    expect(results[0]).toMatchObject({ slug: 'hyderabad', state: 'Telangana' });
    expect(results.every((c) => c.country.code === 'IN')).toBe(true);
    expect(searchCities('hyderabad', { cc: 'PK' })[0]).toMatchObject({ country: { code: 'PK' } });
  });

  it('matches nothing for an unknown country code', () => {
    expect(searchCities('delhi', { cc: 'ZZ' })).toEqual([]);
  });
});

describe('blank query and popular cities', () => {
  it('returns the 50 popular cities for a blank query, in list order', () => {
    const results = searchCities('   ');
    expect(results).toHaveLength(50);
    expect(results.map((c) => c.slug)).toEqual([...POPULAR_CITY_SLUGS]);
    expect(searchCities('')[0].slug).toBe(DEFAULT_CITY_SLUG);
  });

  it('every popular slug resolves and the list has no duplicates', () => {
    const popular = popularCities();
    expect(popular).toHaveLength(POPULAR_CITY_SLUGS.length);
    expect(new Set(POPULAR_CITY_SLUGS).size).toBe(POPULAR_CITY_SLUGS.length);
    expect(popular.every((c) => c.nameHindi)).toBe(true);
  });

  it('blank query with a country: its popular cities, then its largest places', () => {
    const np = searchCities('', { cc: 'NP', limit: 3 });
    expect(np.map((c) => c.slug)).toEqual(['kathmandu', 'bharatpur-np', 'patan-np']);
    const inOnly = searchCities('', { cc: 'IN', limit: 20 });
    expect(inOnly).toHaveLength(20);
    expect(inOnly[0].slug).toBe('new-delhi');
    expect(inOnly.every((c) => c.country.code === 'IN')).toBe(true);
  });
});

describe('getCityByName', () => {
  it('finds exact names case- and accent-insensitively', () => {
    expect(getCityByName('varanasi')?.slug).toBe('varanasi');
    expect(getCityByName('NEW DELHI')?.id).toBe(1261481);
    expect(getCityByName('Hyderābād')?.slug).toBe('hyderabad');
    expect(getCityByName('Columbus')?.state).toBe('Ohio');
  });

  it('accepts alternate names and picks the best-ranked place', () => {
    expect(getCityByName('Bombay')?.slug).toBe('mumbai');
    expect(getCityByName('Banaras')?.slug).toBe('varanasi');
  });

  it('is exact, not a prefix match', () => {
    expect(getCityByName('Varanas')).toBeNull();
    expect(getCityByName('')).toBeNull();
    expect(getCityByName('Atlantis of the Deep')).toBeNull();
  });
});

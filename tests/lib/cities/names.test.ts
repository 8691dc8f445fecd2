/**
 * Place names as visitors read and type them: English names in the plain
 * form (GeoNames' transliteration diacritics kept as searchable alternates),
 * Hindi names from the reviewed table for the most-visited cities, and
 * Hindi names for every country and every state the site shows.
 */
import adminNames from '@/lib/cities/data/admin1-names.json';
import countryNames from '@/lib/cities/data/country-names.json';
import hindiNames from '@/lib/cities/data/hindi-names.json';
import overrides from '@/lib/cities/data/name-overrides.json';
import { getCityByName, getCityBySlug, popularCities, searchCities } from '@/lib/cities';
import { getStore } from '@/lib/cities/store';
import { cityPlaceLine } from '@/lib/selection/params';

const DEVANAGARI = /^[\u0900-\u097F\u200c\u200d ()-]+$/;

describe('Hindi city names', () => {
  it('names the seed’s ten cities as Hindi writes them', () => {
    const seed: Record<string, string> = {
      varanasi: 'वाराणसी',
      haridwar: 'हरिद्वार',
      mathura: 'मथुरा',
      ayodhya: 'अयोध्या',
      mumbai: 'मुंबई',
      'new-delhi': 'नई दिल्ली',
      ujjain: 'उज्जैन',
      kolkata: 'कोलकाता',
      chennai: 'चेन्नई',
      bengaluru: 'बेंगलुरु',
    };
    for (const [slug, hindi] of Object.entries(seed)) expect([slug, getCityBySlug(slug)?.nameHindi]).toEqual([slug, hindi]);
  });

  it('corrects the non-standard spellings GeoNames offers (Marathi, Nepali or Sanskritised forms)', () => {
    const fixed: Record<string, string> = {
      indore: 'इंदौर',
      surat: 'सूरत',
      dehradun: 'देहरादून',
      guwahati: 'गुवाहाटी',
      london: 'लंदन',
      toronto: 'टोरंटो',
      meerut: 'मेरठ',
      srinagar: 'श्रीनगर',
      visakhapatnam: 'विशाखापत्तनम',
      houston: 'ह्यूस्टन',
    };
    for (const [slug, hindi] of Object.entries(fixed)) expect([slug, getCityBySlug(slug)?.nameHindi]).toEqual([slug, hindi]);
  });

  it('has a reviewed Hindi name for every popular city and every Indian place of 500,000 people or more', () => {
    const reviewed = new Map(overrides.overrides.map((o) => [o.id, o.nameHindi]));
    for (const c of popularCities()) expect([c.slug, reviewed.get(c.id)]).toEqual([c.slug, c.nameHindi]);
    const store = getStore();
    const missing: string[] = [];
    for (let i = 0; i < store.count; i++) {
      if (store.isIndian(i) && store.population[i] >= 500_000 && !reviewed.has(store.id[i])) missing.push(store.slugs.get(i));
    }
    expect(missing).toEqual([]);
    for (const o of overrides.overrides) expect([o.id, o.nameHindi]).toEqual([o.id, expect.stringMatching(DEVANAGARI)]);
  });
});

describe('Hindi names of the 2,000 most-populous Indian places', () => {
  /** The index's Indian places, most populous first (as scripts/build-cities.mjs --hindi-gaps ranks them). */
  function topIndian(n: number): number[] {
    const store = getStore();
    const out: number[] = [];
    for (let i = 0; i < store.count; i++) if (store.isIndian(i)) out.push(i);
    return out.sort((a, b) => store.population[b] - store.population[a] || store.id[a] - store.id[b]).slice(0, n);
  }

  it('names each in Devanagari, from the reviewed table or the transliterated one (marked as such)', () => {
    expect(hindiNames.method).toBe('transliteration');
    const store = getStore();
    const top = topIndian(2000);
    expect(top).toHaveLength(2000);
    const tables = new Map([...hindiNames.names.map((n) => [n.id, n.hi] as const), ...overrides.overrides.map((o) => [o.id, o.nameHindi] as const)]);
    const unnamed = top.filter((i) => !DEVANAGARI.test(store.hindiNames.get(i)) || tables.get(store.id[i]) !== store.hindiNames.get(i));
    expect(unnamed.map((i) => store.slugs.get(i))).toEqual([]);
  });

  it('writes their headings and place lines without a Latin letter on Hindi pages', () => {
    const store = getStore();
    const latin = topIndian(2000)
      .map((i) => cityPlaceLine(store.record(i), 'hi'))
      .filter((line) => /[A-Za-z]/.test(line));
    expect(latin).toEqual([]);
    expect(cityPlaceLine(getCityBySlug('nagaur')!, 'hi')).toBe('नागौर, राजस्थान, भारत');
    expect(cityPlaceLine(getCityBySlug('bhiwani')!, 'hi')).toBe('भिवानी, हरियाणा, भारत');
  });

  it.each([
    ['बनारस', 'varanasi'],
    ['काशी', 'varanasi'],
    ['इलाहाबाद', 'prayagraj'],
    ['प्रयागराज', 'prayagraj'],
    ['नागौर', 'nagaur'],
    ['भिवानी', 'bhiwani'],
    ['बंबई', 'mumbai'],
    ['कलकत्ता', 'kolkata'],
    ['मद्रास', 'chennai'],
    ['गुड़गाँव', 'gurugram'],
    ['गुडगांव', 'gurugram'],
    ['चन्द्रपुर', 'chanda'],
    ['झाँसी', 'jhansi'],
    ['झांसी', 'jhansi'],
  ])('finds the city for %s', (q, slug) => {
    expect(searchCities(q, { limit: 3 })[0]?.slug).toBe(slug);
  });
});

describe('Hindi names of countries and states', () => {
  it('gives every country of the data a Hindi name', () => {
    for (const c of getStore().countries) expect([c.code, c.nameHindi]).toEqual([c.code, expect.stringMatching(/[\u0900-\u097F]/)]);
    expect(Object.keys(countryNames.countries)).toHaveLength(getStore().countries.length);
  });

  it('gives every state the site shows a Hindi name', () => {
    for (const [cc, states] of Object.entries(adminNames)) {
      if (cc === '$comment') continue;
      for (const [code, names] of Object.entries(states as Record<string, { en: string; hi?: string }>)) {
        expect([`${cc}.${code}`, names.hi]).toEqual([`${cc}.${code}`, expect.stringMatching(DEVANAGARI)]);
      }
    }
    expect(getCityBySlug('toronto')).toMatchObject({ stateHindi: 'ओंटारियो', country: { nameHindi: 'कनाडा' } });
  });

  it('writes the place line all in the page’s language', () => {
    const delhi = getCityBySlug('new-delhi')!;
    expect(cityPlaceLine(delhi, 'hi')).toBe('नई दिल्ली, दिल्ली, भारत');
    expect(cityPlaceLine(delhi, 'en')).toBe('New Delhi, Delhi, India');
    expect(cityPlaceLine(getCityBySlug('new-york-city')!, 'hi')).toBe('न्यूयॉर्क, न्यूयॉर्क, संयुक्त राज्य अमेरिका');
    expect(cityPlaceLine(getCityBySlug('kathmandu')!, 'hi')).toBe('काठमांडू, नेपाल');
  });
});

describe('English names in the form people type', () => {
  it('drops GeoNames’ transliteration diacritics where the country’s script is not Latin', () => {
    expect(getCityBySlug('hyderabad')?.name).toBe('Hyderabad');
    expect(getCityBySlug('bhopal')?.name).toBe('Bhopal');
    expect(getCityBySlug('dehradun')?.name).toBe('Dehradun');
    expect(getCityBySlug('thane')?.name).toBe('Thane');
    const store = getStore();
    const withMarks: string[] = [];
    for (let i = 0; i < store.count; i++) if (store.isIndian(i) && /[^\x20-\x7e]/.test(store.names.get(i))) withMarks.push(store.names.get(i));
    expect(withMarks).toEqual([]);
  });

  it('keeps the accents of Latin-script names', () => {
    expect(getCityBySlug('sao-paulo')?.name).toBe('São Paulo');
    expect(getCityBySlug('zurich')?.name).toBe('Zürich');
  });

  it('keeps the old and accented forms searchable', () => {
    expect(getCityByName('Dehra Dūn')?.slug).toBe('dehradun');
    expect(getCityByName('dehra dun')?.slug).toBe('dehradun');
    expect(getCityByName('Hyderābād')?.slug).toBe('hyderabad');
    expect(getCityByName('Haora')?.slug).toBe('howrah');
    expect(getCityByName('वाराणसी')?.slug).toBe('varanasi');
    expect(searchCities('dehradun')[0]?.slug).toBe('dehradun');
    expect(searchCities('देहरादून')[0]?.slug).toBe('dehradun');
  });
});

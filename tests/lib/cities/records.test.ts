import { getCityBySlug } from '@/lib/cities';
import { getStore } from '@/lib/cities/store';

describe('city records', () => {
  it('carry the GeoNames values', () => {
    expect(getCityBySlug('varanasi')).toEqual({
      id: 1253405,
      slug: 'varanasi',
      name: 'Varanasi',
      nameHindi: 'वाराणसी',
      lat: 25.31668,
      lon: 83.01041,
      elevation: 86,
      timezone: 'Asia/Kolkata',
      country: { code: 'IN', name: 'India', nameHindi: 'भारत' },
      state: 'Uttar Pradesh',
      stateHindi: 'उत्तर प्रदेश',
      population: 1164404,
      tier: 1,
    });
  });

  it('apply official renames but keep the GeoNames id', () => {
    expect(getCityBySlug('prayagraj')).toMatchObject({ id: 1278994, name: 'Prayagraj', nameHindi: 'प्रयागराज' });
    expect(getCityBySlug('gurugram')).toMatchObject({ id: 1270642, name: 'Gurugram', state: 'Haryana' });
  });

  it('choose the Devanagari name closest to the English one', () => {
    expect(getCityBySlug('new-delhi')?.nameHindi).toBe('नई दिल्ली');
    expect(getCityBySlug('kolkata')?.nameHindi).toBe('कोलकाता');
    expect(getCityBySlug('ayodhya')?.nameHindi).toBe('अयोध्या');
  });

  it('omit optional fields the data does not have', () => {
    const kathmandu = getCityBySlug('kathmandu');
    expect(kathmandu).toMatchObject({ country: { code: 'NP', name: 'Nepal' }, timezone: 'Asia/Kathmandu' });
    expect(kathmandu).not.toHaveProperty('state');
    expect(kathmandu).not.toHaveProperty('stateHindi');
    const bombayNz = getCityBySlug('bombay');
    expect(bombayNz).toMatchObject({ country: { code: 'NZ', name: 'New Zealand' }, tier: 4 });
    expect(bombayNz).not.toHaveProperty('nameHindi');
  });

  it('name US, Canadian, Australian and British states', () => {
    expect(getCityBySlug('new-york-city')?.state).toBe('New York');
    expect(getCityBySlug('toronto')?.state).toBe('Ontario');
    expect(getCityBySlug('melbourne')?.state).toBe('Victoria');
    expect(getCityBySlug('leicester')?.state).toBe('England');
  });

  it('give every Indian place a state and every place a country name and a valid time zone', () => {
    const store = getStore();
    const zones = new Set<number>();
    const statelessIndian: number[] = [];
    for (let i = 0; i < store.count; i++) {
      if (store.isIndian(i) && !store.record(i).state) statelessIndian.push(store.id[i]);
      zones.add(store.timezone[i]);
    }
    expect(statelessIndian).toEqual([]);
    for (const c of store.countries) expect(c.name).not.toBe(c.code);
    for (const z of zones) expect(() => new Intl.DateTimeFormat('en', { timeZone: store.timezones[z] })).not.toThrow();
  });

  it('assign tiers by population and capital status', () => {
    expect(getCityBySlug('mumbai')?.tier).toBe(1);
    expect(getCityBySlug('new-delhi')?.tier).toBe(1); // national capital, 317,797 people
    expect(getCityBySlug('haridwar')?.tier).toBe(2);
    expect(getCityBySlug('ayodhya')?.tier).toBe(3);
  });
});

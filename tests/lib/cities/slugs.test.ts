import { DEFAULT_CITY_SLUG, getCityBySlug } from '@/lib/cities';
import { getStore } from '@/lib/cities/store';

describe('slugs', () => {
  it('are unique, readable and URL-safe over the whole data set', () => {
    const store = getStore();
    expect(store.count).toBeGreaterThan(199_000);
    const seen = new Set<string>();
    const malformed: string[] = [];
    for (let i = 0; i < store.count; i++) {
      const slug = store.slugs.get(i);
      if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || slug.length > 120) malformed.push(slug);
      seen.add(slug);
    }
    expect(malformed).toEqual([]);
    expect(seen.size).toBe(store.count);
  });

  it('every slug resolves back to its own place', () => {
    const store = getStore();
    for (let i = 0; i < store.count; i += 97) expect(store.findSlug(store.slugs.get(i))).toBe(i);
  });

  it.each([
    ['varanasi', 1253405, 'Varanasi', 'Uttar Pradesh'],
    ['new-delhi', 1261481, 'New Delhi', 'Delhi'],
    ['mumbai', 1275339, 'Mumbai', 'Maharashtra'],
    ['pune', 1259229, 'Pune', 'Maharashtra'],
    ['jaipur', 1269515, 'Jaipur', 'Rajasthan'],
    ['ahmedabad', 1279233, 'Ahmedabad', 'Gujarat'],
    ['indore', 1269743, 'Indore', 'Madhya Pradesh'],
    ['haridwar', 1270351, 'Haridwar', 'Uttarakhand'],
    ['mathura', 1263364, 'Mathura', 'Uttar Pradesh'],
    ['ayodhya', 1278094, 'Ayodhya', 'Uttar Pradesh'],
  ])('%s is the Indian place (geonameid %i)', (slug, id, name, state) => {
    expect(getCityBySlug(slug)).toMatchObject({ id, slug, name, state, country: { code: 'IN', name: 'India' } });
  });

  it('the default city exists', () => {
    expect(getCityBySlug(DEFAULT_CITY_SLUG)?.name).toBe('New Delhi');
  });

  it('gives namesakes a state and country suffix, the largest keeping the bare slug', () => {
    expect(getCityBySlug('columbus')).toMatchObject({ state: 'Ohio', country: { code: 'US' } });
    expect(getCityBySlug('columbus-georgia-us')).toMatchObject({ name: 'Columbus', state: 'Georgia' });
    expect(getCityBySlug('delhi-new-york-us')).toMatchObject({ name: 'Delhi', state: 'New York' });
    expect(getCityBySlug('hyderabad')).toMatchObject({ country: { code: 'IN' } });
    expect(getCityBySlug('hyderabad-pk')).toMatchObject({ name: 'Hyderabad', country: { code: 'PK' } });
  });

  it('keeps slugs the static API routes would shadow unassigned', () => {
    expect(getCityBySlug('popular')).toBeNull();
    expect(getCityBySlug('nearest')).toBeNull();
  });

  it('returns null for unknown or malformed slugs', () => {
    expect(getCityBySlug('atlantis-of-the-deep')).toBeNull();
    expect(getCityBySlug('')).toBeNull();
    expect(getCityBySlug('Varanasi')).toBeNull();
  });
});

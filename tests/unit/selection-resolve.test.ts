import { resolveCity, resolveSelection } from '@/lib/selection/resolve';

describe('resolveSelection (URL -> date + city)', () => {
  const instant = new Date('2025-11-22T20:00:00Z'); // 01:30 on the 23rd in India

  it('defaults to New Delhi and today in its zone', () => {
    const r = resolveSelection({}, instant);
    expect(r.ok && r.city.slug).toBe('new-delhi');
    expect(r.ok && r.city.timezone).toBe('Asia/Kolkata');
    expect(r.ok && r.date).toBe('2025-11-23');
    expect(r.ok && [r.dateFromUrl, r.cityFromUrl]).toEqual([false, false]);
  });

  it('uses the URL city and its zone for today', () => {
    const r = resolveSelection({ city: 'new-york-city' }, instant);
    expect(r).toMatchObject({ ok: true, date: '2025-11-22', cityFromUrl: true, city: { timezone: 'America/New_York' } });
  });

  it('keeps a valid URL date', () => {
    const r = resolveSelection({ date: '2025-11-22', city: 'varanasi' }, instant);
    expect(r).toMatchObject({ ok: true, date: '2025-11-22', dateFromUrl: true, cityFromUrl: true });
  });

  it('names the bad field with a status', () => {
    expect(resolveSelection({ date: '1800-01-01' })).toMatchObject({ ok: false, field: 'date', status: 400 });
    expect(resolveSelection({ date: '2025-02-30' })).toMatchObject({ ok: false, field: 'date', status: 400 });
    expect(resolveSelection({ city: 'No Such!' })).toMatchObject({ ok: false, field: 'city', status: 400 });
    expect(resolveSelection({ city: 'no-such-city-anywhere' })).toMatchObject({ ok: false, field: 'city', status: 404 });
  });

  it('uses a remembered city when the URL names none, and ignores a bad one', () => {
    expect(resolveSelection({ remembered: 'mumbai' }, instant)).toMatchObject({ ok: true, cityFromUrl: false, city: { slug: 'mumbai' } });
    expect(resolveSelection({ city: 'varanasi', remembered: 'mumbai' }, instant)).toMatchObject({ ok: true, city: { slug: 'varanasi' } });
    for (const bad of ['no-such-city-anywhere', 'NOT A SLUG', '', null]) {
      expect(resolveSelection({ remembered: bad }, instant)).toMatchObject({ ok: true, city: { slug: 'new-delhi' } });
    }
  });
});

describe('resolveCity (a slug alone, for the API)', () => {
  it('finds the city, or says why not as resolveSelection does', () => {
    expect(resolveCity('varanasi')).toMatchObject({ ok: true, city: { slug: 'varanasi', timezone: 'Asia/Kolkata' } });
    expect(resolveCity('No Such!')).toEqual(resolveSelection({ city: 'No Such!' }));
    expect(resolveCity('no-such-city-anywhere')).toEqual({ ok: false, field: 'city', error: 'Unknown city "no-such-city-anywhere"', status: 404 });
  });
});

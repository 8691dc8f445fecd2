import { GET as search } from '@/app/api/cities/route';
import { GET as popular } from '@/app/api/cities/popular/route';
import { GET as nearest } from '@/app/api/cities/nearest/route';
import { GET as bySlug } from '@/app/api/cities/[slug]/route';

const url = (path: string) => new Request(`http://localhost${path}`);
const slugCtx = (slug: string) => ({ params: Promise.resolve({ slug }) });

async function body(res: Response) {
  return { status: res.status, cache: res.headers.get('cache-control'), json: await res.json() };
}

describe('GET /api/cities', () => {
  it('searches and returns cacheable results', async () => {
    const r = await body(await search(url('/api/cities?q=banaras')));
    expect(r.status).toBe(200);
    expect(r.cache).toMatch(/public, max-age=86400/);
    expect(r.json.results[0]).toMatchObject({ slug: 'varanasi', nameHindi: 'वाराणसी', timezone: 'Asia/Kolkata' });
  });

  it('decodes Devanagari and spaces in the query', async () => {
    const r = await body(await search(url(`/api/cities?q=${encodeURIComponent('मुंबई')}`)));
    expect(r.json.results[0].slug).toBe('mumbai');
    const s = await body(await search(url('/api/cities?q=new+del')));
    expect(s.json.results[0].slug).toBe('new-delhi');
  });

  it('applies cc and limit', async () => {
    const r = await body(await search(url('/api/cities?q=delhi&cc=us&limit=2')));
    expect(r.json.results).toHaveLength(2);
    expect(r.json.results.every((c: { country: { code: string } }) => c.country.code === 'US')).toBe(true);
  });

  it('returns the 50 popular cities for a blank or missing query', async () => {
    expect((await body(await search(url('/api/cities')))).json.results).toHaveLength(50);
    expect((await body(await search(url('/api/cities?q=')))).json.results[0].slug).toBe('new-delhi');
  });

  it.each([
    ['/api/cities?q=x&limit=0', /^limit /],
    ['/api/cities?q=x&limit=21', /^limit /],
    ['/api/cities?q=x&limit=abc', /^limit /],
    ['/api/cities?q=x&limit=2.5', /^limit /],
    ['/api/cities?q=x&cc=IND', /^cc /],
    ['/api/cities?q=x&cc=ZZ', /^cc is not a country/],
    [`/api/cities?q=${'a'.repeat(101)}`, /^q /],
  ])('%s -> 400 naming the field', async (path, message) => {
    const r = await body(await search(url(path)));
    expect(r.status).toBe(400);
    expect(r.json.error).toMatch(message);
  });
});

describe('GET /api/cities/popular', () => {
  it('lists the popular cities', async () => {
    const r = await body(await popular(url('/api/cities/popular')));
    expect(r.status).toBe(200);
    expect(r.cache).toMatch(/max-age=86400/);
    expect(r.json.results).toHaveLength(50);
    expect(r.json.results[0].slug).toBe('new-delhi');
  });
});

describe('GET /api/cities/nearest', () => {
  it('finds the nearest place with its distance', async () => {
    const r = await body(await nearest(url('/api/cities/nearest?lat=25.3176&lon=82.9739')));
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ slug: 'varanasi', distanceKm: 3.671 });
    const ny = await body(await nearest(url('/api/cities/nearest?lat=40.71&lon=-74.0')));
    expect(ny.json.slug).toBe('new-york-city');
  });

  it.each([
    ['/api/cities/nearest?lat=abc&lon=0', /^lat must be a decimal number/],
    ['/api/cities/nearest?lon=0', /^lat is required/],
    ['/api/cities/nearest?lat=0', /^lon is required/],
    ['/api/cities/nearest?lat=91&lon=0', /^lat must be a decimal number from -90 to 90/],
    ['/api/cities/nearest?lat=0&lon=-181', /^lon must be a decimal number from -180 to 180/],
    ['/api/cities/nearest?lat=&lon=0', /^lat /],
    ['/api/cities/nearest?lat=1e3&lon=0', /^lat /],
    ['/api/cities/nearest?lat=Infinity&lon=0', /^lat /],
  ])('%s -> 400 naming the field', async (path, message) => {
    const r = await body(await nearest(url(path)));
    expect(r.status).toBe(400);
    expect(r.cache).toBe('no-store');
    expect(r.json.error).toMatch(message);
  });
});

describe('GET /api/cities/[slug]', () => {
  it('returns the city', async () => {
    const r = await body(await bySlug(url('/api/cities/varanasi'), slugCtx('varanasi')));
    expect(r.status).toBe(200);
    expect(r.cache).toMatch(/max-age=86400/);
    expect(r.json).toMatchObject({ id: 1253405, name: 'Varanasi', state: 'Uttar Pradesh', country: { code: 'IN', name: 'India' } });
  });

  it('404s an unknown slug', async () => {
    const r = await body(await bySlug(url('/api/cities/no-such-place-xyz'), slugCtx('no-such-place-xyz')));
    expect(r.status).toBe(404);
    expect(r.json.error).toMatch(/no-such-place-xyz/);
  });

  it('400s a malformed slug', async () => {
    const r = await body(await bySlug(url('/api/cities/New%20Delhi'), slugCtx('New Delhi')));
    expect(r.status).toBe(400);
    expect(r.json.error).toMatch(/^slug /);
  });
});

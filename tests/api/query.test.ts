/** The shared query pieces of lib/api: parseQuery, parseValue, wholeNumber, coordinate, and resolvePlace. */
import { z } from 'zod';
import { ApiError } from '@/lib/api/errors';
import { resolvePlace } from '@/lib/api/location';
import { coordinate, parseQuery, parseValue, wholeNumber } from '@/lib/api/query';

const q = (s: string) => new URLSearchParams(s);

function thrown(run: () => unknown): ApiError {
  try {
    run();
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('did not throw');
}

const schema = z.object({ n: wholeNumber('n', 1, 10), lat: coordinate('lat', 90).optional() });

describe('parseQuery', () => {
  it('reads the schema keys, treating empty as absent and ignoring others', () => {
    expect(parseQuery(schema, q('n=7&lat=&x=1'))).toEqual({ n: 7, lat: undefined });
    expect(parseQuery(schema, q('n= 3 &lat=-12.5'))).toEqual({ n: 3, lat: -12.5 });
  });

  it.each([
    ['', 'n', 'n is required'],
    ['n=', 'n', 'n is required'],
    ['n=11', 'n', 'n must be a whole number from 1 to 10'],
    ['n=2.5', 'n', 'n must be a whole number from 1 to 10'],
    ['n=1&lat=1e3', 'lat', 'lat must be a decimal number from -90 to 90'],
    ['n=1&lat=91', 'lat', 'lat must be a decimal number from -90 to 90'],
  ])('%s -> 400 on %s', (params, field, message) => {
    const e = thrown(() => parseQuery(schema, q(params)));
    expect(e).toMatchObject({ status: 400, field, message });
  });
});

describe('parseValue', () => {
  it('names the given field', () => {
    expect(parseValue('slug', z.string().regex(/^[a-z]+$/, 'slug must be lowercase'), 'abc')).toBe('abc');
    const e = thrown(() => parseValue('slug', z.string().regex(/^[a-z]+$/, 'bad'), 'A B'));
    expect(e).toMatchObject({ status: 400, field: 'slug', message: 'slug: bad' });
  });
});

describe('resolvePlace', () => {
  it('resolves a city without a date', () => {
    const p = resolvePlace(q('city=varanasi&sunrise=hindu&date=garbage'));
    expect(p).toMatchObject({ tz: 'Asia/Kolkata', city: { slug: 'varanasi' }, options: { sunrise: 'hindu' } });
    expect(p).not.toHaveProperty('date');
  });

  it('resolves coordinates at sea level', () => {
    expect(resolvePlace(q('lat=40.7&lon=-74&tz=America/New_York'))).toEqual({
      lat: 40.7,
      lon: -74,
      tz: 'America/New_York',
      elevation: 0,
      city: null,
      options: { sunrise: 'upper-limb' },
      conventions: { masa: 'purnimanta', sunrise: 'upper-limb' },
    });
  });

  it('404s an unknown city and 400s a missing zone', () => {
    expect(thrown(() => resolvePlace(q('city=no-such-place-anywhere')))).toMatchObject({ status: 404, field: 'city' });
    expect(thrown(() => resolvePlace(q('lat=1&lon=2')))).toMatchObject({ status: 400, field: 'tz' });
  });
});

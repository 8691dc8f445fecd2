import { PanchangInputError } from '@/engine';
import { ApiError, INTERNAL_ERROR, responseForError, withField } from '@/lib/api/errors';
import { CACHE_LONG, CACHE_SHORT, cacheForDate, cacheForLiveDay } from '@/lib/api/cache';
import { dayInput, locationBlock, resolveLocation } from '@/lib/api/location';

const q = (s: string) => new URLSearchParams(s);
// 2025-11-22 12:00 in Delhi, 2025-11-22 01:30 in New York.
const NOW = new Date('2025-11-22T06:30:00Z');

function fails(params: string): ApiError {
  try {
    resolveLocation(q(params), NOW);
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error(`resolveLocation(${params}) did not fail`);
}

describe('resolveLocation', () => {
  it('resolves a city slug to its place, zone and elevation', () => {
    const loc = resolveLocation(q('date=2025-11-22&city=new-delhi'), NOW);
    expect(loc).toMatchObject({
      date: '2025-11-22',
      dateFromUrl: true,
      lat: 28.63576,
      lon: 77.22445,
      tz: 'Asia/Kolkata',
      elevation: 212,
      options: { sunrise: 'upper-limb' },
      conventions: { masa: 'purnimanta', sunrise: 'upper-limb' },
    });
    expect(loc.city).toMatchObject({ slug: 'new-delhi', name: 'New Delhi', timezone: 'Asia/Kolkata' });
    expect(locationBlock(loc)).toEqual({ lat: 28.63576, lon: 77.22445, tz: 'Asia/Kolkata', city: loc.city });
    expect(dayInput(loc)).toEqual({
      date: '2025-11-22',
      lat: 28.63576,
      lon: 77.22445,
      tz: 'Asia/Kolkata',
      elevation: 212,
      options: { sunrise: 'upper-limb' },
    });
  });

  it('takes lat, lon and tz, with the sunrise option', () => {
    const loc = resolveLocation(q('date=2000-08-15&lat=-33.5&lon=+151.2&tz=Australia/Sydney&sunrise=hindu'), NOW);
    expect(loc).toMatchObject({ date: '2000-08-15', lat: -33.5, lon: 151.2, tz: 'Australia/Sydney', city: null });
    expect(loc.options).toEqual({ sunrise: 'hindu' });
    expect(locationBlock(loc)).toEqual({ lat: -33.5, lon: 151.2, tz: 'Australia/Sydney' });
  });

  it("defaults the date to today in the place's zone", () => {
    expect(resolveLocation(q('city=new-delhi'), NOW)).toMatchObject({ date: '2025-11-22', dateFromUrl: false });
    expect(resolveLocation(q('lat=40.7&lon=-74&tz=America/New_York'), NOW)).toMatchObject({
      date: '2025-11-22',
      dateFromUrl: false,
    });
    expect(resolveLocation(q('lat=21.3&lon=-157.8&tz=Pacific/Honolulu&date='), NOW).date).toBe('2025-11-21');
  });

  it('answers with the tz database spelling of a zone, whatever the spelling asked', () => {
    const loc = resolveLocation(q('date=2025-11-22&lat=40.7&lon=-74&tz=%20aMeRiCa/new_york'), NOW);
    expect(loc.tz).toBe('America/New_York');
    expect(locationBlock(loc).tz).toBe('America/New_York');
    expect(resolveLocation(q('date=2025-11-22&lat=0&lon=0&tz=utc'), NOW).tz).toBe('UTC');
  });

  it('ignores unknown parameters', () => {
    expect(resolveLocation(q('city=varanasi&date=2025-11-22&lang=hi&foo=1'), NOW).city?.slug).toBe('varanasi');
  });

  it.each([
    ['date=22-11-2025&city=new-delhi', 'date', /^date must be in YYYY-MM-DD form/],
    ['date=2025-02-30&city=new-delhi', 'date', /^date: No such calendar day/],
    ['date=1899-12-31&city=new-delhi', 'date', /^date must be between 1900-01-01 and 2100-12-31/],
    ['date=2101-01-01&lat=0&lon=0&tz=UTC', 'date', /^date must be between/],
    ['city=New Delhi', 'city', /^city must be a slug/],
    ['city=new-delhi&lat=28.6', 'city', /^city cannot be combined with lat/],
    ['', 'city', /^city or lat, lon and tz are required/],
    ['lat=abc&lon=0&tz=UTC', 'lat', /^lat must be a decimal number from -90 to 90/],
    ['lat=90.5&lon=0&tz=UTC', 'lat', /^lat must be a decimal number/],
    ['lat=1e3&lon=0&tz=UTC', 'lat', /^lat /],
    ['lat=0&lon=181&tz=UTC', 'lon', /^lon must be a decimal number from -180 to 180/],
    ['lat=0&lon=east&tz=UTC', 'lon', /^lon /],
    ['lon=0&tz=UTC', 'lat', /^lat is required unless city is given/],
    ['lat=0&tz=UTC', 'lon', /^lon is required/],
    ['lat=28.6&lon=77.2', 'tz', /^tz is required unless city is given/],
    ['lat=28.6&lon=77.2&tz=Mars/Olympus', 'tz', /^tz "Mars\/Olympus" is not a known IANA time zone/],
    ['lat=28.6&lon=77.2&tz=IST', 'tz', /^tz "IST" is not an IANA time zone name \(Area\/Location\): use Asia\/Kolkata$/],
    ['lat=40.7&lon=-74&tz=est', 'tz', /^tz "est" is not an IANA time zone name .*: use America\/New_York$/],
    ['lat=35.7&lon=139.7&tz=Japan', 'tz', /: use Asia\/Tokyo$/],
    ['lat=51.5&lon=0&tz=GMT', 'tz', /: use UTC$/],
    ['city=new-delhi&sunrise=centre', 'sunrise', /^sunrise must be upper-limb or hindu/],
  ])('%s -> 400 on %s', (params, field, message) => {
    const e = fails(params);
    expect(e.status).toBe(400);
    expect(e.field).toBe(field);
    expect(e.message).toMatch(message);
  });

  it('an unknown city slug is a 404', () => {
    const e = fails('city=no-such-place-anywhere');
    expect(e.status).toBe(404);
    expect(e.message).toBe('city: Unknown city "no-such-place-anywhere"');
  });
});

describe('responseForError', () => {
  it('maps ApiError and the engine input error to 400/404 naming the field', async () => {
    const a = responseForError(new ApiError(404, 'city', 'Unknown city "x"'));
    expect(a.status).toBe(404);
    expect(a.headers.get('cache-control')).toBe('no-store');
    expect(await a.json()).toEqual({ error: 'city: Unknown city "x"' });

    const b = responseForError(new PanchangInputError('lat', 'Latitude must be a number between -90 and 90 (got 95)'));
    expect(b.status).toBe(400);
    expect(await b.json()).toEqual({ error: 'lat: Latitude must be a number between -90 and 90 (got 95)' });
  });

  it('answers anything else with a generic 500 without the message or stack', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const r = responseForError(new TypeError('Cannot read properties of undefined (reading "x") at /work/main/engine'));
    expect(r.status).toBe(500);
    const body = await r.json();
    expect(body).toEqual({ error: INTERNAL_ERROR });
    expect(JSON.stringify(body)).not.toMatch(/work|TypeError|reading/);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('withField keeps a message that starts with the field', () => {
    expect(withField('lat', 'lat must be a number')).toBe('lat must be a number');
    expect(withField('date', 'Date must be in YYYY-MM-DD form')).toBe('date must be in YYYY-MM-DD form');
    expect(withField('tz', 'Unknown time zone "x"')).toBe('tz: Unknown time zone "x"');
  });
});

describe('cache policy', () => {
  const start = Date.parse('2025-11-22T06:49:17+05:30');
  const end = Date.parse('2025-11-23T06:50:05+05:30');
  it('caches explicit dates long and "today" until the place\'s midnight', () => {
    const now = new Date('2025-11-22T22:00:00+05:30');
    expect(cacheForDate(true, 'Asia/Kolkata', now)).toBe(CACHE_LONG);
    expect(CACHE_LONG).toBe('public, max-age=86400, s-maxage=31536000, stale-while-revalidate=86400, immutable');
    expect(cacheForDate(false, 'Asia/Kolkata', now)).toBe('public, max-age=7200, s-maxage=7200, stale-while-revalidate=60');
    // 22:00 in Kolkata is 11:30 in New York: 12.5 hours to go there.
    expect(cacheForDate(false, 'America/New_York', now)).toBe('public, max-age=45000, s-maxage=45000, stale-while-revalidate=60');
    expect(cacheForDate(false, 'Asia/Kolkata', new Date('2025-11-22T23:59:30+05:30'))).toBe(CACHE_SHORT);
  });
  it('caches a day with a current period by where now is', () => {
    expect(cacheForLiveDay(false, start, end, end + 1)).toBe(CACHE_SHORT);
    expect(cacheForLiveDay(true, start, end, end + 1)).toBe(CACHE_LONG);
    expect(cacheForLiveDay(true, start, end, start + 1)).toBe(CACHE_SHORT);
    expect(cacheForLiveDay(true, start, end, start - 3600_000)).toBe('public, max-age=3600, s-maxage=3600, stale-while-revalidate=60');
    expect(cacheForLiveDay(true, start, end, start - 10 * 86400_000)).toBe('public, max-age=86400, s-maxage=86400, stale-while-revalidate=60');
    expect(cacheForLiveDay(true, start, end, start - 5_000)).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=60');
  });
});

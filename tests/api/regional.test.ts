/**
 * The regional calendars in the API: /api/panchang's `regional` block and
 * GET /api/regional-month, their values, their errors, and their answers
 * against the OpenAPI document.
 */
import Ajv2020 from 'ajv/dist/2020';
import { GET as panchangGET } from '@/app/api/panchang/route';
import { GET } from '@/app/api/regional-month/route';
import { openApiDocument } from '@/lib/api/openapi/document';
import { call, LONG } from './helpers';

const doc = openApiDocument();
const validator = (schema: string) => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addSchema({ $id: 'https://api.local/openapi.json', components: JSON.parse(JSON.stringify(doc.components)) });
  return ajv.compile({ $ref: `https://api.local/openapi.json#/components/schemas/${schema}` });
};

describe('GET /api/panchang: regional', () => {
  it('gives the day in every regional calendar (New Delhi, 2025-11-22)', async () => {
    const r = await call(panchangGET, '/api/panchang?date=2025-11-22&city=new-delhi');
    expect(r.status).toBe(200);
    const g = r.json.regional;
    // The Sun entered Vrishchika at 13:44 on 16 November: before sunset, so Karthigai 1 that day (Tamil);
    // after the end of madhyahna (13:10 at New Delhi), so Vrischikam 1 the next day (Malayalam).
    expect(g.tamil).toEqual({ month: 8, day: 7, year: 1947, monthName: 'Karthigai', monthNameInScript: 'கார்த்திகை', era: 'Tamil year', samvatsara: 'Vishvavasu' });
    expect(g.malayalam).toMatchObject({ month: 4, day: 6, year: 1201, monthName: 'Vrischikam' });
    // Bengali: a daytime sankranti opens the month the next day.
    expect(g.bengali).toMatchObject({ month: 8, day: 6, year: 1432, monthName: 'Ogrohayon', samvatsara: null });
    expect(g.odia).toMatchObject({ month: 8, day: 7, year: 1433, monthName: 'Margashira' });
    // The Gujarati year turned after Diwali (Kartak 2082); the Shaka one at Gudi Padwa (1947).
    expect(g.gujarati).toMatchObject({ month: 2, masa: 9, year: 2082, monthName: 'Magshar', era: 'Vikram Samvat' });
    expect(g.marathi).toMatchObject({ month: 9, year: 1947, monthName: 'Margashirsha', samvatsara: 'Vishvavasu' });
    expect(g.telugu.monthName).toBe('Margashiramu');
    expect(g.kannada.monthNameInScript).toBe('ಮಾರ್ಗಶಿರ');
    expect(g.pravishte).toEqual({ day: 7, rashi: 8, rashiName: 'Vrishchika' });
    const validate = validator('RegionalDates');
    expect({ errors: validate(g) ? null : validate.errors }).toEqual({ errors: null });
    expect(r.json.regionalChoice).toBeNull();
  });

  it('answers the day in the calendar the request chose (regional=), and refuses one it does not know', async () => {
    const r = await call(panchangGET, '/api/panchang?date=2025-11-22&city=new-delhi&regional=bengali');
    expect(r.status).toBe(200);
    expect(r.json.regionalChoice).toEqual({ calendar: 'bengali', date: r.json.regional.bengali });
    expect(r.json.regionalChoice.date).toMatchObject({ month: 8, day: 6, monthName: 'Ogrohayon' });
    const bad = await call(panchangGET, '/api/panchang?date=2025-11-22&city=new-delhi&regional=assamese');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toMatch(/regional must be one of tamil, bengali, malayalam, odia/);
  });
});

describe('GET /api/regional-month', () => {
  it('gives Karthigai 1947 at Chennai: its dates, sankrantis and why each day 1 fell where it did', async () => {
    const r = await call(GET, '/api/regional-month?region=tamil&year=1947&month=8&city=chennai');
    expect(r.status).toBe(200);
    expect(r.cache).toBe(LONG);
    const m = r.json;
    expect(m).toMatchObject({
      region: 'tamil',
      calendarName: 'Tamil',
      year: 1947,
      month: 8,
      monthKey: 'karthigai',
      monthName: 'Karthigai',
      monthNameInScript: 'கார்த்திகை',
      era: 'tamil',
      samvatsara: 39,
      samvatsaraName: 'Vishvavasu',
      start: '2025-11-16',
      end: '2025-12-15',
      days: 30,
    });
    expect(m.opening).toMatchObject({ rashi: 8, rashiName: 'Vrishchika', date: '2025-11-16', rule: 'sunset', choice: 'before-cutoff' });
    expect(m.opening.reason).toBe('The Sun entered Vrishchika before sunset, so the month began that day.');
    expect(m.opening.sankranti.slice(0, 16)).toBe('2025-11-16T13:44');
    expect(m.closing).toMatchObject({ rashi: 9, date: '2025-12-16' });
    expect(m.dates).toHaveLength(30);
    expect(m.dates[6]).toEqual({ day: 7, date: '2025-11-22' });
    expect(m.location.city).toMatchObject({ slug: 'chennai' });
    expect(m.conventions).toEqual({ masa: 'purnimanta', sunrise: 'upper-limb' });
    const validate = validator('RegionalMonth');
    expect({ errors: validate(m) ? null : validate.errors }).toEqual({ errors: null });
    expect(validate({ ...m, extra: 1 })).toBe(false);
  });

  it('counts the Odia year from Ashvina and places day 1 by 22:00 local mean time at the place', async () => {
    const r = await call(GET, '/api/regional-month?region=odia&year=1433&month=1&lat=20.2961&lon=85.8245&tz=Asia/Kolkata');
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ start: '2026-04-14', monthName: 'Baisakha', eraName: 'Amli', opening: { rule: 'mean-clock' } });
    // 22:00 local mean time at 85.8245 E is 13 min 18 s before 22:00 IST (82.5 E).
    expect(r.json.opening.cutoff.slice(11, 19)).toBe('21:46:42');
  });

  it.each([
    ['region=assamese&year=1947&month=8&city=chennai', 400, 'region must be one of tamil, bengali, malayalam, odia'],
    ['year=1947&month=8&city=chennai', 400, 'region must be one of tamil, bengali, malayalam, odia'],
    ['region=tamil&month=8&city=chennai', 400, 'year is required'],
    ['region=tamil&year=19x7&month=8&city=chennai', 400, 'year must be a whole number from 1000 to 2100'],
    ['region=tamil&year=1800&month=8&city=chennai', 400, 'year must be a whole tamil era year from 1821 to 2022 (got 1800)'],
    ['region=tamil&year=2022&month=10&city=chennai', 400, 'year: Month 10 of tamil year 2022 (2101-01-16 to 2101-02-13) does not lie within 1900-01-01 to 2100-12-31'],
    ['region=tamil&year=1947&month=13&city=chennai', 400, 'month must be a whole number from 1 to 12'],
    ['region=tamil&year=1947&month=8', 400, 'city or lat, lon and tz are required'],
    ['region=tamil&year=1947&month=8&city=nowhere-land', 404, 'city: Unknown city "nowhere-land"'],
  ])('%s: %i with a message naming the field', async (query, status, error) => {
    const r = await call(GET, `/api/regional-month?${query}`);
    expect([r.status, r.json.error]).toEqual([status, error]);
    expect(r.cache).toBe('no-store');
  });

  it('is in the OpenAPI document with its parameters', () => {
    const op = doc.paths['/api/regional-month'].get as { parameters: { name: string; required: boolean }[] };
    expect(op.parameters.filter((p) => p.required).map((p) => p.name)).toEqual(['region', 'year', 'month']);
    expect(op.parameters.map((p) => p.name)).toEqual(['region', 'year', 'month', 'city', 'lat', 'lon', 'tz', 'masa', 'sunrise']);
  });
});

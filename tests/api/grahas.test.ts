/**
 * GET /api/grahas (the nine grahas at sunrise or a local time) and
 * /api/grahas/events (a graha's year): real values, the conventions,
 * clear 400s, and answers valid against the OpenAPI document.
 */
import Ajv2020 from 'ajv/dist/2020';
import { GET } from '@/app/api/grahas/route';
import { GET as eventsGET } from '@/app/api/grahas/events/route';
import { openApiDocument } from '@/lib/api/openapi/document';
import { call, LONG, pinClock, unpinClock } from './helpers';

afterEach(unpinClock);

type Row = { planet: string; rashi: { number: number; name: string }; retrograde: boolean; combust: boolean | null };

function validator(schema: string) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addSchema({ $id: 'https://api.local/openapi.json', components: JSON.parse(JSON.stringify(openApiDocument().components)) });
  return ajv.compile({ $ref: `https://api.local/openapi.json#/components/schemas/${schema}` });
}

describe('GET /api/grahas', () => {
  it('gives the nine grahas at the date’s sunrise, with names and marks', async () => {
    const r = await call(GET, '/api/grahas?date=2025-11-22&city=new-delhi');
    expect(r.status).toBe(200);
    expect(r.cache).toBe(LONG);
    const j = r.json;
    expect(j).toMatchObject({ date: '2025-11-22', at: '2025-11-22T06:49:17+05:30', basis: 'sunrise', node: 'mean' });
    expect(j.ayanamsa).toMatchObject({ model: 'lahiri-vp285-mean', name: 'Lahiri (mean, VP285)' });
    expect(j.ayanamsa.degrees).toBeCloseTo(24.2252, 3);
    expect(j.grahas.map((g: Row) => g.planet)).toEqual(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu']);
    const by = Object.fromEntries(j.grahas.map((g: Row) => [g.planet, g]));
    expect(by.Sun).toMatchObject({ name: 'Sun', sanskrit: 'Surya', nameHindi: 'सूर्य', rashi: { number: 8, name: 'Vrishchika' }, dms: '5°45′51″', combust: null });
    expect(by.Saturn).toMatchObject({ rashi: { number: 12, name: 'Meena' }, retrograde: true, combust: false });
    expect(by.Mercury).toMatchObject({ retrograde: true, combust: true });
    expect(by.Ketu.rashi).toEqual({ number: 5, name: 'Simha' });
    const validate = validator('Grahas');
    expect({ errors: validate(j) ? null : validate.errors }).toEqual({ errors: null });
  });

  it('at a local time, under the true node', async () => {
    const r = await call(GET, '/api/grahas?date=2025-11-22&city=new-delhi&time=12:00&node=true');
    expect(r.json).toMatchObject({ at: '2025-11-22T12:00:00+05:30', basis: 'time', node: 'true' });
    const mean = (await call(GET, '/api/grahas?date=2025-11-22&city=new-delhi&time=12:00')).json;
    const rahu = (j: { grahas: { planet: string; longitude: number }[] }) => j.grahas.find((g) => g.planet === 'Rahu')!.longitude;
    expect(Math.abs(rahu(r.json) - rahu(mean))).toBeGreaterThan(0.01);
  });

  it('at local midnight where the Sun does not rise; today is cached until midnight', async () => {
    const r = await call(GET, '/api/grahas?date=2025-12-21&lat=78.22&lon=15.65&tz=Arctic/Longyearbyen');
    expect(r.json).toMatchObject({ at: '2025-12-21T00:00:00+01:00', basis: 'midnight' });
    pinClock('2025-11-22T12:30:00Z'); // 18:00 IST: six hours to midnight
    const today = await call(GET, '/api/grahas?city=new-delhi');
    expect(today.json.date).toBe('2025-11-22');
    expect(today.cache).toBe('public, max-age=21600, s-maxage=21600, stale-while-revalidate=60');
  });

  it('404 for an unknown city', async () => {
    expect((await call(GET, '/api/grahas?date=2025-11-22&city=no-such-place-xyz')).status).toBe(404);
  });
});

describe('GET /api/grahas/events', () => {
  it('lists Saturn’s 2025: combust, its move into Meena, the stations', async () => {
    const r = await call(eventsGET, '/api/grahas/events?planet=saturn&year=2025&city=new-delhi');
    expect(r.status).toBe(200);
    expect(r.cache).toBe(LONG);
    const j = r.json;
    expect(j).toMatchObject({ planet: 'Saturn', name: 'Saturn', year: 2025, node: 'mean', ayanamsa: { model: 'lahiri-vp285-mean' } });
    expect(j.start).toMatchObject({ planet: 'Saturn', rashi: { number: 11, name: 'Kumbha' } });
    const main = j.events.filter((e: { kind: string }) => e.kind !== 'nakshatra');
    expect(main.map((e: { kind: string; at: string }) => [e.kind, e.at])).toEqual([
      ['asta', '2025-02-23T14:50:37+05:30'],
      ['uday', '2025-03-29T21:28:16+05:30'],
      ['rashi', '2025-03-29T22:58:36+05:30'],
      ['retrograde', '2025-07-13T09:03:50+05:30'],
      ['direct', '2025-11-28T09:51:20+05:30'],
    ]);
    expect(main[2]).toMatchObject({
      date: '2025-03-29',
      time: '22:59',
      from: 11,
      into: 12,
      fromName: 'Kumbha',
      intoName: 'Meena',
      retrograde: false,
      title: 'Saturn enters Meena',
      titleHindi: 'शनि का मीन राशि में गोचर',
    });
    expect(main[0]).toMatchObject({ orb: 15, title: 'Saturn sets in the Sun’s glare (asta)', titleHindi: 'शनि अस्त' });
    expect(main[3]).toMatchObject({ rashi: 12, title: 'Saturn turns retrograde in Meena', titleHindi: 'शनि मीन राशि में वक्री' });
    const validate = validator('GrahaEvents');
    expect({ errors: validate(j) ? null : validate.errors }).toEqual({ errors: null });
  });

  it('times in the place’s zone', async () => {
    const r = await call(eventsGET, '/api/grahas/events?planet=Jupiter&year=2025&lat=40.7128&lon=-74.006&tz=America/New_York');
    const entry = r.json.events.find((e: { kind: string; into: number }) => e.kind === 'rashi' && e.into === 3);
    // 2025-05-14 23:18:13 IST is 13:48:13 in New York (EDT).
    expect(entry).toMatchObject({ at: '2025-05-14T13:48:13-04:00', time: '13:48' });
  });
});

describe('bad input', () => {
  it.each([
    ['/api/grahas?date=2025-11-22&city=new-delhi&time=25:00', 'time must be HH:MM, 00:00 to 23:59'],
    ['/api/grahas?date=2025-11-22&city=new-delhi&node=osculating', 'node must be mean or true'],
    ['/api/grahas?date=2101-01-01&city=new-delhi', 'date'],
    ['/api/grahas?date=2025-11-22', 'city or lat, lon and tz are required'],
    ['/api/grahas/events?planet=pluto&year=2025&city=new-delhi', 'planet must be one of sun, moon, mars, mercury, jupiter, venus, saturn, rahu, ketu'],
    ['/api/grahas/events?year=2025&city=new-delhi', 'planet'],
    ['/api/grahas/events?planet=moon&year=2101&city=new-delhi', 'year must be a whole number from 1900 to 2100'],
    ['/api/grahas/events?planet=moon&city=new-delhi', 'year is required'],
    ['/api/grahas/events?planet=rahu&year=2025&city=new-delhi&node=x', 'node must be mean or true'],
  ])('400 for %s', async (path, message) => {
    const r = await call(path.includes('/events') ? eventsGET : GET, path);
    expect(r.status).toBe(400);
    expect(r.json.error).toContain(message);
  });
});

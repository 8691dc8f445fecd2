/**
 * The visitor's conventions on the API: `masa` names the lunar month,
 * `sunrise` moves the day's start, both validated (400 naming the field)
 * and echoed as `conventions` by every Panchang and festival endpoint.
 */
import { GET as choghadiya } from '@/app/api/choghadiya/route';
import { GET as festivals } from '@/app/api/festivals/route';
import { GET as upcoming } from '@/app/api/festivals/upcoming/route';
import { GET as hora } from '@/app/api/hora/route';
import { GET as lagna } from '@/app/api/lagna/route';
import { GET as muhurats } from '@/app/api/muhurats/route';
import { GET as panchang } from '@/app/api/panchang/route';
import { computeDay, formatPanchang } from '@/engine';
import { call, type Handler } from './helpers';

const DELHI = { lat: 28.63576, lon: 77.22445, tz: 'Asia/Kolkata', elevation: 212 };
const ms = (iso: string) => Date.parse(iso);

const DAY_ENDPOINTS: [string, Handler][] = [
  ['/api/panchang', panchang],
  ['/api/muhurats', muhurats],
  ['/api/choghadiya', choghadiya],
  ['/api/hora', hora],
  ['/api/lagna', lagna],
];
const ALL: [string, Handler, string][] = [
  ...DAY_ENDPOINTS.map(([p, h]): [string, Handler, string] => [p, h, 'date=2025-11-10&city=new-delhi']),
  ['/api/festivals', festivals, 'year=2025&month=11&city=new-delhi'],
  ['/api/festivals/upcoming', upcoming, 'from=2025-11-01&days=20&city=new-delhi'],
];

describe('masa', () => {
  it('names the month purnimanta by default and amanta on request, in a dark half (New Delhi, 2025-11-10)', async () => {
    const pur = (await call(panchang, '/api/panchang?date=2025-11-10&city=new-delhi')).json;
    const ama = (await call(panchang, '/api/panchang?date=2025-11-10&city=new-delhi&masa=amanta')).json;
    expect(pur.panchang.tithi[0].paksha).toBe('Krishna');
    expect(pur.conventions).toEqual({ masa: 'purnimanta', sunrise: 'upper-limb' });
    expect(pur.panchang.lunar_month).toBe('Margashirsha');
    expect(ama.panchang.lunar_month).toBe('Kartika');
    expect(pur.panchang.nakshatra[0].masa).toBe('Margashirsha');
    expect(ama.panchang.nakshatra[0].masa).toBe('Kartika');
    // Both reckonings stay in the engine's detail.
    expect(pur.detail.masa).toEqual(ama.detail.masa);
  });

  it('turns the purnimanta month after the Purnima and the amanta month after the Amavasya', async () => {
    // Varanasi 2025-11-05: Kartika Purnima ends during the day; the Krishna Pratipada after it is purnimanta Margashirsha.
    const pur = (await call(panchang, '/api/panchang?date=2025-11-05&city=varanasi')).json;
    expect(pur.panchang.tithi.map((s: { name: string; masa: string }) => [s.name, s.masa])).toEqual([
      ['Purnima', 'Kartika'],
      ['Pratipada', 'Margashirsha'],
    ]);
    const ama = (await call(panchang, '/api/panchang?date=2025-11-05&city=varanasi&masa=amanta')).json;
    expect(ama.panchang.tithi.map((s: { masa: string }) => s.masa)).toEqual(['Kartika', 'Kartika']);
    // New Delhi 2025-11-20: the Amavasya (Krishna) and the Shukla Pratipada after it are both purnimanta Margashirsha.
    const amavasya = (await call(panchang, '/api/panchang?date=2025-11-20&city=new-delhi')).json;
    expect(amavasya.panchang.tithi.map((s: { name: string; masa: string }) => [s.name, s.masa])).toEqual([
      ['Amavasya', 'Margashirsha'],
      ['Pratipada', 'Margashirsha'],
    ]);
  });

  it('gives each festival its month in the requested reckoning', async () => {
    const pur = (await call(festivals, '/api/festivals?year=2025&month=11&city=new-delhi')).json;
    const ama = (await call(festivals, '/api/festivals?year=2025&month=11&city=new-delhi&masa=amanta')).json;
    // Utpanna Ekadashi (Margashirsha Krishna in the purnimanta reckoning, Kartika Krishna in the amanta one).
    const find = (j: { events: { slug: string; lunarMonth: string }[] }) => j.events.find((e) => e.slug === 'utpanna-ekadashi')!;
    expect(find(pur).lunarMonth).toBe('Margashirsha');
    expect(find(ama).lunarMonth).toBe('Kartika');
    expect(ama.conventions).toEqual({ masa: 'amanta', sunrise: 'upper-limb' });
  });

  it('links each festival to its page computed with the requested sunrise (the default is left out)', async () => {
    const limb = (await call(festivals, '/api/festivals?year=2025&month=11&city=new-delhi&masa=amanta')).json;
    const hindu = (await call(festivals, '/api/festivals?year=2025&month=11&city=new-delhi&sunrise=disc-centre')).json;
    const url = (j: { events: { slug: string; url: string }[] }) => j.events.find((e) => e.slug === 'utpanna-ekadashi')!.url;
    expect(url(limb)).toMatch(/\/festivals\/ekadashi\/utpanna-2025\/new-delhi$/);
    expect(url(hindu)).toMatch(/\/festivals\/ekadashi\/utpanna-2025\/new-delhi\/hindu-sunrise$/);
  });
});

describe('sunrise', () => {
  it('starts the day at the disc-centre Hindu sunrise, about 4 minutes after the upper limb at Delhi in November', async () => {
    const limb = (await call(panchang, '/api/panchang?date=2025-11-22&city=new-delhi')).json;
    const hindu = (await call(panchang, '/api/panchang?date=2025-11-22&city=new-delhi&sunrise=hindu')).json;
    expect(hindu.conventions).toEqual({ masa: 'purnimanta', sunrise: 'hindu' });
    // The upper limb with 34' of refraction is 50' of altitude below the disc centre without it:
    // at Delhi's latitude in November the Sun climbs that in ~4 minutes.
    const seconds = (ms(hindu.detail.sunrise) - ms(limb.detail.sunrise)) / 1000;
    expect(seconds).toBeGreaterThan(210);
    expect(seconds).toBeLessThan(270);
    expect(limb.timings.sunrise).toBe('06:49');
    expect(hindu.timings.sunrise).toBe('06:53');
    // The engine's own answer for that sunrise definition.
    expect(hindu.detail.sunrise).toBe(formatPanchang(computeDay({ ...DELHI, date: '2025-11-22', options: { sunrise: 'hindu' } })).sunrise);
    // Sunset comes earlier by as much.
    expect(ms(hindu.detail.sunset)).toBeLessThan(ms(limb.detail.sunset));
  });

  it('accepts disc-centre as an alias of hindu', async () => {
    const alias = (await call(panchang, '/api/panchang?date=2025-11-22&city=new-delhi&sunrise=disc-centre')).json;
    expect(alias.conventions.sunrise).toBe('hindu');
    expect(alias.timings.sunrise).toBe('06:53');
  });

  it('moves every window that hangs on sunrise', async () => {
    const limb = (await call(muhurats, '/api/muhurats?date=2025-11-22&city=new-delhi')).json;
    const hindu = (await call(muhurats, '/api/muhurats?date=2025-11-22&city=new-delhi&sunrise=hindu')).json;
    expect(hindu.rahuKaal).not.toEqual(limb.rahuKaal);
    const c = (await call(choghadiya, '/api/choghadiya?date=2025-11-22&city=new-delhi&sunrise=hindu')).json;
    expect(c.periods[0].start).toBe('06:53');
  });
});

describe('every endpoint', () => {
  it.each(ALL)('%s echoes the conventions it used', async (path, handler, query) => {
    const r = await call(handler, `${path}?${query}&masa=amanta&sunrise=hindu`);
    expect(r.status).toBe(200);
    expect(r.json.conventions).toEqual({ masa: 'amanta', sunrise: 'hindu' });
  });

  it.each(ALL)('%s answers a bad masa or sunrise with a 400 naming the field', async (path, handler, query) => {
    const masa = await call(handler, `${path}?${query}&masa=lunar`);
    expect(masa.status).toBe(400);
    expect(masa.json).toEqual({ error: 'masa must be purnimanta or amanta' });
    const sunrise = await call(handler, `${path}?${query}&sunrise=centre`);
    expect(sunrise.status).toBe(400);
    expect(sunrise.json.error).toBe('sunrise must be upper-limb or hindu (or disc-centre, an alias of hindu)');
  });
});

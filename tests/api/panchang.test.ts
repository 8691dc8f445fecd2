import { GET } from '@/app/api/panchang/route';
import { call, ISO_SECONDS, LONG, pinClock, unpinClock } from './helpers';

afterEach(unpinClock);

describe('GET /api/panchang', () => {
  it('returns the day in the seed shape with the engine detail (New Delhi, 2025-11-22)', async () => {
    const r = await call(GET, '/api/panchang?date=2025-11-22&city=new-delhi');
    expect(r.status).toBe(200);
    expect(r.cache).toBe(LONG);
    const j = r.json;
    expect(j.date).toBe('2025-11-22');
    expect(j.day).toBe('Saturday');
    expect(j.location).toMatchObject({ lat: 28.63576, lon: 77.22445, tz: 'Asia/Kolkata' });
    expect(j.location.city).toMatchObject({ slug: 'new-delhi', name: 'New Delhi', state: 'Delhi' });

    expect(j.panchang.lunar_month).toBe('Margashirsha');
    expect(j.panchang.tithi).toEqual([
      { name: 'Dwitiya', number: 2, upto_time: '17:11', upto_date: '2025-11-22', paksha: 'Shukla', masa: 'Margashirsha' },
      { name: 'Tritiya', number: 3, upto_time: null, upto_date: null, paksha: 'Shukla', masa: 'Margashirsha' },
    ]);
    expect(j.panchang.nakshatra.map((s: { name: string }) => s.name)).toEqual(['Jyeshtha', 'Mula']);
    expect(j.panchang.nakshatra[0]).toMatchObject({ number: 18, upto_time: '16:47', upto_date: '2025-11-22' });
    expect(j.panchang.yoga[0]).toMatchObject({ name: 'Sukarma', number: 7, upto_time: '11:30' }); // 11:29:52
    expect(j.panchang.karana.map((s: { name: string; upto_time: string | null }) => [s.name, s.upto_time])).toEqual([
      ['Kaulava', '17:11'],
      ['Taitila', '06:19'],
      ['Garaja', null],
    ]);
    // Taitila ends after midnight: its date says so.
    expect(j.panchang.karana[1].upto_date).toBe('2025-11-23');

    expect(j.astronomy).toEqual({
      sun_rashi: 'Vrishchika',
      moon_rashi: 'Vrishchika',
      sun_position: { degree: 215.7641 },
      moon_position: { degree: 235.0479 },
    });
    expect(j.timings).toEqual({ sunrise: '06:49', sunset: '17:25', moonrise: '08:39', moonset: '18:44' });
    expect(j.moonPhase).toBe('Waxing Crescent');
    expect(j.moonIllumination).toBe(2.8);
    expect(j.polar).toBeNull();

    // The engine's full object, with seconds and offsets.
    expect(j.detail).toMatchObject({
      date: '2025-11-22',
      sunrise: '2025-11-22T06:49:17+05:30',
      sunset: '2025-11-22T17:24:56+05:30',
      nextSunrise: '2025-11-23T06:50:05+05:30',
      vara: { number: 7, name: 'Saturday' },
      masa: { amanta: { name: 'Margashirsha', adhika: false }, purnimanta: { name: 'Margashirsha' } },
      options: { sunrise: 'upper-limb', ayanamsa: 'lahiri-vp285-mean', deltaT: 'sm1984-from-2018' },
    });
    expect(j.detail.tithi[0]).toMatchObject({
      name: 'Dwitiya',
      paksha: 'Shukla',
      start: '2025-11-21T14:46:46+05:30',
      end: '2025-11-22T17:10:50+05:30',
    });
    expect(j.detail.nakshatraPada.length).toBeGreaterThan(2);
    expect(j.detail.moonset).toMatch(ISO_SECONDS);
  });

  it('prints every time of the reference day New Delhi 2000-08-15 as drikpanchang does', async () => {
    // drik-days-dev.json, case drik-2000-08-15-new-delhi-mp.
    const { json: j } = await call(GET, '/api/panchang?date=2000-08-15&city=new-delhi');
    expect(j.day).toBe('Tuesday');
    expect(j.timings).toEqual({ sunrise: '05:50', sunset: '19:00', moonrise: '19:19', moonset: null });
    expect(j.panchang.lunar_month).toBe('Shravana');
    expect(j.panchang.tithi[0]).toMatchObject({ name: 'Purnima', upto_time: '10:43', paksha: 'Shukla', masa: 'Shravana' });
    expect(j.panchang.nakshatra[0]).toMatchObject({ name: 'Dhanishtha', upto_time: '02:15', upto_date: '2000-08-16' });
    expect(j.panchang.yoga[0]).toMatchObject({ name: 'Shobhana', upto_time: '03:17', upto_date: '2000-08-16' });
    expect(j.panchang.karana.slice(0, 2).map((s: { name: string; upto_time: string }) => [s.name, s.upto_time])).toEqual([
      ['Bava', '10:43'],
      ['Balava', '23:36'],
    ]);
    // Karana Balava is the first half of Krishna Pratipada.
    expect(j.panchang.karana[1].paksha).toBe('Krishna');
    expect(j.astronomy.moon_rashi).toBe('Makara');
  });

  it('gives the tithis after an Amavasya the new month, amanta (New Delhi, 2025-11-20)', async () => {
    const { json: j } = await call(GET, '/api/panchang?date=2025-11-20&city=new-delhi&masa=amanta');
    expect(j.conventions).toEqual({ masa: 'amanta', sunrise: 'upper-limb' });
    expect(j.panchang.lunar_month).toBe('Kartika');
    expect(j.panchang.tithi).toEqual([
      { name: 'Amavasya', number: 30, upto_time: '12:16', upto_date: '2025-11-20', paksha: 'Krishna', masa: 'Kartika' },
      { name: 'Pratipada', number: 1, upto_time: null, upto_date: null, paksha: 'Shukla', masa: 'Margashirsha' },
    ]);
    expect(j.panchang.karana.map((s: { name: string; masa: string }) => [s.name, s.masa])).toEqual([
      ['Naga', 'Kartika'],
      ['Kimstughna', 'Margashirsha'],
      ['Bava', 'Margashirsha'],
    ]);
    // Nakshatra and yoga carry the day's month and paksha.
    expect(j.panchang.nakshatra[1]).toMatchObject({ name: 'Anuradha', paksha: 'Krishna', masa: 'Kartika' });
    expect(j.timings.moonrise).toBeNull();
  });

  it('takes lat, lon and tz instead of a city', async () => {
    const { status, json: j } = await call(GET, '/api/panchang?date=2025-11-22&lat=28.63576&lon=77.22445&tz=Asia/Kolkata');
    expect(status).toBe(200);
    expect(j.location).toEqual({ lat: 28.63576, lon: 77.22445, tz: 'Asia/Kolkata' });
    expect(j.timings.sunrise).toBe('06:49');
    expect(j.panchang.tithi[0].name).toBe('Dwitiya');
  });

  it('applies the sunrise definition option', async () => {
    const { json: j } = await call(GET, '/api/panchang?date=2025-11-22&city=new-delhi&sunrise=hindu');
    expect(j.detail.options.sunrise).toBe('hindu');
    expect(j.timings.sunrise).toBe('06:53');
    expect(j.timings.sunset).toBe('17:21');
  });

  it('answers a polar night with 200 and no sunrise, not an error', async () => {
    const r = await call(GET, '/api/panchang?date=2025-12-21&lat=78.22&lon=15.65&tz=Arctic/Longyearbyen');
    expect(r.status).toBe(200);
    expect(r.json.polar).toBe('polar-night');
    expect(r.json.timings).toEqual({ sunrise: null, sunset: null, moonrise: null, moonset: null });
    expect(r.json.detail).toMatchObject({ polar: 'polar-night', sunrise: null, sunset: null });
    expect(r.json.panchang.tithi[0]).toMatchObject({ name: 'Pratipada', paksha: 'Shukla' });
  });

  it('computes the first and last supported dates', async () => {
    const first = await call(GET, '/api/panchang?date=1900-01-01&city=varanasi');
    expect(first.status).toBe(200);
    expect(first.json.day).toBe('Monday');
    const last = await call(GET, '/api/panchang?date=2100-12-31&city=varanasi');
    expect(last.status).toBe(200);
    expect(last.json.day).toBe('Friday');
  });

  it("defaults to today in the place's zone, cached until the place's midnight", async () => {
    pinClock('2025-11-21T20:00:00Z'); // 01:30 on the 22nd in Delhi, still the 21st in New York
    const delhi = await call(GET, '/api/panchang?city=new-delhi');
    expect(delhi.json.date).toBe('2025-11-22');
    expect(delhi.cache).toBe('public, max-age=81000, s-maxage=81000, stale-while-revalidate=60');
    const ny = await call(GET, '/api/panchang?lat=40.7128&lon=-74.006&tz=America/New_York');
    expect(ny.json.date).toBe('2025-11-21');
    expect(ny.cache).toBe('public, max-age=32400, s-maxage=32400, stale-while-revalidate=60');
  });
});

describe('GET /api/panchang detail: the day page’s further sections and eclipses', () => {
  it('has the yogas, bala, doshas, vasas and long counts with English names (New Delhi, 2020-12-31)', async () => {
    const r = await call(GET, '/api/panchang?date=2020-12-31&city=new-delhi');
    expect(r.status).toBe(200);
    const x = r.json.detail.extras;
    expect(x.yogas.map((y: { name: string }) => y.name)).toEqual(['Sarvartha Siddhi Yoga', 'Amrita Siddhi Yoga', 'Guru Pushya Yoga']);
    expect(x.yogas[1].start).toMatch(ISO_SECONDS);
    expect(x.anandadi.map((a: { name: string }) => a.name)).toEqual(['Siddhi', 'Shubha']);
    expect(x.chandrabalam[1]).toMatchObject({ moonSign: 4, moonSignName: 'Karka', rashis: [2, 4, 6, 7, 10, 11] });
    expect(x.tarabalam[0].nakshatraNames).toHaveLength(15);
    expect(x.dishaShool).toEqual({ direction: 'south', name: 'South' });
    expect(x.shivaVasa.map((s: { name: string }) => s.name)).toEqual(['with Gauri', 'in the assembly']);
    expect(x.epoch).toMatchObject({ kaliYear: 5121, julianDay: 2459214.5, ayanamsa: { model: 'lahiri-vp285-mean' } });
    expect(r.json.detail.eclipses).toEqual([]);
  });

  it('lists the eclipse seen from the city on its date, with contacts and Sutak (New Delhi, 2025-09-07)', async () => {
    const r = await call(GET, '/api/panchang?date=2025-09-07&city=new-delhi');
    const [e] = r.json.detail.eclipses;
    expect(e).toMatchObject({ id: 'lunar-2025-09-07', kind: 'lunar', type: 'total', name: 'Lunar eclipse', typeName: 'Total' });
    expect(e.local.contacts.map((c: { key: string }) => c.key)).toEqual(['P1', 'U1', 'U2', 'max', 'U3', 'U4', 'P4']);
    expect(e.local.sutak.start.slice(0, 16)).toBe('2025-09-07T12:57');
    expect(r.json.detail.extras.bhadra[0].vasa[0]).toMatchObject({ vasa: 'prithvi', name: 'Prithvi (earth)' });
    expect(r.json.detail.extras.panchak).toHaveLength(1);
  });
});

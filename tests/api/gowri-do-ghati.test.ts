/**
 * GET /api/gowri-panchangam and /api/do-ghati: the day's Gowri parts and Do
 * Ghati muhurtas in HH:MM with the engine's table under `detail`, the one
 * holding now, and bad input answered with 400.
 */
import { GET as doGhati } from '@/app/api/do-ghati/route';
import { GET as gowri } from '@/app/api/gowri-panchangam/route';
import { call, ISO_SECONDS, LONG, pinClock, SHORT, unpinClock } from './helpers';

afterEach(unpinClock);

// Varanasi, Saturday 2025-11-22: sunrise 06:20:01, sunset 17:07:56, next sunrise 06:20:45 (IST).
const DAY = 'date=2025-11-22&city=varanasi';

describe('GET /api/gowri-panchangam', () => {
  it('returns 8 day parts from sunrise and 8 night parts from sunset, with the engine detail', async () => {
    pinClock('2025-11-30T00:00:00Z');
    const r = await call(gowri, `/api/gowri-panchangam?${DAY}`);
    expect([r.status, r.cache]).toEqual([200, LONG]);
    const j = r.json;
    expect(j).toMatchObject({ date: '2025-11-22', day: 'Saturday', polar: null, noSunrise: false, current: null });
    // Saturday: Soram, Udhyogam, Visham (Rahu Kalam), Amirdha, Rogam, Labham, Dhanam, Sugam; the day part is
    // 10 h 47 min 55 s / 8 = 1 h 20 min 59 s.
    expect(j.periods.map((p: { name: string }) => p.name)).toEqual([
      'Soram', 'Udhyogam', 'Visham', 'Amirdha', 'Rogam', 'Labham', 'Dhanam', 'Sugam',
      'Labham', 'Dhanam', 'Sugam', 'Soram', 'Udhyogam', 'Visham', 'Amirdha', 'Rogam',
    ]);
    expect(j.periods[0]).toEqual({
      number: 1,
      key: 'soram',
      name: 'Soram',
      quality: 'inauspicious',
      period: 'day',
      start: '06:20',
      end: '07:41',
      start_date: '2025-11-22',
      end_date: '2025-11-22',
    });
    expect(j.periods[8]).toMatchObject({ key: 'labham', quality: 'auspicious', period: 'night', start: '17:08' });
    expect(j.detail.periods[0]).toEqual({
      name: 'Soram',
      key: 'soram',
      quality: 'inauspicious',
      period: 'day',
      start: '2025-11-22T06:20:01+05:30',
      end: '2025-11-22T07:41:01+05:30',
    });
    for (const p of j.detail.periods) expect(p.end).toMatch(ISO_SECONDS);
  });

  it('marks the part holding now, cached briefly while the day runs', async () => {
    pinClock('2025-11-22T06:30:00Z'); // 12:00 IST: the 5th day part, 11:44-13:05
    const r = await call(gowri, `/api/gowri-panchangam?${DAY}`);
    expect(r.json.current).toMatchObject({ number: 5, key: 'rogam', start: '11:44', end: '13:05' });
    expect(r.cache).toBe(SHORT);
  });

  it('answers bad input with 400 naming the parameter', async () => {
    const r = await call(gowri, '/api/gowri-panchangam?date=2025-02-30&city=varanasi');
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.json)).toMatch(/date/);
  });
});

describe('GET /api/do-ghati', () => {
  it('returns the 15 day and 15 night muhurtas with their nature and the weekday\u2019s Durmuhurta', async () => {
    pinClock('2025-11-30T00:00:00Z');
    const r = await call(doGhati, `/api/do-ghati?${DAY}`);
    expect([r.status, r.cache]).toEqual([200, LONG]);
    const j = r.json;
    expect(j.muhurtas).toHaveLength(30);
    // 10 h 47 min 55 s / 15 = 43 min 12 s a day muhurta: Rudra 06:20:01-07:03:13.
    expect(j.muhurtas[0]).toEqual({
      number: 1,
      key: 'rudra',
      name: 'Rudra',
      quality: 'inauspicious',
      durmuhurta: true,
      period: 'day',
      start: '06:20',
      end: '07:03',
      start_date: '2025-11-22',
      end_date: '2025-11-22',
    });
    // Saturday's Durmuhurta is the 1st and 2nd day muhurtas; Vidhi (8th, Abhijit, 11:22:25-12:05:37, shown to the nearest minute) is auspicious.
    expect(j.muhurtas.filter((m: { durmuhurta: boolean }) => m.durmuhurta).map((m: { key: string }) => m.key)).toEqual(['rudra', 'ahi']);
    expect(j.muhurtas[7]).toMatchObject({ key: 'vidhi', quality: 'auspicious', start: '11:22', end: '12:06' });
    expect(j.muhurtas[28]).toMatchObject({ number: 14, key: 'brahma', name: 'Brahma', period: 'night', end_date: '2025-11-23' });
    expect(j.detail.muhurtas[0]).toMatchObject({ key: 'rudra', start: '2025-11-22T06:20:01+05:30', end: '2025-11-22T07:03:13+05:30' });
  });

  it('answers a polar night with 200 and no muhurtas', async () => {
    const r = await call(doGhati, '/api/do-ghati?date=2025-12-21&lat=78.22&lon=15.65&tz=Arctic/Longyearbyen');
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ polar: 'polar-night', noSunrise: true, muhurtas: [], current: null });
  });
});

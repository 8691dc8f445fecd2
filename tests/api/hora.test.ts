import { GET } from '@/app/api/hora/route';
import { call, LONG, pinClock, SHORT, unpinClock } from './helpers';

afterEach(unpinClock);

type H = { number: number; planet: string; period: string };

describe('GET /api/hora', () => {
  it('returns 24 planetary hours from the weekday lord, with the engine detail', async () => {
    pinClock('2025-11-30T00:00:00Z');
    const r = await call(GET, '/api/hora?date=2025-11-22&city=varanasi');
    expect(r.status).toBe(200);
    expect(r.cache).toBe(LONG);
    const j = r.json;
    expect(j).toMatchObject({ date: '2025-11-22', day: 'Saturday', noSunrise: false, current: null });
    expect(j.horas).toHaveLength(24);
    expect(j.horas[0]).toEqual({
      number: 1,
      planet: 'Saturn',
      sanskrit: 'Shani',
      period: 'day',
      start: '06:20',
      end: '07:14',
      start_date: '2025-11-22',
      end_date: '2025-11-22',
    });
    // Chaldean order, continuing through the night: the 25th hora would be Sunday's lord.
    expect(j.horas.slice(0, 8).map((h: H) => h.planet)).toEqual([
      'Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus', 'Mercury', 'Moon', 'Saturn',
    ]);
    expect(j.horas[12]).toMatchObject({ number: 13, planet: 'Mercury', period: 'night' });
    expect(j.horas[23]).toMatchObject({ planet: 'Mars', end: '06:21', end_date: '2025-11-23' });
    expect(j.detail.horas[0]).toEqual({
      planet: 'Saturn',
      sanskrit: 'Shani',
      period: 'day',
      start: '2025-11-22T06:20:01+05:30',
      end: '2025-11-22T07:14:01+05:30',
    });
  });

  it('marks the hora holding now', async () => {
    pinClock('2025-11-22T06:30:00Z'); // 12:00 IST
    const r = await call(GET, '/api/hora?date=2025-11-22&city=varanasi');
    expect(r.json.current).toMatchObject({ number: 7, planet: 'Moon', sanskrit: 'Chandra', start: '11:44', end: '12:38' });
    expect(r.cache).toBe(SHORT);
  });

  it('answers a polar night with 200 and no horas', async () => {
    const r = await call(GET, '/api/hora?date=2025-12-21&lat=78.22&lon=15.65&tz=Arctic/Longyearbyen');
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ polar: 'polar-night', noSunrise: true, horas: [], current: null });
  });
});

import { GET } from '@/app/api/lagna/route';
import { call, ISO_SECONDS, LONG, pinClock, SHORT, unpinClock } from './helpers';

afterEach(unpinClock);

type L = { sign: number; name: string };

describe('GET /api/lagna', () => {
  it('returns the rising signs from sunrise to the next, with the engine detail', async () => {
    pinClock('2025-11-30T00:00:00Z');
    const r = await call(GET, '/api/lagna?date=2025-11-22&city=varanasi');
    expect(r.status).toBe(200);
    expect(r.cache).toBe(LONG);
    const j = r.json;
    expect(j).toMatchObject({ date: '2025-11-22', day: 'Saturday', noSunrise: false, current: null });
    // 13 entries: the sign rising at sunrise rises again before the next sunrise.
    expect(j.lagnas.map((l: L) => l.name)).toEqual([
      'Vrishchika', 'Dhanu', 'Makara', 'Kumbha', 'Meena', 'Mesha', 'Vrishabha',
      'Mithuna', 'Karka', 'Simha', 'Kanya', 'Tula', 'Vrishchika',
    ]);
    // The first sign began rising before sunrise (06:20).
    expect(j.lagnas[0]).toEqual({
      sign: 8,
      name: 'Vrishchika',
      start: '05:57',
      end: '08:14',
      start_date: '2025-11-22',
      end_date: '2025-11-22',
    });
    expect(j.lagnas[9]).toMatchObject({ name: 'Simha', start: '23:10', end: '01:24', end_date: '2025-11-23' });
    expect(j.detail).toMatchObject({ from: '2025-11-22T06:20:01+05:30', to: '2025-11-23T06:20:45+05:30' });
    expect(j.detail.lagnas[0]).toEqual({
      sign: 8,
      name: 'Vrishchika',
      start: '2025-11-22T05:57:29+05:30',
      end: '2025-11-22T08:14:27+05:30',
    });
    for (const l of j.detail.lagnas) expect(l.start).toMatch(ISO_SECONDS);
  });

  it('gives the lagna rising now with its longitude', async () => {
    pinClock('2025-11-22T06:30:00Z'); // 12:00 IST
    const r = await call(GET, '/api/lagna?city=varanasi');
    expect(r.json.date).toBe('2025-11-22');
    expect(r.json.current).toEqual({
      sign: 10,
      name: 'Makara',
      start: '10:19',
      end: '12:04',
      start_date: '2025-11-22',
      end_date: '2025-11-22',
      longitude: 298.743415,
    });
    expect(r.cache).toBe(SHORT);
  });

  it('answers a polar night with 200 and the table over the civil day', async () => {
    const r = await call(GET, '/api/lagna?date=2025-12-21&lat=78.22&lon=15.65&tz=Arctic/Longyearbyen');
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ polar: 'polar-night', noSunrise: true, current: null });
    expect(r.json.detail.from).toBe('2025-12-21T00:00:00+01:00');
    expect(r.json.lagnas.length).toBeGreaterThan(0);
  });
});

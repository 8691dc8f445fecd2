import { GET } from '@/app/api/choghadiya/route';
import { call, ISO_SECONDS, LONG, pinClock, SHORT, unpinClock } from './helpers';

afterEach(unpinClock);

type P = { number: number; name: string; period: string; start: string; end: string; start_date: string; end_date: string };

// Varanasi, Saturday 2025-11-22: sunrise 06:20:01, sunset 17:07:56, next sunrise 06:20:45 (IST).
const VARANASI = '/api/choghadiya?date=2025-11-22&city=varanasi';

describe('GET /api/choghadiya', () => {
  it('returns 8 day and 8 night periods in HH:MM with the engine detail', async () => {
    pinClock('2025-11-30T00:00:00Z'); // the day is over: nothing in it changes any more
    const r = await call(GET, VARANASI);
    expect(r.status).toBe(200);
    expect(r.cache).toBe(LONG);
    const j = r.json;
    expect(j).toMatchObject({ date: '2025-11-22', day: 'Saturday', polar: null, noSunrise: false, current: null });
    expect(j.location.city.slug).toBe('varanasi');
    expect(j.periods).toHaveLength(16);
    expect(j.periods.filter((p: P) => p.period === 'day')).toHaveLength(8);
    // Saturday's day starts with Kaal (Saturn), its night with Labh (Mercury).
    expect(j.periods[0]).toEqual({
      number: 1,
      name: 'Kaal',
      quality: 'bad',
      ruler: 'Saturn',
      period: 'day',
      start: '06:20',
      end: '07:41',
      start_date: '2025-11-22',
      end_date: '2025-11-22',
    });
    expect(j.periods.map((p: P) => p.name)).toEqual([
      'Kaal', 'Shubh', 'Rog', 'Udveg', 'Char', 'Labh', 'Amrit', 'Kaal',
      'Labh', 'Udveg', 'Shubh', 'Amrit', 'Char', 'Rog', 'Kaal', 'Labh',
    ]);
    expect(j.periods[8]).toMatchObject({ name: 'Labh', period: 'night', start: '17:08', end: '18:47' });
    expect(j.periods[12]).toMatchObject({ start: '23:44', end: '01:23', start_date: '2025-11-22', end_date: '2025-11-23' });
    expect(j.periods[15]).toMatchObject({ start: '04:42', end: '06:21', end_date: '2025-11-23' });
    expect(j.detail.periods[0]).toEqual({
      name: 'Kaal',
      quality: 'bad',
      ruler: 'Saturn',
      period: 'day',
      start: '2025-11-22T06:20:01+05:30',
      end: '2025-11-22T07:41:01+05:30',
    });
    for (const p of j.detail.periods) expect(p.end).toMatch(ISO_SECONDS);
  });

  it('marks the period holding now, cached briefly while the day runs', async () => {
    pinClock('2025-11-22T06:30:00Z'); // 12:00 IST
    const r = await call(GET, VARANASI);
    expect(r.json.current).toMatchObject({ number: 5, name: 'Char', period: 'day', start: '11:44', end: '13:05' });
    expect(r.cache).toBe(SHORT);
    // The same without a date: today in Varanasi.
    const today = await call(GET, '/api/choghadiya?city=varanasi');
    expect(today.json.date).toBe('2025-11-22');
    expect(today.json.current.name).toBe('Char');
    expect(today.cache).toBe(SHORT);
  });

  it('counts the hours before sunrise in the previous Panchang day', async () => {
    pinClock('2025-11-22T00:00:00Z'); // 05:30 IST, before the 06:20 sunrise
    const day = await call(GET, VARANASI);
    expect(day.json.current).toBeNull();
    // Cached until the day begins at sunrise, 50 minutes later.
    expect(day.cache).toMatch(/^public, max-age=300[01], s-maxage=300[01], stale-while-revalidate=60$/);
    const before = await call(GET, '/api/choghadiya?date=2025-11-21&city=varanasi');
    expect(before.json.current).toMatchObject({ number: 16, period: 'night', end_date: '2025-11-22' });
    expect(before.cache).toBe(SHORT);
  });

  it('answers a polar night with 200 and no periods', async () => {
    const r = await call(GET, '/api/choghadiya?date=2025-12-21&lat=78.22&lon=15.65&tz=Arctic/Longyearbyen');
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ polar: 'polar-night', noSunrise: true, periods: [], current: null });
    expect(r.json.detail).toMatchObject({ polar: 'polar-night', noSunrise: true, periods: [] });
  });
});

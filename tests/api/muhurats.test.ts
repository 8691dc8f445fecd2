import { GET } from '@/app/api/muhurats/route';
import en from '@/messages/en.json';
import { call, HHMM, ISO_SECONDS, LONG, pinClock, unpinClock } from './helpers';

afterEach(unpinClock);

type Item = { type: string; key: string; start_time: string; end_time: string; start_date: string; end_date: string };

describe('GET /api/muhurats', () => {
  it('prints the windows of the reference day New Delhi 2000-08-15 as drikpanchang does', async () => {
    // drik-days-dev.json, case drik-2000-08-15-new-delhi-mp (a Tuesday).
    const r = await call(GET, '/api/muhurats?date=2000-08-15&city=new-delhi');
    expect(r.status).toBe(200);
    expect(r.cache).toBe(LONG);
    const j = r.json;
    expect(j).toMatchObject({ date: '2000-08-15', day: 'Tuesday', polar: null, noSunrise: false });
    expect(j.rahuKaal).toEqual({ start: '15:43', end: '17:22' });
    expect(j.yamaganda).toEqual({ start: '09:08', end: '10:47' });
    expect(j.gulikai).toEqual({ start: '12:25', end: '14:04' });
    expect(j.abhijit).toEqual({ start: '11:59', end: '12:52' });
    const of = (key: string) =>
      j.solar_muhurat.filter((w: Item) => w.key === key).map((w: Item) => [w.start_time, w.end_time, w.end_date]);
    expect(of('durmuhurta')).toEqual([
      ['08:28', '09:21', '2000-08-15'],
      ['23:21', '00:04', '2000-08-16'],
    ]);
    expect(of('amrit_kalam')).toEqual([['14:47', '16:33', '2000-08-15']]);
  });

  it('lists every window of the day with names, quality and description (New Delhi, 2025-11-22)', async () => {
    const { json: j } = await call(GET, '/api/muhurats?date=2025-11-22&city=new-delhi');
    expect(j.day).toBe('Saturday');
    expect(j.rahuKaal).toEqual({ start: '09:28', end: '10:48' });
    expect(j.gulikai).toEqual({ start: '06:49', end: '08:09' });
    expect(j.solar_muhurat).toHaveLength(j.detail.windows.length);
    expect(j.solar_muhurat.map((w: Item) => w.key)).toEqual(j.detail.windows.map((w: { type: string }) => w.type));
    const rahu = j.solar_muhurat.find((w: Item) => w.key === 'rahu_kaal');
    expect(rahu).toMatchObject({
      type: 'Rahu Kaal',
      start_time: '09:28',
      end_time: '10:48',
      start_date: '2025-11-22',
      quality: 'inauspicious',
    });
    expect(j.solar_muhurat.find((w: Item) => w.key === 'brahma')).toMatchObject({
      type: 'Brahma Muhurta',
      quality: 'auspicious',
    });
    // Nishita runs past midnight: the end carries the next date.
    expect(j.solar_muhurat.find((w: Item) => w.key === 'nishita')).toMatchObject({
      start_time: '23:41',
      end_time: '00:34',
      start_date: '2025-11-22',
      end_date: '2025-11-23',
    });
    // Names and descriptions are the pages' English messages, never a key.
    const messages: Record<string, string> = en.muhurat.descriptions;
    const names: Record<string, string> = en.names.muhurat;
    for (const w of j.solar_muhurat) {
      expect(w.start_time).toMatch(HHMM);
      expect(w.end_time).toMatch(HHMM);
      expect(w.description).toBe(messages[w.key]);
      expect(w.type).toBe(names[w.key]);
      expect(w.description).not.toMatch(/^muhurat\./);
    }
    expect(rahu.description).toMatch(/Rahu/);
    // The engine's own result: type keys and ISO times with seconds, with the window's English name and explanation.
    expect(j.detail).toMatchObject({ date: '2025-11-22', tz: 'Asia/Kolkata', polar: null, noSunrise: false });
    expect(j.detail.windows.find((w: { type: string }) => w.type === 'rahu_kaal')).toEqual({
      type: 'rahu_kaal',
      start: '2025-11-22T09:28:12+05:30',
      end: '2025-11-22T10:47:40+05:30',
      quality: 'inauspicious',
      name: 'Rahu Kaal',
      description: en.muhurat.descriptions.rahu_kaal,
    });
    for (const w of j.detail.windows) expect(w.start).toMatch(ISO_SECONDS);
  });

  it('has no Abhijit on a Wednesday', async () => {
    const { json: j } = await call(GET, '/api/muhurats?date=2025-11-19&city=new-delhi');
    expect(j.day).toBe('Wednesday');
    expect(j.abhijit).toBeNull();
    expect(j.rahuKaal).toEqual({ start: '12:06', end: '13:26' });
    expect(j.detail.windows.some((w: { type: string }) => w.type === 'abhijit')).toBe(false);
  });

  it('answers a polar night with 200 and no sunrise windows', async () => {
    const r = await call(GET, '/api/muhurats?date=2025-12-21&lat=78.22&lon=15.65&tz=Arctic/Longyearbyen');
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      polar: 'polar-night',
      noSunrise: true,
      rahuKaal: null,
      yamaganda: null,
      gulikai: null,
      abhijit: null,
    });
    // Only the nakshatra-based windows remain.
    expect(r.json.solar_muhurat.map((w: Item) => w.key).sort()).toEqual(['amrit_kalam', 'varjyam']);
  });

  it('caches "today" until midnight at the place', async () => {
    pinClock('2025-11-22T06:30:00Z');
    const r = await call(GET, '/api/muhurats?city=new-delhi');
    expect(r.json.date).toBe('2025-11-22');
    // Noon in New Delhi.
    expect(r.cache).toBe('public, max-age=43200, s-maxage=43200, stale-while-revalidate=60');
  });
});

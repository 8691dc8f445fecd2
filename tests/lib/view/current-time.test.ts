/**
 * The sidebar's Current Time card: today's tithis as the server builds them
 * from the engine, and as the browser reads them from GET /api/panchang for
 * another city or day. Both must show the same tithis, instants and labels.
 */
import { GET } from '@/app/api/panchang/route';
import { computeDay, jdToMs, panchangWith } from '@/engine';
import { getCityBySlug } from '@/lib/cities';
import { namesFor } from '@/lib/names/names';
import { tithiAt, tithisFromApi, type CityDayTithis } from '@/lib/view/current-time';
import { currentTimeView } from '@/lib/view/sidebar';
import { call } from '../../api/helpers';

function serverView(slug: string, date: string, locale: 'en' | 'hi') {
  const c = getCityBySlug(slug)!;
  const p = panchangWith(computeDay({ date, lat: c.lat, lon: c.lon, tz: c.timezone, elevation: c.elevation }), jdToMs);
  return currentTimeView(p, { tz: c.timezone, date, locale, names: namesFor(locale) }, slug);
}

async function fromApi(slug: string, date: string, locale: 'en' | 'hi') {
  const r = await call(GET, `/api/panchang?city=${slug}&date=${date}`);
  expect(r.status).toBe(200);
  return tithisFromApi(r.json, slug, locale);
}

describe('Current Time view', () => {
  it('lists the day’s tithis with their ends, as the Panchang card does (New Delhi, 2025-11-22)', () => {
    const v = serverView('new-delhi', '2025-11-22', 'en');
    expect(v.today.city).toBe('new-delhi');
    expect(v.today.date).toBe('2025-11-22');
    // Dwitiya till 17:11 (as GET /api/panchang prints it), then Tritiya past the next sunrise.
    expect(v.today.tithis.map((t) => [t.number, t.badge])).toEqual([
      [2, { kind: 'till', time: '5:11 PM' }],
      [3, { kind: 'fullNight' }],
    ]);
    expect(v.today.tithis[0].end).toBe(v.today.tithis[1].start);
    expect(v.tithiNames[1]).toBe('Shukla Dwitiya');
    expect(v.tithiNames).toHaveLength(30);
  });

  it('names the thirty tithis with their paksha in the page’s language', () => {
    const hi = serverView('new-delhi', '2025-11-22', 'hi').tithiNames;
    expect(hi[0]).toBe('शुक्ल प्रतिपदा');
    expect(hi[14]).toBe('पूर्णिमा');
    expect(hi[16]).toBe('कृष्ण द्वितीया');
    expect(hi[29]).toBe('अमावस्या');
    expect(hi.every((n) => /^[\u0900-\u097F ]+$/.test(n))).toBe(true);
  });

  // A day with two tithis, a kshaya Ekadashi (three tithis, ends after midnight: labels with the date),
  // the other side of the world, and a Hindi page.
  it.each([
    ['new-delhi', '2025-11-22', 'en'],
    ['new-delhi', '2026-11-20', 'en'],
    ['new-york-city', '2026-11-04', 'en'],
    ['varanasi', '2026-03-03', 'hi'],
  ] as const)('reads the same tithis from /api/panchang as the server computes (%s, %s, %s)', async (slug, date, locale) => {
    const server = serverView(slug, date, locale).today;
    const client = (await fromApi(slug, date, locale))!;
    const labels = (d: CityDayTithis) => ({ ...d, tithis: d.tithis.map(({ number, badge }) => ({ number, badge })) });
    expect(labels(client)).toEqual(labels(server));
    // The API's ISO times carry whole seconds.
    client.tithis.forEach((t, i) => {
      expect(Math.abs(t.start - server.tithis[i].start)).toBeLessThan(1000);
      expect(t.end === null).toBe(server.tithis[i].end === null);
      if (t.end !== null) expect(Math.abs(t.end - server.tithis[i].end!)).toBeLessThan(1000);
    });
  });

  it('follows the visitor’s clock and sunrise, on the server and from the API alike (24-hour, disc-centre sunrise)', async () => {
    const c = getCityBySlug('new-delhi')!;
    const p = panchangWith(computeDay({ date: '2025-11-22', lat: c.lat, lon: c.lon, tz: c.timezone, elevation: c.elevation, options: { sunrise: 'hindu' } }), jdToMs);
    const server = currentTimeView(p, { tz: c.timezone, date: '2025-11-22', locale: 'en', names: namesFor('en'), clock: '24h' }, 'new-delhi').today;
    expect(server.tithis[0].badge).toEqual({ kind: 'till', time: '17:11' });
    const r = await call(GET, '/api/panchang?city=new-delhi&date=2025-11-22&sunrise=hindu');
    const client = tithisFromApi(r.json, 'new-delhi', 'en', '24h')!;
    expect(client.tithis.map((t) => t.badge)).toEqual(server.tithis.map((t) => t.badge));
    // The day starts at the disc-centre sunrise, a minute or so after the upper limb's.
    expect(client.tithis[0].start).toBe(Date.parse(r.json.detail.tithi[0].start));
    expect(server.tithis[0].start).toBeGreaterThan(serverView('new-delhi', '2025-11-22', 'en').today.tithis[0].start);
  });

  it('says “till … , <date>” for a tithi ending after midnight', () => {
    // Dev Uthani Ekadashi 2026 ran to 6:31 AM on 21 November (lib/blog article "Ekadashi and parana").
    const t = serverView('new-delhi', '2026-11-20', 'en').today.tithis;
    expect(t.map((x) => x.number)).toEqual([10, 11, 12]);
    expect(t[1].badge).toEqual({ kind: 'till', time: '6:31 AM, Nov 21' });
  });

  it('rejects an answer that is not what the API promises', async () => {
    const r = await call(GET, '/api/panchang?city=new-delhi&date=2025-11-22');
    expect(tithisFromApi(r.json, 'new-delhi', 'en')).not.toBeNull();
    expect(tithisFromApi({ ...r.json, detail: undefined }, 'new-delhi', 'en')).toBeNull();
    expect(tithisFromApi({ ...r.json, panchang: { tithi: [] } }, 'new-delhi', 'en')).toBeNull();
    const shuffled = { ...r.json, detail: { ...r.json.detail, tithi: [...r.json.detail.tithi].reverse() } };
    expect(tithisFromApi(shuffled, 'new-delhi', 'en')).toBeNull();
    expect(tithisFromApi({ error: 'city: unknown' }, 'new-delhi', 'en')).toBeNull();
    expect(tithisFromApi(null, 'new-delhi', 'en')).toBeNull();
  });
});

describe('tithiAt', () => {
  const day: CityDayTithis = {
    city: 'x',
    date: '2025-11-22',
    tithis: [
      { number: 2, start: 100, end: 200, badge: { kind: 'till', time: '' } },
      { number: 3, start: 200, end: null, badge: { kind: 'fullNight' } },
    ],
  };
  it('is the tithi holding at the instant, the later one from its start', () => {
    expect(tithiAt(day, 150).number).toBe(2);
    expect(tithiAt(day, 200).number).toBe(3);
    expect(tithiAt(day, 10_000).number).toBe(3);
  });
  it('is the tithi at sunrise before the first one began', () => {
    expect(tithiAt(day, 50).number).toBe(2);
  });
});

/**
 * The calendar files, called as route handlers: /calendar/{city}.ics (the
 * feed: headers, a parse with ical.js, the window around today, types and
 * lang) and /calendar/event/{type}/{slug}-{year}.ics (one event), with a
 * plain-text 400 naming the parameter or 404 for bad input.
 */
import ICAL from 'ical.js';
import { GET as feed } from '@/app/calendar/[file]/route';
import { GET as single } from '@/app/calendar/event/[type]/[file]/route';
import { computeFestivals } from '@/engine';
import { uidHost } from '@/lib/calendar-feed/feed';
import { pinClock, unpinClock } from './helpers';

const getFeed = (file: string, query = '') => feed(new Request(`http://localhost/calendar/${file}${query}`), { params: Promise.resolve({ file }) });
const getEvent = (type: string, file: string, query = '') =>
  single(new Request(`http://localhost/calendar/event/${type}/${file}${query}`), { params: Promise.resolve({ type, file }) });

const events = async (res: Response) => new ICAL.Component(ICAL.parse(await res.text())).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));

describe('GET /calendar/{city}.ics', () => {
  beforeAll(() => pinClock('2022-03-01T06:00:00Z'));
  afterAll(unpinClock);

  it('is a cacheable iCalendar feed of the major festivals from last year to two years ahead', async () => {
    const res = await getFeed('new-delhi.ics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    const list = await events(res);
    const dates = list.map((e) => e.startDate.toString()).sort();
    expect(dates[0] >= '2021-01-01' && dates[0] < '2021-02-01').toBe(true);
    expect(dates.at(-1)! >= '2024-12-01' && dates.at(-1)! <= '2024-12-31').toBe(true);
    expect(list.find((e) => e.uid === `diwali-2021-11-04@${uidHost()}`)?.summary).toBe('Diwali (Lakshmi Puja)');
    expect(list.some((e) => e.uid.includes('-pradosh-'))).toBe(false);
  });

  it('keeps the types asked for, in Hindi with lang=hi', async () => {
    const list = await events(await getFeed('varanasi.ics', '?types=ekadashi,sankranti&lang=hi'));
    expect(new Set(list.map((e) => e.component.getFirstPropertyValue('categories')))).toEqual(new Set(['एकादशी', 'संक्रांति']));
    const year2022 = computeFestivals({ year: 2022, lat: 25.31668, lon: 83.01041, tz: 'Asia/Kolkata' }).events.filter((e) => e.type === 'ekadashi' || e.type === 'sankranti');
    expect(list.filter((e) => e.startDate.toString().startsWith('2022'))).toHaveLength(year2022.length);
    expect(list[0].summary).toMatch(/[\u0900-\u097F]/);
  });

  it('adds the planets’ transits when asked for, alone or beside festival types', async () => {
    const only = await events(await getFeed('new-delhi.ics', '?types=transits'));
    expect(only.length).toBeGreaterThan(100);
    expect(only.every((e) => /^(mars|mercury|jupiter|venus|saturn|rahu|ketu)-/.test(e.uid))).toBe(true);
    // Saturn entered Kumbha in April 2022, went back to Makara in July and entered again in January 2023.
    expect(only.filter((e) => e.summary.startsWith('Saturn enters')).map((e) => [e.summary, e.startDate.toString()])).toEqual([
      ['Saturn enters Kumbha', '2022-04-29'],
      ['Saturn enters Makara (retrograde)', '2022-07-12'],
      ['Saturn enters Kumbha', '2023-01-17'],
    ]);
    const both = await events(await getFeed('new-delhi.ics', '?types=ekadashi,transits'));
    expect(both.length).toBeGreaterThan(only.length);
    expect(both.some((e) => e.uid.includes('ekadashi'))).toBe(true);
  });

  it.each([
    ['nowhere-at-all.ics', '', 404, /^city: Unknown city "nowhere-at-all"/],
    ['new-delhi.json', '', 400, /^city: the file must be \{city\}\.ics/],
    ['New_Delhi.ics', '', 400, /^city must be a slug/],
    ['new-delhi.ics', '?types=ekadashi,holidays', 400, /^types must be a comma-separated list of ekadashi, purnima/],
    ['new-delhi.ics', '?types=,', 400, /^types must be/],
    ['new-delhi.ics', '?lang=fr', 400, /^lang must be en or hi/],
    ['new-delhi.ics', '?sunrise=sideways', 400, /^sunrise must be upper-limb or hindu/],
  ])('%s%s answers %i in plain text', async (file, query, status, message) => {
    const res = await getFeed(file, query);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toMatch(message);
  });
});

describe('the sunrise of the calendar files', () => {
  beforeAll(() => pinClock('2022-03-01T06:00:00Z'));
  afterAll(unpinClock);

  it('computes with the sunrise asked for (sunrise=hindu, as the API and the pages take it)', async () => {
    const res = await getFeed('new-delhi.ics', '?sunrise=hindu&types=ekadashi');
    expect(res.status).toBe(200);
    const year2022 = computeFestivals({ year: 2022, lat: 28.61, lon: 77.21, tz: 'Asia/Kolkata', options: { sunrise: 'hindu' } }).events.filter((e) => e.type === 'ekadashi');
    expect((await events(res)).filter((e) => e.startDate.toString().startsWith('2022'))).toHaveLength(year2022.length);
    const one = await getEvent('ekadashi', 'nirjala-2022.ics', '?sunrise=hindu');
    expect(one.status).toBe(200);
    expect((await getEvent('ekadashi', 'nirjala-2022.ics', '?sunrise=late')).status).toBe(400);
  });
});

describe('GET /calendar/event/{type}/{slug}-{year}.ics', () => {
  it('is one event as a download, for the city asked for', async () => {
    const res = await getEvent('festival', 'diwali-2021.ics', '?city=new-delhi');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="diwali-2021.ics"');
    const [e, ...rest] = await events(res);
    expect(rest).toEqual([]);
    expect(e.uid).toBe(`diwali-2021-11-04@${uidHost()}`);
    expect(e.startDate.toString()).toBe('2021-11-04');
  });

  it('accepts an alias and picks one date of a recurring event', async () => {
    const kartik = await events(await getEvent('purnima', 'kartik-2021.ics'));
    expect(kartik.map((e) => e.uid.split('-2021-')[0])).toEqual(['kartika-purnima']);
    const all = await events(await getEvent('pradosh', 'shani-2021.ics'));
    expect(all.length).toBeGreaterThan(1);
    const one = await events(await getEvent('pradosh', 'shani-2021.ics', '?date=2021-09-18'));
    expect(one.map((e) => e.startDate.toString())).toEqual(['2021-09-18']);
  });

  it.each([
    ['festival', 'no-such-2021.ics', '', 404, /^event: No festival page/],
    ['ekadashi', 'putrada-2021.ics', '', 404, /^event: No festival page/],
    ['festival', 'diwali-1800.ics', '', 404, /^event: No festival page/],
    ['festival', 'diwali-2021.txt', '', 400, /^event: the file must be/],
    ['festival', 'diwali-2021.ics', '?city=nowhere-at-all', 404, /^city: Unknown city/],
    ['festival', 'diwali-2021.ics', '?date=2021-11-05', 404, /^date: No diwali on 2021-11-05/],
    ['festival', 'diwali-2021.ics', '?date=2021-13-01', 400, /^date: /],
  ])('/%s/%s%s answers %i', async (type, file, query, status, message) => {
    const res = await getEvent(type, file, query);
    expect(res.status).toBe(status);
    expect(await res.text()).toMatch(message);
  });
});

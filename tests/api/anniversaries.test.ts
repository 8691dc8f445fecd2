/**
 * The anniversary tool over HTTP, called as route handlers:
 * /calendar/anniversaries.ics (parsed with ical.js: the dates, UIDs,
 * reminders, private caching) and /api/anniversaries (the view model), with
 * a 400 saying what is wrong for a tampered or over-long `p`.
 */
import ICAL from 'ical.js';
import { GET as api } from '@/app/api/anniversaries/route';
import { GET as feed } from '@/app/calendar/anniversaries.ics/route';
import { anniversaries, shiftDate } from '@/engine';
import { uidHost } from '@/lib/calendar-feed/feed';
import { encodePeople, type Person } from '@/lib/personal/people';
import { pinClock, unpinClock } from './helpers';

const VARANASI = { lat: 25.31668, lon: 83.01041, tz: 'Asia/Kolkata' };
const AMMA: Person = { name: 'अम्मा', date: '1965-03-12', time: '09:30', place: 'new-delhi', reckoning: 'shraddha' };
const RAVI: Person = { name: 'Ravi', date: '2010-07-04', time: null, place: null, reckoning: 'nakshatra' };
const P = encodePeople([AMMA, RAVI]);

const getFeed = (query: string) => feed(new Request(`http://localhost/calendar/anniversaries.ics?${query}`));
const getApi = (query: string) => api(new Request(`http://localhost/api/anniversaries?${query}`));
const events = async (res: Response) => new ICAL.Component(ICAL.parse(await res.text())).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));

describe('GET /calendar/anniversaries.ics', () => {
  beforeAll(() => pinClock('2026-01-10T06:00:00Z'));
  afterAll(unpinClock);

  it('holds each person’s dates in the city from a year back, twenty-one years, cached by the browser only', async () => {
    const res = await getFeed(`p=${P}&city=varanasi`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, max-age=43200');
    const list = await events(res);
    expect(list).toHaveLength(42);
    // The engine's own dates for the same moment, kept at Varanasi.
    const expected = anniversaries({ ...VARANASI, moment: { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata', date: AMMA.date, time: AMMA.time }, reckoning: 'shraddha', from: '2025-01-10', count: 21 });
    const shraddha = list.filter((e) => e.summary.startsWith('Shraddha of अम्मा'));
    expect(shraddha.map((e) => e.startDate.toString())).toEqual(expected.anniversaries.map((a) => a.date));
    expect(shraddha[0].summary).toBe('Shraddha of अम्मा (Shukla Dashami)');
    expect(shraddha[0].description).toMatch(/Why this date: .*aparahna/);
    expect(shraddha[0].uid).toMatch(new RegExp(`^anniversary-[0-9a-f]{16}-\\d{4}-\\d{2}-\\d{2}@${uidHost().replace('.', '\\.')}$`));
    expect(list.filter((e) => e.summary.startsWith('Ravi: nakshatra birthday'))).toHaveLength(21);
    // No reminder unless asked for.
    expect(list[0].component.getAllSubcomponents('valarm')).toHaveLength(0);
  });

  it('with alarm=19 each date has a reminder at 7 PM the day before, in the city’s time', async () => {
    const list = await events(await getFeed(`p=${P}&city=varanasi&alarm=19&lang=hi`));
    for (const e of list.slice(0, 5)) {
      const [alarm] = e.component.getAllSubcomponents('valarm');
      const trigger = alarm.getFirstPropertyValue('trigger') as unknown as ICAL.Time;
      const local = new Date(trigger.toJSDate().getTime() + 330 * 60_000).toISOString();
      expect(local.slice(0, 16)).toBe(`${shiftDate(e.startDate.toString(), -1)}T19:00`);
      expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
    }
    expect(list[0].summary).toMatch(/[\u0900-\u097F]/);
  });

  it.each([
    ['', 'p is required'],
    [`p=2.abc&city=varanasi`, 'p must start with "1."'],
    [`p=${P.replace(/\.[0-9a-f]{8}$/, '').slice(0, -3)}.${P.slice(-8)}&city=varanasi`, 'p is damaged'],
    [`p=1.${'A'.repeat(1600)}&city=varanasi`, 'p is longer than 1500 characters'],
    [`p=${encodePeople([{ ...AMMA, place: 'atlantis-nowhere' }])}&city=varanasi`, 'p: person 1: unknown city "atlantis-nowhere"'],
    [`p=${P}&city=varanasi&alarm=25`, 'alarm must be a whole number from 0 to 23'],
  ])('%s answers 400 with the reason', async (query, message) => {
    const res = await getFeed(query);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toContain(message);
  });

  it('an unknown city is a 404', async () => {
    expect((await getFeed(`p=${P}&city=atlantis-nowhere`)).status).toBe(404);
  });
});

describe('GET /api/anniversaries', () => {
  beforeAll(() => pinClock('2026-01-10T06:00:00Z'));
  afterAll(unpinClock);

  it('answers the tool’s view: each person’s moment and twenty dates, and the next dates', async () => {
    const res = await getApi(`p=${P}&city=varanasi`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, max-age=300');
    const v = await res.json();
    expect(v.city).toEqual({ slug: 'varanasi', name: 'Varanasi' });
    expect(v.people[0]).toMatchObject({ name: 'अम्मा', tithi: 'Shukla Dashami', paksha: 'Shukla', months: 'Phalguna (amanta) · Phalguna (purnimanta)' });
    expect(v.people[0].moment).toBe('March 12, 1965, 9:30 AM, New Delhi');
    expect(v.people[0].anniversaries).toHaveLength(20);
    expect(v.people[1].notes).toContain('No time given: the tithi and nakshatra at sunrise are used.');
    expect(v.next.map((n: { date: string }) => n.date)).toEqual([...v.next.map((n: { date: string }) => n.date)].sort());
  });

  it('a tampered list is a JSON 400 naming p', async () => {
    const res = await getApi('p=1.%25%25.00000000&city=varanasi');
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('p is not base64url between its version and its check');
  });
});

/**
 * Reminders (VALARM) in the city feed and the single-event files: at the
 * chosen hour of the day before each vrat (alarm=HH), and at the start of
 * each Ekadashi's parana window (parana=1), as absolute UTC triggers that
 * ical.js reads back; festivals get no day-before reminder.
 */
import ICAL from 'ical.js';
import { GET as feed } from '@/app/calendar/[file]/route';
import { GET as single } from '@/app/calendar/event/[type]/[file]/route';
import { computeFestivals, shiftDate } from '@/engine';
import { pinClock, unpinClock } from './helpers';

const DELHI = { lat: 28.63576, lon: 77.22445, tz: 'Asia/Kolkata' };
const getFeed = (query: string) => feed(new Request(`http://localhost/calendar/new-delhi.ics${query}`), { params: Promise.resolve({ file: 'new-delhi.ics' }) });
const events = async (res: Response) => new ICAL.Component(ICAL.parse(await res.text())).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
const triggers = (e: ICAL.Event) =>
  e.component.getAllSubcomponents('valarm').map((a) => ({
    at: (a.getFirstPropertyValue('trigger') as unknown as ICAL.Time).toJSDate().getTime(),
    text: String(a.getFirstPropertyValue('description')),
  }));
/** An instant as New Delhi's wall clock, `YYYY-MM-DDTHH:MM`. */
const delhi = (ms: number) => new Date(ms + 330 * 60_000).toISOString().slice(0, 16);

describe('reminders in the feeds', () => {
  beforeAll(() => pinClock('2022-03-01T06:00:00Z'));
  afterAll(unpinClock);

  it('alarm=19&parana=1: each Ekadashi has one at 7 PM the day before and one when its parana begins', async () => {
    const list = await events(await getFeed('?types=ekadashi&alarm=19&parana=1'));
    const year = computeFestivals({ year: 2022, ...DELHI }).events.filter((e) => e.type === 'ekadashi');
    for (const e of year) {
      const ev = list.find((x) => x.startDate.toString() === e.date && x.uid.startsWith(`${e.slug}-`))!;
      const [eve, parana] = triggers(ev);
      expect(delhi(eve.at)).toBe(`${shiftDate(e.date, -1)}T19:00`);
      expect(eve.text.startsWith('Tomorrow: ')).toBe(true);
      const window = e.windows.find((w) => w.kind === 'parana')!;
      expect(parana.at).toBe(Date.parse(window.start));
      expect(parana.text).toMatch(/parana \(breaking the fast\) from \d+:\d\d [AP]M to \d+:\d\d [AP]M/);
    }
  });

  it('without the parameters there is none, and a festival gets no day-before reminder', async () => {
    expect((await events(await getFeed(''))).every((e) => triggers(e).length === 0)).toBe(true);
    const list = await events(await getFeed('?alarm=6'));
    expect(triggers(list.find((e) => e.uid.startsWith('diwali-'))!)).toEqual([]);
    // A named Ekadashi (a vrat) has the one reminder asked for, the day before at 6 AM.
    const ekadashi = list.find((e) => e.uid.startsWith('nirjala-ekadashi-'))!;
    expect(triggers(ekadashi).map((t) => delhi(t.at))).toEqual([`${shiftDate(ekadashi.startDate.toString(), -1)}T06:00`]);
  });

  it.each([
    ['?alarm=24', 'alarm must be a whole number from 0 to 23'],
    ['?alarm=7pm', 'alarm must be a whole number from 0 to 23'],
    ['?parana=yes', 'parana must be 1'],
  ])('%s is a 400 with the reason', async (query, message) => {
    const res = await getFeed(query);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(message);
  });

  it('an event file carries them too', async () => {
    const res = await single(new Request('http://localhost/calendar/event/ekadashi/nirjala-2022.ics?city=new-delhi&alarm=20&parana=1'), {
      params: Promise.resolve({ type: 'ekadashi', file: 'nirjala-2022.ics' }),
    });
    expect(res.status).toBe(200);
    const [e] = await events(res);
    const [eve, parana] = triggers(e);
    expect(delhi(eve.at)).toBe(`${shiftDate(e.startDate.toString(), -1)}T20:00`);
    expect(parana).toBeDefined();
  });
});

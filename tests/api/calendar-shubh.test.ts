/**
 * /calendar/shubh/{kind}/{city}.ics: a kind's Shubh Muhurat dates as a feed
 * (parsed with ical.js): the rolling years, the windows in the description,
 * each event's link to its date's page, Hindi with lang=hi, plain-text 400 and 404 for bad input.
 */
import ICAL from 'ical.js';
import { GET } from '@/app/calendar/shubh/[kind]/[file]/route';
import { jdToMs, shubhYear } from '@/engine';
import { uidHost } from '@/lib/calendar-feed/feed';
import { absoluteUrl } from '@/lib/seo/urls';
import { pinClock, unpinClock } from './helpers';

const get = (kind: string, file: string, query = '') =>
  GET(new Request(`http://localhost/calendar/shubh/${kind}/${file}${query}`), { params: Promise.resolve({ kind, file }) });
const events = async (res: Response) => new ICAL.Component(ICAL.parse(await res.text())).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));

describe('GET /calendar/shubh/{kind}/{city}.ics', () => {
  beforeAll(() => pinClock('2026-11-27T06:00:00Z'));
  afterAll(unpinClock);

  it('lists the wedding dates from last year to two years ahead, windows in the description', async () => {
    const res = await get('vivah', 'new-delhi.ics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const list = await events(res);
    const years = new Set(list.map((e) => e.startDate.toString().slice(0, 4)));
    expect([...years].sort()).toEqual(['2025', '2026', '2027', '2028']);
    const y2026 = shubhYear({ kind: 'vivah', year: 2026, lat: 28.65381, lon: 77.22897, tz: 'Asia/Kolkata' }, jdToMs);
    expect(list.filter((e) => e.startDate.toString().startsWith('2026')).map((e) => e.startDate.toString())).toEqual(y2026.dates.map((d) => d.date));
    const mar11 = list.find((e) => e.uid === `shubh-vivah-2026-03-11@${uidHost()}`)!;
    expect(mar11.summary).toBe('Vivah (marriage): shubh muhurat (Excellent)');
    // The date's page at the city: its windows and every check.
    expect(mar11.component.getFirstPropertyValue('url')).toBe(absoluteUrl('en', '/muhurat/shubh/vivah/2026-03-11/new-delhi'));
    expect(mar11.description).toMatch(/^Muhurat: \d{1,2}:\d{2} PM – \d{1,2}:\d{2} AM, Mar 12\nTithi: Krishna Ashtami; nakshatra: Mula\nTimes for New Delhi$/);
  });

  it('in Hindi with lang=hi', async () => {
    const list = await events(await get('griha-pravesh', 'varanasi.ics', '?lang=hi'));
    expect(list.length).toBeGreaterThan(20);
    expect(list[0].summary).toMatch(/^गृह प्रवेश \(नया घर\): शुभ मुहूर्त/);
  });

  it('400 for a bad file or alternative, 404 for an unknown kind or city', async () => {
    const bad = await get('vivah', 'new-delhi.txt');
    expect([bad.status, (await bad.text()).trim()]).toEqual([400, 'city: the file must be {city}.ics']);
    expect((await get('vehicle', 'new-delhi.ics', '?alternatives=lagna-mc')).status).toBe(400);
    expect((await get('picnic', 'new-delhi.ics')).status).toBe(404);
    expect((await get('vivah', 'no-such-place-xyz.ics')).status).toBe(404);
  });
});

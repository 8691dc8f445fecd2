/**
 * The festival feed of a city (lib/calendar-feed/feed.ts), serialised and
 * read back with ical.js: the rolling window, the default selection and the
 * types, the event count of a year, stable UIDs, and the dates of the
 * reference records (tests/fixtures/reference/festivals-dev.json, New Delhi)
 * found in the feed as all-day events with the local times in the description.
 */
import ICAL from 'ical.js';
import { computeFestivals, type FestivalEvent, type FestivalType } from '@/engine';
import { feedCalendar, feedYears, selectEvents, eventUid, uidHost } from '@/lib/calendar-feed/feed';
import { serializeCalendar } from '@/lib/calendar-feed/ics';
import { frameFor } from '@/lib/calendar-feed/text';
import { isoMs } from '@/lib/festivals/timings';
import { rangeLabel } from '@/lib/format/time';
import { PLACES, placeOf, records, slugOf } from '../../engine/festivals/reference-records';

const DELHI = PLACES['new-delhi'];
const TODAY = '2022-03-01';
const YEARS = feedYears(TODAY);
const EVENTS: FestivalEvent[] = YEARS.flatMap((year) => computeFestivals({ year, ...DELHI }).events);
const HOST = uidHost();

function feed(types: FestivalType[] | null, locale: 'en' | 'hi' = 'en', stamp = new Date('2022-03-01T06:00:00Z')) {
  const name = locale === 'hi' ? 'नई दिल्ली' : 'New Delhi';
  const text = serializeCalendar(
    feedCalendar({ events: selectEvents(EVENTS, types), frame: frameFor(locale, DELHI.tz, name), city: { slug: 'new-delhi', name, tz: DELHI.tz }, stamp, siteName: 'Vedic Calendar' }),
  );
  const cal = new ICAL.Component(ICAL.parse(text));
  return { text, cal, events: cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
}

/** Reference records inside the window, computed at New Delhi. */
const inWindow = records().filter((r) => placeOf(r) === 'new-delhi' && YEARS.includes(Number(r.date.slice(0, 4))));

describe('the feed window', () => {
  it('runs from last year to two years ahead, within 1900-2100', () => {
    expect(YEARS).toEqual([2021, 2022, 2023, 2024]);
    expect(feedYears('2100-06-01')).toEqual([2099, 2100]);
    expect(feedYears('1900-01-01')).toEqual([1900, 1901, 1902]);
  });
});

describe('an Ekadashi feed for New Delhi', () => {
  const { cal, events } = feed(['ekadashi']);

  it('is a VCALENDAR of all-day Ekadashi events', () => {
    expect(cal.name).toBe('vcalendar');
    expect(cal.getFirstPropertyValue('prodid')).toMatch(/Vedic Calendar/);
    expect(events.length).toBe(EVENTS.filter((e) => e.type === 'ekadashi').length);
    for (const e of events) {
      expect(e.startDate.isDate).toBe(true);
      expect(e.endDate.toString() > e.startDate.toString()).toBe(true);
    }
  });

  it('has 24 Smarta Ekadashis in 2022 and 25 in 2023 (the adhika Shravana adds Padmini and Parama)', () => {
    const smarta = (year: string) => events.filter((e) => e.startDate.toString().startsWith(year) && !e.uid.startsWith('vaishnava-'));
    expect(smarta('2022')).toHaveLength(24);
    expect(smarta('2023')).toHaveLength(25);
    expect(smarta('2023').map((e) => e.uid.split('-2023-')[0])).toEqual(expect.arrayContaining(['padmini-ekadashi', 'parama-ekadashi']));
  });

  it('holds every reference Ekadashi of the window on its printed date, with the UID <slug>-<date>@host', () => {
    const ekadashis = inWindow.filter((r) => r.type === 'ekadashi');
    expect(ekadashis.length).toBeGreaterThanOrEqual(5);
    for (const r of ekadashis) {
      const uid = `${slugOf(r)}-${r.date}@${HOST}`;
      const e = events.find((x) => x.uid === uid);
      expect({ record: r.id, uid: e?.uid, date: e?.startDate.toString() }).toEqual({ record: r.id, uid, date: r.date });
    }
  });

  it('has unique UIDs that stay the same when the feed is made again', () => {
    const uids = events.map((e) => e.uid);
    expect(new Set(uids).size).toBe(uids.length);
    const again = feed(['ekadashi'], 'en', new Date('2022-03-02T06:00:00Z'));
    expect(again.events.map((e) => e.uid)).toEqual(uids);
    expect(again.text.replace(/DTSTAMP:\d+T\d+Z/g, '')).toBe(feed(['ekadashi']).text.replace(/DTSTAMP:\d+T\d+Z/g, ''));
  });
});

describe('the default feed: major festivals and vrats', () => {
  const { events } = feed(null);
  const byUid = new Map(events.map((e) => [e.uid, e]));

  it('holds the reference festivals on their dates and leaves out the fortnightly Pradosh', () => {
    const festivals = inWindow.filter((r) => r.type === 'festival');
    expect(festivals.length).toBeGreaterThanOrEqual(10);
    for (const r of festivals) {
      const uid = eventUid({ slug: slugOf(r), date: r.date }, HOST);
      expect({ record: r.id, found: byUid.get(uid)?.startDate.toString() }).toEqual({ record: r.id, found: r.date });
    }
    const pradosh = inWindow.filter((r) => r.type === 'pradosh');
    expect(pradosh.length).toBeGreaterThan(0);
    for (const r of pradosh) expect(byUid.has(eventUid({ slug: slugOf(r), date: r.date }, HOST))).toBe(false);
    const withPradosh = new Set(feed(['pradosh']).events.map((e) => e.uid));
    for (const r of pradosh) expect(withPradosh.has(eventUid({ slug: slugOf(r), date: r.date }, HOST))).toBe(true);
  });

  it('describes an event with its tithi span and puja window in New Delhi time, and links its page', () => {
    const diwali = byUid.get(`diwali-2021-11-04@${HOST}`)!;
    const engine = EVENTS.find((e) => e.slug === 'diwali' && e.date === '2021-11-04')!;
    expect(diwali.summary).toBe('Diwali (Lakshmi Puja)');
    expect(diwali.location).toBe('New Delhi');
    expect(diwali.description).toMatch(/^Tithi: Amavasya, Nov 4, 2021, \d+:\d\d [AP]M to Nov 5, 2021, \d+:\d\d [AP]M\n/);
    expect(diwali.description).toContain(`Puja Muhurat (Sthir Lagna): ${rangeLabel(isoMs(engine.muhurat!.start), isoMs(engine.muhurat!.end), DELHI.tz, engine.date, 'en')}`);
    expect(diwali.description).toContain('Why this date: Amavasya prevailed during Pradosh Kaal (dusk)');
    expect(diwali.component.getFirstPropertyValue('url')).toMatch(/\/festivals\/festival\/diwali-2021\/new-delhi$/);
    // A multi-day observance spans its days.
    const navratri = events.find((e) => e.uid.startsWith('sharad-navratri-2021-'))!;
    const n = EVENTS.find((e) => e.slug === 'sharad-navratri' && e.date.startsWith('2021'))!;
    expect(navratri.startDate.toString()).toBe(n.date);
    expect(n.endDate).toBeDefined();
    expect(navratri.endDate.toString() > n.endDate!).toBe(true);
  });

  it('speaks Hindi with lang=hi', () => {
    const hi = feed(null, 'hi');
    const diwali = hi.events.find((e) => e.uid === `diwali-2021-11-04@${HOST}`)!;
    expect(diwali.summary).toMatch(/[\u0900-\u097F]/);
    expect(diwali.description).toMatch(/^तिथि: अमावस्या/);
    expect(diwali.component.getFirstPropertyValue('url')).toMatch(/\/hi\/festivals\/festival\/diwali-2021\/new-delhi$/);
  });
});

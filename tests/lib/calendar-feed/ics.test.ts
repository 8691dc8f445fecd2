/**
 * The iCalendar serialiser (lib/calendar-feed/ics.ts): escaping, 75-octet
 * folding that never splits a character, CRLF lines, and a calendar that a
 * real iCalendar library (ical.js) reads back with the same values.
 */
import ICAL from 'ical.js';
import { escapeText, foldLine, serializeCalendar, utcStamp, type IcsCalendar } from '@/lib/calendar-feed/ics';

const octets = (s: string) => new TextEncoder().encode(s).length;

const CAL: IcsCalendar = {
  prodId: '-//example.org//test//EN',
  name: 'Festivals, New Delhi; test',
  timeZone: 'Asia/Kolkata',
  refreshHours: 24,
  stamp: new Date('2026-11-23T13:41:05.250Z'),
  events: [
    {
      uid: 'diwali-2026-11-08@example.org',
      date: '2026-11-08',
      summary: 'दीपावली (लक्ष्मी पूजा)',
      description: 'Tithi: Amavasya, Nov 8, 2026, 11:27 AM to Nov 9, 2026, 12:31 PM\nPuja Muhurat (Sthir Lagna): 5:55 PM – 7:50 PM\nकहाँ; कब, क्यों \\ '.repeat(3),
      url: 'https://example.org/festivals/festival/diwali-2026?city=new-delhi',
      location: 'New Delhi',
      categories: ['Festival'],
    },
    { uid: 'sharad-navratri-2026-10-11@example.org', date: '2026-10-11', lastDate: '2026-10-19', summary: 'Sharad Navratri', description: 'Nine nights', url: 'https://example.org/x' },
  ],
};

describe('iCalendar text', () => {
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds lines at 75 octets without splitting a UTF-8 character', () => {
    const line = `DESCRIPTION:${'पूर्णिमा व्रत '.repeat(20)}`;
    const folded = foldLine(line);
    const pieces = folded.split('\r\n');
    expect(pieces.length).toBeGreaterThan(3);
    for (const p of pieces) expect(octets(p)).toBeLessThanOrEqual(75);
    for (const p of pieces.slice(1)) expect(p.startsWith(' ')).toBe(true);
    expect(pieces.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:1')).toBe('SHORT:1');
  });

  it('writes CRLF lines of at most 75 octets, the calendar properties and a UTC DTSTAMP', () => {
    const text = serializeCalendar(CAL);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    const lines = text.split('\r\n');
    expect(lines.slice(0, 5)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//example.org//test//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH']);
    expect(lines).toContain('X-WR-TIMEZONE:Asia/Kolkata');
    expect(lines).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT24H');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(utcStamp(CAL.stamp)).toBe('20261123T134105Z');
    expect(text).toContain('DTSTAMP:20261123T134105Z');
  });

  it('is read back by ical.js with the same values', () => {
    const cal = new ICAL.Component(ICAL.parse(serializeCalendar(CAL)));
    expect(cal.getFirstPropertyValue('version')).toBe('2.0');
    expect(cal.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(cal.getFirstPropertyValue('method')).toBe('PUBLISH');
    // ical.js does not know X-WR-CALNAME's type and keeps it as written: escaped as TEXT, as calendar apps read it.
    expect(cal.getFirstPropertyValue('x-wr-calname')).toBe('Festivals\\, New Delhi\\; test');
    const events = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(2);
    const [diwali, navratri] = events;
    expect(diwali.uid).toBe('diwali-2026-11-08@example.org');
    expect(diwali.summary).toBe('दीपावली (लक्ष्मी पूजा)');
    expect(diwali.description).toBe(CAL.events[0].description);
    expect(diwali.location).toBe('New Delhi');
    expect(diwali.startDate.isDate).toBe(true);
    expect(diwali.startDate.toString()).toBe('2026-11-08');
    expect(diwali.endDate.toString()).toBe('2026-11-09');
    expect(diwali.component.getFirstPropertyValue('url')).toBe(CAL.events[0].url);
    expect(diwali.component.getFirstPropertyValue('dtstamp')!.toString()).toBe('2026-11-23T13:41:05Z');
    // A multi-day observance ends the day after its last day (DTEND is exclusive).
    expect(navratri.startDate.toString()).toBe('2026-10-11');
    expect(navratri.endDate.toString()).toBe('2026-10-20');
  });
});

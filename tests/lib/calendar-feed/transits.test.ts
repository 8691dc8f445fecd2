/**
 * The feed's opt-in transits category (lib/calendar-feed/transits.ts):
 * the planets' rashi changes, stations and combustion as all-day events on
 * the city's date, the time and the ayanamsa in the description, stable
 * UIDs; read back with ical.js beside the festivals.
 */
import ICAL from 'ical.js';
import { computeFestivals } from '@/engine';
import { feedCalendar, selectEvents, uidHost } from '@/lib/calendar-feed/feed';
import { feedSelection, typesSchema } from '@/lib/calendar-feed/http';
import { serializeCalendar } from '@/lib/calendar-feed/ics';
import { frameFor } from '@/lib/calendar-feed/text';
import { transitIcsEvents } from '@/lib/calendar-feed/transits';

const DELHI = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' };
const HOST = uidHost();

function read(text: string) {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

describe('the transits category', () => {
  const en = transitIcsEvents({ years: [2025], frame: frameFor('en', DELHI.tz, 'New Delhi') });

  it('lists the 2025 transits of Mars to Saturn, Rahu and Ketu, in date order, without the Sun, the Moon or nakshatras', () => {
    const saturn = en.filter((e) => e.uid.startsWith('saturn-'));
    expect(saturn.map((e) => [e.date, e.summary])).toEqual([
      ['2025-02-23', 'Saturn sets in the Sun’s glare (asta)'],
      ['2025-03-29', 'Saturn rises from the Sun’s glare (uday)'],
      ['2025-03-29', 'Saturn enters Meena'],
      ['2025-07-13', 'Saturn turns retrograde in Meena'],
      ['2025-11-28', 'Saturn turns direct in Meena'],
    ]);
    expect(en.find((e) => e.summary === 'Rahu enters Kumbha')?.date).toBe('2025-05-18');
    expect(en.find((e) => e.summary === 'Ketu enters Simha')?.date).toBe('2025-05-18');
    expect(en.some((e) => /^(sun|moon)-/.test(e.uid) || e.uid.includes('-nakshatra-'))).toBe(false);
    expect(en.map((e) => e.date)).toEqual([...en.map((e) => e.date)].sort());
    expect(new Set(en.map((e) => e.uid)).size).toBe(en.length);
  });

  it('says the time at the city and the ayanamsa, in the feed’s language', () => {
    const entry = en.find((e) => e.summary === 'Saturn enters Meena')!;
    expect(entry.uid).toBe(`saturn-rashi-20250329T172836Z@${HOST}`);
    expect(entry.description).toBe('At 10:59 PM, New Delhi time.\nSidereal positions, Lahiri (mean, VP285) ayanamsa.');
    expect(entry.categories).toEqual(['Planetary transits']);
    expect(entry.url).toBeUndefined();
    const hi = transitIcsEvents({ years: [2025], frame: frameFor('hi', DELHI.tz, 'नई दिल्ली') }).find((e) => e.uid === entry.uid)!;
    expect(hi.summary).toBe('शनि का मीन राशि में गोचर');
    expect(hi.description).toBe('नई दिल्ली के समय से 10:59 PM पर।\nनिरयन गणना, लाहिरी (मध्यम, VP285) अयनांश।');
  });

  it('joins the festivals in one feed that calendar apps read', () => {
    const festivals = selectEvents(computeFestivals({ year: 2025, ...DELHI }).events, ['ekadashi']);
    const text = serializeCalendar(
      feedCalendar({
        events: festivals,
        frame: frameFor('en', DELHI.tz, 'New Delhi'),
        city: { slug: 'new-delhi', name: 'New Delhi', tz: DELHI.tz },
        stamp: new Date('2025-01-01T00:00:00Z'),
        siteName: 'Vedic Calendar',
        transits: en,
      }),
    );
    const events = read(text);
    expect(events).toHaveLength(festivals.length + en.length);
    const meena = events.find((e) => e.summary === 'Saturn enters Meena')!;
    expect(meena.startDate.toString()).toBe('2025-03-29');
    expect(meena.startDate.isDate).toBe(true);
    expect(meena.component.getFirstPropertyValue('url')).toBeNull();
    const dates = events.map((e) => e.startDate.toString());
    expect(dates).toEqual([...dates].sort());
  });

  it('is opt-in: asked for by `transits` among the types', () => {
    expect(feedSelection(undefined)).toEqual({ festivals: null, transits: false });
    expect(feedSelection(typesSchema.parse('ekadashi,transits'))).toEqual({ festivals: ['ekadashi'], transits: true });
    expect(feedSelection(typesSchema.parse('transits'))).toEqual({ festivals: [], transits: true });
    expect(typesSchema.safeParse('transit').success).toBe(false);
  });
});

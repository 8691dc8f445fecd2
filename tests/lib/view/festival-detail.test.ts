/**
 * The festival detail page's view model (lib/view/festival-detail.ts) for
 * New Delhi: why-this-date for a udaya Ekadashi, a tithi on two days and a
 * Vaishnava day; the related days; the other years; the Event JSON-LD; the
 * Putrada choice; a Pradosh with many dates.
 */
import { computeFestivals, EVENT_SLUGS, type FestivalEvent } from '@/engine';
import { jsonLdText } from '@/lib/seo/breadcrumbs';
import { namesFor } from '@/lib/names/names';
import { SITE_URL } from '@/lib/site';
import { festivalChoiceView, festivalDetailView, type DetailCity, type DetailInput } from '@/lib/view/festival-detail';
import { mainEventOf } from '@/lib/festivals/pages';

const DELHI = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' };
const CITY: DetailCity = { slug: null, feedSlug: 'new-delhi', name: 'New Delhi', locality: 'New Delhi', region: 'Delhi', country: 'IN', ...DELHI };

const cache = new Map<number, readonly FestivalEvent[]>();
function years(from: number, to: number): Map<number, readonly FestivalEvent[]> {
  const out = new Map<number, readonly FestivalEvent[]>();
  for (let y = from; y <= to; y++) {
    if (!cache.has(y)) cache.set(y, computeFestivals({ year: y, ...DELHI }).events);
    out.set(y, cache.get(y)!);
  }
  return out;
}

function view(slug: string, year: number, over: Partial<DetailInput> = {}) {
  return festivalDetailView({ slug, year, years: years(year - 5, year + 5), mainSlug: mainEventOf(slug), city: CITY, locale: 'en', names: namesFor('en'), ...over });
}

describe('why this date', () => {
  it('says an Ekadashi held at sunrise (udaya), with its tithi span and parana', () => {
    const v = view('nirjala-ekadashi', 2026);
    expect(v.name).toBe('Nirjala Ekadashi');
    expect(v.occurrences).toHaveLength(1);
    const o = v.occurrences[0];
    expect(o.date).toBe('2026-06-25');
    expect(o.weekday).toBe('Thursday');
    expect(o.why).toBe('Ekadashi held at sunrise on this day.');
    expect(o.tithi).toEqual({ name: 'Shukla Ekadashi', start: 'Jun 24, 2026, 6:12 PM', end: 'Jun 25, 2026, 8:09 PM' });
    expect(o.masa).toEqual({ amanta: 'Jyeshtha', purnimanta: 'Jyeshtha' });
    expect(o.timings.map((r) => r.label)).toContain('Parana (breaking the fast)');
    const hi = view('nirjala-ekadashi', 2026, { locale: 'hi', names: namesFor('hi') }).occurrences[0];
    expect(hi.why).toBe('इस दिन सूर्योदय के समय एकादशी थी।');
  });

  it('says how long the tithi held in the kaal on each day when it held on two (Ganesh Chaturthi 2023)', () => {
    const o = view('ganesh-chaturthi', 2023).occurrences[0];
    expect(o.date).toBe('2023-09-19');
    expect(o.why).toBe('Shukla Chaturthi prevailed during Madhyahna (midday) on two days; it held longer on this day.');
    expect(o.whyDays).toEqual([
      { date: 'Sep 18, 2023', text: 'Shukla Chaturthi held for 50 minutes of Madhyahna (midday).', chosen: false },
      { date: 'Sep 19, 2023', text: 'Shukla Chaturthi held for 147 minutes of Madhyahna (midday).', chosen: true },
    ]);
    const hi = view('ganesh-chaturthi', 2023, { locale: 'hi', names: namesFor('hi') }).occurrences[0];
    expect(hi.whyDays[1].text).toBe('शुक्ल चतुर्थी मध्याह्न में 147 मिनट तक व्याप्त रही।');
  });

  it('gives the Vaishnava day its own reason and links the Smarta day, and back (Nirjala 2022)', () => {
    const v = view('vaishnava-nirjala-ekadashi', 2022);
    expect(v.name).toBe('Gauna / Vaishnava Nirjala Ekadashi');
    const o = v.occurrences[0];
    expect(o.date).toBe('2022-06-11');
    expect(o.why).toBe('Ekadashi held at sunrise on this day.');
    expect(o.related).toEqual([{ relation: 'smarta', name: 'Nirjala Ekadashi', date: 'Friday, June 10, 2022', href: '/festivals/ekadashi/nirjala-2022' }]);
    const smarta = view('nirjala-ekadashi', 2022).occurrences[0];
    expect(smarta.why).toBe('Dwadashi ends before the next sunrise, so the fast is kept on the day Ekadashi begins, to break it within Dwadashi.');
    expect(smarta.related).toEqual([
      { relation: 'vaishnava', name: 'Gauna / Vaishnava Nirjala Ekadashi', date: 'Saturday, June 11, 2022', href: '/festivals/ekadashi/vaishnava-nirjala-2022' },
    ]);
  });

  it('explains a year in which the Vaishnava day is the Smarta day', () => {
    const v = view('vaishnava-nirjala-ekadashi', 2026);
    expect(v.occurrences).toEqual([]);
    expect(v.absence).toEqual({ kind: 'sameDay', main: { name: 'Nirjala Ekadashi', date: 'Thursday, June 25, 2026', href: '/festivals/ekadashi/nirjala-2026' } });
    expect(v.jsonLd).toEqual([]);
  });

  it('adds the reason of the event a weekday event is kept with; an offset event says only which it follows', () => {
    const somvati = view('somvati-amavasya', 2022).occurrences[0];
    expect(somvati.why).toBe('The Amavasya falls on a Monday.');
    expect(somvati.whyBase).toMatch(/^Amavasya /);
    expect(somvati.related).toEqual([expect.objectContaining({ relation: 'keptWith', href: '/festivals/amavasya/jyeshtha-2022' })]);
    // Holi is the day after Holika Dahan; Holika Dahan's Bhadra reasoning (2022: in Bhadra's tail) stays on its own page.
    const holi = view('holi', 2022).occurrences[0];
    expect(holi.why).toBe('Kept the day after Holika Dahan.');
    expect(holi.whyBase).toBeNull();
    expect(holi.related).toEqual([expect.objectContaining({ relation: 'keptWith', name: 'Holika Dahan', href: '/festivals/festival/holika-dahan-2022' })]);
    const holika = view('holika-dahan', 2022).occurrences[0];
    expect(holika.why).toMatch(/tail of Bhadra \(puchha\)/);
    expect(holika.whyDays[0]).toMatchObject({ text: 'Purnima held for 143 minutes of Pradosh Kaal (dusk), all of it under Bhadra.', chosen: true });
  });
});

describe('other years', () => {
  it('lists the five years either side with their dates and links that keep the city', () => {
    const v = view('nirjala-ekadashi', 2026, { city: { ...CITY, slug: 'varanasi' } });
    expect(v.years.map((y) => y.year)).toEqual([2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031]);
    expect(v.years.find((y) => y.current)?.year).toBe(2026);
    expect(v.years[0]).toEqual({ year: 2021, href: '/festivals/ekadashi/nirjala-2021/varanasi', dates: ['Jun 21, 2021'], current: false });
  });

  it('omits years before 1900', () => {
    const v = festivalDetailView({ slug: 'diwali', year: 1902, years: years(1900, 1907), mainSlug: null, city: CITY, locale: 'en', names: namesFor('en') });
    expect(v.years.map((y) => y.year)).toEqual([1900, 1901, 1902, 1903, 1904, 1905, 1906, 1907]);
  });
});

describe('Event JSON-LD', () => {
  const parse = (ld: unknown) => JSON.parse(jsonLdText(ld));

  it('starts at the puja window with the city’s offset when there is one', () => {
    const ld = parse(view('diwali', 2026).jsonLd[0]);
    const e = cache.get(2026)!.find((x) => x.slug === 'diwali')!;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Diwali (Lakshmi Puja) 2026',
      startDate: e.muhurat!.start,
      endDate: e.muhurat!.end,
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: 'New Delhi', address: { '@type': 'PostalAddress', addressLocality: 'New Delhi', addressCountry: 'IN' } },
      url: `${SITE_URL}/festivals/festival/diwali-2026`,
    });
    expect(ld.startDate).toMatch(/^2026-11-08T\d\d:\d\d:\d\d\+05:30$/);
    expect(typeof ld.description).toBe('string');
    expect(ld.description.length).toBeGreaterThan(10);
  });

  it('is an all-day date without a window, and spans a multi-day observance', () => {
    expect(parse(view('nirjala-ekadashi', 2026).jsonLd[0])).toMatchObject({ startDate: '2026-06-25', endDate: '2026-06-25' });
    const navratri = parse(view('sharad-navratri', 2026).jsonLd[0]);
    expect(navratri.startDate).toMatch(/^2026-\d\d-\d\d$/);
    expect(navratri.endDate > navratri.startDate).toBe(true);
  });
});

describe('many dates and shared names', () => {
  it('lists every Shani Pradosh of the year, each with its own calendar file', () => {
    const v = view('shani-pradosh', 2026);
    expect(v.occurrences.length).toBeGreaterThan(1);
    for (const o of v.occurrences) {
      expect(o.weekday).toBe('Saturday');
      expect(o.ics).toBe(`/calendar/event/pradosh/shani-2026.ics?date=${o.date}&city=new-delhi`);
      expect(o.google).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&text=Shani\+Pradosh/);
    }
    expect(v.jsonLd).toHaveLength(v.occurrences.length);
  });

  it('shows both Putrada Ekadashis with their dates', () => {
    const c = festivalChoiceView(['shravana-putrada-ekadashi', 'pausha-putrada-ekadashi'], { year: 2026, years: years(2026, 2026), city: CITY, locale: 'en', names: namesFor('en') });
    expect(c.names).toEqual(['Shravana Putrada Ekadashi', 'Pausha Putrada Ekadashi']);
    expect(c.options[0].dates).toHaveLength(1);
    expect(c.options[0].dates[0].href).toBe('/festivals/ekadashi/shravana-putrada-2026');
    expect(c.options[1].href).toBe('/festivals/ekadashi/pausha-putrada-2026');
  });
});

describe('every observance of the rule table', () => {
  it('has a detail page in both languages: its name and texts, each date with a reason, or why it has none', () => {
    for (const locale of ['en', 'hi'] as const) {
      for (const slug of EVENT_SLUGS) {
        const v = view(slug, 2025, { locale, names: namesFor(locale) });
        expect([slug, v.name.length > 0, v.description !== null, v.significance !== null]).toEqual([slug, true, true, true]);
        expect([slug, v.occurrences.length > 0 || v.absence !== null]).toEqual([slug, true]);
        for (const o of v.occurrences) expect([slug, o.why]).toEqual([slug, expect.not.stringMatching(/\{|undefined|^$/)]);
      }
    }
  });

  it('says why for the catalogue’s new rule kinds, and links the event a derived one is kept with (2025)', () => {
    const rohini = view('rohini-vrat', 2025);
    expect(rohini.occurrences).toHaveLength(13);
    expect(rohini.occurrences[0].why).toBe('The Moon was in Rohini nakshatra at sunrise on this day.');
    expect(rohini.occurrences[0].timings.map((r) => r.label)).toEqual(['Nakshatra']);
    const sawan = view('sawan-somvar', 2025, { locale: 'hi', names: namesFor('hi') });
    expect(sawan.occurrences.map((o) => o.why)).toEqual(Array(4).fill('श्रावण मास के हर सोमवार को मनाया जाता है।'));
    const vara = view('varalakshmi-vratam', 2025).occurrences[0];
    expect(vara.why).toBe('Kept on the last Friday before Shravana Purnima.');
    expect(vara.related).toEqual([{ relation: 'keptWith', name: 'Shravana Purnima', date: 'Saturday, August 9, 2025', href: '/festivals/purnima/shravana-2025' }]);
    const angarki = view('angarki-chaturthi', 2025).occurrences[0];
    expect(angarki.why).toBe('Sankashti Chaturthi falls on a Tuesday.');
    expect(angarki.whyBase).toBe('Krishna Chaturthi prevailed during moonrise on this day only.');
    expect(angarki.related.map((r) => r.relation)).toEqual(['keptWith']);
  });
});

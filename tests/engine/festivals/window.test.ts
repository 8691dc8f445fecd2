/**
 * A few dates' festivals computed without their year (engine/festivals/window.ts)
 * are the year's, event for event: the same events, ids, end dates, order and
 * every instant to the last bit. Each window is computed from empty caches,
 * each year too, so neither reads a number the other computed.
 *
 * Dates: seeded random (place, year, sunrise convention) groups over
 * 1900-2100 at the featured cities, diaspora cities north and south of the
 * equator and polar places, each with random dates, a date at the year's
 * start or end, and dates in, at the ends of and just after a multi-day
 * observance (Navratri, Ganesh Chaturthi, Pitru Paksha); and, for every
 * rule kind, the dates of events that reach its own sources and decisions
 * (a nakshatra at sunrise, the weekdays of a month, an offset to a weekday,
 * a weekday of one event, a regional solar month's day and nakshatra, an
 * Ekadashi in a solar month, Bhadra's tail, the two-evening ghati test),
 * found in their year by slug and reason, with the days around them.
 */
import {
  clearFestivalCaches,
  type EngineOptions,
  type FestivalEvent,
  festivalDays,
  festivalsBetween,
  festivalsOnDate,
  festivalYearIndex,
  PanchangInputError,
  type Place,
  shiftDate,
} from '@/engine';
import { cityPlace, getCityBySlug } from '@/lib/cities';
import { FEATURED_CITY_SLUGS } from '@/lib/cities/popular';
import { pick as pickWith, random } from '@/scripts/lib/random';

const city = (slug: string): [string, Place] => {
  const c = getCityBySlug(slug);
  if (!c) throw new Error(`unknown city ${slug}`);
  return [slug, cityPlace(c)];
};

const PLACES: [string, Place][] = [
  ...FEATURED_CITY_SLUGS.map(city),
  ...['london', 'new-york-city', 'toronto', 'sydney', 'durban'].map(city),
  // Polar day and night (the Sun does not rise or set for weeks), north and south, and the far south.
  ['tromso', { lat: 69.6496, lon: 18.956, tz: 'Europe/Oslo' }],
  ['longyearbyen', { lat: 78.2232, lon: 15.6267, tz: 'Arctic/Longyearbyen' }],
  ['mcmurdo', { lat: -77.846, lon: 166.676, tz: 'Antarctica/McMurdo' }],
  ['ushuaia', { lat: -54.8019, lon: -68.303, tz: 'America/Argentina/Ushuaia' }],
];

const GROUPS = 40;
// Seeded, so that a failure names dates that can be run again.
const next = random(20261127);
const pick = <T,>(list: readonly T[]) => pickWith(next, list);
const dateIn = (year: number) => shiftDate(`${year}-01-01`, Math.floor(next() * 365));

interface Group {
  name: string;
  place: Place;
  year: number;
  options: EngineOptions;
  dates: string[];
  /** A range of dates for festivalsBetween. */
  range: [string, string];
  /** Which of the year's multi-day observances to take dates from (a fraction of their count). */
  span: number;
}

const groups: Group[] = Array.from({ length: GROUPS }, (_, g) => {
  const [name, place] = PLACES[g % PLACES.length];
  const year = 1900 + Math.floor(next() * 201);
  const options: EngineOptions = { sunrise: next() < 0.5 ? 'upper-limb' : 'hindu' };
  const from = dateIn(year);
  const to = [shiftDate(from, Math.floor(next() * 45)), `${year}-12-31`].sort()[0];
  const dates = [dateIn(year), dateIn(year), pick([`${year}-01-01`, `${year}-01-02`, `${year}-12-30`, `${year}-12-31`])];
  return { name, place, year, options, dates, range: [from, to], span: next() };
});

/** The events as plain data: every field, instants as the exact numbers. */
const plain = (events: readonly FestivalEvent<number>[]) => JSON.parse(JSON.stringify(events)) as unknown;

describe('a window of dates gives the year’s events exactly', () => {
  it.each(groups.map((g) => [`${g.name} ${g.year} ${g.options.sunrise}`, g] as const))('%s', (_, g) => {
    clearFestivalCaches();
    const input = { ...g.place, options: g.options };
    const year = festivalYearIndex({ year: g.year, ...input });
    // Dates in, at the ends of and just after the year's multi-day observances.
    const spans = year.events.filter((e) => e.endDate && e.endDate > e.date);
    const span = spans.length > 0 ? spans[Math.floor(g.span * spans.length)] : null;
    const dates = [...g.dates];
    if (span?.endDate) {
      const after = shiftDate(span.endDate, 1);
      dates.push(span.date, shiftDate(span.date, 1), span.endDate, ...(after.startsWith(`${g.year}-`) ? [after] : []));
    }
    const expected = new Map(dates.map((d) => [d, plain(year.byDate.get(d) ?? [])]));
    const expectedRange = plain(year.events.filter((e) => e.date >= g.range[0] && e.date <= g.range[1]));

    for (const date of dates) {
      clearFestivalCaches();
      const [day] = festivalDays({ from: date, to: date, ...input });
      expect([date, plain(day.events)]).toEqual([date, expected.get(date)]);
    }
    clearFestivalCaches();
    const range = festivalsBetween({ from: g.range[0], to: g.range[1], ...input });
    expect([g.range, plain(range.events)]).toEqual([g.range, expectedRange]);
  });

  it('across a year’s end: each date in its own year, a range over both', () => {
    const place = PLACES[0][1];
    clearFestivalCaches();
    const a = festivalYearIndex({ year: 2025, ...place });
    const b = festivalYearIndex({ year: 2026, ...place });
    const dates = ['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02'];
    const byDate = (d: string) => (d < '2026' ? a : b).byDate.get(d) ?? [];
    const list = [...a.events, ...b.events].filter((e) => e.date >= dates[0] && e.date <= dates[3]);
    const expectedDays = plain(dates.map((d) => ({ date: d, events: byDate(d) })) as never);
    clearFestivalCaches();
    expect(plain(festivalDays({ from: dates[0], to: dates[3], ...place }) as never)).toEqual(expectedDays);
    clearFestivalCaches();
    expect(plain(festivalsBetween({ from: dates[0], to: dates[3], ...place }).events)).toEqual(plain(list));
  });
});

/**
 * Events of each rule kind (by slug) with the reason that shows the path
 * taken, at a place and year where the year computes one: the window must
 * give each of their dates, and the days around them, as the year does.
 */
const KIND_CASES: { place: string; year: number; options?: EngineOptions; events: Record<string, string> }[] = [
  {
    place: 'new-delhi',
    year: 2026,
    events: {
      // Bhadra covers pradosh on both evenings: the rite in Bhadra's tail (whenBhadraBlocks).
      'holika-dahan': 'bhadra-puchha',
      'rohini-vrat': 'nakshatra-udaya',
      'sawan-somvar': 'month-weekday',
      'angarki-chaturthi': 'weekday-of',
      'varalakshmi-vratam': 'offset-weekday',
      paryushana: 'offset-before',
      'somvati-amavasya': 'weekday',
      'vaikuntha-ekadashi': 'ekadashi-udaya',
    },
  },
  // Amavasya on both evenings, a ghati into the second: Lakshmi Puja on the second (second-if-ghati).
  { place: 'new-delhi', year: 2024, events: { diwali: 'both-second-ghati', 'karthigai-deepam': 'solar-nakshatra' } },
  { place: 'new-delhi', year: 2025, events: { 'rohini-vrat': 'nakshatra-kshaya', diwali: 'both-first-ghati', 'holika-dahan': 'bhadra-after' } },
  {
    place: 'chennai',
    year: 2025,
    events: { puthandu: 'solar-month-start', pongal: 'solar-month-start', 'thai-pusam': 'solar-nakshatra', 'aadi-perukku': 'solar-month-day', vishu: 'solar-month-start' },
  },
  // Two Thiruvonams in Chingam 2024: Onam is the one whose Atham is in Chingam too.
  { place: 'kochi', year: 2024, events: { onam: 'solar-nakshatra', vishu: 'solar-month-start' } },
  { place: 'kolkata', year: 2026, options: { sunrise: 'hindu' }, events: { 'pohela-boishakh': 'solar-month-start', 'rohini-vrat': 'nakshatra-udaya' } },
  { place: 'bhubaneswar', year: 2025, events: { 'pana-sankranti': 'solar-month-start', 'thai-pusam': 'solar-nakshatra' } },
  // Polar night: the months' day 1 without a sunset to compare with; the Moon's nakshatra at a midnight.
  { place: 'tromso', year: 2026, events: { pongal: 'solar-month-start', 'thai-pusam': 'solar-nakshatra', 'rohini-vrat': 'nakshatra-udaya', 'sawan-somvar': 'month-weekday' } },
  { place: 'sydney', year: 2027, events: { onam: 'solar-nakshatra', 'angarki-chaturthi': 'weekday-of', 'sawan-somvar': 'month-weekday' } },
];

const placeNamed = (name: string): Place => PLACES.find(([n]) => n === name)?.[1] ?? city(name)[1];

describe('every rule kind: its events’ dates from a window are the year’s', () => {
  it.each(KIND_CASES.map((c) => [`${c.place} ${c.year}`, c] as const))('%s', (_, c) => {
    clearFestivalCaches();
    const input = { ...placeNamed(c.place), options: c.options };
    const year = festivalYearIndex({ year: c.year, ...input });
    for (const [slug, choice] of Object.entries(c.events)) {
      const hit = year.events.find((e) => e.slug === slug && e.reason.choice === choice);
      // The case must still reach the path it is here for.
      expect([slug, hit?.reason.choice]).toEqual([slug, choice]);
      const dates = [-1, 0, 1].map((d) => shiftDate(hit!.date, d)).filter((d) => d.startsWith(`${c.year}-`));
      // A nakshatra rule's other stays of the Moon, a sidereal month away, where the rule did not keep it (Onam 2024's first Thiruvonam).
      const stays = hit!.reason.nakshatra ? [-28, -27, 27, 28].map((d) => shiftDate(hit!.date, d)).filter((d) => d.startsWith(`${c.year}-`)) : [];
      for (const date of [...dates, ...stays]) {
        clearFestivalCaches();
        const [day] = festivalDays({ from: date, to: date, ...input });
        expect([slug, date, plain(day.events)]).toEqual([slug, date, plain(year.byDate.get(date) ?? [])]);
      }
      clearFestivalCaches();
      const range = festivalsBetween({ from: dates[0], to: dates[dates.length - 1], ...input });
      const expected = year.events.filter((e) => e.date >= dates[0] && e.date <= dates[dates.length - 1]);
      expect([slug, plain(range.events)]).toEqual([slug, plain(expected)]);
    }
  });
});

describe('the events of some slugs: their rules alone give the year’s events of those slugs', () => {
  // A tithi rule, Ekadashis, an offset of it (Holi), a weekday of one event and of a type, a nakshatra, a solar month's day, observances running for days (Navratri, Bhishma Panchak from an Ekadashi).
  const SLUGS = ['holika-dahan', 'holi', 'devshayani-ekadashi', 'dev-uthani-ekadashi', 'bhishma-panchak', 'angarki-chaturthi', 'somvati-amavasya', 'rohini-vrat', 'aadi-perukku', 'sharad-navratri'];
  it.each([
    ['new-delhi', 2026],
    ['chennai', 2025],
    ['new-york-city', 2031],
  ] as const)('%s %s', (name, y) => {
    const place = placeNamed(name);
    clearFestivalCaches();
    const year = festivalYearIndex({ year: y, ...place });
    const range = { from: `${y}-01-01`, to: `${y}-12-31`, ...place };
    for (const slugs of [SLUGS, ['holika-dahan'], ['devshayani-ekadashi', 'dev-uthani-ekadashi']]) {
      const expected = plain(year.events.filter((e) => slugs.includes(e.slug)));
      clearFestivalCaches();
      expect([slugs, plain(festivalsBetween({ ...range, slugs }).events)]).toEqual([slugs, expected]);
      // Read from the computed year, when the place has it.
      festivalYearIndex({ year: y, ...place });
      expect([slugs, plain(festivalsBetween({ ...range, slugs }).events)]).toEqual([slugs, expected]);
    }
    // A date's running observances (Navratri's days) among the slugs asked for.
    const navratri = year.events.find((e) => e.slug === 'sharad-navratri')!;
    const date = shiftDate(navratri.date, 4);
    const expected = plain((year.byDate.get(date) ?? []).filter((e) => SLUGS.includes(e.slug)));
    clearFestivalCaches();
    expect(plain(festivalDays({ from: date, to: date, ...place, slugs: SLUGS })[0].events)).toEqual(expected);
  });
});

describe('festivalsBetween and festivalDays input', () => {
  const place = PLACES[0][1];

  it('names the field of a bad date, a reversed or too long range', () => {
    const field = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e instanceof PanchangInputError ? e.field : String(e);
      }
      return null;
    };
    expect(field(() => festivalsBetween({ from: '2025-13-01', to: '2025-12-31', ...place }))).toBe('from');
    expect(field(() => festivalDays({ from: '1899-12-31', to: '1900-01-01', ...place }))).toBe('from');
    expect(field(() => festivalsOnDate({ date: '2025-02-30', ...place }))).toBe('date');
    expect(field(() => festivalDays({ from: '2025-05-02', to: '2025-05-01', ...place }))).toBe('to');
    expect(field(() => festivalDays({ from: '2025-01-01', to: '2026-01-02', ...place }))).toBe('to');
    expect(field(() => festivalsBetween({ from: '2025-01-01', to: '2025-01-31', ...place, slugs: ['no-such-festival'] }))).toBe('slugs');
    expect(field(() => festivalsBetween({ from: '2025-01-01', to: '2025-01-31', ...place, slugs: [] }))).toBe('slugs');
  });
});

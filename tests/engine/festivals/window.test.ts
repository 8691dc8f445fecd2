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
 * observance (Navratri, Ganesh Chaturthi, Pitru Paksha).
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
  });
});

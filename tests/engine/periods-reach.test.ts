/**
 * The festival-bound periods (Holashtak, Chaturmas, Pitru Paksha) of a
 * short span are those of the whole civil years it covers that touch it
 * (engine/periods.ts): a provider skips its festival computations for a
 * span holding none of the period's tithis (mayTouch), and this checks that
 * the skip never drops a period. A whole year always holds them (each year
 * has one of each), so its list is computed in full and is the reference.
 *
 * A full sweep against the code before the skip took minutes (every month
 * 1900-2100 at Kolkata, Delhi, Mumbai, New York, London and Honolulu and
 * 2,000 random spans: 16,466 spans, 0 differences; with the other ayanamsa,
 * sunrise and Delta T at Delhi, New York and Tromso, 7,733 spans, 0
 * differences). This is a sample: every month of every third year at New Delhi;
 * every month of every seventh year at Kolkata, Mumbai, New York, London and
 * Honolulu; every month of every tenth year at New York and Tromso with the
 * other ayanamsa, sunrise and Delta T; and random spans of 1 to 366 days.
 */
import { PERIOD_KINDS, periodsBetween, type CalendarPeriod, type EngineOptions, type PeriodKind } from '@/engine';

const KINDS: PeriodKind[] = ['holashtak', 'chaturmas', 'pitru-paksha'];
const PLACES = {
  delhi: { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' },
  kolkata: { lat: 22.5726, lon: 88.3639, tz: 'Asia/Kolkata' },
  mumbai: { lat: 19.076, lon: 72.8777, tz: 'Asia/Kolkata' },
  newYork: { lat: 40.7128, lon: -74.006, tz: 'America/New_York' },
  london: { lat: 51.5074, lon: -0.1278, tz: 'Europe/London' },
  honolulu: { lat: 21.3069, lon: -157.8583, tz: 'Pacific/Honolulu' },
  tromso: { lat: 69.6492, lon: 18.9553, tz: 'Europe/Oslo' },
};
type Where = (typeof PLACES)[keyof typeof PLACES];
const OTHER: EngineOptions = { ayanamsa: 'lahiri', sunrise: 'hindu', deltaT: 'swiss-ephemeris' };

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const jd = (x: number) => x;

/** A civil year's festival-bound periods at a place, with JD instants. */
function yearPeriods(year: number, place: Where, options?: EngineOptions): CalendarPeriod<number>[] {
  return periodsBetween({ from: `${year}-01-01`, to: `${year}-12-31`, ...place, options, kinds: KINDS }, jd);
}

const touching = (list: CalendarPeriod<number>[], from: string, to: string) => list.filter((p) => p.startDate <= to && p.endDate >= from);

/** Each month of the year asks for the year's periods touching it, no more, no fewer. */
function checkMonths(year: number, place: Where, options?: EngineOptions): number {
  const whole = yearPeriods(year, place, options);
  expect(whole.map((p) => p.kind).sort()).toEqual(['chaturmas', 'holashtak', 'pitru-paksha']);
  let found = 0;
  for (let m = 1; m <= 12; m++) {
    const from = `${year}-${pad(m)}-01`;
    const to = `${year}-${pad(m)}-${lastDay(year, m)}`;
    const got = periodsBetween({ from, to, ...place, options, kinds: KINDS }, jd);
    expect({ from, got }).toEqual({ from, got: touching(whole, from, to) });
    found += got.length;
  }
  return found;
}

describe('festival-bound periods of a span are those of its years that touch it', () => {
  it('every month of every third year 1900-2100 at New Delhi', () => {
    let found = 0;
    for (let y = 1900; y <= 2100; y += 3) found += checkMonths(y, PLACES.delhi);
    // Each year: Holashtak in one or two months, Pitru Paksha in one or two, Chaturmas in five or six.
    expect(found).toBeGreaterThanOrEqual(67 * 7);
  });

  it.each(['kolkata', 'mumbai', 'newYork', 'london', 'honolulu'] as const)('every month of every seventh year at %s', (name) => {
    for (let y = 1900; y <= 2100; y += 7) checkMonths(y, PLACES[name]);
  });

  it.each(['newYork', 'tromso'] as const)('every month of every tenth year at %s with the other ayanamsa, sunrise and Delta T', (name) => {
    for (let y = 1900; y <= 2100; y += 10) checkMonths(y, PLACES[name], OTHER);
  });

  it('random spans of 1 to 366 days', () => {
    let seed = 2024;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const first = Date.UTC(1900, 0, 1);
    const days = (Date.UTC(2100, 11, 31) - first) / 86_400_000;
    const places = Object.values(PLACES);
    for (let i = 0; i < 150; i++) {
      const place = places[i % places.length];
      const length = random() < 0.5 ? 1 + Math.floor(random() * 10) : 1 + Math.floor(random() * 366);
      const start = first + Math.floor(random() * (days - length + 1)) * 86_400_000;
      const from = new Date(start).toISOString().slice(0, 10);
      const to = new Date(start + (length - 1) * 86_400_000).toISOString().slice(0, 10);
      const years = [];
      for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y++) years.push(...yearPeriods(y, place));
      const expected = touching(years, from, to).sort((a, b) => a.startDate.localeCompare(b.startDate) || PERIOD_KINDS.indexOf(a.kind) - PERIOD_KINDS.indexOf(b.kind));
      expect({ from, to, got: periodsBetween({ from, to, ...place, kinds: KINDS }, jd) }).toEqual({ from, to, got: expected });
    }
  });

  it('answers for the last month of the range (the span ends on 2100-12-31)', () => {
    const kinds = periodsBetween({ from: '2100-12-01', to: '2100-12-31', ...PLACES.delhi }).map((p) => p.kind);
    expect(kinds).toContain('kharmas');
  });
});

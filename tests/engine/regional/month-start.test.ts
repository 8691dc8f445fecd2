/**
 * The month-start rules (engine/calendar/regional/month-start.ts) branch by
 * branch, on reference months where each branch decides, and how close the
 * reference's months come to each cut-off (printed: docs/accuracy.md,
 * "Regional calendars", quotes these figures).
 */
import { computeDay, regionalDatesOf, toLocalIso, type SolarCalendarKey } from '@/engine';
import { SOLAR_CALENDAR } from '@/engine/calendar/regional/calendars';
import type { MonthStartContext } from '@/engine/calendar/regional/month-start';
import { solarMonthOn } from '@/engine/calendar/regional/solar-date';
import { DEFAULT_MODELS } from '@/engine/models';
import { splitIsoDate } from '@/engine/civil-date';
import { PLACES, readCsv, readJson } from '../reference';

const place = { ...PLACES['new-delhi-table'], elevation: 0 };
const ctx: MonthStartContext = { place, sunrise: 'upper-limb', models: DEFAULT_MODELS };
const startOf = (calendar: SolarCalendarKey, date: string) => solarMonthOn(SOLAR_CALENDAR[calendar].rule, splitIsoDate(date), ctx).start;
const ist = (jd: number) => toLocalIso(jd, 'Asia/Kolkata').slice(11, 19);
const minutes = (d: number) => d * 1440;
const GHATI = 24 / 1440;

describe('the cut-offs against the reference months (even years 1900-2050)', () => {
  it.each(['tamil', 'malayalam', 'odia', 'bengali'] as SolarCalendarKey[])('%s: every month on the right side of its cut-off', (calendar) => {
    const starts = readCsv(`regional/${calendar}_months.csv`).map((r) =>
      startOf(calendar, `${r.greg_year}-${r.greg_month.padStart(2, '0')}-${r.greg_day.padStart(2, '0')}`),
    );
    // Minutes from the cut-off (for the Bengal rule: from the ghati band around
    // ardharatri), signed so that the month's side is positive.
    const margin = (s: (typeof starts)[number]) => {
      const d = minutes(s.sankranti.jd - (s.cutoff as number));
      switch (s.choice) {
        case 'before-cutoff':
          return -d;
        case 'after-cutoff':
          return d;
        case 'before-ardharatri':
          return -d - minutes(GHATI);
        case 'after-ardharatri':
          return d - minutes(GHATI);
        default:
          // Inside the band: the distance to its nearer edge.
          return minutes(GHATI) - Math.abs(d);
      }
    };
    const closest = starts
      .map((s) => ({ s, m: margin(s) }))
      .sort((a, b) => a.m - b.m)
      .slice(0, 3);
    console.log(
      `${calendar}: closest to the cut-off: ` +
        closest.map(({ s, m }) => `${s.date.year}-${s.date.month}-${s.date.day} (${s.choice}, sankranti ${ist(s.sankranti.jd)} IST, ${m.toFixed(2)} min)`).join('; '),
    );
    expect(closest[0].m).toBeGreaterThan(0);
  });
});

describe('each branch on a month the reference fixes', () => {
  it('Tamil, sunset: Thai 1964 begins the day after a sankranti 13 s after sunset', () => {
    const s = startOf('tamil', '1964-01-15');
    expect(s.date).toEqual({ year: 1964, month: 1, day: 15 });
    expect(s.choice).toBe('after-cutoff');
    expect(minutes(s.sankranti.jd - (s.cutoff as number))).toBeCloseTo(0.23, 1);
  });

  it('Tamil, sunset: Karthigai 1932 begins on the day of a sankranti 38 s before sunset', () => {
    const s = startOf('tamil', '1932-11-15');
    expect(s.date.day).toBe(15);
    expect(s.choice).toBe('before-cutoff');
  });

  it('Malayalam, end of madhyahna: Mithunam 1952 begins the day after a sankranti 8 s past sunrise + 3/5 of the day', () => {
    const s = startOf('malayalam', '1952-06-15');
    expect(s.date).toEqual({ year: 1952, month: 6, day: 15 });
    expect(s.choice).toBe('after-cutoff');
    expect(ist(s.sankranti.jd)).toBe('13:45:08');
  });

  it('Odia, 22:00 local mean time (22:21:10 IST at New Delhi): 22:19 the same day, 22:22 the next', () => {
    const before = startOf('odia', '2024-12-15');
    expect(before.choice).toBe('before-cutoff');
    expect(ist(before.sankranti.jd)).toBe('22:19:36');
    expect(ist(before.cutoff as number)).toBe('22:21:10');
    const after = startOf('odia', '2040-09-17');
    expect(after.date).toEqual({ year: 2040, month: 9, day: 17 });
    expect(ist(after.sankranti.jd)).toBe('22:22:46');
    expect(after.choice).toBe('after-cutoff');
  });

  it('Bengali, ardharatri: within a ghati of it, Karka takes the earlier day and Makara the later', () => {
    // Karka 1952: 00:41 IST, 14 min after the night's middle, still Srabon 1 on the same date.
    const karka = startOf('bengali', '1952-07-16');
    expect(karka.choice).toBe('ardharatri-karka');
    expect(karka.date).toEqual({ year: 1952, month: 7, day: 16 });
    // Makara 1934: 00:48 IST, 19 min after it, although the sunrise's tithi still ran: Magh 1 the next day.
    const makara = startOf('bengali', '1934-01-15');
    expect(makara.choice).toBe('ardharatri-makara');
    expect(makara.date).toEqual({ year: 1934, month: 1, day: 15 });
  });

  it('Bengali, ardharatri: for the other signs the sunrise\'s tithi decides', () => {
    // 2020-06-15 00:09 IST: the tithi of the previous sunrise still runs: the earlier day.
    const continues = startOf('bengali', '2020-06-15');
    expect(continues.choice).toBe('ardharatri-tithi-continues');
    expect(continues.date).toEqual({ year: 2020, month: 6, day: 15 });
    // 1958-12-15 23:58 IST, before midnight: the tithi has changed since sunrise: the later day, two days on.
    const changed = startOf('bengali', '1958-12-17');
    expect(changed.choice).toBe('ardharatri-tithi-changed');
    expect(changed.date).toEqual({ year: 1958, month: 12, day: 17 });
    expect(ist(changed.sankranti.jd)).toBe('23:58:17');
  });

  it('Bengali: a sankranti in the daytime opens the month the next day', () => {
    const s = startOf('bengali', '2023-04-15');
    expect(s.choice).toBe('before-ardharatri');
    expect(s.date).toEqual({ year: 2023, month: 4, day: 15 });
  });
});

describe('the North Indian solar day ("pravishte") the site prints on its day pages', () => {
  type Day = { date: string; city: string; pravishte: number };
  const days = readJson<Day[]>('drik-days-dev.json');
  const placeOf = (city: string) =>
    city.startsWith('Hooghly') ? PLACES.Hooghly : city.startsWith('Navoiy') ? PLACES.Navoiy : PLACES['New Delhi'];

  it.each(days.map((d) => [d.date, d.city, d.pravishte] as const))('%s %s: day %i of the Sun\'s sign', (date, location, pravishte) => {
    const r = regionalDatesOf(computeDay({ date, ...placeOf(location) }));
    expect(r.pravishte.day).toBe(pravishte);
  });
});

/**
 * The regional solar calendars against every row of the reference
 * (tests/fixtures/reference/regional/: the first day of every month whose
 * day 1 falls in an even year 1900-2050, the days checked one by one on
 * the site, and the Malayalam cut-off cases), at the README's New Delhi.
 * The rules are in engine/calendar/regional/month-start.ts; no row is
 * excused.
 */
import { isPanchangInputError, shiftDate, solarDate, solarDates, solarMonth, type SolarCalendarKey } from '@/engine';
import { PLACES, readCsv } from '../reference';

const place = PLACES['new-delhi-table'];
const CALENDARS: SolarCalendarKey[] = ['tamil', 'bengali', 'malayalam', 'odia'];
const iso = (y: string, m: string, d: string) => `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;

/** The rows whose computed date differs, as "date: expected -> got" lines (empty when all match). */
function misses(rows: { calendar: SolarCalendarKey; date: string; month: number; day: number; year: number }[]): string[] {
  const out: string[] = [];
  for (const r of rows) {
    const got = solarDate({ calendar: r.calendar, date: r.date, ...place });
    if (got.month !== r.month || got.day !== r.day || got.year !== r.year) {
      out.push(`${r.calendar} ${r.date}: ${r.month}/${r.day}/${r.year} -> ${got.month}/${got.day}/${got.year}`);
    }
  }
  return out;
}

describe.each(CALENDARS)('%s month table (every month beginning in an even year, 1900-2050)', (calendar) => {
  const rows = readCsv(`regional/${calendar}_months.csv`).map((r) => ({
    calendar,
    date: iso(r.greg_year, r.greg_month, r.greg_day),
    month: Number(r.month),
    day: 1,
    year: Number(r.year),
  }));

  it('has the 911 months', () => expect(rows).toHaveLength(911));

  it('puts day 1 of every month, and its year, where the reference does', () => {
    expect(misses(rows)).toEqual([]);
  });

  it('finds each month from its era year and number, and ends it the day before the next one begins', () => {
    const wrong: string[] = [];
    const months = rows.map((r) => solarMonth({ calendar, year: r.year, month: r.month, ...place }));
    months.forEach((m, i) => {
      if (m.start !== rows[i].date) wrong.push(`${rows[i].year}/${rows[i].month}: ${rows[i].date} -> ${m.start}`);
      const next = rows[i + 1];
      // Consecutive rows are consecutive months within a year; across the odd years they are not.
      if (next && next.date.slice(0, 4) === rows[i].date.slice(0, 4) && m.closing.date !== next.date) wrong.push(`${m.start}: closes ${m.closing.date}, next ${next.date}`);
    });
    expect(wrong).toEqual([]);
  });
});

describe('days checked one by one on the site', () => {
  const rows = readCsv('regional/drik_checked_days.csv').map((r) => ({
    calendar: r.calendar as SolarCalendarKey,
    date: r.date,
    month: Number(r.month),
    day: Number(r.day),
    year: Number(r.year),
    set: r.set,
  }));

  it('covers the four calendars and the edge cases', () => {
    expect(rows).toHaveLength(242);
    expect(new Set(rows.map((r) => r.calendar))).toEqual(new Set(CALENDARS));
    expect(rows.filter((r) => r.set.includes('edge')).length).toBeGreaterThan(150);
  });

  it('gives every checked day the site\'s month, day and year (edge days included)', () => {
    expect(misses(rows)).toEqual([]);
  });
});

describe('Malayalam cut-off cases', () => {
  const rows = readCsv('regional/malayalam_boundary_cases.csv').map((r) => ({
    calendar: 'malayalam' as const,
    date: iso(r.gy, r.gm, r.gd),
    month: Number(r.exp_month),
    day: Number(r.exp_day),
    year: Number(r.exp_year),
  }));

  it('gives all 15 the site\'s date', () => {
    expect(rows).toHaveLength(15);
    expect(misses(rows)).toEqual([]);
  });
});

describe('solarMonth', () => {
  it('gives Chithirai 1947 (Puthandu 2025) with its sankrantis and how day 1 was chosen', () => {
    const m = solarMonth({ calendar: 'tamil', year: 1947, month: 1, ...place });
    expect(m).toMatchObject({ calendar: 'tamil', month: 1, monthKey: 'chithirai', year: 1947, era: 'tamil', samvatsara: 39 });
    expect([m.start, m.end, m.days]).toEqual(['2025-04-14', '2025-05-14', 31]);
    // Mesha Sankranti at 03:29:46 IST on 14 April (the site prints 03:30), before that day's sunset.
    expect(m.opening).toMatchObject({ rashi: 1, date: '2025-04-14', rule: 'sunset', choice: 'before-cutoff' });
    expect(m.opening.sankranti.slice(0, 19)).toBe('2025-04-14T03:29:46');
    expect(m.opening.cutoff?.slice(0, 16)).toBe('2025-04-14T18:46');
    expect(m.closing).toMatchObject({ rashi: 2, date: '2025-05-15' });
  });

  it.each([
    [{ calendar: 'assamese' }, 'calendar'],
    [{ month: 13 }, 'month'],
    [{ month: 1.5 }, 'month'],
    [{ year: 1800 }, 'year'],
    [{ year: 2023 }, 'year'],
    // Tamil 2022 begins in April 2100: its Thai falls in 2101.
    [{ year: 2022, month: 10 }, 'year'],
    [{ lat: 95 }, 'lat'],
  ])('rejects %j naming the field %s', (bad, field) => {
    const input = { calendar: 'tamil', year: 1947, month: 1, ...place, ...bad } as Parameters<typeof solarMonth>[0];
    let thrown: unknown;
    try {
      solarMonth(input);
    } catch (e) {
      thrown = e;
    }
    expect(isPanchangInputError(thrown) && thrown.field).toBe(field);
  });
});

describe('solarDates', () => {
  it.each(CALENDARS)('%s: a run of 62 days gives what solarDate gives day by day', (calendar) => {
    const run = solarDates({ calendar, from: '2024-12-01', days: 62, ...place });
    expect(run).toHaveLength(62);
    run.forEach((d, i) => expect(d).toEqual(solarDate({ calendar, date: shiftDate('2024-12-01', i), ...place })));
  });

  it('refuses a run that is empty, too long or past 2100', () => {
    const field = (input: Partial<Parameters<typeof solarDates>[0]>) => {
      try {
        solarDates({ calendar: 'tamil', from: '2025-01-01', days: 30, ...place, ...input });
      } catch (e) {
        return isPanchangInputError(e) ? e.field : String(e);
      }
      return null;
    };
    expect([field({ days: 0 }), field({ days: 63 }), field({ from: '2100-12-15' }), field({ from: '2025-02-30' })]).toEqual(['days', 'days', 'days', 'date']);
  });
});

/**
 * Personal anniversaries (engine/anniversary): the lunar date of a moment,
 * and its Shraddha, tithi birthday and nakshatra birthday year by year.
 *
 * Checked three ways: hand-checked examples (each says what was read where);
 * the tithi birthdays of moments spread over 1950-2029 against the
 * reference's tithi-at-sunrise tables of New Delhi and New York (every
 * year's date is the first day of its month whose sunrise has the tithi, or
 * the day a kshaya tithi falls in, and no year is missed); the Shraddha of
 * a passing in Pitru Paksha against the Pitru Paksha table of later years
 * (the same aparahna rule, engine/shraddha.ts).
 */
import { addDays, anniversaries, formatCivilDate, isPanchangInputError, lunarMoment, nakshatraAt, pitruPaksha, sunriseSummary, splitIsoDate } from '@/engine';
import { PLACES, readCsv } from './reference';

const DELHI = PLACES['new-delhi-table'];
const NEW_YORK = PLACES['new-york-table'];

describe('the lunar date of a moment', () => {
  it('1965-03-12 09:30 at New Delhi: Phalguna Shukla Dashami, a kshaya tithi, in Ardra', () => {
    // The reference table prints Navami (9) at the sunrise of 03-12 and Ekadashi (11) at that of 03-13:
    // Dashami began after one sunrise and ended before the next.
    const m = lunarMoment({ ...DELHI, date: '1965-03-12', time: '09:30' });
    expect(m.tithi).toMatchObject({ number: 10, paksha: 'Shukla' });
    expect(m.tithi.start.slice(0, 16)).toBe('1965-03-12T08:19');
    expect(m.tithi.end.slice(0, 16)).toBe('1965-03-13T05:56');
    expect(m.masa).toEqual({ amanta: { number: 12, adhika: false }, purnimanta: { number: 12, adhika: false }, kshaya: false });
    expect(m.nakshatra.number).toBe(6);
    expect(m.notes).toEqual([]);
  });

  it('without a time the moment is the sunrise, and a change of tithi during the day is flagged', () => {
    const m = lunarMoment({ ...DELHI, date: '1965-03-12' });
    expect(m.tithi.number).toBe(9);
    expect(m.timeGiven).toBe(false);
    expect(m.notes).toEqual(expect.arrayContaining(['sunrise-taken', 'tithi-changes']));
  });

  it('a Krishna paksha day has the next month as its purnimanta name', () => {
    // 2025-10-20 (Diwali, Kartika Amavasya in the purnimanta reckoning, amanta Ashwina).
    const m = lunarMoment({ ...DELHI, date: '2025-10-20', time: '20:00' });
    expect(m.tithi.number).toBe(30);
    expect(m.masa.amanta.number).toBe(7);
    expect(m.masa.purnimanta.number).toBe(8);
  });

  it('a time before sunrise belongs to the previous date’s Panchang day', () => {
    expect(lunarMoment({ ...DELHI, date: '2025-10-21', time: '04:00' }).notes).toContain('before-sunrise');
  });

  it('refuses an impossible date, a date outside 1900-2100 and a malformed time', () => {
    for (const [date, time, field] of [
      ['2025-02-30', undefined, 'date'],
      ['1899-12-31', undefined, 'date'],
      ['2101-01-01', undefined, 'date'],
      ['2025-02-03', '24:00', 'time'],
      ['2025-02-03', '9:30', 'time'],
    ] as const) {
      let error: unknown = null;
      try {
        lunarMoment({ ...DELHI, date, time });
      } catch (e) {
        error = e;
      }
      expect(isPanchangInputError(error)).toBe(true);
      expect((error as { field: string }).field).toBe(field);
    }
  });
});

describe('the adhika masa rule', () => {
  it('a Jyeshtha moment is kept in nija Jyeshtha in 2026, after the adhika month, and says so', () => {
    // 2026 repeats Jyeshtha: adhika from the new moon of 2026-05-16 to that of 2026-06-15.
    const a = anniversaries({ ...DELHI, moment: { ...DELHI, date: '2000-06-10', time: '08:00' }, reckoning: 'tithi', from: '2026-01-01', count: 2 });
    expect(a.moment.masa.amanta).toEqual({ number: 3, adhika: false });
    const [y2026, y2027] = a.anniversaries;
    expect(y2026).toMatchObject({ date: '2026-06-23', month: 'adhika-skipped', adhika: { from: '2026-05-17', to: '2026-06-15' } });
    expect(y2026.masa.amanta).toEqual({ number: 3, adhika: false });
    expect(y2027.month).toBeNull();
  });

  it('a passing in adhika Shravana 2023 is kept in nija Shravana, and in adhika Shravana again in 2042', () => {
    const a = anniversaries({ ...DELHI, moment: { ...DELHI, date: '2023-07-25', time: '12:00' }, reckoning: 'shraddha', from: '2023-01-01', count: 20 });
    expect(a.moment.masa.amanta).toEqual({ number: 5, adhika: true });
    // The nija Shravana right after the passing is the same year: the first anniversary is a year on.
    expect(a.anniversaries[0].date.slice(0, 4)).toBe('2024');
    expect(a.anniversaries[0].month).toBe('adhika-none');
    const kept = a.anniversaries.filter((x) => x.month === 'adhika-kept');
    expect(kept.map((x) => x.date)).toEqual(['2042-07-24']);
    expect(kept[0].masa.amanta).toEqual({ number: 5, adhika: true });
    // One anniversary a year: 2042's nija Shravana is not listed beside its adhika one.
    const years = a.anniversaries.map((x) => x.date.slice(0, 4));
    expect(new Set(years).size).toBe(years.length);
  });
});

describe('tithi birthdays against the reference tithi-at-sunrise tables', () => {
  const cases: [string, { lat: number; lon: number; tz: string }, string][] = [
    ['New Delhi', DELHI, 'tithi-at-sunrise-new-delhi-1900-2050.csv'],
    ['New York', NEW_YORK, 'tithi-at-sunrise-new-york-1900-2050.csv'],
  ];
  it.each(cases)('%s: 24 moments, 20 years each', (_, place, file) => {
    const rows = readCsv(file);
    const index = new Map(rows.map((r, i) => [r.date, i]));
    const at = (date: string) => rows[index.get(date)!];
    let checked = 0;
    const misses: string[] = [];
    for (let k = 0; k < 24; k++) {
      // Spread over 1950-2029, every month and paksha, avoiding boundary days and adhika months.
      let i = index.get('1950-01-01')! + k * 1213;
      while (rows[i].boundary === '1' || rows[i].adhika === '1' || rows[i - 1].tithi === rows[i].tithi) i++;
      const m = rows[i];
      const N = Number(m.tithi);
      const M = m.amanta_masa;
      const list = anniversaries({ ...place, moment: { ...place, date: m.date }, reckoning: 'tithi', from: m.date, count: 20 });
      expect(list.moment.tithi.number).toBe(N);
      // Every run of days with tithi N at sunrise in nija month M after the moment's own month, up to the last anniversary.
      const last = list.anniversaries[19].date;
      const runs: string[] = [];
      for (let j = i + 3; j < rows.length && rows[j].date <= last; j++) {
        const r = rows[j];
        if (Number(r.tithi) === N && r.amanta_masa === M && r.adhika === '0' && Number(rows[j - 1].tithi) !== N) runs.push(r.date);
      }
      for (const a of list.anniversaries) {
        checked++;
        const r = at(a.date);
        const next = at(formatCivilDate(addDays(splitIsoDate(a.date), 1)));
        if (a.day.choice === 'neither-begin') {
          // A kshaya tithi: the date has the tithi before N at sunrise, the next date the one after.
          const ok = (Number(r.tithi) % 30) + 1 === N && (Number(next.tithi) + 29) % 30 === N % 30 && a.state === 'kshaya';
          if (!ok) misses.push(`${m.date} -> ${a.date} (kshaya)`);
        } else if (a.month === 'kshaya-masa') {
          // 1963: the lunation holding two sankrantis carries both names; the table names it by the first.
          const previous = ((Number(M) + 10) % 12) + 1;
          if (!(Number(r.tithi) === N && Number(r.amanta_masa) === previous && a.masa.amanta.number === Number(M))) {
            misses.push(`${m.date} -> ${a.date} (kshaya masa ${r.amanta_masa})`);
          }
        } else if (!(Number(r.tithi) === N && r.amanta_masa === M && runs.includes(a.date))) {
          misses.push(`${m.date} -> ${a.date} (${r.tithi}/${r.amanta_masa}, boundary ${r.boundary})`);
        }
      }
      // No year missed: every run found in the table is an anniversary.
      const listed = new Set(list.anniversaries.map((a) => a.date));
      for (const d of runs) if (!listed.has(d)) misses.push(`${m.date}: run ${d} not listed`);
    }
    expect(checked).toBe(480);
    expect(misses).toEqual([]);
  });
});

describe('Shraddha: a passing in Pitru Paksha falls on that tithi’s Pitru Paksha day in later years', () => {
  const p2022 = pitruPaksha({ year: 2022, ...DELHI }, (jd) => jd);
  it.each(p2022.days.map((d) => [d.tithi, d] as const))('tithi %i', (tithi, d) => {
    // An hour into the tithi, at New Delhi.
    const startMs = (d.tithiStart - 2440587.5) * 86_400_000 + 3_600_000;
    const local = new Date(startMs + 330 * 60_000).toISOString();
    const list = anniversaries({ ...DELHI, moment: { ...DELHI, date: local.slice(0, 10), time: local.slice(11, 16) }, reckoning: 'shraddha', from: '2023-01-01', count: 5 });
    expect(list.moment.tithi.number).toBe(tithi);
    for (const a of list.anniversaries) {
      const year = Number(a.date.slice(0, 4));
      expect(a.date).toBe(pitruPaksha({ year, ...DELHI }).days.find((x) => x.tithi === tithi)!.date);
      expect(a.day.kaal).toBe('aparahna');
    }
  });

  it('a tithi on two afternoons is kept where it covers more of the aparahna; a kshaya one where it touches it', () => {
    const list = anniversaries({ ...DELHI, moment: { ...DELHI, date: '1965-03-12', time: '09:30' }, reckoning: 'shraddha', from: '2026-01-01', count: 20 });
    const both = list.anniversaries.filter((a) => a.day.choice === 'both-more');
    expect(both.length).toBeGreaterThan(0);
    for (const a of both) {
      const [x, y] = a.day.days.filter((c) => c.prevails);
      const kept = x.date === a.date ? x : y;
      const other = kept === x ? y : x;
      expect(kept.minutes!).toBeGreaterThanOrEqual(other.minutes!);
    }
    // 2027: Dashami begins and ends between two sunrises (the tithi birthday takes the day it begins),
    // and it holds in that day's aparahna, so the Shraddha is that day too.
    const y2027 = list.anniversaries.find((a) => a.date.startsWith('2027'))!;
    expect(y2027).toMatchObject({ date: '2027-03-17', state: 'kshaya' });
    expect(y2027.day.choice).toBe('only');
  });
});

describe('nakshatra birthdays', () => {
  const list = anniversaries({ ...DELHI, moment: { ...DELHI, date: '1965-03-12', time: '09:30' }, reckoning: 'nakshatra', from: '2026-01-01', count: 20 });

  it('each year the nakshatra holds at the date’s sunrise, or begins and ends between two sunrises', () => {
    for (const a of list.anniversaries) {
      const s = sunriseSummary(a.date, DELHI);
      if (a.day.choice === 'neither-begin') {
        expect(a.state).toBe('kshaya');
        expect(Date.parse(a.limb.start)).toBeGreaterThan(0);
        expect(nakshatraAt(a.limb.start).number).toBe(6);
      } else {
        expect(s.nakshatra).toBe(6);
        // The first such day: the day before has another nakshatra at sunrise.
        if (a.day.choice === 'only') expect(sunriseSummary(formatCivilDate(addDays(splitIsoDate(a.date), -1)), DELHI).nakshatra).not.toBe(6);
      }
      expect(a.masa.amanta.number).toBe(12);
    }
  });

  it('2026: Ardra at the sunrise of 2026-02-27 (Phalguna Shukla), hand-checked on the daily Panchang', () => {
    expect(list.anniversaries[0].date).toBe('2026-02-27');
    expect(sunriseSummary('2026-02-27', DELHI)).toMatchObject({ nakshatra: 6, amantaMasa: 12 });
  });
});

describe('bad input', () => {
  it('refuses a count outside 1-30, an unknown reckoning and a bad start date', () => {
    const base = { ...DELHI, moment: { ...DELHI, date: '2000-01-01' }, reckoning: 'tithi' as const, from: '2026-01-01', count: 5 };
    for (const [input, field] of [
      [{ ...base, count: 0 }, 'count'],
      [{ ...base, count: 31 }, 'count'],
      [{ ...base, reckoning: 'lunar' as never }, 'reckoning'],
      [{ ...base, from: '2026-13-01' }, 'from'],
    ] as const) {
      let error: unknown = null;
      try {
        anniversaries(input);
      } catch (e) {
        error = e;
      }
      expect((error as { field?: string }).field).toBe(field);
    }
  });
});

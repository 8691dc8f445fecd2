/**
 * Amanta month number and adhika flag of every lunar month 1900-2050 in New
 * Delhi, taken on the first civil day of each month. The reference table is
 * an independent computation (upper-limb sunrise, Lahiri); any disagreement
 * would be listed here with its explanation. There are none.
 */
import { computePanchang, sunriseSummary } from '@/engine';
import { PLACES, readCsv } from './reference';

describe('lunar months, New Delhi 1900-2050', () => {
  const rows = readCsv('lunar-months-new-delhi-1900-2050.csv');

  it('matches month number and adhika flag of every month', () => {
    const misses: string[] = [];
    for (const r of rows) {
      const s = sunriseSummary(r.start_date, PLACES['new-delhi-table']);
      if (s.amantaMasa !== Number(r.amanta_masa) || s.adhika !== (r.adhika === '1')) {
        misses.push(`${r.start_date} ${r.masa_name}${r.adhika === '1' ? ' (adhika)' : ''}: ours ${s.amantaMasa}${s.adhika ? ' adhika' : ''}`);
      }
    }
    expect(rows.length).toBe(1868);
    expect(misses).toEqual([]);
  });

  it('matches the Shaka year of every month (the year turns at Chaitra Shukla Pratipada)', () => {
    const misses = rows
      .map((r) => ({ r, shaka: computePanchang({ date: r.start_date, ...PLACES['new-delhi-table'] }).samvat.shaka }))
      .filter(({ r, shaka }) => shaka !== Number(r.saka_year))
      .map(({ r, shaka }) => `${r.start_date}: reference ${r.saka_year}, ours ${shaka}`);
    expect(misses).toEqual([]);
  });

  it('finds the adhika months of the table (e.g. 2023 Shravana, 2026 Jyeshtha)', () => {
    const adhika = rows.filter((r) => r.adhika === '1').map((r) => `${r.start_date.slice(0, 4)} ${r.masa_name}`);
    expect(adhika).toEqual(expect.arrayContaining(['2023 Adhika Shravana', '2026 Adhika Jyeshtha']));
    expect(sunriseSummary('2023-07-20', PLACES['new-delhi-table'])).toMatchObject({ amantaMasa: 5, adhika: true });
    expect(sunriseSummary('2023-08-20', PLACES['new-delhi-table'])).toMatchObject({ amantaMasa: 5, adhika: false });
  });
});

/**
 * The calendar's periods on the month grid and the day page (engine
 * periodsBetween through lib/festivals calendarPeriods): which days a
 * month marks, the legend's names and dates, and the day page's line.
 * New Delhi, 2025-26: Kharmas from the Dhanu Sankranti (16 Dec 2025) to the
 * Makara Sankranti (14 Jan 2026); Pitru Paksha 26 Sep - 10 Oct 2026;
 * Chaturmas from Devshayani (25 Jul 2026) to Dev Uthani Ekadashi (20 Nov 2026).
 */
import { loadMonth } from '@/app/_loaders/month';
import { loadPanchangDayPage, monthPeriods } from '@/app/_loaders/periods';
import { monthSpan } from '@/lib/view/periods';
import { selectionAt } from '../../helpers/page-card';

const NOW = Date.parse('2026-03-19T06:00:00Z');
const sel = (path: string) => selectionAt(path, NOW);

describe('the month grid’s periods', () => {
  it('lists the periods touching the month and marks each of their days', async () => {
    const { periods } = await loadMonth(sel('/panchang/monthly/new-delhi/2026-01'));
    const kharmas = periods.legend.findIndex((p) => p.kind === 'kharmas');
    expect(periods.legend[kharmas]).toEqual({
      kind: 'kharmas',
      name: 'Kharmas (Sun in Dhanu)',
      startDate: '2025-12-16',
      endDate: '2026-01-14',
      range: 'Dec 16, 2025 – Jan 14, 2026',
    });
    expect(periods.byDate['2026-01-14']).toContain(kharmas);
    expect(periods.byDate['2026-01-15'] ?? []).not.toContain(kharmas);
    // Every marked date is inside each period it is marked with, and every date inside one is marked.
    for (const [date, ix] of Object.entries(periods.byDate)) for (const i of ix) expect([periods.legend[i].startDate <= date, date <= periods.legend[i].endDate]).toEqual([true, true]);
    for (const [i, p] of periods.legend.entries()) if (p.startDate >= '2026-01-01') expect(periods.byDate[p.startDate]).toContain(i);
  });

  it('names them in Hindi on a Hindi path', async () => {
    const { periods } = await loadMonth(sel('/hi/panchang/monthly/new-delhi/2026-09'));
    expect(periods.legend.map((p) => p.name)).toEqual(expect.arrayContaining(['चातुर्मास', 'पितृ पक्ष']));
    expect(periods.legend.find((p) => p.kind === 'pitru-paksha')).toMatchObject({ startDate: '2026-09-26', endDate: '2026-10-10' });
  });

  it('asks for the month of the date, the question the day pages ask too', async () => {
    expect(monthSpan('2026-02-11')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthSpan('2024-02-29')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    const month = await monthPeriods(sel('/panchang/monthly/new-delhi/2026-09'));
    const day = await monthPeriods(sel('/panchang/today/new-delhi/2026-09-30'));
    expect(day).toBe(month);
  });
});

describe('the day page’s periods', () => {
  it('says which periods the day is in and until when, Panchak left to the Doshas card', async () => {
    const d = await loadPanchangDayPage(sel('/panchang/today/new-delhi/2026-09-30'));
    expect(d.periods.map((p) => [p.name, p.until, p.lastDay])).toEqual([
      ['Chaturmas', 'Nov 20', false],
      ['Pitru Paksha', 'Oct 10', false],
    ]);
    const hi = await loadPanchangDayPage(sel('/hi/panchang/today/new-delhi/2026-01-14'));
    expect(hi.periods.find((p) => p.kind === 'kharmas')).toMatchObject({ name: 'खरमास (सूर्य धनु में)', until: '14 जन॰', lastDay: true });
    // A period ending in another year names its year.
    const dec = await loadPanchangDayPage(sel('/panchang/today/new-delhi/2025-12-20'));
    expect(dec.periods.find((p) => p.kind === 'kharmas')?.until).toBe('Jan 14, 2026');
    expect([...d.periods, ...hi.periods, ...dec.periods].some((p) => p.kind === 'panchak')).toBe(false);
  });

  it('keeps the day’s Panchang as the page had it', async () => {
    const d = await loadPanchangDayPage(sel('/panchang/today/new-delhi/2026-09-30'));
    expect(Object.keys(d).sort()).toEqual(['eclipses', 'extras', 'festivals', 'panchang', 'periods', 'planets', 'regional', 'timings']);
  });
});

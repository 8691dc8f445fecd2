/**
 * The visitor's conventions through the page loaders: the selection reads
 * them from the page's path (lib/urls; the cookie only decides where the
 * proxy sends a path that names none), and the day page, the month grid and
 * the API then agree on what they change: the sunrise and the lunar month's name.
 */
import { GET as panchangApi } from '@/app/api/panchang/route';
import { call } from '../../api/helpers';

// Imported after the mocks.
import { loadPanchangDay } from '@/app/_loaders/day';
import { loadFestivalDetail } from '@/app/_loaders/festival-detail';
import { loadObservanceList } from '@/app/_loaders/festivals';
import { loadMonth } from '@/app/_loaders/month';
import { selectionOf, type PageSelection } from '@/app/_loaders/selection';
import { parsePathname } from '@/lib/urls';

/** The selection of a page path, as the page's model computes it. */
function at(path: string): PageSelection {
  const route = parsePathname(path);
  if (!route) throw new Error(`${path} names no page`);
  const s = selectionOf(route.locale, route, Date.now());
  if (!s.ok) throw new Error(`${path} has no selection`);
  return s.sel;
}

describe('the selection’s conventions', () => {
  it('are the defaults on a path that names none', () => {
    const sel = at('/panchang/today/new-delhi/2025-11-10');
    expect(sel.conventions).toEqual({ masa: 'purnimanta', sunrise: 'upper-limb', clock: '12h', ekadashi: 'smarta', regional: 'none' });
    expect(sel.conventionsFromUrl).toEqual({});
    expect(sel.options).toEqual({ sunrise: 'upper-limb' });
  });

  it('are the path’s, value by value', () => {
    const sel = at('/panchang/today/new-delhi/2025-11-10/amanta-hindu-sunrise-24h');
    expect(sel.conventions).toEqual({ masa: 'amanta', sunrise: 'hindu', clock: '24h', ekadashi: 'smarta', regional: 'none' });
    expect(sel.options).toEqual({ sunrise: 'hindu' });
    expect(sel.conventionsFromUrl).toEqual({ masa: 'amanta', sunrise: 'hindu', clock: '24h' });
  });
});

describe('the day page, the month grid and the API agree', () => {
  it('on the Hindu sunrise, about four minutes after the upper limb (New Delhi, 2025-11-22)', async () => {
    const limb = await loadPanchangDay(at('/panchang/today/new-delhi/2025-11-22/24h'));
    const hindu = await loadPanchangDay(at('/panchang/today/new-delhi/2025-11-22/hindu-sunrise-24h'));
    expect(limb.panchang.sunrise).toBe('06:49');
    expect(hindu.panchang.sunrise).toBe('06:53');
    const api = (await call(panchangApi, '/api/panchang?date=2025-11-22&city=new-delhi&sunrise=hindu')).json;
    expect(api.timings.sunrise).toBe(hindu.panchang.sunrise);
    expect(hindu.panchang.sunset).toBe(api.timings.sunset);

    const month = await loadMonth(at('/panchang/today/new-delhi/2025-11-22/hindu-sunrise-24h'));
    expect(month.month.days[21]).toMatchObject({ date: '2025-11-22', sunrise: '06:53' });
    const limbMonth = await loadMonth(at('/panchang/today/new-delhi/2025-11-22/24h'));
    expect(limbMonth.month.days[21].sunrise).toBe('06:49');
  });

  it('on the 12- or 24-hour clock', async () => {
    const twelve = await loadPanchangDay(at('/panchang/today/new-delhi/2025-11-22'));
    expect(twelve.panchang.sunset).toBe('5:25 PM');
    const day = await loadPanchangDay(at('/panchang/today/new-delhi/2025-11-22/24h'));
    expect(day.panchang.sunset).toBe('17:25');
    expect(day.panchang.limbs.tithi[0].badge).toEqual({ kind: 'till', time: '17:11' });
  });

  it('on the lunar month of a dark-half day: purnimanta Margashirsha, amanta Kartika (New Delhi, 2025-11-10)', async () => {
    const pur = await loadPanchangDay(at('/panchang/today/new-delhi/2025-11-10'));
    const ama = await loadPanchangDay(at('/panchang/today/new-delhi/2025-11-10/amanta'));
    expect(pur.panchang).toMatchObject({ masaSystem: 'purnimanta', purnimanta: 'Margashirsha', amanta: 'Kartika' });
    expect(ama.panchang.masaSystem).toBe('amanta');
    const api = async (masa: string) => (await call(panchangApi, `/api/panchang?date=2025-11-10&city=new-delhi&masa=${masa}`)).json.panchang.lunar_month;
    expect(await api('purnimanta')).toBe(pur.panchang.purnimanta);
    expect(await api('amanta')).toBe(ama.panchang.amanta);

    const purMonth = await loadMonth(at('/panchang/today/new-delhi/2025-11-10'));
    const amaMonth = await loadMonth(at('/panchang/today/new-delhi/2025-11-10/amanta'));
    // The grid names each lunar month on the day it begins: after the Purnima (5 Nov) or after the Amavasya (20 Nov).
    const starts = (m: typeof purMonth) => m.month.days.filter((d) => d.lunarMonth).map((d) => [d.day, d.lunarMonth]);
    expect(starts(purMonth)).toEqual([
      [1, 'Kartika'],
      [6, 'Margashirsha'],
    ]);
    expect(starts(amaMonth)).toEqual([
      [1, 'Kartika'],
      [21, 'Margashirsha'],
    ]);
    expect(purMonth.month.days[9]).toMatchObject({ date: '2025-11-10', paksha: 'Krishna' });
  });

  it('in Hindi too', async () => {
    const ama = await loadMonth(at('/hi/panchang/today/new-delhi/2025-11-10/amanta'));
    expect(ama.month.lunarMonths).toBe('कार्तिक – मार्गशीर्ष');
    expect(ama.month.days[20].lunarMonth).toBe('मार्गशीर्ष');
  });
});

describe('the Ekadashi emphasis', () => {
  it('puts the Vaishnava day of an Ekadashi first for a Vaishnava visitor and mutes the Smarta one', async () => {
    // Find a month of 2025 at New Delhi where the Vaishnava day of an Ekadashi differs from the Smarta day.
    const smarta = await loadMonth(at('/panchang/today/new-delhi/2025-11-10'));
    const vaishnava = await loadMonth(at('/panchang/today/new-delhi/2025-11-10/vaishnava'));
    const twinDay = smarta.month.days.find((d) => d.festivals.some((f) => f.secondary));
    expect(twinDay).toBeDefined();
    const vDay = vaishnava.month.days.find((d) => d.date === twinDay!.date)!;
    // Under Smarta emphasis the Vaishnava entry is muted; under Vaishnava emphasis it is not, and its Smarta twin is.
    const vaishnavaEntry = (fs: { name: string; secondary: boolean }[]) => fs.find((f) => f.name.startsWith('Vaishnava') || f.name.startsWith('Gauna'))!;
    expect(vaishnavaEntry(twinDay!.festivals).secondary).toBe(true);
    expect(vaishnavaEntry(vDay.festivals).secondary).toBe(false);
    expect(vDay.festivals[0]).toBe(vaishnavaEntry(vDay.festivals));
    expect(vaishnava.month.days.some((d) => d.festivals.some((f) => f.secondary && f.name.includes('Ekadashi')))).toBe(true);
  });
});

describe('the Ekadashi list (/festivals/ekadashi)', () => {
  const list = async (conv = '') => (await loadObservanceList('ekadashi', at(`/festivals/ekadashi/2025/new-delhi${conv}`))).view;

  it('follows the emphasis its path’s conventions name', async () => {
    const smarta = await list();
    expect(smarta.emphasis).toBe('smarta');
    expect(smarta.differing).toBeGreaterThan(0);
    const differing = (vm: typeof smarta) => vm.rows.filter((r) => r.other !== null);
    for (const r of differing(smarta)) expect([r.row.slug.startsWith('vaishnava-'), r.other!.label]).toEqual([false, 'Vaishnava']);
    const vm = await list('/vaishnava');
    expect(vm.emphasis).toBe('vaishnava');
    expect(differing(vm).map((r) => [r.row.date, r.other!.date])).toEqual(differing(smarta).map((r) => [r.other!.date, r.row.date]));
    for (const r of differing(vm)) expect([r.row.slug.startsWith('vaishnava-'), r.other!.label]).toEqual([true, 'Smarta']);
  });
});

describe('the festival detail pages', () => {
  it('compute with the path’s sunrise and print its clock; the calendar file is asked for with that sunrise', async () => {
    const page = await loadFestivalDetail(at('/festivals/ekadashi/nirjala-2025/new-delhi/hindu-sunrise-24h'));
    if (!('kind' in page) || page.kind !== 'detail') throw new Error('expected a detail page');
    const o = page.view.occurrences[0];
    expect(o.ics).toMatch(/[?&]sunrise=hindu(&|$)/);
    expect(o.tithi?.start).toMatch(/, \d{2}:\d{2}$/);
    expect(JSON.stringify(o)).not.toMatch(/\b(AM|PM)\b/);
  });

  it('keep the path’s city and conventions across the redirect of an alias', async () => {
    expect(await loadFestivalDetail(at('/festivals/purnima/kartik-2025/varanasi/hindu-sunrise'))).toEqual({ gone: 'redirect', path: '/festivals/purnima/kartika-2025/varanasi/hindu-sunrise' });
  });
});

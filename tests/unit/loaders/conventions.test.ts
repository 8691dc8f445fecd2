/**
 * The visitor's conventions through the page loaders: the selection
 * resolves them once (URL beats the vc_prefs cookie beats the defaults, bad
 * values ignored), and the day page, the month grid and the API then agree
 * on what they change: the sunrise and the lunar month's name.
 */
import { GET as panchangApi } from '@/app/api/panchang/route';
import { call } from '../../api/helpers';

jest.mock('react', () => ({ ...jest.requireActual('react'), cache: <F>(fn: F) => fn }));
jest.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
  permanentRedirect: (url: string) => {
    throw new Error(`NEXT_REDIRECT 308 ${url}`);
  },
}));
jest.mock('@/i18n/params', () => ({ pageLocale: async (p: Promise<{ locale: string }>) => (await p).locale }));
let cookie: string | undefined;
jest.mock('next/headers', () => ({ cookies: async () => ({ get: (name: string) => (name === 'vc_prefs' && cookie !== undefined ? { name, value: cookie } : undefined) }) }));

// Imported after the mocks.
import { loadPanchangDay } from '@/app/_loaders/day';
import { loadFestivalDetail } from '@/app/_loaders/festival-detail';
import { loadListSelection, loadObservanceList } from '@/app/_loaders/festivals';
import { loadMonth } from '@/app/_loaders/month';
import { loadPageSelection, type ToolPageProps } from '@/app/_loaders/selection';

const props = (query: Record<string, string>, locale = 'en'): ToolPageProps => ({
  params: Promise.resolve({ locale, city: ['new-delhi'] }),
  searchParams: Promise.resolve({ ...query }),
});

beforeEach(() => {
  cookie = undefined;
});

describe('the selection’s conventions', () => {
  it('are the defaults without URL or cookie', async () => {
    const sel = await loadPageSelection(props({ date: '2025-11-10' }), 'todayPanchang');
    expect(sel.conventions).toEqual({ masa: 'purnimanta', sunrise: 'upper-limb', clock: '12h', ekadashi: 'smarta' });
    expect(sel.conventionsFromUrl).toEqual({});
    expect(sel.options).toEqual({ sunrise: 'upper-limb' });
  });

  it('take the cookie, and the URL over it', async () => {
    cookie = encodeURIComponent('masa=amanta&sunrise=hindu&clock=24h');
    const fromCookie = await loadPageSelection(props({ date: '2025-11-10' }), 'todayPanchang');
    expect(fromCookie.conventions).toEqual({ masa: 'amanta', sunrise: 'hindu', clock: '24h', ekadashi: 'smarta' });
    expect(fromCookie.options).toEqual({ sunrise: 'hindu' });
    const fromUrl = await loadPageSelection(props({ date: '2025-11-10', masa: 'purnimanta', ekadashi: 'vaishnava' }), 'todayPanchang');
    expect(fromUrl.conventions).toEqual({ masa: 'purnimanta', sunrise: 'hindu', clock: '24h', ekadashi: 'vaishnava' });
    expect(fromUrl.conventionsFromUrl).toEqual({ masa: 'purnimanta', ekadashi: 'vaishnava' });
  });

  it('ignore bad values (the page still answers, never a 404)', async () => {
    cookie = 'masa=amanta&sunrise=sideways';
    const sel = await loadPageSelection(props({ date: '2025-11-10', masa: 'lunar', clock: '13h' }), 'todayPanchang');
    expect(sel.conventions).toEqual({ masa: 'amanta', sunrise: 'upper-limb', clock: '12h', ekadashi: 'smarta' });
    expect(sel.conventionsFromUrl).toEqual({});
  });
});

describe('the day page, the month grid and the API agree', () => {
  it('on the Hindu sunrise, about four minutes after the upper limb (New Delhi, 2025-11-22)', async () => {
    const limb = await loadPanchangDay(await loadPageSelection(props({ date: '2025-11-22', clock: '24h' }), 'todayPanchang'));
    const hindu = await loadPanchangDay(await loadPageSelection(props({ date: '2025-11-22', clock: '24h', sunrise: 'hindu' }), 'todayPanchang'));
    expect(limb.panchang.sunrise).toBe('06:49');
    expect(hindu.panchang.sunrise).toBe('06:53');
    const api = (await call(panchangApi, '/api/panchang?date=2025-11-22&city=new-delhi&sunrise=hindu')).json;
    expect(api.timings.sunrise).toBe(hindu.panchang.sunrise);
    expect(hindu.panchang.sunset).toBe(api.timings.sunset);

    const month = await loadMonth(await loadPageSelection(props({ date: '2025-11-22', clock: '24h', sunrise: 'hindu' }), 'todayPanchang'));
    expect(month.month.days[21]).toMatchObject({ date: '2025-11-22', sunrise: '06:53' });
    const limbMonth = await loadMonth(await loadPageSelection(props({ date: '2025-11-22', clock: '24h' }), 'todayPanchang'));
    expect(limbMonth.month.days[21].sunrise).toBe('06:49');
  });

  it('on the 12- or 24-hour clock', async () => {
    const twelve = await loadPanchangDay(await loadPageSelection(props({ date: '2025-11-22' }), 'todayPanchang'));
    expect(twelve.panchang.sunset).toBe('5:25 PM');
    cookie = 'clock=24h';
    const day = await loadPanchangDay(await loadPageSelection(props({ date: '2025-11-22' }), 'todayPanchang'));
    expect(day.panchang.sunset).toBe('17:25');
    expect(day.panchang.limbs.tithi[0].badge).toEqual({ kind: 'till', time: '17:11' });
  });

  it('on the lunar month of a dark-half day: purnimanta Margashirsha, amanta Kartika (New Delhi, 2025-11-10)', async () => {
    const pur = await loadPanchangDay(await loadPageSelection(props({ date: '2025-11-10' }), 'todayPanchang'));
    const ama = await loadPanchangDay(await loadPageSelection(props({ date: '2025-11-10', masa: 'amanta' }), 'todayPanchang'));
    expect(pur.panchang).toMatchObject({ masaSystem: 'purnimanta', purnimanta: 'Margashirsha', amanta: 'Kartika' });
    expect(ama.panchang.masaSystem).toBe('amanta');
    const api = async (masa: string) => (await call(panchangApi, `/api/panchang?date=2025-11-10&city=new-delhi&masa=${masa}`)).json.panchang.lunar_month;
    expect(await api('purnimanta')).toBe(pur.panchang.purnimanta);
    expect(await api('amanta')).toBe(ama.panchang.amanta);

    const purMonth = await loadMonth(await loadPageSelection(props({ date: '2025-11-10' }), 'todayPanchang'));
    const amaMonth = await loadMonth(await loadPageSelection(props({ date: '2025-11-10', masa: 'amanta' }), 'todayPanchang'));
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
    const ama = await loadMonth(await loadPageSelection(props({ date: '2025-11-10', masa: 'amanta' }, 'hi'), 'todayPanchang'));
    expect(ama.month.lunarMonths).toBe('कार्तिक – मार्गशीर्ष');
    expect(ama.month.days[20].lunarMonth).toBe('मार्गशीर्ष');
  });
});

describe('the Ekadashi emphasis', () => {
  it('puts the Vaishnava day of an Ekadashi first for a Vaishnava visitor and mutes the Smarta one', async () => {
    // Find a month of 2025 at New Delhi where the Vaishnava day of an Ekadashi differs from the Smarta day.
    const smarta = await loadMonth(await loadPageSelection(props({ date: '2025-11-10' }), 'todayPanchang'));
    const vaishnava = await loadMonth(await loadPageSelection(props({ date: '2025-11-10', ekadashi: 'vaishnava' }), 'todayPanchang'));
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
  const list = async (query: Record<string, string>) =>
    loadObservanceList('ekadashi', await loadListSelection({ params: Promise.resolve({ locale: 'en' }), searchParams: Promise.resolve({ city: 'new-delhi', year: '2025', ...query }) }));

  it('follows the emphasis its conventions line names, from the URL or the remembered settings', async () => {
    const smarta = await list({});
    expect(smarta.emphasis).toBe('smarta');
    expect(smarta.differing).toBeGreaterThan(0);
    const differing = (vm: typeof smarta) => vm.rows.filter((r) => r.other !== null);
    for (const r of differing(smarta)) expect([r.row.slug.startsWith('vaishnava-'), r.other!.label]).toEqual([false, 'Vaishnava']);
    for (const vm of [await list({ ekadashi: 'vaishnava' }), await ((cookie = 'ekadashi=vaishnava'), list({}))]) {
      expect(vm.emphasis).toBe('vaishnava');
      expect(differing(vm).map((r) => [r.row.date, r.other!.date])).toEqual(differing(smarta).map((r) => [r.other!.date, r.row.date]));
      for (const r of differing(vm)) expect([r.row.slug.startsWith('vaishnava-'), r.other!.label]).toEqual([true, 'Smarta']);
    }
  });
});

describe('the festival detail pages', () => {
  const detail = (query: Record<string, string>) =>
    loadFestivalDetail('ekadashi', { params: Promise.resolve({ locale: 'en', slug: 'nirjala-2025' }), searchParams: Promise.resolve({ city: 'new-delhi', ...query }) });

  it('compute with the remembered sunrise and print the remembered clock; the calendar file is asked for with that sunrise', async () => {
    cookie = 'sunrise=hindu&clock=24h';
    const page = await detail({});
    if (page.kind !== 'detail') throw new Error('expected a detail page');
    const o = page.view.occurrences[0];
    expect(o.ics).toMatch(/[?&]sunrise=hindu(&|$)/);
    expect(o.tithi?.start).toMatch(/, \d{2}:\d{2}$/);
    expect(JSON.stringify(o)).not.toMatch(/\b(AM|PM)\b/);
  });

  it('keep the URL’s conventions across the redirect of an alias', async () => {
    await expect(
      loadFestivalDetail('purnima', { params: Promise.resolve({ locale: 'en', slug: 'kartik-2025' }), searchParams: Promise.resolve({ city: 'varanasi', sunrise: 'hindu' }) }),
    ).rejects.toThrow('NEXT_REDIRECT 308 /festivals/purnima/kartika-2025?city=varanasi&sunrise=hindu');
  });
});

/**
 * The festival section's view models on the engine's real events: the year
 * lists (counts computed, the Vaishnava and vrat days joined to their
 * observance, aliases merged, each type's windows), the month calendar and
 * its filter, and the upcoming cards.
 */
import { festivalYearIndex, type FestivalEvent } from '@/engine';
import { namesFor } from '@/lib/names/names';
import { timeLabel } from '@/lib/format/time';
import { resolveFestivalPage } from '@/lib/festivals/pages';
import { festivalMonthView, observanceListView, upcomingView, type FestivalFrame } from '@/lib/view/festivals';
import reference from '../../fixtures/reference/festivals-dev.json';

const DELHI = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' };
const frame = (locale: 'en' | 'hi' = 'en'): FestivalFrame => ({ locale, tz: DELHI.tz, names: namesFor(locale), otherNames: namesFor(locale === 'en' ? 'hi' : 'en'), city: null });
const year = (y: number) => festivalYearIndex({ year: y, ...DELHI });
const record = (id: string) => (reference as { id: string; date: string }[]).find((r) => r.id === id)!;

describe('observanceListView', () => {
  it('counts the year’s Ekadashis and joins each Vaishnava day to its Smarta row (Nirjala 2022, the reference’s dates)', () => {
    const { events } = year(2022);
    const vm = observanceListView('ekadashi', 2022, events, frame());
    const smarta = events.filter((e) => e.type === 'ekadashi' && !e.tradition);
    const vaishnava = events.filter((e) => e.type === 'ekadashi' && e.tradition === 'vaishnava');
    expect(vm.count).toBe(smarta.length);
    expect(vm.count).toBeGreaterThanOrEqual(24);
    expect(vm.count).toBeLessThanOrEqual(26);
    expect(vm.rows).toHaveLength(smarta.length);
    expect(vm.differing).toBe(vaishnava.length);
    const nirjala = vm.rows.find((r) => r.row.slug === 'nirjala-ekadashi')!;
    expect(nirjala.row.date).toBe(record('r0255').date);
    expect(nirjala.other?.date).toBe(record('r0256').date);
    expect(nirjala.other?.label).toBe('Vaishnava');
    expect(nirjala.facts.map((f) => f.key)).toContain('parana');
    expect(nirjala.other?.facts.map((f) => f.key)).toContain('parana');
    // An Ekadashi both traditions keep on one day has no other day.
    expect(vm.rows.filter((r) => r.other === null)).toHaveLength(smarta.length - vaishnava.length);
  });

  it('under the Vaishnava emphasis lists the Vaishnava days, each with its Smarta day as the other (Nirjala 2022)', () => {
    const { events } = year(2022);
    const smartaFirst = observanceListView('ekadashi', 2022, events, frame());
    const vm = observanceListView('ekadashi', 2022, events, frame(), 'vaishnava');
    expect(vm.emphasis).toBe('vaishnava');
    expect(vm.count).toBe(smartaFirst.count);
    expect(vm.differing).toBe(smartaFirst.differing);
    const nirjala = vm.rows.find((r) => r.row.slug === 'vaishnava-nirjala-ekadashi')!;
    expect(nirjala.row.date).toBe(record('r0256').date);
    expect(nirjala.other).toMatchObject({ label: 'Smarta', date: record('r0255').date });
    expect(nirjala.facts.find((f) => f.key === 'parana')).toEqual(smartaFirst.rows.find((r) => r.row.slug === 'nirjala-ekadashi')!.other!.facts.find((f) => f.key === 'parana'));
    // Every row whose traditions differ is the Vaishnava day; the days both keep are the same rows as before.
    for (const r of vm.rows) expect(r.other === null ? !r.row.slug.startsWith('vaishnava-') : r.row.slug.startsWith('vaishnava-')).toBe(true);
    expect(vm.rows.filter((r) => r.other === null).map((r) => r.row.id)).toEqual(smartaFirst.rows.filter((r) => r.other === null).map((r) => r.row.id));
    // In date order, by the Vaishnava dates.
    expect(vm.rows.map((r) => r.row.date)).toEqual([...vm.rows.map((r) => r.row.date)].sort());
  });

  it('gives the Purnima vrat day where it precedes the snan-daan day', () => {
    const { events } = year(2026);
    const vm = observanceListView('purnima', 2026, events, frame());
    const vrats = events.filter((e) => e.observance === 'vrat');
    expect(vrats.length).toBeGreaterThan(0);
    expect(vm.count).toBe(events.filter((e) => e.type === 'purnima' && !e.observance).length);
    for (const v of vrats) {
      const row = vm.rows.find((r) => r.row.slug === v.relatedTo)!;
      expect(row.other?.date).toBe(v.date);
      expect(row.other!.date < row.row.date).toBe(true);
    }
    expect(vm.differing).toBe(vrats.length);
  });

  it('merges a weekday name into the Amavasya of the same date (Somvati, Shani Amavasya), not counting it twice', () => {
    const { events } = year(2026);
    const vm = observanceListView('amavasya', 2026, events, frame());
    const weekdays = events.filter((e) => e.slug === 'somvati-amavasya' || e.slug === 'shani-amavasya');
    expect(new Set(weekdays.map((e) => e.slug))).toEqual(new Set(['somvati-amavasya', 'shani-amavasya']));
    expect(vm.count).toBe(events.filter((e) => e.type === 'amavasya').length - weekdays.length);
    for (const s of weekdays) {
      const row = vm.rows.find((r) => r.row.date === s.date)!;
      expect(row.row.slug).not.toBe(s.slug);
      expect(row.aliases).toEqual([s.slug === 'somvati-amavasya' ? 'Somvati Amavasya' : 'Shani Amavasya']);
    }
  });

  it('shows each Sankranti’s moment, punya kaal and maha punya kaal, and each Pradosh’s kaal', () => {
    const { events } = year(2026);
    const sankranti = observanceListView('sankranti', 2026, events, frame());
    expect(sankranti.count).toBe(12);
    const makar = sankranti.rows.find((r) => r.row.slug === 'makar-sankranti')!;
    const e = events.find((x) => x.slug === 'makar-sankranti')!;
    const moment = e.moments.find((m) => m.kind === 'sankranti')!;
    expect(makar.facts.find((f) => f.key === 'sankranti')?.value).toBe(timeLabel(moment.at, DELHI.tz, e.date, 'en'));
    expect(makar.facts.map((f) => f.key)).toEqual(['sankranti', 'punya-kaal', 'maha-punya-kaal']);
    expect(makar.row.tithi).toBeNull();

    const pradosh = observanceListView('pradosh', 2026, events, frame('hi'));
    expect(pradosh.count).toBe(events.filter((x) => x.type === 'pradosh').length);
    expect(pradosh.rows.every((r) => r.facts[0]?.key === 'pradosh')).toBe(true);
    const soma = pradosh.rows.find((r) => r.row.slug === 'soma-pradosh')!;
    expect(soma.row.name).toBe('सोम प्रदोष व्रत');
    expect(soma.row.otherName).toBe('Soma Pradosh Vrat');
    expect(soma.row.weekday).toBe('सोमवार');
  });
});

describe('festivalMonthView', () => {
  const { events, byDate } = year(2026);
  const month = (filter: Parameters<typeof festivalMonthView>[0]['filter'], m = 3, y = 2026) =>
    festivalMonthView({ year: y, month: m, today: '2026-03-04', filter, events: y === 2026 ? events : year(y).events, byDate: y === 2026 ? byDate : year(y).byDate }, frame());

  it('lists the month’s events with tithi and window, and each day’s events in the grid', () => {
    const vm = month('all');
    const march = events.filter((e) => e.date.startsWith('2026-03-'));
    expect(vm.title).toBe('March 2026');
    expect(vm.rows.map((r) => r.id)).toEqual(march.map((e) => e.id));
    const holi = vm.rows.find((r) => r.slug === 'holika-dahan')!;
    expect(holi.tithi?.name).toBe('Purnima');
    expect(holi.window?.name).toBe('Holika Dahan Muhurat');
    expect(holi.otherName).toBe('होलिका दहन');
    const cells = vm.weeks.flat().filter((c) => c !== null);
    expect(cells).toHaveLength(31);
    expect(cells.find((c) => c.date === '2026-03-04')?.isToday).toBe(true);
    // Navratri runs through its days: it is in the grid on the 20th although it begins on the 19th.
    expect(cells.find((c) => c.date === '2026-03-20')?.events.map((e) => e.id)).toContain('chaitra-navratri');
    expect(vm.prev).toEqual({ date: '2026-02-01', label: 'February 2026' });
    expect(vm.next).toEqual({ date: '2026-04-01', label: 'April 2026' });
  });

  it('links every title to its event’s page for the year, with the city when it is not the default', () => {
    const vm = month('all');
    expect(vm.rows.find((r) => r.slug === 'holika-dahan')?.href).toBe('/festivals/festival/holika-dahan-2026');
    for (const r of vm.rows) {
      const [type, param] = r.href.split('/').slice(2);
      expect(resolveFestivalPage(type, param)).toEqual({ kind: 'page', slug: r.slug, year: 2026 });
    }
    const atVaranasi = festivalMonthView({ year: 2026, month: 3, today: '2026-03-04', filter: 'ekadashi', events, byDate }, { ...frame(), city: 'varanasi' });
    expect(atVaranasi.rows[0].href).toMatch(/^\/festivals\/ekadashi\/[a-z-]+-2026\/varanasi$/);
  });

  it('keeps only the filtered type in grid and list', () => {
    for (const filter of ['ekadashi', 'pradosh', 'vrat', 'festival', 'sankranti'] as const) {
      const vm = month(filter);
      expect(vm.filter).toBe(filter);
      expect(vm.rows.length).toBeGreaterThan(0);
      expect(vm.rows.every((r) => r.type === filter)).toBe(true);
      const ids = new Set(events.filter((e: FestivalEvent<number>) => e.type === filter).map((e) => e.id));
      expect(vm.weeks.flat().every((c) => !c || c.events.every((e) => ids.has(e.id)))).toBe(true);
    }
    expect(month('ekadashi').rows.map((r) => r.slug)).toEqual(['papmochani-ekadashi', 'kamada-ekadashi']);
  });

  it('has no month before January 1900 or after December 2100', () => {
    expect(month('all', 1, 1900).prev).toBeNull();
    expect(month('all', 12, 2100).next).toBeNull();
    expect(month('all', 12, 2100).prev?.date).toBe('2100-11-01');
  });
});

describe('upcomingView', () => {
  it('gives the next major festivals from today, their own days only, with days from today', () => {
    const { events } = year(2026);
    const items = upcomingView(events, '2026-10-20', 4, frame());
    expect(items).toHaveLength(4);
    expect(items[0].row.date >= '2026-10-20').toBe(true);
    for (const i of items) {
      const e = events.find((x) => x.id === i.row.id)!;
      expect(e.significance).toBe('high');
      expect(e.tradition ?? e.observance).toBeUndefined();
      expect(i.daysAway).toBe(Math.round((Date.parse(e.date) - Date.parse('2026-10-20')) / 86_400_000));
    }
    expect(items.map((i) => i.row.slug)).toContain('dussehra');
    expect(items[0].longDate).toMatch(/^October \d+, 2026$/);
  });
});

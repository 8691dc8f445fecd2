/**
 * The year sheet of vrats and festivals on the engine's real events (New
 * Delhi 2025): the rule it states (every Ekadashi, Pradosh, Sankashti,
 * Purnima and Amavasya, and the major festivals), nothing else, one line
 * per date, grouped by month, in the page's language.
 */
import { festivalYearIndex, type FestivalEvent } from '@/engine';
import { namesFor } from '@/lib/names/names';
import { observanceListView, type FestivalFrame } from '@/lib/view/festivals';
import { onVratSheet, vratSheetView } from '@/lib/view/print-sheets';

const DELHI = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' };
const frame = (locale: 'en' | 'hi' = 'en'): FestivalFrame => ({ locale, tz: DELHI.tz, names: namesFor(locale), otherNames: namesFor(locale === 'en' ? 'hi' : 'en'), city: null });
const { events } = festivalYearIndex({ year: 2025, ...DELHI });

const lines = (vm: ReturnType<typeof vratSheetView>) => vm.months.flatMap((m) => m.dates);
const namesOn = (vm: ReturnType<typeof vratSheetView>, date: string) => lines(vm).find((d) => d.date === date)?.names.map((n) => n.name) ?? [];

describe('vratSheetView', () => {
  const vm = vratSheetView(2025, events, frame());

  it('lists the year’s twelve months, each date once and in order', () => {
    expect(vm.year).toBe(2025);
    expect(vm.months.map((m) => m.title)).toEqual(['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']);
    const dates = lines(vm).map((d) => d.date);
    expect(dates).toEqual([...new Set(dates)].sort());
    expect(dates.every((d) => d.startsWith('2025-'))).toBe(true);
    for (const m of vm.months) expect(m.dates.every((d) => Number(d.date.slice(5, 7)) === m.month && d.day === Number(d.date.slice(8)))).toBe(true);
    expect(vm.count).toBe(lines(vm).reduce((n, d) => n + d.names.length, 0));
  });

  it('keeps every Ekadashi of the list, and every Pradosh, Sankashti, Purnima and Amavasya on its day', () => {
    for (const r of observanceListView('ekadashi', 2025, events, frame()).rows) expect(namesOn(vm, r.row.date)).toContain(r.row.name);
    const names = namesFor('en');
    const monthly = events.filter((e) => ['pradosh', 'purnima', 'amavasya'].includes(e.type) && !e.observance || e.slug === 'sankashti-chaturthi');
    expect(monthly.length).toBeGreaterThanOrEqual(12 * 4);
    for (const e of monthly.filter((x) => x.date.startsWith('2025-'))) expect(namesOn(vm, e.date)).toContain(names.festival(e.slug, e));
  });

  it('keeps the major festivals (Maha Shivaratri, Holi, Nirjala Ekadashi, Diwali of 2025 on their days) and, bold, only them', () => {
    expect(namesOn(vm, '2025-02-26')).toContain('Maha Shivaratri');
    expect(namesOn(vm, '2025-03-14')).toContain('Holi');
    expect(namesOn(vm, '2025-06-06')).toContain('Nirjala Ekadashi');
    expect(namesOn(vm, '2025-10-20')).toContain('Diwali (Lakshmi Puja)');
    const major = new Set(events.filter((e) => e.significance === 'high').map((e) => namesFor('en').festival(e.slug, e)));
    for (const d of lines(vm)) for (const n of d.names) expect(n.major).toBe(major.has(n.name));
    // Majors lead their date.
    for (const d of lines(vm)) expect(d.names.map((n) => n.major)).toEqual([...d.names.map((n) => n.major)].sort((a, b) => Number(b) - Number(a)));
  });

  it('leaves out the minor vrats and festivals and the second days (the Vaishnava Nirjala Ekadashi, Rohini Vrat, Masik Shivaratri)', () => {
    const kept = (e: FestivalEvent<number>) => namesOn(vm, e.date).includes(namesFor('en').festival(e.slug, e));
    for (const slug of ['rohini-vrat', 'masik-shivaratri', 'kalashtami', 'vaishnava-nirjala-ekadashi']) {
      const e = events.find((x) => x.slug === slug && x.date.startsWith('2025-'))!;
      expect(onVratSheet(e)).toBe(false);
      expect(kept(e)).toBe(false);
    }
    // ~120 observances on ~105 dates: a page's worth.
    expect(vm.count).toBeGreaterThan(100);
    expect(vm.count).toBeLessThan(140);
  });

  it('follows the Vaishnava emphasis for the Ekadashis (Nirjala 2025 on June 7)', () => {
    const v = vratSheetView(2025, events, frame(), 'vaishnava');
    expect(namesOn(v, '2025-06-07')).toContain('Vaishnava Nirjala Ekadashi');
    expect(namesOn(v, '2025-06-06')).not.toContain('Nirjala Ekadashi');
    expect(v.count).toBe(vm.count);
  });

  it('speaks Hindi on the Hindi sheet', () => {
    const hi = vratSheetView(2025, events, frame('hi'));
    expect(hi.months[0].title).toBe('जनवरी');
    expect(lines(hi).find((d) => d.date === '2025-10-20')).toMatchObject({ weekday: 'सोम' });
    expect(hi.count).toBe(vm.count);
  });
});

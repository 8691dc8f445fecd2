/**
 * The Shubh Muhurat view models (lib/view/shubh.ts) on the engine's New
 * Delhi 2026 years: month sections, windows as labels relative to the
 * date, checks and gap reasons as sentences in both languages.
 */
import { jdToMs, SHUBH_KINDS, shubhDay, shubhYear } from '@/engine';
import { shubhDetailView, shubhHubView, shubhYearView } from '@/lib/view/shubh';

const DELHI = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' };
const vivah = shubhYear({ kind: 'vivah', year: 2026, ...DELHI }, jdToMs);

describe('shubhYearView', () => {
  const en = shubhYearView(vivah, { locale: 'en', tz: DELHI.tz });
  const hi = shubhYearView(vivah, { locale: 'hi', tz: DELHI.tz });

  it('groups the dates by month, with their windows, grade and checks', () => {
    expect(en.months.map((m) => m.label)[2]).toBe('March 2026');
    expect(en.months.reduce((s, m) => s + m.dates.length, 0)).toBe(en.count);
    // January: Shukra asta and Kharmas; August to October: Chaturmas.
    expect([en.months[0].dates.length, en.months[8].dates.length]).toEqual([0, 0]);
    const d = en.months[2].dates.find((x) => x.date === '2026-03-11')!;
    // Rounded to the nearest minute, as the site prints times (the lagna changes at 23:13:40).
    expect(d.windows).toEqual(['11:14 PM – 3:36 AM, Mar 12']);
    expect([d.dateLabel, d.gradeName, d.duration, d.tithis, d.nakshatras]).toEqual(['Wednesday, March 11, 2026', 'Excellent', '4 h 23 min', ['Krishna Ashtami'], ['Mula']]);
    expect(d.checks.map((c) => c.text)).toEqual(expect.arrayContaining(['Nakshatra Mula: allowed', 'Shukra: not combust', 'Nakshatra Jyeshtha: kicked by Mercury (Latta)', 'Lagna Tula: not allowed']));
    const hiDate = hi.months[2].dates.find((x) => x.date === '2026-03-11')!;
    expect([hiDate.gradeName, hiDate.nakshatras]).toEqual(['उत्तम', ['मूल']]);
    expect(hiDate.checks.map((c) => c.text)).toContain('शुक्र: उदित');
  });

  it('says why each gap has no date', () => {
    const kharmas = en.gaps.find((g) => g.startDate === '2026-03-15')!;
    expect(kharmas).toEqual({ startDate: '2026-03-15', endDate: '2026-04-14', range: 'Mar 15, 2026 – Apr 14, 2026', days: 31, reasons: ['Mar 15, 2026 – Apr 14, 2026: Kharmas, Sun in Meena'] });
    expect(hi.gaps.find((g) => g.startDate === '2026-03-15')!.reasons).toEqual(['15 मार्च 2026 – 14 अप्रैल 2026: खरमास, सूर्य मीन में']);
    expect(en.exclusions.map((e) => e.name)).toContain('Guru asta');
    expect(en.alternatives.find((a) => a.key === 'lagna-mc')).toEqual({ key: 'lagna-mc', text: "Only Mithuna, Kanya or Tula rising (Muhurta Chintamani's verse)", active: false });
  });
});

describe('shubhDetailView', () => {
  it('shows a date that is not listed with what ruled it out', () => {
    // 2026-03-20 lies in Kharmas (the Sun in Meena).
    const v = shubhDetailView('vivah', shubhDay({ kind: 'vivah', date: '2026-03-20', ...DELHI }, jdToMs), { locale: 'en', tz: DELHI.tz });
    expect([v.listed, v.noWindows, v.windows]).toEqual([false, 'No muhurat on this date', []]);
    expect(v.failed.map((c) => c.text)).toEqual(expect.arrayContaining(['Sun in Meena: not allowed', 'Kharmas, Sun in Meena']));
    expect(v.failed.find((c) => c.check === 'kharmas')!.range).toBe('1:09 AM, Mar 15 – 9:39 AM, Apr 14');
  });
});

describe('shubhHubView', () => {
  it('lists every kind with its count and next date', () => {
    const years = SHUBH_KINDS.map((kind) => shubhYear({ kind, year: 2026, ...DELHI }, jdToMs));
    const v = shubhHubView(years, '2026-11-27', { locale: 'en', tz: DELHI.tz });
    expect(v.kinds.map((k) => k.kind)).toEqual(SHUBH_KINDS);
    const w = v.kinds[0];
    expect([w.name, w.count, w.next?.date]).toEqual(['Vivah (marriage)', vivah.dates.length, vivah.dates.find((d) => d.date >= '2026-11-27')!.date]);
  });
});

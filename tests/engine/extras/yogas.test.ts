/**
 * The auspicious yogas and the Anandadi yogas: each table against its
 * published form (written here with the nakshatra names, as the verses
 * give them), the reference day's printed special yogas, and a computed
 * example of each yoga whose conditions the test re-checks on the Panchang.
 */
import { computeDay, computePanchang, dayExtrasOf } from '@/engine';
import { ANANDADI_START, ANANDADI_YOGAS, anandadiYoga, nakshatra28 } from '@/engine/yogas/anandadi';
import { DVIPADA_NAKSHATRAS, PUSHKAR_WEEKDAYS, TRIPADA_NAKSHATRAS } from '@/engine/yogas/pushkar';
import { countFrom, RAVI_YOGA_COUNTS } from '@/engine/yogas/ravi';
import { AMRITA_SIDDHI, SARVARTHA_SIDDHI } from '@/engine/yogas/weekday-nakshatra';
import { PLACES, readJson } from '../reference';

const NAK = [
  'Ashwini', 'Bharani', 'Krittika', 'Rohini', 'Mrigashira', 'Ardra', 'Punarvasu', 'Pushya', 'Ashlesha', 'Magha',
  'Purva Phalguni', 'Uttara Phalguni', 'Hasta', 'Chitra', 'Swati', 'Vishakha', 'Anuradha', 'Jyeshtha', 'Mula',
  'Purva Ashadha', 'Uttara Ashadha', 'Shravana', 'Dhanishtha', 'Shatabhisha', 'Purva Bhadrapada', 'Uttara Bhadrapada', 'Revati',
];
const names = (ns: readonly number[]) => ns.map((n) => NAK[n - 1]).sort();
const DELHI = PLACES['new-delhi-table'];

describe('tables, as the Muhurta Chintamani gives them', () => {
  it('Sarvartha Siddhi: the nakshatras of each weekday', () => {
    expect(SARVARTHA_SIDDHI.map(names)).toEqual(
      [
        ['Hasta', 'Mula', 'Uttara Phalguni', 'Uttara Ashadha', 'Uttara Bhadrapada', 'Pushya', 'Ashwini'],
        ['Shravana', 'Rohini', 'Mrigashira', 'Pushya', 'Anuradha'],
        ['Ashwini', 'Uttara Bhadrapada', 'Krittika', 'Ashlesha'],
        ['Rohini', 'Anuradha', 'Hasta', 'Krittika', 'Mrigashira'],
        ['Revati', 'Anuradha', 'Ashwini', 'Punarvasu', 'Pushya'],
        ['Revati', 'Anuradha', 'Ashwini', 'Punarvasu', 'Shravana'],
        ['Shravana', 'Rohini', 'Swati'],
      ].map((l) => [...l].sort()),
    );
  });

  it('Amrita Siddhi: one nakshatra a weekday', () => {
    expect(AMRITA_SIDDHI.map((n) => NAK[n - 1])).toEqual(['Hasta', 'Mrigashira', 'Ashwini', 'Anuradha', 'Pushya', 'Revati', 'Rohini']);
  });

  it('Ravi Yoga: the 4th, 6th, 9th, 10th, 13th and 20th nakshatra from the Sun’s', () => {
    expect(RAVI_YOGA_COUNTS).toEqual([4, 6, 9, 10, 13, 20]);
    expect(countFrom(11, 11)).toBe(1);
    expect(countFrom(11, 19)).toBe(9);
    expect(countFrom(27, 3)).toBe(4);
  });

  it('Pushkar yogas: weekdays, dvipada and tripada nakshatras', () => {
    expect(PUSHKAR_WEEKDAYS).toEqual([0, 2, 6]);
    expect(names(DVIPADA_NAKSHATRAS)).toEqual(['Chitra', 'Dhanishtha', 'Mrigashira']);
    expect(names(TRIPADA_NAKSHATRAS)).toEqual(['Krittika', 'Punarvasu', 'Purva Bhadrapada', 'Uttara Ashadha', 'Uttara Phalguni', 'Vishakha']);
    // Tripada: three padas in one sign, one in the next; dvipada: two and two.
    for (const n of TRIPADA_NAKSHATRAS) {
      const start = ((n - 1) * 40) / 3;
      expect([1, 3]).toContain(Math.round(((Math.ceil(start / 30) * 30 - start) * 3) / 10));
    }
    for (const n of DVIPADA_NAKSHATRAS) {
      const start = ((n - 1) * 40) / 3;
      expect(Math.round(((Math.ceil(start / 30) * 30 - start) * 3) / 10)).toBe(2);
    }
  });

  it('Anandadi: 28 yogas counted from Ashwini, Mrigashira, Ashlesha, Hasta, Anuradha, Uttara Ashadha, Shatabhisha', () => {
    const NAK28 = [...NAK.slice(0, 21), 'Abhijit', ...NAK.slice(21)];
    expect(ANANDADI_START.map((n) => NAK28[n - 1])).toEqual(['Ashwini', 'Mrigashira', 'Ashlesha', 'Hasta', 'Anuradha', 'Uttara Ashadha', 'Shatabhisha']);
    expect(ANANDADI_YOGAS.map((y) => y.key)).toEqual([
      'ananda', 'kaladanda', 'dhumra', 'prajapati', 'saumya', 'dhwanksha', 'dhwaja', 'shrivatsa', 'vajra', 'mudgara',
      'chhatra', 'mitra', 'manasa', 'padma', 'lumbaka', 'utpata', 'mrityu', 'kana', 'siddhi', 'shubha',
      'amrita', 'musala', 'gada', 'matanga', 'rakshasa', 'chara', 'sthira', 'vardhamana',
    ]);
    expect(ANANDADI_YOGAS.filter((y) => !y.auspicious).map((y) => y.key)).toEqual([
      'kaladanda', 'dhumra', 'dhwanksha', 'vajra', 'mudgara', 'lumbaka', 'utpata', 'mrityu', 'kana', 'musala', 'gada', 'rakshasa',
    ]);
    // Sunday with Ashwini is Ananda; the weekday's own start nakshatra always is.
    for (let w = 0; w < 7; w++) expect(anandadiYoga(w, ANANDADI_START[w])).toBe(1);
    expect(nakshatra28(276.5)).toBe(21);
    expect(nakshatra28(277)).toBe(22);
    expect(nakshatra28(280.8)).toBe(22);
    expect(nakshatra28(281)).toBe(23);
    expect(nakshatra28(359.9)).toBe(28);
  });
});

interface DrikDay {
  case_id: string;
  date: string;
  special_yogas?: Record<string, string | [string, string]>;
}

describe('the reference day New Delhi 2020-12-31 (a Thursday, Punarvasu then Pushya at 19:49)', () => {
  const ref = readJson<DrikDay[]>('drik-days-dev.json').find((d) => d.special_yogas)!;
  const extras = dayExtrasOf(computeDay({ date: ref.date, ...PLACES['New Delhi'] }));
  const minute = (iso: string) => {
    const d = new Date(Date.parse(iso) + 30_000);
    return iso.slice(0, 11) + new Date(d.getTime() + 5.5 * 3600_000).toISOString().slice(11, 16);
  };
  const local = (printed: string) => (printed.includes('T') ? printed : `${ref.date}T${printed}`);

  it('prints Sarvartha Siddhi for the whole day', () => {
    expect(ref.special_yogas?.sarvartha_siddhi_yoga).toBe('Whole Day');
    const y = extras.yogas.filter((x) => x.yoga === 'sarvartha_siddhi');
    expect(y).toHaveLength(1);
    expect(y[0].wholeDay).toBe(true);
  });

  it.each([
    ['amrita_siddhi', 'amrita_siddhi_yoga'],
    ['guru_pushya', 'guru_pushya_yoga'],
  ] as const)('%s within a minute of the printed window', (ours, printed) => {
    const [from, to] = ref.special_yogas?.[printed] as [string, string];
    const y = extras.yogas.filter((x) => x.yoga === ours);
    expect(y).toHaveLength(1);
    expect(Math.abs(Date.parse(y[0].start) - Date.parse(`${local(from)}:00+05:30`))).toBeLessThanOrEqual(60_000);
    // The next day's printed times carry their date; the rounded local minute is compared.
    expect(minute(y[0].end).slice(11)).toBe(local(to).slice(11));
  });

  it('gives Anandadi Siddhi then Shubha (Thursday counts from Anuradha: Punarvasu is 19th, Pushya 20th)', () => {
    expect(extras.anandadi.map((a) => a.key)).toEqual(['siddhi', 'shubha']);
    expect(extras.anandadi[0].end).toBe(extras.tarabalam[0].end);
  });
});

describe('computed examples, their conditions re-checked on the Panchang', () => {
  const midpoint = (y: { start: string; end: string }) => new Date((Date.parse(y.start) + Date.parse(y.end)) / 2);
  const holdsAt = (p: ReturnType<typeof computePanchang>, key: 'tithi' | 'nakshatra', at: Date) =>
    p[key].find((s) => Date.parse(s.start) <= at.getTime() && (s.end === null || Date.parse(s.end) > at.getTime()))!.number;

  it('Dwipushkar on Tuesday 2025-01-21, New Delhi: Saptami and Chitra', () => {
    const date = '2025-01-21';
    const y = dayExtrasOf(computeDay({ date, ...DELHI })).yogas.find((x) => x.yoga === 'dwipushkar')!;
    expect(y.start.slice(0, 16)).toBe('2025-01-21T07:13');
    expect(y.end.slice(0, 16)).toBe('2025-01-21T12:39');
    const p = computePanchang({ date, ...DELHI });
    const at = midpoint(y);
    expect(p.vara.number).toBe(3);
    expect(holdsAt(p, 'tithi', at) % 15).toBe(7);
    expect(holdsAt(p, 'nakshatra', at)).toBe(14);
  });

  it('Tripushkar on Saturday 2025-03-01, New Delhi: Dwitiya and Purva Bhadrapada', () => {
    const date = '2025-03-01';
    const y = dayExtrasOf(computeDay({ date, ...DELHI })).yogas.find((x) => x.yoga === 'tripushkar')!;
    expect(y.start.slice(0, 16)).toBe('2025-03-01T06:46');
    expect(y.end.slice(0, 16)).toBe('2025-03-01T11:22');
    const p = computePanchang({ date, ...DELHI });
    expect(p.vara.number).toBe(7);
    expect(holdsAt(p, 'tithi', midpoint(y)) % 15).toBe(2);
    expect(holdsAt(p, 'nakshatra', midpoint(y))).toBe(25);
  });

  it('Ravi Yoga all of 2025-09-02 at New Delhi: Sun in Purva Phalguni, Moon in Mula (9th) then Purva Ashadha (10th)', () => {
    const date = '2025-09-02';
    const p = computePanchang({ date, ...DELHI });
    expect(p.sunNakshatra.map((s) => s.number)).toEqual([11]);
    expect(p.nakshatra.map((s) => s.number)).toEqual([19, 20]);
    const y = dayExtrasOf(computeDay({ date, ...DELHI })).yogas.filter((x) => x.yoga === 'ravi_yoga');
    expect(y).toHaveLength(1);
    expect(y[0].wholeDay).toBe(true);
  });

  it('Anandadi passes through Abhijit (22) between Uttara Ashadha and Shravana', () => {
    // 2025-09-04 at New Delhi: the Moon goes from Uttara Ashadha through Abhijit into Shravana.
    const a = dayExtrasOf(computeDay({ date: '2025-09-04', ...DELHI })).anandadi;
    expect(a.map((x) => x.nakshatra28)).toEqual([21, 22, 23]);
    // A Thursday counts from Anuradha (17): Uttara Ashadha is 5th (Saumya), Abhijit 6th, Shravana 7th.
    expect(a.map((x) => x.key)).toEqual(['saumya', 'dhwanksha', 'dhwaja']);
    // Abhijit lasts 4deg13'20" of the Moon's motion: about 7-9 hours.
    const hours = (Date.parse(a[1].end!) - Date.parse(a[1].start)) / 3_600_000;
    expect(hours).toBeGreaterThan(6.5);
    expect(hours).toBeLessThan(9.5);
  });
});

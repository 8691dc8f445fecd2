/**
 * Pitru Paksha: the Shraddha date of each tithi by the aparahna rule
 * (engine/pitru-paksha.ts), checked against the reference's 2022 records
 * (festivals-dev.json: Bhadrapada Purnima r0818, Sarva Pitru Amavasya r0724)
 * and on computed examples whose rule the test re-derives.
 */
import { computeFestivals, isPanchangInputError, pitruPaksha, SHRADDHA_TITHIS } from '@/engine';
import { readJson } from './reference';

const DELHI = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' };
interface Record {
  id: string;
  date: string;
  tithi_begins?: string;
  tithi_ends?: string;
}
const refs = readJson<Record[]>('festivals-dev.json');
const near = (ours: string, printed: string) => Math.abs(Date.parse(ours) - Date.parse(`${printed}:00+05:30`)) <= 60_000;

describe('Pitru Paksha 2022 at New Delhi', () => {
  const p = pitruPaksha({ year: 2022, ...DELHI });

  it('lists the sixteen Shraddhas, Purnima to Amavasya, in order', () => {
    expect(SHRADDHA_TITHIS).toEqual([15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
    expect(p.days.map((d) => d.tithi)).toEqual(SHRADDHA_TITHIS);
    const dates = p.days.map((d) => d.date);
    expect([...dates].sort()).toEqual(dates);
  });

  it('opens with the Purnima Shraddha on the reference’s Bhadrapada Purnima (r0818), its tithi times to the minute', () => {
    const r = refs.find((x) => x.id === 'r0818')!;
    expect(p.start).toBe(r.date);
    expect(near(p.days[0].tithiStart, r.tithi_begins!)).toBe(true);
    expect(near(p.days[0].tithiEnd, r.tithi_ends!)).toBe(true);
  });

  it('closes with Sarva Pitru Amavasya on the reference’s date (r0724), as the festival table has it', () => {
    const r = refs.find((x) => x.id === 'r0724')!;
    expect(p.end).toBe(r.date);
    const last = p.days[p.days.length - 1];
    expect(near(last.tithiStart, r.tithi_begins!)).toBe(true);
    expect(near(last.tithiEnd, r.tithi_ends!)).toBe(true);
    const festival = computeFestivals({ year: 2022, ...DELHI }).events.find((e) => e.slug === 'sarva-pitru-amavasya')!;
    expect(festival.date).toBe(last.date);
  });

  it('Saptami covers more of the 16th’s aparahna than the 17th’s, so it is kept on the 16th', () => {
    const d = p.days.find((x) => x.tithi === 22)!;
    expect(d.date).toBe('2022-09-16');
    expect(d.reason.choice).toBe('both-more');
    const [first, second] = d.reason.days.filter((c) => c.prevails);
    expect(first.minutes!).toBeGreaterThan(second.minutes!);
  });
});

describe('Pitru Paksha 2025 at New Delhi', () => {
  const p = pitruPaksha({ year: 2025, ...DELHI });

  it('runs from 2025-09-07 to 2025-09-21', () => {
    expect([p.start, p.end]).toEqual(['2025-09-07', '2025-09-21']);
  });

  it('keeps Tritiya and Chaturthi on one date: Tritiya ends and Chaturthi begins inside the aparahna of the 10th', () => {
    const tritiya = p.days.find((x) => x.tithi === 18)!;
    const chaturthi = p.days.find((x) => x.tithi === 19)!;
    expect([tritiya.date, chaturthi.date]).toEqual(['2025-09-10', '2025-09-10']);
    const ap = tritiya.windows.aparahna!;
    expect(Date.parse(tritiya.tithiEnd)).toBeGreaterThan(Date.parse(ap.start));
    expect(Date.parse(tritiya.tithiEnd)).toBeLessThan(Date.parse(ap.end));
    // Chaturthi ends before the next day's aparahna begins.
    expect(chaturthi.tithiEnd < `2025-09-11T13:00`).toBe(true);
  });

  it('gives each day its Kutup (8th day muhurta), Rohina (9th) and aparahna (4th fifth of the day)', () => {
    const w = p.days[0].windows;
    const len = (s: { start: string; end: string }) => Date.parse(s.end) - Date.parse(s.start);
    expect(w.kutup!.end).toBe(w.rohina!.start);
    expect(len(w.kutup!)).toBeCloseTo(len(w.rohina!), -2);
    // A muhurta is a fifteenth of the day, the aparahna a fifth: three muhurtas.
    expect(len(w.aparahna!) / len(w.kutup!)).toBeCloseTo(3, 3);
    // The aparahna (muhurtas 10-12) follows the Rohina directly.
    expect(Math.abs(Date.parse(w.aparahna!.start) - Date.parse(w.rohina!.end))).toBeLessThanOrEqual(1000);
  });
});

it('rejects a year outside 1900-2100, naming the field', () => {
  expect.assertions(1);
  try {
    pitruPaksha({ year: 2101, ...DELHI });
  } catch (e) {
    expect(isPanchangInputError(e) && e.field).toBe('year');
  }
});

/**
 * Do Ghati muhurta (engine/timings/do-ghati.ts): the thirty muhurtas of day
 * and night as printed, their natures, the weekday's Durmuhurta, and a
 * computed day checked against the engine's other muhurta windows.
 */
import { computeDay, computeDoGhati, DO_GHATI_DAY, DO_GHATI_NIGHT, muhuratsOfDay, shiftDate } from '@/engine';
import { DURMUHURTA } from '@/engine/timings/muhurat';

const DELHI = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' };
const sec = (iso: string) => iso.slice(0, 19);

describe('the Do Ghati table', () => {
  it('names the fifteen day and fifteen night muhurtas in order, with their natures', () => {
    const printed = (list: typeof DO_GHATI_DAY) => list.map(([n, q]) => `${n}${q === 'inauspicious' ? ' (bad)' : ''}`).join(', ');
    expect(printed(DO_GHATI_DAY)).toBe(
      'rudra (bad), ahi (bad), mitra, pitri (bad), vasu, varaha, vishvedeva, vidhi, sutamukhi, puruhuta (bad), vahini, naktanakara (bad), varuna, aryaman, bhaga (bad)',
    );
    expect(printed(DO_GHATI_NIGHT)).toBe(
      'girisha (bad), ajapada (bad), ahirbudhnya, pushya, ashvini, yama (bad), agni, vidhatri, kanda, aditi, jiva, vishnu, dyumadgadyuti, brahma, samudra',
    );
  });
});

describe('computeDoGhati', () => {
  it('cuts the day and the night into fifteen each (New Delhi, Sunday 2025-11-23)', () => {
    const t = computeDoGhati({ date: '2025-11-23', ...DELHI });
    expect(t.muhurtas).toHaveLength(30);
    // Sunrise 06:50:06, sunset 17:24:48: 10 h 34 min 42 s / 15 = 42 min 19 s a muhurta.
    expect([t.muhurtas[0].name, t.muhurtas[0].start.slice(11, 19), t.muhurtas[0].end.slice(11, 19)]).toEqual(['rudra', '06:50:06', '07:32:25']);
    expect(t.muhurtas[15]).toMatchObject({ number: 1, name: 'girisha', period: 'night' });
    expect(Date.parse(t.muhurtas[15].start)).toBe(Date.parse(t.muhurtas[14].end));
  });

  it('puts Vidhi on Abhijit and Brahma on the next morning\u2019s Brahma muhurta', () => {
    const date = '2025-11-23';
    const day = computeDay({ date, ...DELHI });
    const t = computeDoGhati({ date, ...DELHI });
    const abhijit = muhuratsOfDay(day).windows.find((w) => w.type === 'abhijit')!;
    const vidhi = t.muhurtas.find((m) => m.name === 'vidhi')!;
    expect([sec(vidhi.start), sec(vidhi.end)]).toEqual([sec(abhijit.start), sec(abhijit.end)]);
    const brahma = muhuratsOfDay(computeDay({ date: shiftDate(date, 1), ...DELHI })).windows.find((w) => w.type === 'brahma')!;
    const m14 = t.muhurtas.find((m) => m.name === 'brahma')!;
    expect([sec(m14.start), sec(m14.end), m14.quality]).toEqual([sec(brahma.start), sec(brahma.end), 'auspicious']);
  });

  it('marks each weekday\u2019s Durmuhurta inauspicious, at the Durmuhurta windows of the day (Sunday 2025-11-16 .. Saturday 11-22)', () => {
    for (let i = 0; i < 7; i++) {
      const date = shiftDate('2025-11-16', i);
      const day = computeDay({ date, ...DELHI });
      const t = computeDoGhati({ date, ...DELHI });
      const marked = t.muhurtas.filter((m) => m.durmuhurta);
      const windows = muhuratsOfDay(day).windows.filter((w) => w.type === 'durmuhurta');
      expect([date, marked.map((m) => [sec(m.start), m.quality])]).toEqual([date, windows.map((w) => [sec(w.start), 'inauspicious'])]);
      expect(marked.length).toBe(DURMUHURTA[day.weekday].length);
    }
    // Aryaman is auspicious but on Sunday; Agni (7th of the night) but on Tuesday.
    const quality = (date: string, name: string) => computeDoGhati({ date, ...DELHI }).muhurtas.find((m) => m.name === name)!.quality;
    expect([quality('2025-11-16', 'aryaman'), quality('2025-11-17', 'aryaman'), quality('2025-11-18', 'agni'), quality('2025-11-19', 'agni')]).toEqual([
      'inauspicious',
      'auspicious',
      'inauspicious',
      'auspicious',
    ]);
  });
});

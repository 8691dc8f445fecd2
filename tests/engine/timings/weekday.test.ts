/**
 * The weekday tables, for all seven weekdays (New Delhi, Sunday 2025-01-05
 * to Saturday 2025-01-11): Rahu Kaal, Yamaganda and Gulika parts,
 * Durmuhurta muhurtas, Abhijit (none on Wednesday), the Choghadiya
 * sequences and the Hora lords. Expected values are written out as the
 * published weekday tables print them, independent of the engine's tables.
 */
import {
  choghadiyaOfDay,
  computeDay,
  computePanchang,
  horaOfDay,
  muhuratsOfDay,
  type RawDay,
} from '@/engine';
import { PLACES } from '../reference';

const DELHI = PLACES['New Delhi'];
const WEEK = ['2025-01-05', '2025-01-06', '2025-01-07', '2025-01-08', '2025-01-09', '2025-01-10', '2025-01-11'];
const NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const days = WEEK.map((date) => computeDay({ date, ...DELHI }));
const ms = (iso: string) => Date.parse(iso);

/** [start, end] (ms) of part i (1-based) of n equal parts of [a, b] (ISO). */
function part(a: string, b: string, n: number, i: number): [number, number] {
  const len = (ms(b) - ms(a)) / n;
  return [ms(a) + (i - 1) * len, ms(a) + i * len];
}
const near = (iso: string, t: number) => expect(Math.abs(ms(iso) - t)).toBeLessThanOrEqual(1000);

const RAHU = { Sunday: 8, Monday: 2, Tuesday: 7, Wednesday: 5, Thursday: 6, Friday: 4, Saturday: 3 };
const YAMAGANDA = { Sunday: 5, Monday: 4, Tuesday: 3, Wednesday: 2, Thursday: 1, Friday: 7, Saturday: 6 };
const GULIKA = { Sunday: 7, Monday: 6, Tuesday: 5, Wednesday: 4, Thursday: 3, Friday: 2, Saturday: 1 };
/** Day muhurtas (1-15); 'n7' = 7th night muhurta. */
const DURMUHURTA: Record<string, (number | string)[]> = {
  Sunday: [14],
  Monday: [9, 12],
  Tuesday: [4, 'n7'],
  Wednesday: [8],
  Thursday: [6, 12],
  Friday: [4, 9],
  Saturday: [1, 2],
};
const CHOGHADIYA_DAY: Record<string, string> = {
  Sunday: 'Udveg Char Labh Amrit Kaal Shubh Rog Udveg',
  Monday: 'Amrit Kaal Shubh Rog Udveg Char Labh Amrit',
  Tuesday: 'Rog Udveg Char Labh Amrit Kaal Shubh Rog',
  Wednesday: 'Labh Amrit Kaal Shubh Rog Udveg Char Labh',
  Thursday: 'Shubh Rog Udveg Char Labh Amrit Kaal Shubh',
  Friday: 'Char Labh Amrit Kaal Shubh Rog Udveg Char',
  Saturday: 'Kaal Shubh Rog Udveg Char Labh Amrit Kaal',
};
const CHOGHADIYA_NIGHT: Record<string, string> = {
  Sunday: 'Shubh Amrit Char Rog Kaal Labh Udveg Shubh',
  Monday: 'Char Rog Kaal Labh Udveg Shubh Amrit Char',
  Tuesday: 'Kaal Labh Udveg Shubh Amrit Char Rog Kaal',
  Wednesday: 'Udveg Shubh Amrit Char Rog Kaal Labh Udveg',
  Thursday: 'Amrit Char Rog Kaal Labh Udveg Shubh Amrit',
  Friday: 'Rog Kaal Labh Udveg Shubh Amrit Char Rog',
  Saturday: 'Labh Udveg Shubh Amrit Char Rog Kaal Labh',
};
const RULER: Record<string, string> = {
  Udveg: 'Sun',
  Char: 'Venus',
  Labh: 'Mercury',
  Amrit: 'Moon',
  Kaal: 'Saturn',
  Shubh: 'Jupiter',
  Rog: 'Mars',
};
const QUALITY: Record<string, string> = {
  Udveg: 'bad',
  Char: 'neutral',
  Labh: 'good',
  Amrit: 'good',
  Kaal: 'bad',
  Shubh: 'good',
  Rog: 'bad',
};
/** Day horas of each weekday, from sunrise. */
const HORA_DAY: Record<string, string> = {
  Sunday: 'Sun Venus Mercury Moon Saturn Jupiter Mars Sun Venus Mercury Moon Saturn',
  Monday: 'Moon Saturn Jupiter Mars Sun Venus Mercury Moon Saturn Jupiter Mars Sun',
  Tuesday: 'Mars Sun Venus Mercury Moon Saturn Jupiter Mars Sun Venus Mercury Moon',
  Wednesday: 'Mercury Moon Saturn Jupiter Mars Sun Venus Mercury Moon Saturn Jupiter Mars',
  Thursday: 'Jupiter Mars Sun Venus Mercury Moon Saturn Jupiter Mars Sun Venus Mercury',
  Friday: 'Venus Mercury Moon Saturn Jupiter Mars Sun Venus Mercury Moon Saturn Jupiter',
  Saturday: 'Saturn Jupiter Mars Sun Venus Mercury Moon Saturn Jupiter Mars Sun Venus',
};

describe.each(days.map((d, i) => [NAMES[i], d] as const))('%s', (weekday, day: RawDay) => {
  const p = computePanchang({ date: WEEK[NAMES.indexOf(weekday)], ...DELHI });
  const sunrise = p.sunrise!;
  const sunset = p.sunset!;
  const next = p.nextSunrise!;
  const m = muhuratsOfDay(day).windows;
  const one = (type: string) => {
    const w = m.filter((x) => x.type === type);
    expect(w).toHaveLength(1);
    return w[0];
  };

  test('is that weekday', () => {
    expect(p.vara.number).toBe(NAMES.indexOf(weekday) + 1);
  });

  test('Rahu Kaal, Yamaganda and Gulika are their parts of the day', () => {
    for (const [type, table] of [
      ['rahu_kaal', RAHU],
      ['yamaganda', YAMAGANDA],
      ['gulika', GULIKA],
    ] as const) {
      const w = one(type);
      const [a, b] = part(sunrise, sunset, 8, table[weekday as keyof typeof RAHU]);
      near(w.start, a);
      near(w.end, b);
    }
  });

  test('Durmuhurta', () => {
    const w = m.filter((x) => x.type === 'durmuhurta');
    const expected = DURMUHURTA[weekday].map((n) =>
      typeof n === 'number' ? part(sunrise, sunset, 15, n) : part(sunset, next, 15, Number(n.slice(1))),
    );
    expect(w).toHaveLength(expected.length);
    w.forEach((x, i) => {
      near(x.start, expected[i][0]);
      near(x.end, expected[i][1]);
    });
  });

  test('Abhijit is the 8th day muhurta, except on Wednesday', () => {
    const w = m.filter((x) => x.type === 'abhijit');
    if (weekday === 'Wednesday') {
      expect(w).toEqual([]);
    } else {
      const [a, b] = part(sunrise, sunset, 15, 8);
      near(w[0].start, a);
      near(w[0].end, b);
    }
  });

  test('Vijaya (11th day muhurta), Nishita (8th night muhurta), Sayahna Sandhya', () => {
    const v = part(sunrise, sunset, 15, 11);
    near(one('vijaya').start, v[0]);
    near(one('vijaya').end, v[1]);
    const n = part(sunset, next, 15, 8);
    near(one('nishita').start, n[0]);
    near(one('nishita').end, n[1]);
    near(one('sayahna_sandhya').start, ms(sunset));
    near(one('sayahna_sandhya').end, ms(sunset) + 1.5 * ((ms(next) - ms(sunset)) / 15));
  });

  test('Brahma muhurta ends one night muhurta before sunrise; Pratah Sandhya ends at sunrise', () => {
    const b = one('brahma');
    const night = (ms(sunrise) - ms(b.start)) / 2; // Brahma starts two night muhurtas before sunrise
    expect(night * 15).toBeGreaterThan(12 * 3600_000); // a January night in Delhi: ~13h40m
    expect(night * 15).toBeLessThan(14 * 3600_000);
    near(b.end, ms(sunrise) - night);
    near(one('pratah_sandhya').end, ms(sunrise));
    near(one('pratah_sandhya').start, ms(sunrise) - 1.5 * night);
  });

  test('windows are sorted by start', () => {
    const starts = m.map((w) => ms(w.start));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  test('Choghadiya: names, rulers and qualities by weekday, 8 equal parts of day and night', () => {
    const c = choghadiyaOfDay(day).periods;
    expect(c).toHaveLength(16);
    const dayPeriods = c.filter((x) => x.period === 'day');
    const nightPeriods = c.filter((x) => x.period === 'night');
    expect(dayPeriods.map((x) => x.name).join(' ')).toBe(CHOGHADIYA_DAY[weekday]);
    expect(nightPeriods.map((x) => x.name).join(' ')).toBe(CHOGHADIYA_NIGHT[weekday]);
    for (const x of c) {
      expect(x.ruler).toBe(RULER[x.name]);
      expect(x.quality).toBe(QUALITY[x.name]);
    }
    dayPeriods.forEach((x, i) => {
      const [a, b] = part(sunrise, sunset, 8, i + 1);
      near(x.start, a);
      near(x.end, b);
    });
    nightPeriods.forEach((x, i) => {
      const [a, b] = part(sunset, next, 8, i + 1);
      near(x.start, a);
      near(x.end, b);
    });
  });

  test('Hora: 12 day horas from the weekday lord, the night continuing the sequence', () => {
    const h = horaOfDay(day).horas;
    expect(h).toHaveLength(24);
    expect(
      h
        .slice(0, 12)
        .map((x) => x.planet)
        .join(' '),
    ).toBe(HORA_DAY[weekday]);
    // The 25th hora (the next sunrise's first) belongs to the next weekday's lord.
    const nextLord = HORA_DAY[NAMES[(NAMES.indexOf(weekday) + 1) % 7]].split(' ')[0];
    const order = ['Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus', 'Mercury', 'Moon'];
    expect(order[(order.indexOf(h[23].planet) + 1) % 7]).toBe(nextLord);
    h.forEach((x, i) => {
      const [a, b] = i < 12 ? part(sunrise, sunset, 12, i + 1) : part(sunset, next, 12, i - 11);
      near(x.start, a);
      near(x.end, b);
      expect(x.period).toBe(i < 12 ? 'day' : 'night');
    });
  });
});

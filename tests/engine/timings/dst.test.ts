/**
 * A daylight-saving change (New York, clocks 02:00 EST -> 03:00 EDT on
 * 2025-03-09): Choghadiya and Hora follow sunrise and sunset in real time,
 * so their periods stay equal in length while the printed offsets change.
 */
import { choghadiyaOfDay, computeDay, computePanchang, horaOfDay, muhuratsOfDay } from '@/engine';

const NEW_YORK = { lat: 40.7128, lon: -74.006, tz: 'America/New_York' };
const ms = (iso: string) => Date.parse(iso);

function equalParts(periods: { start: string; end: string }[], from: string, to: string) {
  const len = (ms(to) - ms(from)) / periods.length;
  expect(periods[0].start).toBe(from);
  expect(periods[periods.length - 1].end).toBe(to);
  periods.forEach((p, i) => {
    expect(Math.abs(ms(p.start) - (ms(from) + i * len))).toBeLessThanOrEqual(1000);
    expect(Math.abs(ms(p.end) - ms(p.start) - len)).toBeLessThanOrEqual(1000);
    if (i > 0) expect(p.start).toBe(periods[i - 1].end);
  });
}

describe('New York 2025-03-09 (DST starts at 02:00)', () => {
  const input = { date: '2025-03-09', ...NEW_YORK };
  const p = computePanchang(input);
  const day = computeDay(input);

  test('the day is in EDT', () => {
    expect(p.sunrise).toMatch(/^2025-03-09T07:1\d:\d\d-04:00$/);
    expect(p.sunset).toMatch(/^2025-03-09T18:5\d:\d\d-04:00$/);
  });

  test('choghadiya: 8 equal parts of sunrise-sunset and sunset-next sunrise', () => {
    const c = choghadiyaOfDay(day).periods;
    equalParts(c.filter((x) => x.period === 'day'), p.sunrise!, p.sunset!);
    equalParts(c.filter((x) => x.period === 'night'), p.sunset!, p.nextSunrise!);
    expect(c[0].name).toBe('Udveg'); // Sunday
  });

  test('hora: 12 equal parts each', () => {
    const h = horaOfDay(day).horas;
    equalParts(h.filter((x) => x.period === 'day'), p.sunrise!, p.sunset!);
    equalParts(h.filter((x) => x.period === 'night'), p.sunset!, p.nextSunrise!);
    expect(h[0].planet).toBe('Sun');
  });
});

describe('New York 2025-03-08: the night across the clock change', () => {
  const input = { date: '2025-03-08', ...NEW_YORK };
  const p = computePanchang(input);
  const day = computeDay(input);

  test('night periods are equal in real time while the offset changes from -05:00 to -04:00', () => {
    const night = choghadiyaOfDay(day).periods.filter((x) => x.period === 'night');
    equalParts(night, p.sunset!, p.nextSunrise!);
    expect(night[0].start.endsWith('-05:00')).toBe(true);
    expect(night[7].end.endsWith('-04:00')).toBe(true);
    // A night of ~11h40m: each choghadiya ~87.5 minutes of real time; the
    // one holding at 02:00 EST shows a local span one hour longer.
    const across = night.find((x) => x.start.endsWith('-05:00') && x.end.endsWith('-04:00'))!;
    const localMinutes = (iso: string) => Number(iso.slice(11, 13)) * 60 + Number(iso.slice(14, 16));
    const realMinutes = (ms(across.end) - ms(across.start)) / 60_000;
    expect(localMinutes(across.end) - localMinutes(across.start)).toBeCloseTo(realMinutes + 60, -0.5);
  });

  test('horas too, and nishita keeps its real-time length', () => {
    const h = horaOfDay(day).horas.filter((x) => x.period === 'night');
    equalParts(h, p.sunset!, p.nextSunrise!);
    const nishita = muhuratsOfDay(day).windows.find((w) => w.type === 'nishita')!;
    expect(Math.abs(ms(nishita.end) - ms(nishita.start) - (ms(p.nextSunrise!) - ms(p.sunset!)) / 15)).toBeLessThan(1000);
  });
});

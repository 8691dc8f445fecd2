/**
 * The "now" helpers: the choghadiya, hora, tithi, nakshatra and lagna at an
 * instant agree with the day tables of the Panchang day holding it.
 */
import {
  choghadiyaOfDay,
  computeDay,
  computePanchang,
  horaOfDay,
  lagnaAt,
  nowAt,
  PanchangInputError,
} from '@/engine';
import { PLACES } from '../reference';

const DELHI = PLACES['New Delhi'];
const within = (iso: string, x: { start: string; end: string }) =>
  Date.parse(x.start) <= Date.parse(iso) && Date.parse(iso) < Date.parse(x.end);

describe.each([
  ['2020-12-31T10:00:00+05:30', '2020-12-31', 'day'],
  ['2020-12-31T21:30:00+05:30', '2020-12-31', 'night'],
  // Before sunrise: still the previous date's night.
  ['2020-12-31T03:00:00+05:30', '2020-12-30', 'night'],
  ['2021-01-01T01:00:00+05:30', '2020-12-31', 'night'],
] as const)('%s', (instant, date, period) => {
  const n = nowAt(instant, DELHI);
  const day = computeDay({ date, ...DELHI });
  const p = computePanchang({ date, ...DELHI });

  test('belongs to the Panchang day of the sunrise before it', () => {
    expect(n.instant).toBe(instant);
    expect(n.date).toBe(date);
    expect(n.period).toBe(period);
    expect(n.noSunrise).toBe(false);
  });

  test('choghadiya and hora are the table rows holding the instant', () => {
    const c = choghadiyaOfDay(day).periods.find((x) => within(instant, x))!;
    expect(n.choghadiya).toEqual({ name: c.name, ruler: c.ruler, quality: c.quality, start: c.start, end: c.end });
    const h = horaOfDay(day).horas.find((x) => within(instant, x))!;
    expect(n.hora).toEqual({ planet: h.planet, start: h.start, end: h.end });
  });

  test('tithi and nakshatra are the Panchang segments holding the instant', () => {
    const t = p.tithi.find((x) => within(instant, { start: x.start, end: x.end ?? '9999' }))!;
    expect(n.tithi).toMatchObject({ number: t.number, paksha: t.paksha, start: t.start });
    if (t.end) expect(n.tithi.end).toBe(t.end);
    const k = p.nakshatra.find((x) => within(instant, { start: x.start, end: x.end ?? '9999' }))!;
    expect(n.nakshatra).toMatchObject({ number: k.number, start: k.start });
  });

  test('lagna agrees with lagnaAt', () => {
    const l = lagnaAt(instant, DELHI);
    expect(n.lagna.sign).toBe(l.sign);
    expect(Math.abs(n.lagna.longitude - l.longitude)).toBeLessThan(1 / 3600);
  });
});

test('accepts a JD and rejects nonsense', () => {
  expect(nowAt(2459215.5, DELHI).instant).toBe('2021-01-01T05:30:00+05:30');
  expect(() => nowAt('not a time', DELHI)).toThrow(PanchangInputError);
  expect(() => nowAt('2020-12-31T10:00:00+05:30', { ...DELHI, tz: 'Mars/Olympus' })).toThrow(PanchangInputError);
});

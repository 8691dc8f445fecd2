/**
 * High latitudes: where the Sun does not rise (or set) on a date the
 * timings say so (`noSunrise`, `polar`) and leave out what is counted from
 * sunrise or sunset: never NaN, never a throw.
 */
import {
  choghadiyaOfDay,
  computeChoghadiya,
  computeDay,
  computeHora,
  computeLagnaTable,
  computeMuhurats,
  horaOfDay,
  lagnaTableOfDay,
  muhuratsOfDay,
  nowAt,
} from '@/engine';

const TROMSO = { lat: 69.6496, lon: 18.956, tz: 'Europe/Oslo' };
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/;

describe.each([
  ['polar night', '2025-12-21', 'polar-night'],
  ['midnight sun', '2025-06-21', 'polar-day'],
] as const)('Tromsø, %s (%s)', (_label, date, polar) => {
  const input = { date, ...TROMSO };

  test('muhurats: no sunrise, only the nakshatra windows (which do not need the Sun)', () => {
    const m = computeMuhurats(input);
    expect(m.noSunrise).toBe(true);
    expect(m.polar).toBe(polar);
    for (const w of m.windows) {
      expect(['amrit_kalam', 'varjyam']).toContain(w.type);
      expect(w.start).toMatch(ISO);
      expect(w.end).toMatch(ISO);
    }
    expect(JSON.stringify(m)).not.toMatch(/NaN|null/);
  });

  test('choghadiya and hora are empty, flagged', () => {
    const c = computeChoghadiya(input);
    expect(c).toMatchObject({ noSunrise: true, polar, periods: [] });
    const h = computeHora(input);
    expect(h).toMatchObject({ noSunrise: true, polar, horas: [] });
  });

  test('the lagna table still covers the civil day (midnight to midnight)', () => {
    const l = computeLagnaTable(input);
    expect(l.noSunrise).toBe(true);
    expect(l.from).toBe(`${date}T00:00:00${l.from.slice(19)}`);
    expect(l.lagnas.length).toBeGreaterThan(3);
    expect(JSON.stringify(l)).not.toMatch(/NaN/);
    l.lagnas.forEach((x, i) => {
      expect(x.start < x.end).toBe(true);
      if (i > 0) expect(x.start).toBe(l.lagnas[i - 1].end);
    });
  });

  test('now: no choghadiya or hora, tithi and nakshatra still given', () => {
    const n = nowAt(`${date}T12:00:00${date.includes('-06-') ? '+02:00' : '+01:00'}`, TROMSO);
    expect(n).toMatchObject({ date, noSunrise: true, polar, period: null, choghadiya: null, hora: null });
    expect(n.tithi.number).toBeGreaterThanOrEqual(1);
    expect(n.nakshatra.number).toBeGreaterThanOrEqual(1);
  });
});

test('the first sunrise after the polar night: windows from sunrise, night ones only if the next sunrise exists', () => {
  // Tromsø's Sun returns mid-January; on 2026-01-16 it rises and sets.
  const day = computeDay({ date: '2026-01-16', ...TROMSO });
  expect(day.sunrise).not.toBeNull();
  const m = muhuratsOfDay(day);
  expect(m.noSunrise).toBe(false);
  expect(JSON.stringify(m)).not.toMatch(/NaN/);
  expect(m.windows.some((w) => w.type === 'rahu_kaal')).toBe(true);
  const brahma = m.windows.find((w) => w.type === 'brahma');
  expect(brahma).toBeDefined();
  expect(brahma!.end < (m.windows.find((w) => w.type === 'pratah_sandhya')!.end)).toBe(true);
  expect(choghadiyaOfDay(day).periods).toHaveLength(16);
  expect(horaOfDay(day).horas).toHaveLength(24);
  expect(JSON.stringify(lagnaTableOfDay(day))).not.toMatch(/NaN/);
});

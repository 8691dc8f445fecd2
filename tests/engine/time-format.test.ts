/**
 * The day formatter (one zone-offset lookup per table) prints exactly what
 * toLocalIso prints, on ordinary days and across daylight-saving changes;
 * historical offsets with seconds stay parseable.
 */
import { isoToJd, toLocalIso } from '@/engine';
import { localIsoFormatter, msToJd } from '@/engine/time';

describe.each([
  ['America/New_York', '2025-03-09T00:00:00-05:00'],
  ['America/New_York', '2025-11-02T00:00:00-04:00'],
  ['Europe/London', '2025-03-30T00:00:00Z'],
  ['Asia/Kolkata', '1958-09-11T00:00:00+05:30'],
  ['Australia/Lord_Howe', '2025-04-06T00:00:00+11:00'], // a 30-minute DST change
  ['Asia/Kathmandu', '1986-01-01T00:00:00+05:30'], // +05:30 -> +05:45
] as const)('%s around %s', (tz, iso) => {
  test('same strings as toLocalIso for 2,000 instants over three days', () => {
    const t0 = isoToJd(iso) - 1;
    const fmt = localIsoFormatter(tz, t0 + 0.5, t0 + 2.5);
    for (let i = 0; i < 2000; i++) {
      const jd = t0 + (3 * i) / 2000 + i * 1.3e-7;
      expect(fmt(jd)).toBe(toLocalIso(jd, tz));
    }
  });
});

describe('historical offsets with seconds', () => {
  it('writes Madras time (+05:21:10, before 1906) as a parseable ISO string naming the exact instant', () => {
    const instant = Date.UTC(1900, 0, 1, 1, 0, 0);
    const s = toLocalIso(msToJd(instant), 'Asia/Kolkata');
    expect(s).toBe('1900-01-01T06:21:00+05:21');
    expect(Date.parse(s)).toBe(instant);
  });
});

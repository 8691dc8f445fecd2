/**
 * Godhuli muhurta, the site's seasonal rule since 2022
 * (engine/timings/muhurat.ts): half a night muhurta from a start that
 * depends on the Sun's tropical longitude at sunset. The printed New Delhi
 * 2020-12-31 window is checked in reference.test.ts; here each season's
 * start is checked against the Sun's altitude it is defined by.
 */
import { computeDay, muhuratsOfDay } from '@/engine';
import { equatorial, siderealTimeDeg, SUN } from '@/engine/ephemeris';
import { PLACES } from '../reference';

const DELHI = PLACES['New Delhi'];
const D = Math.PI / 180;

/** Topocentric geometric altitude of the Sun's centre (arc-minutes) at t. */
function sunAltitude(t: number, deltaT: Parameters<typeof equatorial>[2]): number {
  const q = equatorial(t, SUN, deltaT);
  const h = (siderealTimeDeg(t) + DELHI.lon - q.ra) * D;
  const alt = Math.asin(Math.sin(DELHI.lat * D) * Math.sin(q.dec * D) + Math.cos(DELHI.lat * D) * Math.cos(q.dec * D) * Math.cos(h));
  return (alt / D - 8.794 / 3600 / q.dist) * 60;
}

const SEASONS = [
  { date: '2024-07-10', season: 'June to December solstice (tropical Sun 90-270 deg)', altitude: -50, before: [0, 0] },
  { date: '2024-05-10', season: 'Taurus and Gemini (30-90 deg): the Sun half set', altitude: -34, before: [60, 100] },
  { date: '2024-02-10', season: 'Capricorn to Pisces (270-30 deg): the pindibhuta Sun', altitude: -20, before: [120, 180] },
] as const;

describe.each(SEASONS)('Godhuli on $date, $season', ({ date, altitude, before }) => {
  const day = computeDay({ date, ...DELHI });
  const g = muhuratsOfDay(day).windows.find((w) => w.type === 'godhuli');
  const start = Date.parse(g?.start ?? '') / 86_400_000 + 2440587.5;
  const end = Date.parse(g?.end ?? '') / 86_400_000 + 2440587.5;
  const sunset = day.sunset as number;

  it('begins when the Sun\'s centre stands at the season\'s altitude, before (or at) sunset', () => {
    expect(Math.abs(sunAltitude(start, day.models.deltaT) - altitude)).toBeLessThan(0.2);
    const lead = (sunset - start) * 86400;
    expect(lead).toBeGreaterThanOrEqual(before[0] - 1);
    expect(lead).toBeLessThanOrEqual(before[1] + 1);
  });

  it('lasts half a night muhurta (1/30 of sunset to next sunrise)', () => {
    expect(Math.abs((end - start) * 86400 - (((day.nextSunrise as number) - sunset) * 86400) / 30)).toBeLessThanOrEqual(1);
  });
});

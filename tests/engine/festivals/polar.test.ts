/**
 * Festival years beyond 60 degrees of latitude. Their sunrise table comes
 * from the interpolated Sun cut at its culminations (engine/festivals/days.ts,
 * `horizonCrossings`; checked against the daily Panchang in days.test.ts);
 * their moonrises from the one moonrise definition (engine/moonrise.ts: the
 * Moon's centre on the true horizon seen from the Earth's centre). Every
 * moonrise a polar festival prints is checked here against a direct
 * computation: the daily Panchang of that date (computeDay, whose sunrises
 * come from Swiss Ephemeris' full search) and a brute-force search of the
 * same definition on the full ephemeris. Models other than the defaults
 * must reach the polar path too.
 */
import { computeDay, computeFestivals, type FestivalEvent, isoToJd } from '@/engine';
import { equatorial, MOON, siderealTimeDeg } from '@/engine/ephemeris';
import { civilDays } from '@/engine/festivals/days';
import { DEFAULT_MODELS, modelsOf } from '@/engine/models';

const PLACES = [
  { name: 'Reykjavik', lat: 64.1355, lon: -21.8954, tz: 'Atlantic/Reykjavik' },
  { name: 'Tromso', lat: 69.6496, lon: 18.956, tz: 'Europe/Oslo' },
  { name: 'Utqiagvik', lat: 71.2906, lon: -156.7886, tz: 'America/Anchorage' },
  { name: 'Longyearbyen', lat: 78.2232, lon: 15.6267, tz: 'Arctic/Longyearbyen' },
  { name: 'McMurdo', lat: -77.846, lon: 166.676, tz: 'Antarctica/McMurdo' },
];

const D = Math.PI / 180;

/** Geocentric altitude of the Moon's centre (deg), on the full ephemeris. */
function moonAltitude(t: number, lat: number, lon: number): number {
  const q = equatorial(t, MOON, DEFAULT_MODELS.deltaT);
  const h = (siderealTimeDeg(t) + lon - q.ra) * D;
  return Math.asin(Math.sin(lat * D) * Math.sin(q.dec * D) + Math.cos(lat * D) * Math.cos(q.dec * D) * Math.cos(h)) / D;
}

/** The first moonrise in [from, to): altitude sampled every 5 minutes, the crossing bisected. */
function bruteMoonrise(from: number, to: number, lat: number, lon: number): number | null {
  const step = 5 / 1440;
  let t = from;
  let h = moonAltitude(t, lat, lon);
  while (t < to) {
    const next = Math.min(to, t + step);
    const hn = moonAltitude(next, lat, lon);
    if (h < 0 && hn >= 0) {
      let lo = t;
      let hi = next;
      while (hi - lo > 0.01 / 86400) {
        const mid = (lo + hi) / 2;
        if (moonAltitude(mid, lat, lon) < 0) lo = mid;
        else hi = mid;
      }
      return (lo + hi) / 2;
    }
    t = next;
    h = hn;
  }
  return null;
}

const moonrises = (events: readonly FestivalEvent[]) =>
  events.flatMap((e) => (e.moments ?? []).filter((m) => m.kind === 'moonrise').map((m) => ({ id: e.id, date: e.date, at: isoToJd(m.at) })));

describe.each(PLACES)('festival moonrises at $name', (place) => {
  it.each([1975, 2026])('%i: each one is the daily Panchang\'s and the definition\'s, to a second', (year) => {
    const found = moonrises(computeFestivals({ year, ...place }).events);
    // Sankashti Chaturthi asks for a moonrise every month, where the Moon rises that day.
    expect(found.length).toBeGreaterThanOrEqual(6);
    for (const { id, date, at } of found) {
      const day = computeDay({ date, ...place });
      // Printed ISO times are rounded to the second.
      expect([id, day.moonrise !== null && Math.abs(day.moonrise - at) * 86400 < 1]).toEqual([id, true]);
      const direct = bruteMoonrise(day.dayStart, day.dayEnd, place.lat, place.lon);
      expect([id, direct !== null && Math.abs(direct - at) * 86400 < 1]).toEqual([id, true]);
    }
  });
});

describe('under other models (Delta T of Swiss Ephemeris, 58 s less in 2026; true Lahiri)', () => {
  const tromso = PLACES[1];
  const options = { deltaT: 'swiss-ephemeris', ayanamsa: 'lahiri' } as const;

  it('the polar sunrise table follows the daily Panchang under the same models', () => {
    const deltaT = modelsOf(options).deltaT;
    const { days } = civilDays({ year: 2026, month: 1, day: 1 }, 365, tromso, 'upper-limb', deltaT);
    for (let i = 0; i < days.length; i += 5) {
      const d = computeDay({ date: days[i].date, ...tromso, options });
      for (const [ours, theirs] of [
        [days[i].sunrise, d.sunrise],
        [days[i].sunset, d.sunset],
      ] as const) {
        expect([days[i].date, ours === null]).toEqual([days[i].date, theirs === null]);
        if (ours !== null && theirs !== null) expect([days[i].date, Math.abs(ours - theirs) * 86400 < 0.5]).toEqual([days[i].date, true]);
      }
    }
  });

  it('so do its moonrises, which the model moves', () => {
    const ours = moonrises(computeFestivals({ year: 2026, ...tromso, options }).events);
    const defaults = new Map(moonrises(computeFestivals({ year: 2026, ...tromso }).events).map((m) => [m.id, m.at]));
    let moved = 0;
    for (const { id, date, at } of ours) {
      const day = computeDay({ date, ...tromso, options });
      expect([id, day.moonrise !== null && Math.abs(day.moonrise - at) * 86400 < 1]).toEqual([id, true]);
      const other = defaults.get(id);
      if (other !== undefined && Math.abs(other - at) * 86400 > 2) moved++;
    }
    expect(moved).toBeGreaterThan(0);
  });
});

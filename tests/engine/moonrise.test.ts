/**
 * engine/moonrise.ts against a brute-force search on the full ephemeris:
 * the geocentric altitude of the Moon's centre sampled every 2 minutes,
 * each crossing of the true horizon bisected. Random days 1900-2100 and
 * latitudes up to the polar circles, plus places beyond them where the Moon
 * can stay up or down all day.
 */
import { equatorial, MOON, siderealTimeDeg } from '@/engine/ephemeris';
import { DEFAULT_MODELS } from '@/engine/models';
import { moonEvents } from '@/engine/moonrise';
import { random as rng } from '@/scripts/lib/random';

const D = Math.PI / 180;
const deltaT = DEFAULT_MODELS.deltaT;

function altitude(t: number, lat: number, lon: number): number {
  const q = equatorial(t, MOON, deltaT);
  const h = (siderealTimeDeg(t) + lon - q.ra) * D;
  return Math.asin(Math.sin(lat * D) * Math.sin(q.dec * D) + Math.cos(lat * D) * Math.cos(q.dec * D) * Math.cos(h)) / D;
}

function bruteForce(from: number, to: number, lat: number, lon: number) {
  const step = 2 / 1440;
  const out: { rise: number | null; set: number | null } = { rise: null, set: null };
  let t = from;
  let h = altitude(t, lat, lon);
  while (t < to) {
    const next = Math.min(to, t + step);
    const hn = altitude(next, lat, lon);
    if ((h < 0) !== (hn < 0)) {
      let lo = t;
      let hi = next;
      while (hi - lo > 0.01 / 86400) {
        const mid = (lo + hi) / 2;
        if ((altitude(mid, lat, lon) < 0) === (h < 0)) lo = mid;
        else hi = mid;
      }
      if (h < 0 && out.rise === null) out.rise = (lo + hi) / 2;
      if (h >= 0 && out.set === null) out.set = (lo + hi) / 2;
    }
    t = next;
    h = hn;
  }
  return out;
}


const seconds = (a: number | null, b: number | null) => (a === null || b === null ? (a === b ? 0 : Infinity) : Math.abs(a - b) * 86400);

describe('moonEvents', () => {
  it('finds the same first moonrise and moonset as a brute-force search, to 0.5 s (60 random days and places)', () => {
    const rand = rng(11);
    for (let i = 0; i < 60; i++) {
      const from = 2415020.5 + rand() * 73000;
      const lat = (i < 50 ? 66 : 80) * (2 * rand() - 1);
      const lon = -180 + 360 * rand();
      const to = from + 0.8 + 0.4 * rand();
      const ours = moonEvents(from, to, { lat, lon }, deltaT);
      const ref = bruteForce(from, to, lat, lon);
      expect([i, seconds(ours.rise, ref.rise) < 0.5, seconds(ours.set, ref.set) < 0.5]).toEqual([i, true, true]);
    }
  });

  it('keeps to the span asked: nothing before from or at or after to', () => {
    const from = 2459215.5;
    const e = moonEvents(from, from + 1, { lat: 28.6, lon: 77.2 }, deltaT);
    for (const t of [e.rise, e.set]) {
      if (t !== null) {
        expect(t).toBeGreaterThanOrEqual(from);
        expect(t).toBeLessThan(from + 1);
      }
    }
    // A span too short to hold the day's moonrise has none.
    const r = e.rise as number;
    expect(moonEvents(r + 60 / 86400, r + 0.5, { lat: 28.6, lon: 77.2 }, deltaT).rise).toBeNull();
  });
});

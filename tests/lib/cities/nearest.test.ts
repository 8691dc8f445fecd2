import { nearestCity } from '@/lib/cities';
import { haversineKm, nearestIndex } from '@/lib/cities/nearest';
import { getStore } from '@/lib/cities/store';

describe('haversineKm', () => {
  it('uses R = 6371 km', () => {
    expect(haversineKm(0, 0, 0, 1)).toBeCloseTo((6371 * Math.PI) / 180, 9);
    expect(haversineKm(0, 0, 0, 180)).toBeCloseTo(6371 * Math.PI, 6);
    expect(haversineKm(0, 179.5, 0, -179.5)).toBeCloseTo((6371 * Math.PI) / 180, 9);
  });
});

describe('nearestCity', () => {
  it.each([
    [25.3176, 82.9739, 'varanasi', 3.671],
    [40.71, -74.0, 'new-york-city', 0.692],
    [28.6139, 77.209, 'new-delhi', 2.86],
    [19.076, 72.8777, 'mumbai', 0.625],
    [51.5074, -0.1278, 'london', 0.19],
    [-21.1351, -175.2, 'nukualofa', 0.226],
  ])('(%f, %f) -> %s, %f km', (lat, lon, slug, km) => {
    const c = nearestCity(lat, lon);
    expect(c.slug).toBe(slug);
    expect(c.distanceKm).toBeCloseTo(km, 3);
  });

  it('works across the antimeridian and at the poles', () => {
    expect(nearestCity(0, 180).slug).toBe(nearestCity(0, -180).slug);
    expect(nearestCity(-90, 0).slug).toBe('mcmurdo-station');
    expect(nearestCity(90, 0).distanceKm).toBeGreaterThan(1000);
  });

  it('agrees with a full scan for spread-out points (land, sea, high latitudes)', () => {
    const store = getStore();
    let seed = 42;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    // Full scan by largest dot product of unit vectors (same order as great-circle distance).
    const rad = Math.PI / 180;
    const x = new Float64Array(store.count);
    const y = new Float64Array(store.count);
    const z = new Float64Array(store.count);
    for (let i = 0; i < store.count; i++) {
      const la = (store.lat[i] / 1e5) * rad;
      const lo = (store.lon[i] / 1e5) * rad;
      x[i] = Math.cos(la) * Math.cos(lo);
      y[i] = Math.cos(la) * Math.sin(lo);
      z[i] = Math.sin(la);
    }
    for (let k = 0; k < 100; k++) {
      const lat = Math.asin(2 * rand() - 1) / rad;
      const lon = rand() * 360 - 180;
      const qx = Math.cos(lat * rad) * Math.cos(lon * rad);
      const qy = Math.cos(lat * rad) * Math.sin(lon * rad);
      const qz = Math.sin(lat * rad);
      let best = -1;
      let bestDot = -Infinity;
      for (let i = 0; i < store.count; i++) {
        const dot = qx * x[i] + qy * y[i] + qz * z[i];
        if (dot > bestDot) {
          bestDot = dot;
          best = i;
        }
      }
      const expectedKm = haversineKm(lat, lon, store.lat[best] / 1e5, store.lon[best] / 1e5);
      expect(nearestIndex(store, lat, lon).distanceKm).toBeCloseTo(expectedKm, 6);
    }
  });

  it('rejects coordinates outside the globe', () => {
    expect(() => nearestCity(91, 0)).toThrow(RangeError);
    expect(() => nearestCity(0, -180.5)).toThrow(/lon/);
    expect(() => nearestCity(Number.NaN, 0)).toThrow(/lat/);
  });
});

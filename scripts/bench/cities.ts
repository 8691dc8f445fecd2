/**
 * City index figures: cold load of data/generated/cities.bin, the memory it
 * adds, and median latencies of searchCities over 1,000 mixed queries and of
 * nearestCity over 1,000 points. Queries come from a fixed-seed generator over
 * the data itself, so runs are comparable.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { Figure } from '../bench';
import { nearestIndex } from '../../lib/cities/nearest';
import { normalizeKey } from '../../lib/cities/normalize';
import { clampLimit, searchIndices } from '../../lib/cities/search';
import { CityStore, cityIndexPath } from '../../lib/cities/store';
import { random as rng } from '../lib/random';
import { median } from '../lib/figures';

const OLD_NAMES = ['bombay', 'banaras', 'kashi', 'calcutta', 'madras', 'allahabad', 'gurgaon', 'cochin', 'benares', 'poona', 'baroda', 'trivandrum', 'bangalore', 'new del', 'peking', 'saigon'];

type Query = { q: string; cc?: string };

function mixedQueries(store: CityStore, n: number): Query[] {
  const rand = rng(20240601);
  const pick = (k: number) => Math.floor(rand() * k);
  // Bias towards places people actually look for: tiers 1-3.
  const notable: number[] = [];
  const indian: number[] = [];
  for (let i = 0; i < store.count; i++) {
    if (store.tier[i] <= 3) notable.push(i);
    if (store.isIndian(i) && store.hindiNames.get(i)) indian.push(i);
  }
  const prefix = (s: string) => {
    const chars = [...s];
    return chars.slice(0, Math.min(chars.length, 2 + pick(Math.max(1, chars.length - 1)))).join('');
  };
  const out: Query[] = [];
  while (out.length < n) {
    const kind = out.length % 10;
    if (kind < 4) out.push({ q: prefix(store.names.get(notable[pick(notable.length)])) });
    else if (kind < 6) out.push({ q: prefix(store.hindiNames.get(indian[pick(indian.length)])) });
    else if (kind < 7) out.push({ q: OLD_NAMES[pick(OLD_NAMES.length)] });
    else {
      const i = notable[pick(notable.length)];
      out.push({ q: prefix(store.names.get(i)), cc: store.countries[store.country[i]].code });
    }
  }
  return out;
}

export default async function bench(): Promise<Figure[]> {
  const file = cityIndexPath();
  globalThis.gc?.();
  const before = process.memoryUsage();
  const t0 = performance.now();
  const store = new CityStore(readFileSync(file));
  const loadMs = performance.now() - t0;
  const after = process.memoryUsage();
  const memoryMb = (after.rss - before.rss) / 1048576;

  const queries = mixedQueries(store, 1000);
  const run = ({ q, cc }: Query) =>
    searchIndices(store, normalizeKey(q), cc ? store.countryIndex(cc) : -1, clampLimit(undefined)).map((i) => store.record(i));
  for (const q of queries.slice(0, 100)) run(q); // warm-up (JIT)
  const searchTimes = queries.map((q) => {
    const t = performance.now();
    run(q);
    return performance.now() - t;
  });

  const rand = rng(7);
  const points: [number, number][] = [];
  for (let k = 0; k < 1000; k++) {
    if (k % 4 === 3) {
      // Anywhere on the globe (oceans included), uniform on the sphere.
      points.push([(Math.asin(2 * rand() - 1) * 180) / Math.PI, rand() * 360 - 180]);
    } else {
      // Near a random place, like a browser's geolocation fix.
      const i = Math.floor(rand() * store.count);
      points.push([store.lat[i] / 1e5 + (rand() - 0.5) * 0.2, store.lon[i] / 1e5 + (rand() - 0.5) * 0.2]);
    }
  }
  for (const [lat, lon] of points.slice(0, 100)) nearestIndex(store, lat, lon);
  const nearestTimes = points.map(([lat, lon]) => {
    const t = performance.now();
    nearestIndex(store, Math.max(-90, Math.min(90, lat)), lon);
    return performance.now() - t;
  });

  return [
    { name: 'cities_index_load_ms', value: loadMs, unit: 'ms' },
    { name: 'cities_index_memory_mb', value: memoryMb, unit: 'MB' },
    { name: 'cities_index_file_mb', value: store.byteLength / 1048576, unit: 'MB' },
    { name: 'cities_search_median_ms', value: median(searchTimes), unit: 'ms' },
    { name: 'cities_search_p99_ms', value: [...searchTimes].sort((a, b) => a - b)[989], unit: 'ms' },
    { name: 'cities_nearest_median_ms', value: median(nearestTimes), unit: 'ms' },
    { name: 'cities_nearest_p99_ms', value: [...nearestTimes].sort((a, b) => a - b)[989], unit: 'ms' },
  ];
}

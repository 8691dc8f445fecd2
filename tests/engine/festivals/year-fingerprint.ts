/**
 * A fingerprint of everything the festival engine produces for a year at a
 * place: every field of every event in both encodings (ISO instants for the
 * API, epoch-ms instants and the by-date index for the pages), serialised as
 * JSON and hashed. Used by year-fingerprint.test.ts to guard speed work
 * against any change of result; run directly to print the current hashes:
 *
 *   npx tsx tests/engine/festivals/year-fingerprint.ts
 */
import { createHash } from 'node:crypto';
import { computeFestivals, type EngineOptions, festivalYearIndex } from '../../../engine';

export interface FingerprintCase {
  name: string;
  year: number;
  lat: number;
  lon: number;
  tz: string;
  options?: EngineOptions;
}

const DELHI = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' };

export const CASES: FingerprintCase[] = [
  { name: 'New Delhi 1900', year: 1900, ...DELHI },
  { name: 'New Delhi 1963 (kshaya masa)', year: 1963, ...DELHI },
  { name: 'New Delhi 2023 (adhika Shravana)', year: 2023, ...DELHI },
  { name: 'New Delhi 2026 (adhika Jyeshtha)', year: 2026, ...DELHI },
  { name: 'New Delhi 2026, hindu sunrise', year: 2026, ...DELHI, options: { sunrise: 'hindu' } },
  { name: 'New Delhi 2100', year: 2100, ...DELHI },
  { name: 'Varanasi 2026', year: 2026, lat: 25.31668, lon: 83.01041, tz: 'Asia/Kolkata' },
  { name: 'New York 2025', year: 2025, lat: 40.7128, lon: -74.006, tz: 'America/New_York' },
  { name: 'Tromso 2026', year: 2026, lat: 69.6496, lon: 18.956, tz: 'Europe/Oslo' },
  { name: 'Sydney 2027', year: 2027, lat: -33.8688, lon: 151.2093, tz: 'Australia/Sydney' },
];

/** sha256 (hex, first 32 digits) of the year's events in both encodings and of the date index. */
export function fingerprint(c: FingerprintCase): string {
  const input = { year: c.year, lat: c.lat, lon: c.lon, tz: c.tz, ...(c.options ? { options: c.options } : {}) };
  const iso = computeFestivals(input);
  const index = festivalYearIndex(input);
  const byDate = [...index.byDate].map(([d, list]) => [d, list.map((e) => e.id)]);
  const json = JSON.stringify({ iso, ms: index.events, byDate });
  return createHash('sha256').update(json).digest('hex').slice(0, 32);
}

if (require.main === module) {
  for (const c of CASES) console.log(`${JSON.stringify(c.name)}: '${fingerprint(c)}',`);
}

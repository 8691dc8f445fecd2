/**
 * Loads the trusted site's reference values from the repository's copy
 * (tests/fixtures/reference, kept in step with ../shared/reference by
 * `npm run reference:check`); never copied into the engine.
 */
import fs from 'node:fs';
import path from 'node:path';

export const REFERENCE_DIR = path.resolve(__dirname, '../fixtures/reference');

export function readCsv(name: string): Record<string, string>[] {
  const [head, ...lines] = fs.readFileSync(path.join(REFERENCE_DIR, name), 'utf8').trim().split('\n');
  const cols = head.split(',');
  return lines.map((l) => {
    const v = l.split(',');
    return Object.fromEntries(cols.map((c, i) => [c, v[i]]));
  });
}

export function readJson<T = unknown>(name: string): T {
  return JSON.parse(fs.readFileSync(path.join(REFERENCE_DIR, name), 'utf8')) as T;
}

/** Reference places: the README's coordinates for the tables, GeoNames' for the printed days. */
export const PLACES = {
  'new-delhi-table': { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' },
  'new-york-table': { lat: 40.7128, lon: -74.006, tz: 'America/New_York' },
  'New Delhi': { lat: 28.63576, lon: 77.22445, tz: 'Asia/Kolkata' },
  Hooghly: { lat: 22.90877, lon: 88.39674, tz: 'Asia/Kolkata' },
  Navoiy: { lat: 40.08444, lon: 65.37917, tz: 'Asia/Samarkand' },
} as const;

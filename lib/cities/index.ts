/**
 * City service: every place of GeoNames cities500 (about 199,600 places with
 * more than 500 inhabitants), from the prebuilt index data/generated/cities.bin.
 * Server-only (reads the file with node:fs); the index is loaded once per
 * process, on first use.
 */
import { nearestIndex } from './nearest';
import { POPULAR_CITY_SLUGS } from './popular';
import { clampLimit, findByName, searchIndices, topOfCountry } from './search';
import { normalizeKey } from './normalize';
import { getStore } from './store';
import type { Place } from '@/engine';
import type { City, NearestCity, SearchOptions } from './types';

export type { City, NearestCity, SearchOptions } from './types';
export { MAX_LIMIT } from './search';

export { DEFAULT_CITY_SLUG } from '@/lib/site';

/** The engine's input for a city: its coordinates, zone and elevation. */
export const cityPlace = (c: City): Place => ({ lat: c.lat, lon: c.lon, tz: c.timezone, elevation: c.elevation });

export function getCityBySlug(slug: string): City | null {
  const store = getStore();
  const i = store.findSlug(slug);
  return i < 0 ? null : store.record(i);
}

/** Exact (case- and accent-insensitive) match on a main, ASCII or alternate name; the best-ranked one. */
export function getCityByName(name: string): City | null {
  const store = getStore();
  const i = findByName(store, name);
  return i < 0 ? null : store.record(i);
}

/** Whether the data set has places in this ISO 3166-1 alpha-2 country (case-insensitive). */
export function isKnownCountryCode(cc: string): boolean {
  return getStore().countryIndex(cc) >= 0;
}

/** The curated popular places (lib/cities/popular.ts), in list order. */
export function popularCities(): City[] {
  return POPULAR_CITY_SLUGS.map((slug) => {
    const city = getCityBySlug(slug);
    if (!city) throw new Error(`Popular city slug "${slug}" is not in the city index`);
    return city;
  });
}

/**
 * Prefix search (see search.ts / ranking.ts). At most 20 results.
 * Blank query: the popular cities (all of them unless `limit` is given); with a
 * country filter, that country's popular cities then its largest places.
 * An unknown country code matches nothing.
 */
export function searchCities(q: string, opts: SearchOptions = {}): City[] {
  const store = getStore();
  const countryIndex = opts.cc ? store.countryIndex(opts.cc) : -1;
  if (opts.cc && countryIndex < 0) return [];
  const normalized = normalizeKey(q);
  if (!normalized) {
    const popular = popularCities().filter((c) => countryIndex < 0 || c.country.code === store.countries[countryIndex].code);
    if (countryIndex < 0) return opts.limit === undefined ? popular : popular.slice(0, clampLimit(opts.limit));
    const limit = clampLimit(opts.limit);
    if (popular.length >= limit) return popular.slice(0, limit);
    const seen = new Set(popular.map((c) => store.findSlug(c.slug)));
    const rest = topOfCountry(store, countryIndex, limit - popular.length, seen).map((i) => store.record(i));
    return [...popular, ...rest];
  }
  return searchIndices(store, normalized, countryIndex, clampLimit(opts.limit)).map((i) => store.record(i));
}

/** Nearest place by haversine distance (R = 6371 km). Throws RangeError for invalid coordinates. */
export function nearestCity(lat: number, lon: number): NearestCity {
  if (!Number.isFinite(lat) || lat < -90 || lat > 90) throw new RangeError(`lat must be a number from -90 to 90, got ${lat}`);
  if (!Number.isFinite(lon) || lon < -180 || lon > 180) throw new RangeError(`lon must be a number from -180 to 180, got ${lon}`);
  const store = getStore();
  const { index, distanceKm } = nearestIndex(store, lat, lon);
  return { ...store.record(index), distanceKm: Math.round(distanceKm * 1000) / 1000 };
}

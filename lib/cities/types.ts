/** One place of the GeoNames cities500 data set, as the site uses it. */
export type City = {
  /** GeoNames geonameid. */
  id: number;
  /** Stable, unique URL slug (docs/architecture.md, "Cities", gives the assignment rule). */
  slug: string;
  name: string;
  /**
   * The Hindi (Devanagari) name: the reviewed one of lib/cities/data/name-overrides.json for
   * the popular and large Indian cities, else the closest of GeoNames' Devanagari alternate names.
   */
  nameHindi?: string;
  lat: number;
  lon: number;
  /** Metres; GeoNames elevation, else its DEM value, else 0 (sea). */
  elevation: number;
  /** IANA time zone. */
  timezone: string;
  /** ISO code, English name and Hindi name (lib/cities/data/country-names.json). */
  country: { code: string; name: string; nameHindi?: string };
  /** State/province (admin1) name where lib/cities/data/admin1-names.json knows it. */
  state?: string;
  /** Its Hindi name, from the same table. */
  stateHindi?: string;
  population: number;
  /**
   * 1: population >= 1,000,000 or national capital; 2: >= 100,000 or state capital;
   * 3: >= 10,000; 4: the rest.
   */
  tier: number;
};

export type NearestCity = City & { distanceKm: number };

export type SearchOptions = {
  /** ISO 3166-1 alpha-2 country code (case-insensitive). */
  cc?: string;
  /** 1..20 (clamped); default 20. */
  limit?: number;
};

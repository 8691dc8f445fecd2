/**
 * Server side of the selection: turns a request's `date` and city slug into
 * a validated date and a city record, or says which field is wrong. Route
 * handlers call it and answer a bad value with a 400 (pages read their
 * path: app/_loaders/selection.ts). Without a city, a `remembered` slug is
 * used when it names a known city, else the default city: a stale or forged
 * value is never an error.
 */
import { DEFAULT_CITY_SLUG, getCityByName, getCityBySlug, type City } from '@/lib/cities';
import { parseCitySlug, parseDate, todayInZone } from '@/lib/selection/params';

export type ResolvedSelection =
  | { ok: true; date: string; city: City; dateFromUrl: boolean; cityFromUrl: boolean }
  | { ok: false; field: 'date' | 'city'; error: string; status: 400 | 404 };

export function resolveSelection(
  input: { date?: string | null; city?: string | null; remembered?: string | null },
  now: Date = new Date(),
): ResolvedSelection {
  let city: City | null;
  const cityFromUrl = input.city != null && input.city !== '';
  if (cityFromUrl) {
    const named = resolveCity(input.city!);
    if (!named.ok) return named;
    city = named.city;
  } else {
    city = rememberedCity(input.remembered) ?? getCityBySlug(DEFAULT_CITY_SLUG);
    if (!city) throw new Error(`Default city "${DEFAULT_CITY_SLUG}" is missing from the city index`);
  }

  const dateFromUrl = input.date != null && input.date !== '';
  if (dateFromUrl) {
    const d = parseDate(input.date);
    if (!d.ok) return { ok: false, field: 'date', error: d.error, status: 400 };
    return { ok: true, date: d.value, city, dateFromUrl, cityFromUrl };
  }
  return { ok: true, date: todayInZone(city.timezone, now), city, dateFromUrl, cityFromUrl };
}

export type ResolvedCity = { ok: true; city: City } | { ok: false; field: 'city'; error: string; status: 400 | 404 };

/**
 * A city slug given in a request: the city, or why not (400 malformed, 404
 * unknown). resolveSelection's city, for a caller that has no use for its
 * date (the API reads the date itself, and today's date costs a time zone
 * lookup).
 */
export function resolveCity(raw: string): ResolvedCity {
  const slug = parseCitySlug(raw);
  if (!slug.ok) return { ok: false, field: 'city', error: slug.error, status: 400 };
  const city = getCityBySlug(slug.value);
  return city ? { ok: true, city } : { ok: false, field: 'city', error: `Unknown city "${slug.value}"`, status: 404 };
}

/** The city a remembered slug names, or null when it is absent, malformed or unknown. */
export function rememberedCity(raw: string | null | undefined): City | null {
  if (raw == null || raw === '') return null;
  const slug = parseCitySlug(raw);
  return slug.ok ? getCityBySlug(slug.value) : null;
}

/**
 * The city a URL's city segment means when it is not a slug: an old slug
 * (dehra-dun, bhubaneshwar), a spelling people use (bombay, calcutta) or a
 * Devanagari name (वाराणसी), matched exactly against every name and alternate
 * name (case, accents, hyphens and spaces folded), best-ranked place first.
 * Pages redirect it to the canonical slug; null when nothing matches or the
 * segment is already a slug.
 */
export function cityNamedBy(segment: string): City | null {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // Not percent-encoded text: match it as it is.
  }
  if (getCityBySlug(text)) return null;
  return getCityByName(text);
}

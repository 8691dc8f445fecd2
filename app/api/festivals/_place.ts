/** The `place` block of the festival responses: the engine's place, plus the city's slug and name when one was asked for. */
import type { ResolvedPlace } from '@/lib/api/location';

export function festivalPlace(computed: { lat: number; lon: number; tz: string }, place: ResolvedPlace) {
  return { ...computed, ...(place.city ? { city: { slug: place.city.slug, name: place.city.name } } : {}) };
}

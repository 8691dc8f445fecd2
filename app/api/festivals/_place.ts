/** The `place` block of the festival responses: the engine's place, plus the city's slug and name when one was asked for. */
import type { FestivalEvent } from '@/engine';
import type { MasaSystem } from '@/lib/conventions/conventions';
import type { ResolvedPlace } from '@/lib/api/location';
import { namedFestivalEvent } from '@/lib/names/named';
import { namesFor } from '@/lib/names/names';

export function festivalPlace(computed: { lat: number; lon: number; tz: string }, place: ResolvedPlace) {
  return { ...computed, ...(place.city ? { city: { slug: place.city.slug, name: place.city.name } } : {}) };
}

/** An event as the festival responses list it: named, with its lunar month in the requested reckoning (`lunarMonth`, English). */
export function festivalEntry(e: FestivalEvent, system: MasaSystem) {
  return { ...namedFestivalEvent(e), lunarMonth: e.masa ? namesFor('en').masa(e.masa[system]) : null };
}

/**
 * A festival event as the API returns it: the engine's event with its
 * readable names and description (lib/names/named.ts), and `url`, the
 * absolute address of its detail page for the requested city (without a
 * city, coordinates: the page's default city).
 */
import { splitIsoDate, type FestivalEvent } from '@/engine';
import { festivalPagePath } from '@/lib/festivals/pages';
import { namedFestivalEvent } from '@/lib/names/named';
import { absoluteUrl } from '@/lib/seo/urls';

export function serializeFestivalEvent(e: FestivalEvent, citySlug: string | null) {
  const path = festivalPagePath(e.slug, splitIsoDate(e.date).year);
  return { ...namedFestivalEvent(e), url: absoluteUrl('en', citySlug ? `${path}?city=${citySlug}` : path) };
}

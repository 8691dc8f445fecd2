/**
 * A festival event as the API returns it: the engine's event with its
 * readable names and description (lib/names/named.ts), `lunarMonth`, its
 * lunar month in the requested reckoning (English), and `url`, the absolute
 * address of its detail page for the requested city (without a city,
 * coordinates: the page's default city) and the requested sunrise when it is
 * not the default (the page computes with it too).
 */
import { splitIsoDate, type FestivalEvent } from '@/engine';
import { festivalPagePath } from '@/lib/festivals/pages';
import { namedFestivalEvent } from '@/lib/names/named';
import { namesFor } from '@/lib/names/names';
import { absoluteUrl } from '@/lib/seo/urls';
import type { ApiConventions } from '../conventions';

export function serializeFestivalEvent(e: FestivalEvent, citySlug: string | null, conventions: ApiConventions) {
  // The page in the API's sunrise, which changes its dates (the month system only names its months).
  const path = festivalPagePath(e.slug, splitIsoDate(e.date).year, citySlug, { sunrise: conventions.sunrise });
  return {
    ...namedFestivalEvent(e),
    lunarMonth: e.masa ? namesFor('en').masa(e.masa[conventions.masa]) : null,
    url: absoluteUrl('en', path),
  };
}

/**
 * Display names in the page's language (lib/names reads them from the
 * messages). Kept for the pages until each has its own view model.
 */
import type { ChoghadiyaName, ChoghadiyaQuality, MuhuratType, Planet } from '@/engine';
import type { Locale } from '@/i18n/routing';
import { namesFor } from '@/lib/names/names';

export type LimbKind = 'tithi' | 'nakshatra' | 'yoga' | 'karana' | 'rashi' | 'masa' | 'vara' | 'paksha' | 'ritu' | 'ayana' | 'samvatsara';

export function nameOf(kind: LimbKind, n: number, locale: Locale): string {
  const names = namesFor(locale);
  switch (kind) {
    case 'masa':
      return names.masa({ number: n, adhika: false });
    case 'paksha':
      return names.paksha(n === 1 ? 'Shukla' : 'Krishna');
    default:
      return names[kind](n);
  }
}

export const pakshaName = (p: 'Shukla' | 'Krishna', locale: Locale) => namesFor(locale).paksha(p);
export const muhuratName = (type: MuhuratType, locale: Locale) => namesFor(locale).muhurat(type);
export const planetName = (planet: Planet, locale: Locale) => namesFor(locale).planet(planet);
export const planetSanskrit = (planet: Planet, locale: Locale) => namesFor(locale).planetSanskrit(planet);
export const choghadiyaName = (name: ChoghadiyaName, locale: Locale) => namesFor(locale).choghadiya(name);
export const choghadiyaQualityName = (q: ChoghadiyaQuality, locale: Locale) => namesFor(locale).choghadiyaQuality(q);
export const periodName = (p: 'day' | 'night', locale: Locale) => namesFor(locale).period(p);

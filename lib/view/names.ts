/**
 * Display names in the page's language, from the engine's one names table
 * (engine/data/names.ts, engine/data/timings.ts). The engine returns numbers
 * and English keys; pages show `hi` on /hi. Server-only (imports the engine).
 */
import { names, timingNames, type ChoghadiyaName, type ChoghadiyaQuality, type MuhuratType, type Planet } from '@/engine';
import type { Locale } from '@/i18n/routing';

type Name = { en: string; hi: string };

export type LimbKind = 'tithi' | 'nakshatra' | 'yoga' | 'karana' | 'rashi' | 'masa' | 'vara' | 'paksha' | 'ritu' | 'ayana' | 'samvatsara';

const TABLES: Record<LimbKind, readonly Name[]> = {
  tithi: names.TITHI_NAMES,
  nakshatra: names.NAKSHATRA_NAMES,
  yoga: names.YOGA_NAMES,
  karana: names.KARANA_NAMES,
  rashi: names.RASHI_NAMES,
  masa: names.MASA_NAMES,
  vara: names.VARA_NAMES,
  paksha: names.PAKSHA_NAMES,
  ritu: names.RITU_NAMES,
  ayana: names.AYANA_NAMES,
  samvatsara: names.SAMVATSARA_NAMES,
};

const pick = (n: Name, locale: Locale) => (locale === 'hi' ? n.hi : n.en);

/** Name of number `n` (1-based) of a table; karanas are numbered by kind (1-11). */
export function nameOf(kind: LimbKind, n: number, locale: Locale): string {
  const row = TABLES[kind][n - 1];
  if (!row) throw new RangeError(`No ${kind} number ${n}`);
  return pick(row, locale);
}

/** The localized form of an English name the engine returned (ritu, ayana, samvatsara, moon phase...). */
export function localizeName(kind: LimbKind | 'moonPhase', en: string, locale: Locale): string {
  const table = kind === 'moonPhase' ? names.MOON_PHASE_NAMES : TABLES[kind];
  const row = table.find((r) => r.en === en);
  if (!row) throw new RangeError(`Unknown ${kind} name "${en}"`);
  return pick(row, locale);
}

export const pakshaName = (p: 'Shukla' | 'Krishna', locale: Locale) => nameOf('paksha', p === 'Shukla' ? 1 : 2, locale);

export function muhuratName(type: MuhuratType, locale: Locale): string {
  return pick(timingNames.MUHURAT_BY_TYPE[type], locale);
}

export function planetName(planet: Planet, locale: Locale): string {
  return pick(timingNames.PLANET_BY_KEY[planet], locale);
}

/** Sanskrit name of a planet as the hora tables print it: Surya / सूर्य. */
export function planetSanskrit(planet: Planet, locale: Locale): string {
  const p = timingNames.PLANET_BY_KEY[planet];
  return locale === 'hi' ? p.hi : p.sanskrit;
}

export function choghadiyaName(name: ChoghadiyaName, locale: Locale): string {
  const row = timingNames.CHOGHADIYAS.find((c) => c.key === name);
  if (!row) throw new RangeError(`Unknown choghadiya "${name}"`);
  return pick(row, locale);
}

export function choghadiyaQualityName(q: ChoghadiyaQuality, locale: Locale): string {
  return pick(timingNames.CHOGHADIYA_QUALITY_NAMES[q], locale);
}

export function periodName(p: 'day' | 'night', locale: Locale): string {
  return pick(timingNames.PERIOD_NAMES[p], locale);
}

/**
 * The conventions an API request may choose, the same as a page's
 * (lib/conventions) but checked strictly: a bad value is a 400 naming the
 * field, never ignored. Every Panchang and festival endpoint takes them and
 * echoes the ones it used under `conventions`:
 *
 *   masa=purnimanta|amanta            which month system names the lunar month (default purnimanta)
 *   sunrise=upper-limb|hindu          the engine's sunrise definitions (default upper-limb);
 *                                     `disc-centre` is an alias of hindu
 *
 * The clock and the Ekadashi emphasis are presentation only: the API answers
 * "HH:MM" and lists every event with its `tradition`.
 */
import { z } from 'zod';
import type { EngineOptions } from '@/engine';
import { DEFAULT_CONVENTIONS, MASA_SYSTEMS, SUNRISE_ALIASES, SUNRISE_DEFINITIONS, type MasaSystem } from '@/lib/conventions/conventions';
import type { SunriseDefinition } from '@/engine';

const sunriseMessage = `sunrise must be ${SUNRISE_DEFINITIONS.join(' or ')} (or ${Object.keys(SUNRISE_ALIASES)[0]}, an alias of hindu)`;

export const conventionsQuery = z.object({
  masa: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(MASA_SYSTEMS, { error: `masa must be ${MASA_SYSTEMS.join(' or ')}` }))
    .optional()
    .meta({
      description: `Lunar month system naming the month: ${MASA_SYSTEMS.join(' or ')} (default ${DEFAULT_CONVENTIONS.masa}); any letter case`,
      // The input is a free string (trimmed, lower-cased, then checked), so the document names its values itself.
      enum: [...MASA_SYSTEMS],
      example: 'amanta',
    }),
  sunrise: z
    .string()
    .trim()
    .toLowerCase()
    .transform((s) => SUNRISE_ALIASES[s] ?? s)
    .pipe(z.enum(SUNRISE_DEFINITIONS, { error: sunriseMessage }))
    .optional()
    .meta({
      description: `Sunrise definition: upper-limb (default, the reference's: upper limb with refraction) or hindu (disc centre, no refraction; alias ${Object.keys(SUNRISE_ALIASES).join(', ')}); any letter case`,
      enum: [...SUNRISE_DEFINITIONS],
      example: 'hindu',
    }),
});

/** The conventions a response was computed with (echoed as `conventions`). */
export interface ApiConventions {
  masa: MasaSystem;
  sunrise: SunriseDefinition;
}

export function apiConventions(q: z.output<typeof conventionsQuery>): ApiConventions {
  return { masa: q.masa ?? DEFAULT_CONVENTIONS.masa, sunrise: q.sunrise ?? DEFAULT_CONVENTIONS.sunrise };
}

/** The engine's options for them. */
export const apiEngineOptions = (c: ApiConventions): EngineOptions => ({ sunrise: c.sunrise });

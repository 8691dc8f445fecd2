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
import { CONVENTION_VALUES, DEFAULT_CONVENTIONS, MASA_SYSTEMS, SUNRISE_ALIASES, SUNRISE_DEFINITIONS, type Conventions, type MasaSystem } from '@/lib/conventions/conventions';
import type { SunriseDefinition } from '@/engine';

const sunriseMessage = `sunrise must be ${SUNRISE_DEFINITIONS.join(' or ')} (or ${Object.keys(SUNRISE_ALIASES)[0]}, an alias of hindu)`;

/** A convention's value read as the pages read it (CONVENTION_VALUES), but a bad one is an error with `message`. */
const conventionValue = <K extends 'masa' | 'sunrise'>(key: K, message: string) =>
  z.string().transform((raw, ctx): Conventions[K] => {
    const value = CONVENTION_VALUES[key](raw);
    if (value === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return value as Conventions[K];
  });

export const conventionsQuery = z.object({
  masa: conventionValue('masa', `masa must be ${MASA_SYSTEMS.join(' or ')}`)
    .optional()
    .meta({
      description: `Lunar month system naming the month: ${MASA_SYSTEMS.join(' or ')} (default ${DEFAULT_CONVENTIONS.masa}); any letter case`,
      // The input is a free string (read by CONVENTION_VALUES), so the document names its values itself.
      enum: [...MASA_SYSTEMS],
    }),
  sunrise: conventionValue('sunrise', sunriseMessage)
    .optional()
    .meta({
      description: `Sunrise definition: upper-limb (default, the reference's: upper limb with refraction) or hindu (disc centre, no refraction; alias ${Object.keys(SUNRISE_ALIASES).join(', ')}); any letter case`,
      enum: [...SUNRISE_DEFINITIONS],
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

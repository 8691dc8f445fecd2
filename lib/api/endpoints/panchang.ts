/** GET /api/panchang: the Panchang day in the seed's shape, and the engine's whole day under `detail`. */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { locationQuery } from '../location';
import { civilDate, hhmm, isoLocal, LocationBlock, named, paksha, polar } from './common';

const iso = isoLocal;
const isoOrNull = isoLocal.nullable();

const SeedSegment = named(
  'SeedSegment',
  z.object({
    name: z.string(),
    number: z.number().int(),
    upto_time: hhmm.nullable().meta({ description: 'End, "HH:MM" local; null when it runs past the next sunrise' }),
    upto_date: civilDate.nullable(),
    paksha,
    masa: z.string().meta({ description: 'Amanta lunar month the segment belongs to' }),
  }),
);

/** A limb's span in the engine's detail: number, name, ISO start and end (null past the next sunrise). */
const segment = { number: z.number().int(), name: z.string(), start: iso, end: isoOrNull };
const Segment = named('Segment', z.object(segment));
const PadaSegment = named(
  'PadaSegment',
  z.object({ ...segment, nakshatra: z.number().int().min(1).max(27), pada: z.number().int().min(1).max(4) }),
);
const masaInfo = z.object({ number: z.number().int().min(1).max(12), name: z.string(), adhika: z.boolean() });

export const PanchangDetail = named(
  'PanchangDetail',
  z
    .object({
      date: civilDate,
      place: z.object({ lat: z.number(), lon: z.number(), tz: z.string(), elevation: z.number() }),
      options: z.object({
        sunrise: z.enum(['upper-limb', 'hindu']),
        ayanamsa: z.string().meta({ description: 'Ayanamsa model (README "The engine")', example: 'lahiri-vp285-mean' }),
        deltaT: z.string().meta({ description: 'Delta T model', example: 'sm1984-from-2018' }),
      }),
      sunrise: isoOrNull,
      sunset: isoOrNull,
      moonrise: isoOrNull,
      moonset: isoOrNull,
      nextSunrise: isoOrNull,
      polar,
      vara: z.object({ number: z.number().int().min(1).max(7).meta({ description: '1 = Sunday' }), name: z.string(), sanskrit: z.string() }),
      paksha,
      tithi: z.array(
        z.object({
          ...segment,
          paksha,
          kshaya: z.boolean().meta({ description: 'Begins and ends between this sunrise and the next' }),
          vriddhi: z.boolean().meta({ description: 'Holds at both this sunrise and the next' }),
        }),
      ),
      nakshatra: z.array(Segment),
      nakshatraPada: z.array(PadaSegment),
      yoga: z.array(Segment),
      karana: z.array(z.object({ ...segment, kind: z.number().int().min(1).max(11) })),
      moonRashi: z.array(Segment),
      sunRashi: z.array(Segment),
      sunNakshatra: z.array(Segment),
      sunNakshatraPada: z.array(PadaSegment),
      masa: z.object({ amanta: masaInfo, purnimanta: masaInfo }),
      samvat: z.object({
        vikram: z.number().int(),
        shaka: z.number().int(),
        gujarati: z.number().int(),
        samvatsara: z.object({ vikram: z.string(), shaka: z.string(), gujarati: z.string() }),
      }),
      ritu: z.object({ drik: z.string(), vedic: z.string() }),
      ayana: z.object({ drik: z.string(), vedic: z.string() }),
      dinamana: z.string().nullable().meta({ description: 'Day length H:MM:SS' }),
      ratrimana: z.string().nullable().meta({ description: 'Night length H:MM:SS' }),
      madhyahna: isoOrNull,
      sun: z.object({ longitude: z.number(), tropicalLongitude: z.number() }),
      moon: z.object({ longitude: z.number() }),
      moonPhase: z.object({ name: z.string(), illumination: z.number().meta({ description: 'Illuminated percent of the disc' }) }),
    })
    .meta({ description: "The engine's whole Panchang day with English names; times ISO 8601 with seconds" }),
);

export const PanchangResponse = named(
  'PanchangDay',
  z.object({
    date: civilDate,
    day: z.string().meta({ example: 'Saturday' }),
    location: LocationBlock,
    panchang: z.object({
      lunar_month: z.string().meta({ description: 'Amanta month at sunrise ("Adhika ..." for an intercalary month)' }),
      tithi: z.array(SeedSegment),
      nakshatra: z.array(SeedSegment),
      yoga: z.array(SeedSegment),
      karana: z.array(SeedSegment),
    }),
    astronomy: z.object({
      sun_rashi: z.string(),
      moon_rashi: z.string(),
      sun_position: z.object({ degree: z.number().meta({ description: 'Sidereal longitude at sunrise, 0-360' }) }),
      moon_position: z.object({ degree: z.number() }),
    }),
    timings: z.object({ sunrise: hhmm.nullable(), sunset: hhmm.nullable(), moonrise: hhmm.nullable(), moonset: hhmm.nullable() }),
    moonPhase: z.string(),
    moonIllumination: z.number(),
    polar,
    detail: PanchangDetail,
  }),
);

export const panchangEndpoint = defineEndpoint({
  path: '/api/panchang',
  id: 'getPanchang',
  group: 'panchang',
  summary: 'The Panchang of a day at a place',
  description:
    'Tithi, nakshatra, yoga and karana with their end times, the lunar month, sunrise, sunset, moonrise and moonset, the Sun and Moon signs and the moon phase, for the Panchang day (sunrise to the next sunrise). "HH:MM" fields are local times rounded to the minute; `detail` has the engine\'s whole day with ISO times to the second.',
  query: locationQuery,
  response: PanchangResponse,
  errors: [400, 404],
  example: { query: { date: '2025-11-22', city: 'new-delhi' } },
  caching: 'date',
});

/** GET /api/panchang: the Panchang day in the seed's shape, and the engine's whole day under `detail`. */
import { z } from 'zod';
import {
  AGNI_VASA,
  ANANDADI_YOGAS,
  BHADRA_VASA,
  CHANDRA_VASA,
  DISHA_SHOOL,
  RAHU_VASA,
  SHIVA_VASA,
  SOLAR_CALENDARS,
  SPECIAL_YOGAS,
  type ContactKey,
  type EclipseType,
  type HorizonEvent,
} from '@/engine';
import { defineEndpoint } from '../endpoint';
import { locationQuery } from '../location';
import { civilDate, hhmm, isoLocal, ConventionsBlock, LocationBlock, named, paksha, polar } from './common';
import { RegionalDatesBlock, RegionalSolarDate } from './regional';

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

/** The values an engine table can hold, as an enum (each key once). */
const keysOf = <K extends string>(table: readonly K[]) => z.enum([...new Set(table)] as [K, ...K[]]);

const span = { start: iso, end: iso };
/** A stretch that may run past the next sunrise (`end` null). */
const openSpan = { start: iso, end: isoOrNull };
const direction = (table: readonly string[]) => z.object({ direction: keysOf(table), name: z.string() });

const DayExtras = named(
  'DayExtras',
  z
    .object({
      yogas: z
        .array(z.object({ yoga: keysOf(SPECIAL_YOGAS), ...span, wholeDay: z.boolean(), name: z.string() }))
        .meta({ description: 'Sarvartha Siddhi, Amrita Siddhi, Guru/Ravi Pushya, Ravi Yoga, Dwipushkar, Tripushkar, clipped to the Panchang day' }),
      anandadi: z
        .array(
          z.object({
            number: z.number().int().min(1).max(28),
            key: keysOf(ANANDADI_YOGAS.map((y) => y.key)),
            auspicious: z.boolean(),
            nakshatra28: z.number().int().min(1).max(28).meta({ description: 'The Moon\'s nakshatra in the 28 scheme (22 = Abhijit)' }),
            ...openSpan,
            name: z.string(),
            nakshatraName: z.string(),
          }),
        )
        .meta({ description: 'Anandadi yoga by the weekday and the Moon\'s nakshatra' }),
      chandrabalam: z
        .array(
          z.object({
            moonSign: z.number().int().min(1).max(12),
            rashis: z.array(z.number().int().min(1).max(12)),
            ...openSpan,
            moonSignName: z.string(),
            rashiNames: z.array(z.string()),
          }),
        )
        .meta({ description: 'For each Moon sign of the day, the birth rashis with Chandrabalam' }),
      tarabalam: z
        .array(
          z.object({
            nakshatra: z.number().int().min(1).max(27),
            nakshatras: z.array(z.number().int().min(1).max(27)),
            ...openSpan,
            nakshatraName: z.string(),
            nakshatraNames: z.array(z.string()),
          }),
        )
        .meta({ description: 'For each nakshatra of the day, the birth nakshatras with Tarabalam' }),
      bhadra: z
        .array(z.object({ ...span, vasa: z.array(z.object({ vasa: keysOf(BHADRA_VASA), ...span, name: z.string() })) }))
        .meta({ description: 'Bhadra (Vishti karana) touching the day, with its true bounds and where it dwells' }),
      panchak: z.array(z.object(span)),
      gandaMoola: z.array(z.object({ ...span, nakshatras: z.array(z.number().int().min(1).max(27)), nakshatraNames: z.array(z.string()) })),
      dishaShool: direction(DISHA_SHOOL).meta({ description: 'The direction not to set out in on this weekday' }),
      rahuVasa: direction(RAHU_VASA),
      chandraVasa: z.array(z.object({ direction: keysOf(CHANDRA_VASA), ...openSpan, name: z.string() })),
      shivaVasa: z.array(z.object({ vasa: keysOf(SHIVA_VASA.map((v) => v.key)), favourable: z.boolean(), ...openSpan, name: z.string() })),
      agniVasa: z.array(z.object({ vasa: keysOf(AGNI_VASA), ...openSpan, name: z.string() })),
      epoch: z.object({
        kaliYear: z.number().int(),
        kaliAhargana: z.number().int().meta({ description: 'Days since the start of the Kali Yuga' }),
        julianDay: z.number().meta({ description: 'Julian day of the civil date at 0h UT' }),
        modifiedJulianDay: z.number(),
        ayanamsa: z.object({ model: z.string(), degrees: z.number().meta({ description: 'At sunrise' }) }),
      }),
    })
    .meta({ description: "The day page's further sections; times ISO 8601 local with seconds" }),
);

const ECLIPSE_TYPES = ['total', 'annular', 'hybrid', 'partial', 'penumbral'] as const satisfies readonly EclipseType[];
const CONTACTS = ['P1', 'U1', 'U2', 'max', 'U3', 'U4', 'P4', 'C1', 'C2', 'C3', 'C4'] as const satisfies readonly ContactKey[];
const HORIZON_EVENTS = ['sunrise', 'sunset', 'moonrise', 'moonset'] as const satisfies readonly HorizonEvent[];

const Eclipse = named(
  'Eclipse',
  z
    .object({
      id: z.string().meta({ description: 'Kind and the UT date of greatest eclipse, the same at every place', example: 'lunar-2025-09-07' }),
      kind: z.enum(['solar', 'lunar']),
      type: z.enum(ECLIPSE_TYPES).meta({ description: 'On Earth as a whole' }),
      greatest: iso,
      magnitude: z.number().meta({ description: 'Solar: magnitude at greatest eclipse; lunar: umbral magnitude (penumbral for a penumbral eclipse)' }),
      saros: z.object({ series: z.number().int(), member: z.number().int() }),
      date: civilDate.meta({ description: 'Civil date at the place of the local maximum (of greatest eclipse where it is not seen)' }),
      global: z.object(span).meta({ description: 'The eclipse anywhere on Earth' }),
      local: z.object({
        visible: z.boolean(),
        type: z.enum(ECLIPSE_TYPES).nullable().meta({ description: 'As seen here; null where nothing is seen' }),
        contacts: z
          .array(z.object({ key: z.enum(CONTACTS), at: iso, visible: z.boolean().meta({ description: 'The body is above the horizon' }), name: z.string() }))
          .meta({ description: 'Solar C1-C4, lunar P1/U1/U2/U3/U4/P4 and the maximum, in order' }),
        magnitude: z.number().nullable().meta({ description: 'Solar: local magnitude at the local maximum' }),
        obscuration: z.number().nullable().meta({ description: "Solar: the fraction of the Sun's disc covered" }),
        horizon: z.array(z.object({ key: z.enum(HORIZON_EVENTS), at: iso, name: z.string() })).meta({ description: 'The body rising or setting while eclipsed' }),
        sutak: z
          .object({ ...span, hours: z.number() })
          .nullable()
          .meta({ description: 'Sutak: 12 hours before a solar and 9 before a lunar eclipse, to its end; only where it is seen (not for a penumbral eclipse)' }),
        typeName: z.string().nullable(),
      }),
      name: z.string(),
      typeName: z.string(),
    })
    .meta({ description: 'An eclipse seen from the place whose eclipse or Sutak touches the date' }),
);

export const PanchangDetail = named(
  'PanchangDetail',
  z
    .object({
      date: civilDate,
      place: z.object({ lat: z.number(), lon: z.number(), tz: z.string(), elevation: z.number() }),
      options: z.object({
        sunrise: z.enum(['upper-limb', 'hindu']),
        ayanamsa: z.string().meta({ description: 'Ayanamsa model (docs/accuracy.md, "Models and conventions")', example: 'lahiri-vp285-mean' }),
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
      extras: DayExtras,
      eclipses: z.array(Eclipse),
    })
    .meta({ description: "The engine's whole Panchang day with English names; times ISO 8601 with seconds" }),
);

/** The day's query, and the regional solar calendar the visitor follows (the pages' `regional` convention). */
export const panchangQuery = locationQuery.extend({
  regional: z
    .enum(SOLAR_CALENDARS, { error: `regional must be one of ${SOLAR_CALENDARS.join(', ')}` })
    .optional()
    .meta({ description: `A regional solar calendar (${SOLAR_CALENDARS.join(', ')}): its date of the day is answered as regionalChoice` }),
});

export const PanchangResponse = named(
  'PanchangDay',
  z.object({
    date: civilDate,
    day: z.string().meta({ example: 'Saturday' }),
    location: LocationBlock,
    conventions: ConventionsBlock,
    panchang: z.object({
      lunar_month: z.string().meta({ description: 'The month at sunrise in the requested system (masa; purnimanta by default), "Adhika ..." for an intercalary month' }),
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
    regional: RegionalDatesBlock,
    regionalChoice: z
      .object({ calendar: z.enum(SOLAR_CALENDARS), date: RegionalSolarDate })
      .nullable()
      .meta({ description: 'The day in the solar calendar the request chose (`regional`, as the month grid\'s region setting); null when it chose none' }),
    detail: PanchangDetail,
  }),
);

export const panchangEndpoint = defineEndpoint({
  path: '/api/panchang',
  id: 'getPanchang',
  group: 'panchang',
  summary: 'The Panchang of a day at a place',
  description:
    'Tithi, nakshatra, yoga and karana with their end times, the lunar month, sunrise, sunset, moonrise and moonset, the Sun and Moon signs and the moon phase, for the Panchang day (sunrise to the next sunrise); `regional` has the date in the Tamil, Bengali, Malayalam and Odia solar calendars and the Gujarati, Marathi, Telugu and Kannada years. "HH:MM" fields are local times rounded to the minute; `detail` has the engine\'s whole day with ISO times to the second.',
  query: panchangQuery,
  response: PanchangResponse,
  errors: [400, 404],
  example: { query: { date: '2025-11-22', city: 'new-delhi' } },
  caching: 'date',
});

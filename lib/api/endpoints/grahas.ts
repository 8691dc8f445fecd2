/** GET /api/grahas and /api/grahas/events: where the nine grahas stand, and a graha's events of a year. */
import { z } from 'zod';
import { GRAHAS, GRAHA_EVENT_KINDS, NODE_MODEL_NAMES, type Graha, type NodeModelName } from '@/engine';
import { defineEndpoint } from '../endpoint';
import { locationQuery, placeQuery } from '../location';
import { wholeNumber } from '../query';
import { civilDate, ConventionsBlock, hhmm, isoLocal, LocationBlock, named } from './common';

/** A graha key in any letter case (`saturn`, `Saturn`), answered in the engine's spelling. */
const grahaKey = z
  .string()
  .trim()
  .transform((raw, ctx): Graha => {
    const g = GRAHAS.find((x) => x.toLowerCase() === raw.toLowerCase());
    if (!g) {
      ctx.addIssue({ code: 'custom', message: `planet must be one of ${GRAHAS.map((x) => x.toLowerCase()).join(', ')}` });
      return z.NEVER;
    }
    return g;
  });

const nodeModel = z.enum(NODE_MODEL_NAMES as [NodeModelName, ...NodeModelName[]]);

const nodeQuery = z
  .enum(NODE_MODEL_NAMES as [NodeModelName, ...NodeModelName[]], { error: `node must be ${NODE_MODEL_NAMES.join(' or ')}` })
  .optional()
  .meta({ description: 'Rahu and Ketu from the mean node (default, as the reference almanac) or the true (osculating) node' });

export const grahasQuery = locationQuery.extend({
  time: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be HH:MM, 00:00 to 23:59')
    .optional()
    .meta({ description: "Local time HH:MM (24-hour) on the date; default the date's sunrise", example: '12:00' }),
  node: nodeQuery,
});

export const grahaEventsQuery = z
  .object({
    planet: grahaKey.meta({ description: `The graha, any letter case: ${GRAHAS.map((x) => x.toLowerCase()).join(', ')}`, example: 'saturn', enum: GRAHAS.map((x) => x.toLowerCase()) }),
    year: wholeNumber('year', 1900, 2100).meta({ description: 'Year 1900-2100: the civil year in the place’s zone', example: '2025' }),
  })
  .extend(placeQuery.shape)
  .extend({ node: nodeQuery });

const graha = z.enum(GRAHAS as [Graha, ...Graha[]]);

const Ayanamsa = named(
  'Ayanamsa',
  z.object({
    model: z.string().meta({ description: "The ayanamsa model's key", example: 'lahiri-vp285-mean' }),
    name: z.string().meta({ example: 'Lahiri (mean, VP285)' }),
  }),
);

export const GrahaPositionSchema = named(
  'GrahaPosition',
  z.object({
    planet: graha,
    name: z.string().meta({ description: 'English name', example: 'Saturn' }),
    sanskrit: z.string().meta({ example: 'Shani' }),
    nameHindi: z.string().meta({ example: 'शनि' }),
    longitude: z.number().meta({ description: 'Sidereal longitude, degrees [0, 360)' }),
    rashi: z.object({ number: z.number().int().min(1).max(12), name: z.string() }),
    degree: z.number().meta({ description: 'Degrees into the rashi [0, 30)' }),
    dms: z.string().meta({ description: 'The degree in the rashi as degrees, minutes and seconds of arc', example: '0°58′12″' }),
    nakshatra: z.object({ number: z.number().int().min(1).max(27), name: z.string(), pada: z.number().int().min(1).max(4) }),
    speed: z.number().meta({ description: 'Daily motion in sidereal longitude, degrees a day (negative when retrograde)' }),
    retrograde: z.boolean().meta({ description: 'Moving backwards (Rahu and Ketu always are under the mean node)' }),
    combust: z.boolean().nullable().meta({ description: 'Within its combustion orb of the Sun (Surya Siddhanta); null for the Sun, Rahu and Ketu' }),
    elongation: z.number().nullable().meta({ description: 'Planet minus Sun in longitude, degrees (-180, 180]; null for the Sun' }),
  }),
);

export const GrahasResponse = named(
  'Grahas',
  z.object({
    date: civilDate,
    location: LocationBlock,
    conventions: ConventionsBlock,
    at: isoLocal.meta({ description: 'The instant of the positions' }),
    basis: z.enum(['time', 'sunrise', 'midnight']).meta({ description: 'The time asked for, the date’s sunrise (default), or local midnight where the Sun does not rise' }),
    ayanamsa: Ayanamsa.extend({ degrees: z.number().meta({ description: 'Its value at the instant, degrees' }) }),
    node: nodeModel,
    grahas: z.array(GrahaPositionSchema).meta({ description: 'Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu' }),
  }),
);

const GrahaEventSchema = named(
  'GrahaEvent',
  z.object({
    kind: z.enum(GRAHA_EVENT_KINDS as [string, ...string[]]).meta({
      description: 'rashi / nakshatra: enters a sign or lunar mansion; retrograde / direct: a station; asta / uday: sets into / rises out of the Sun’s glare (combustion)',
    }),
    at: isoLocal,
    date: civilDate,
    time: hhmm,
    retrograde: z.boolean().meta({ description: 'Moving backwards at the moment (for a station: the motion it turns to)' }),
    into: z.number().int().optional().meta({ description: 'rashi 1-12 or nakshatra 1-27 entered' }),
    from: z.number().int().optional().meta({ description: 'rashi or nakshatra left' }),
    intoName: z.string().optional(),
    fromName: z.string().optional(),
    rashi: z.number().int().optional().meta({ description: 'Station: the rashi it stands in' }),
    longitude: z.number().optional().meta({ description: 'Station: the sidereal longitude it stands at' }),
    orb: z.number().optional().meta({ description: 'asta / uday: the combustion orb crossed, degrees' }),
    title: z.string().meta({ example: 'Saturn enters Meena' }),
    titleHindi: z.string().meta({ example: 'शनि का मीन राशि में गोचर' }),
  }),
);

export const GrahaEventsResponse = named(
  'GrahaEvents',
  z.object({
    planet: graha,
    name: z.string(),
    year: z.number().int(),
    location: LocationBlock,
    conventions: ConventionsBlock,
    ayanamsa: Ayanamsa,
    node: nodeModel,
    start: GrahaPositionSchema.meta({ description: 'Where the graha stood as the year began (local midnight of 1 January)' }),
    events: z.array(GrahaEventSchema).meta({ description: 'In time order' }),
  }),
);

export const grahasEndpoint = defineEndpoint({
  path: '/api/grahas',
  id: 'getGrahas',
  group: 'grahas',
  summary: 'Positions of the nine grahas',
  description:
    'Sidereal longitude (the reference almanac’s Lahiri ayanamsa), rashi and degree, nakshatra and pada, daily motion, retrograde and combust flags of the Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu and Ketu, at the date’s sunrise or at a local time.',
  query: grahasQuery,
  response: GrahasResponse,
  errors: [400, 404],
  example: { query: { date: '2025-11-22', city: 'new-delhi' } },
  caching: 'date',
});

export const grahaEventsEndpoint = defineEndpoint({
  path: '/api/grahas/events',
  id: 'getGrahaEvents',
  group: 'grahas',
  summary: 'A graha’s transits of a year',
  description:
    'Every rashi and nakshatra change, station (turning retrograde or direct) and combustion (asta, uday) of one graha in a civil year, times to the second in the place’s zone.',
  query: grahaEventsQuery,
  response: GrahaEventsResponse,
  errors: [400, 404],
  example: { query: { planet: 'saturn', year: '2025', city: 'new-delhi' } },
  caching: 'long',
});

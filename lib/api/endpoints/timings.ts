/** GET /api/muhurats, /api/choghadiya, /api/hora, /api/lagna, /api/gowri-panchangam, /api/do-ghati: the day's windows and periods. */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { locationQuery } from '../location';
import { civilDate, clockSpan, engineTimingsHead, hhmm, isoLocal, named, period, planet, timingsHead } from './common';

const startEnd = z.object({ start: hhmm, end: hhmm }).nullable();
const muhuratQuality = z.enum(['auspicious', 'inauspicious']);

export const MuhuratsResponse = named(
  'Muhurats',
  z.object({
    ...timingsHead,
    rahuKaal: startEnd,
    yamaganda: startEnd,
    gulikai: startEnd,
    abhijit: startEnd.meta({ description: 'Null on Wednesdays (Abhijit is not observed) and where the Sun does not rise' }),
    solar_muhurat: z.array(
      z.object({
        type: z.string().meta({ description: 'English name of the window', example: 'Rahu Kaal' }),
        key: z.string().meta({ description: 'Stable key of the window', example: 'rahu_kaal' }),
        start_time: hhmm,
        end_time: hhmm,
        start_date: civilDate,
        end_date: civilDate,
        quality: muhuratQuality,
        description: z.string(),
      }),
    ),
    detail: z.object({
      ...engineTimingsHead,
      windows: z.array(
        z.object({ type: z.string(), start: isoLocal, end: isoLocal, quality: muhuratQuality, name: z.string(), description: z.string() }),
      ),
    }),
  }),
);

const choghadiyaQuality = z.enum(['good', 'neutral', 'bad']);
const ChoghadiyaPeriod = named(
  'ChoghadiyaPeriod',
  z.object({ number: z.number().int().min(1).max(16), name: z.string(), quality: choghadiyaQuality, ruler: planet, period, ...clockSpan }),
);

export const ChoghadiyaResponse = named(
  'Choghadiya',
  z.object({
    ...timingsHead,
    periods: z.array(ChoghadiyaPeriod).meta({ description: '8 day periods, then 8 night periods (fewer where the Sun does not rise or set)' }),
    current: ChoghadiyaPeriod.nullable().meta({ description: 'The period holding now, when now falls in this Panchang day' }),
    detail: z.object({
      ...engineTimingsHead,
      periods: z.array(z.object({ name: z.string(), quality: choghadiyaQuality, ruler: planet, period, start: isoLocal, end: isoLocal })),
    }),
  }),
);

const HoraPeriod = named(
  'Hora',
  z.object({ number: z.number().int().min(1).max(24), planet, sanskrit: z.string(), period, ...clockSpan }),
);

export const HoraResponse = named(
  'Horas',
  z.object({
    ...timingsHead,
    horas: z.array(HoraPeriod).meta({ description: '12 day horas, then 12 night horas' }),
    current: HoraPeriod.nullable(),
    detail: z.object({
      ...engineTimingsHead,
      horas: z.array(z.object({ planet, period, start: isoLocal, end: isoLocal, sanskrit: z.string() })),
    }),
  }),
);

const LagnaPeriod = named('Lagna', z.object({ sign: z.number().int().min(1).max(12).meta({ description: '1 = Mesha .. 12 = Meena' }), name: z.string(), ...clockSpan }));

export const LagnaResponse = named(
  'Lagnas',
  z.object({
    ...timingsHead,
    lagnas: z.array(LagnaPeriod).meta({ description: 'The rising signs from sunrise to the next sunrise' }),
    current: z
      .object({ ...LagnaPeriod.shape, longitude: z.number().meta({ description: 'Sidereal longitude of the ascendant now' }) })
      .nullable(),
    detail: z.object({
      ...engineTimingsHead,
      from: isoLocal,
      to: isoLocal,
      lagnas: z.array(z.object({ sign: z.number().int(), start: isoLocal, end: isoLocal, name: z.string() })),
    }),
  }),
);

const GowriPart = named(
  'GowriPart',
  z.object({
    number: z.number().int().min(1).max(16),
    key: z.string().meta({ description: 'Stable key of the Gowri', example: 'amirdha' }),
    name: z.string().meta({ description: 'English name', example: 'Amirdha' }),
    quality: muhuratQuality,
    period,
    ...clockSpan,
  }),
);

export const GowriResponse = named(
  'GowriPanchangam',
  z.object({
    ...timingsHead,
    periods: z.array(GowriPart).meta({ description: '8 day parts from sunrise, then 8 night parts from sunset (fewer where the Sun does not rise or set)' }),
    current: GowriPart.nullable().meta({ description: 'The part holding now, when now falls in this Panchang day' }),
    detail: z.object({
      ...engineTimingsHead,
      periods: z.array(z.object({ name: z.string(), key: z.string(), quality: muhuratQuality, period, start: isoLocal, end: isoLocal })),
    }),
  }),
);

const DoGhatiMuhurta = named(
  'DoGhatiMuhurta',
  z.object({
    number: z.number().int().min(1).max(15).meta({ description: 'Muhurta 1-15 of its day or night' }),
    key: z.string().meta({ description: 'Stable key of the muhurta (its deity)', example: 'vidhi' }),
    name: z.string().meta({ description: 'English name', example: 'Vidhi' }),
    quality: muhuratQuality,
    durmuhurta: z.boolean().meta({ description: "True when it is this weekday's Durmuhurta (then inauspicious)" }),
    period,
    ...clockSpan,
  }),
);

export const DoGhatiResponse = named(
  'DoGhati',
  z.object({
    ...timingsHead,
    muhurtas: z.array(DoGhatiMuhurta).meta({ description: '15 day muhurtas from sunrise, then 15 night muhurtas from sunset' }),
    current: DoGhatiMuhurta.nullable().meta({ description: 'The muhurta holding now, when now falls in this Panchang day' }),
    detail: z.object({
      ...engineTimingsHead,
      muhurtas: z.array(
        z.object({
          number: z.number().int(),
          name: z.string(),
          key: z.string(),
          quality: muhuratQuality,
          durmuhurta: z.boolean(),
          period,
          start: isoLocal,
          end: isoLocal,
        }),
      ),
    }),
  }),
);

const dayExample = { query: { date: '2025-11-22', city: 'new-delhi' } };

export const muhuratsEndpoint = defineEndpoint({
  path: '/api/muhurats',
  id: 'getMuhurats',
  group: 'muhurat',
  summary: 'Muhurat windows of a day',
  description:
    'Rahu Kaal, Yamaganda, Gulika and Abhijit as the four cards show them, and every window of the day (Brahma muhurta, Vijaya, Godhuli, Nishita, Durmuhurta, Amrit Kalam, Varjyam, ...) in `solar_muhurat`, each with its quality and explanation.',
  query: locationQuery,
  response: MuhuratsResponse,
  errors: [400, 404],
  example: dayExample,
  caching: 'date',
});

export const choghadiyaEndpoint = defineEndpoint({
  path: '/api/choghadiya',
  id: 'getChoghadiya',
  group: 'muhurat',
  summary: 'Choghadiya of a day',
  description: 'The 8 day and 8 night choghadiyas with their quality and ruling planet, and the one holding now.',
  query: locationQuery,
  response: ChoghadiyaResponse,
  errors: [400, 404],
  example: dayExample,
  caching: 'live',
});

export const horaEndpoint = defineEndpoint({
  path: '/api/hora',
  id: 'getHora',
  group: 'muhurat',
  summary: 'Horas of a day',
  description: 'The 24 planetary hours from sunrise to the next sunrise, and the one holding now.',
  query: locationQuery,
  response: HoraResponse,
  errors: [400, 404],
  example: dayExample,
  caching: 'live',
});

export const lagnaEndpoint = defineEndpoint({
  path: '/api/lagna',
  id: 'getLagna',
  group: 'muhurat',
  summary: 'Lagna table of a day',
  description: 'The rising signs (ascendant, sidereal) from sunrise to the next sunrise, and the one rising now.',
  query: locationQuery,
  response: LagnaResponse,
  errors: [400, 404],
  example: dayExample,
  caching: 'live',
});

export const gowriEndpoint = defineEndpoint({
  path: '/api/gowri-panchangam',
  id: 'getGowriPanchangam',
  group: 'muhurat',
  summary: 'Gowri Panchangam of a day',
  description:
    'The 8 day parts (from sunrise) and 8 night parts (from sunset) of the Gowri Panchangam (Nalla Neram), named by weekday, each good or bad, and the one holding now.',
  query: locationQuery,
  response: GowriResponse,
  errors: [400, 404],
  example: dayExample,
  caching: 'live',
});

export const doGhatiEndpoint = defineEndpoint({
  path: '/api/do-ghati',
  id: 'getDoGhati',
  group: 'muhurat',
  summary: 'Do Ghati muhurtas of a day',
  description:
    "The 15 day and 15 night muhurtas of two ghatis each, named after their deities, each auspicious or inauspicious (the weekday's Durmuhurta always inauspicious), and the one holding now.",
  query: locationQuery,
  response: DoGhatiResponse,
  errors: [400, 404],
  example: dayExample,
  caching: 'live',
});

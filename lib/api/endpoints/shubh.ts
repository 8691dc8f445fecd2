/** GET /api/muhurat/shubh: a kind's Shubh Muhurat dates of a year at a place, with windows, grades, checks and the gaps' reasons. */
import { z } from 'zod';
import { EXCLUSION_KINDS, SHUBH_BONUSES, SHUBH_GRADES, SHUBH_KINDS, SHUBH_TABLES, type ShubhKind } from '@/engine';
import { defineEndpoint } from '../endpoint';
import { placeQuery } from '../location';
import { wholeNumber } from '../query';
import { civilDate, ConventionsBlock, hhmm, isoLocal, LocationBlock, named } from './common';

const kindEnum = z.enum(SHUBH_KINDS as [ShubhKind, ...ShubhKind[]], { error: `kind must be one of ${SHUBH_KINDS.join(', ')}` });

const ALTERNATIVE_KEYS = [...new Set(SHUBH_KINDS.flatMap((k) => Object.keys(SHUBH_TABLES[k].alternatives)))];

export const shubhQuery = z
  .object({
    kind: kindEnum.meta({ description: `The undertaking: ${SHUBH_KINDS.join(', ')} (shubh: the general day score for starting work)`, example: 'vivah' }),
    year: wholeNumber('year', 1900, 2100).meta({ description: 'Year 1900-2100: the civil year at the place', example: '2026' }),
    // Only the form here: which keys a kind offers is checked by the engine, naming `alternatives`.
    alternatives: z
      .string()
      .trim()
      .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean))
      .pipe(z.array(z.string().regex(/^[a-z-]+$/, 'alternatives must be a comma-separated list of keys')).max(8, 'alternatives lists at most 8 keys'))
      .optional()
      .meta({
        description: `Other traditions' rules, comma-separated, among those the kind offers (${ALTERNATIVE_KEYS.join(', ')}); each kind's in its table`,
        example: 'lagna-mc',
      }),
  })
  .extend(placeQuery.shape);

const checkKey = z.enum(['sunrise', 'weekday', 'tithi', 'masa', 'nakshatra', 'yoga', 'karana', 'sun-sign', 'kranti-samya', 'latta', 'lagna', 'rahu-kaal', ...EXCLUSION_KINDS]);
const exclusionKind = z.enum(EXCLUSION_KINDS as [string, ...string[]]);

const ShubhCheckSchema = named(
  'ShubhCheck',
  z.object({
    check: checkKey.meta({ description: 'What was looked at: a limb, the weekday, the month, the Sun’s sign, a wedding dosha, the lagna, Rahu Kaal, or an exclusion period' }),
    pass: z.boolean().meta({ description: 'The value allows the rite (for rahu-kaal: the windows leave it out)' }),
    value: z.number().int().optional().meta({ description: 'The deciding value: tithi 1-30, nakshatra or yoga 1-27, karana kind 1-11, weekday 0-6 (Sunday 0), month 1-12, sign 1-12' }),
    sign: z.number().int().min(1).max(12).optional().meta({ description: 'kranti-samya: the Sun’s sign; kharmas: the Sun’s sign' }),
    planet: z.string().optional().meta({ description: 'latta: the kicking graha; guru-asta, shukra-asta: the planet' }),
    eclipse: z.enum(['solar', 'lunar']).optional(),
    adhika: z.boolean().optional().meta({ description: 'masa: the month is adhika' }),
    start: isoLocal.optional().meta({ description: 'Where the value holds within the day (an exclusion: its whole span)' }),
    end: isoLocal.optional(),
    text: z.string().meta({ description: 'The check as an English sentence', example: 'Nakshatra Rohini: allowed' }),
    textHindi: z.string(),
  }),
);

const ShubhDateSchema = named(
  'ShubhDate',
  z.object({
    date: civilDate.meta({ description: 'The date whose Panchang day (sunrise to the next sunrise) holds the windows' }),
    weekday: z.number().int().min(0).max(6).meta({ description: '0 = Sunday' }),
    windows: z.array(
      z.object({ start: isoLocal, end: isoLocal, start_time: hhmm, end_time: hhmm, start_date: civilDate, end_date: civilDate }).meta({
        description: 'A stretch in which every condition holds; times rounded to the minute, with the civil date each end falls on',
      }),
    ),
    minutes: z.number().int().meta({ description: 'All windows together' }),
    grade: z.enum(SHUBH_GRADES as [string, ...string[]]).meta({ description: 'excellent (3-4 points), good (2), fair (0-1)' }),
    points: z.number().int().min(0).max(4),
    bonuses: z.array(z.object({ bonus: z.enum(SHUBH_BONUSES as [string, ...string[]]), pass: z.boolean() })).meta({
      description: 'What raises the grade: a preferred weekday, a strong Moon (paksha bala), a special yoga in a window, two hours or more of windows',
    }),
    checks: z.array(ShubhCheckSchema),
  }),
);

const ShubhGapSchema = named(
  'ShubhGap',
  z.object({
    startDate: civilDate,
    endDate: civilDate,
    days: z.number().int(),
    reasons: z.array(
      z.object({
        reason: z.enum(['sun-sign', 'masa', 'limbs', 'sunrise', ...EXCLUSION_KINDS]).meta({
          description: 'An exclusion period, the Sun in a sign (value) or a month (value) the rule does not allow, no sunrise, or limbs: no day’s conditions met',
        }),
        startDate: civilDate,
        endDate: civilDate,
        value: z.number().int().optional(),
        sign: z.number().int().optional(),
        planet: z.enum(['Jupiter', 'Venus']).optional(),
        eclipse: z.enum(['solar', 'lunar']).optional(),
        text: z.string().meta({ example: 'Dec 16, 2026 – Dec 31, 2026: Kharmas, Sun in Dhanu' }),
        textHindi: z.string(),
      }),
    ),
  }),
);

const numbers = z.array(z.number().int());

export const ShubhResponse = named(
  'ShubhMuhurat',
  z.object({
    kind: kindEnum,
    name: z.string().meta({ example: 'Vivah (marriage)' }),
    nameHindi: z.string(),
    year: z.number().int(),
    location: LocationBlock,
    conventions: ConventionsBlock,
    alternatives: z.array(z.string()).meta({ description: 'The alternatives applied' }),
    rule: z
      .object({
        tithis: numbers,
        weekdays: numbers,
        nakshatras: numbers,
        forbiddenYogas: numbers,
        forbiddenKaranas: numbers,
        months: numbers.nullable(),
        sunSigns: numbers.nullable(),
        exclusions: z.array(exclusionKind),
        rahuKaal: z.boolean(),
        lagnas: numbers.nullable(),
        latta: z.boolean(),
        krantiSamya: z.boolean(),
        preferredWeekdays: numbers,
      })
      .meta({ description: 'The rule the dates were judged by, as numbers (the kind’s table with the alternatives applied)' }),
    dates: z.array(ShubhDateSchema),
    gaps: z.array(ShubhGapSchema).meta({ description: 'Every stretch of the year without a date, with the reasons that cover it' }),
    exclusions: z.array(
      z.object({
        kind: exclusionKind,
        start: isoLocal,
        end: isoLocal,
        startDate: civilDate,
        endDate: civilDate,
        sign: z.number().int().optional(),
        month: z.number().int().optional(),
        planet: z.enum(['Jupiter', 'Venus']).optional(),
        eclipse: z.enum(['solar', 'lunar']).optional(),
      }),
    ),
  }),
);

export const shubhEndpoint = defineEndpoint({
  path: '/api/muhurat/shubh',
  id: 'getShubhMuhurat',
  group: 'muhurat',
  summary: 'Shubh Muhurat: the good dates of a year for a wedding, a new home, a vehicle, a naming ...',
  description:
    'For a kind of undertaking, every date of the year at the place with the windows in which all of its conditions hold (tithi, nakshatra, yoga, karana, weekday, month or the Sun’s sign, the lagna and the Latta and Kranti Samya doshas for a wedding, minus Rahu Kaal, Bhadra and the exclusion periods: Guru and Shukra asta, Kharmas, Chaturmas, Holashtak, Pitru Paksha, adhika month, eclipses), a grade, and every check with the value that decided it; and for every stretch without a date, why. The rules follow Muhurta Chintamani and Dharmasindhu; `alternatives` applies another tradition’s rule.',
  query: shubhQuery,
  response: ShubhResponse,
  errors: [400, 404, 503],
  example: { query: { kind: 'vivah', year: '2026', city: 'new-delhi' } },
  caching: 'long',
});

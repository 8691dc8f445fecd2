/**
 * The regional calendars in the API: the `regional` block of /api/panchang
 * (a day in the Tamil, Bengali, Malayalam and Odia solar calendars and the
 * Gujarati, Marathi, Telugu and Kannada lunar reckonings) and
 * GET /api/regional-month (a month of a solar calendar).
 */
import { z } from 'zod';
import { MONTH_START_CHOICES, MONTH_START_RULES, SOLAR_CALENDAR, SOLAR_CALENDARS } from '@/engine';
import { defineEndpoint } from '../endpoint';
import { placeQuery } from '../location';
import { wholeNumber } from '../query';
import { civilDate, ConventionsBlock, isoLocal, LocationBlock, named } from './common';

const MONTH_NUMBERING =
  'Numbered as the calendar numbers its months: Tamil, Bengali and Odia 1 = the month of the Sun in Mesha (Chithirai, Boishakh, Baisakha) .. 12 = Meena; Malayalam 1 = Chingam (Simha) .. 12 = Karkidakam';

const monthNames = {
  monthName: z.string().meta({ description: 'The month in English', example: 'Karthigai' }),
  monthNameInScript: z.string().meta({ description: "The month in the region's own script", example: 'கார்த்திகை' }),
  era: z.string().meta({ description: 'The era the year counts in, in English', example: 'Tamil year' }),
};

export const RegionalSolarDate = named(
  'RegionalSolarDate',
  z.object({
    month: z.number().int().min(1).max(12).meta({ description: MONTH_NUMBERING }),
    day: z.number().int().min(1).max(32),
    year: z.number().int().meta({
      description: 'Era year: Tamil (Shaka-based, turning at Chithirai 1), Bangabda (Boishakh 1), Kollam (Chingam 1), Odia (Ashvina 1)',
    }),
    ...monthNames,
    samvatsara: z.string().nullable().meta({ description: 'The year in the 60-year cycle, where the calendar names it so (Tamil); else null' }),
  }),
);

const RegionalLunarDate = named(
  'RegionalLunarDate',
  z.object({
    month: z.number().int().min(1).max(12).meta({ description: "Month of the regional year: Gujarati 1 = Kartak (Kartika); the others 1 = Chaitra" }),
    masa: z.number().int().min(1).max(12).meta({ description: 'The amanta month, 1 = Chaitra' }),
    adhika: z.boolean(),
    year: z.number().int().meta({ description: 'Gujarati: Vikram Samvat from Kartika Shukla Pratipada; the others: Shaka from Chaitra Shukla Pratipada' }),
    ...monthNames,
    samvatsara: z.string().meta({ description: 'The year in the 60-year cycle' }),
  }),
);

export const RegionalDatesBlock = named(
  'RegionalDates',
  z
    .object({
      tamil: RegionalSolarDate,
      bengali: RegionalSolarDate,
      malayalam: RegionalSolarDate,
      odia: RegionalSolarDate,
      gujarati: RegionalLunarDate,
      marathi: RegionalLunarDate,
      telugu: RegionalLunarDate,
      kannada: RegionalLunarDate,
      pravishte: z
        .object({ day: z.number().int().min(1).max(32), rashi: z.number().int().min(1).max(12), rashiName: z.string() })
        .meta({ description: "The North Indian solar day ('pravishte'): the day of the Sun's stay in its sign, counted from the civil day of the sankranti" }),
    })
    .meta({
      description:
        "The date in the regional calendars at the place: each solar month begins by its region's rule (Tamil: sankranti before sunset; Malayalam: before the end of madhyahna; Bengali: before the middle of the night; Odia: before 22:00 local mean time), so the dates depend on the place",
    }),
);

export const regionalMonthQuery = z
  .object({
    region: z
      .enum(SOLAR_CALENDARS, { error: `region must be one of ${SOLAR_CALENDARS.join(', ')}` })
      .meta({ description: 'The solar calendar', example: 'tamil' }),
    // The range each calendar allows is checked by the engine, which names `year`.
    year: wholeNumber('year', 1000, 2100).meta({
      description: `Era year as the calendar counts it, as /api/panchang's regional block gives it (Tamil ${1900 - SOLAR_CALENDAR.tamil.eraOffset}-${2100 - SOLAR_CALENDAR.tamil.eraOffset}, Bangabda, Kollam, Odia); the month must lie within 1900-2100`,
      example: '1947',
    }),
    month: wholeNumber('month', 1, 12).meta({ description: `Month 1-12. ${MONTH_NUMBERING}` }),
  })
  .extend(placeQuery.shape);

const Boundary = named(
  'RegionalMonthBoundary',
  z.object({
    rashi: z.number().int().min(1).max(12).meta({ description: 'The sign the Sun enters, 1 = Mesha' }),
    rashiName: z.string(),
    sankranti: isoLocal.meta({ description: 'The moment the Sun enters the sign' }),
    date: civilDate.meta({ description: 'Day 1 of the month the sankranti opens' }),
    rule: z.enum(MONTH_START_RULES).meta({ description: "The region's rule for day 1" }),
    choice: z.enum(MONTH_START_CHOICES).meta({ description: 'How the rule decided' }),
    cutoff: isoLocal.nullable().meta({ description: 'The moment the sankranti was compared with (sunset, the end of madhyahna, the middle of the night, 22:00 local mean time)' }),
    reason: z.string().meta({ description: 'Why day 1 fell on `date`, in English' }),
  }),
);

export const RegionalMonthResponse = named(
  'RegionalMonth',
  z.object({
    region: z.enum(SOLAR_CALENDARS),
    calendarName: z.string(),
    year: z.number().int(),
    month: z.number().int().min(1).max(12),
    monthKey: z.string().meta({ description: "The month's stable key", example: 'chithirai' }),
    monthName: z.string(),
    monthNameInScript: z.string(),
    era: z.string().meta({ description: "The era's key: tamil, bangabda, kollam or amli" }),
    eraName: z.string(),
    samvatsara: z.number().int().min(1).max(60).nullable().meta({ description: 'Tamil: the year in the 60-year cycle, 1 = Prabhava' }),
    samvatsaraName: z.string().nullable(),
    start: civilDate.meta({ description: 'Day 1' }),
    end: civilDate.meta({ description: 'The last day' }),
    days: z.number().int().min(29).max(32),
    opening: Boundary.meta({ description: 'The sankranti that opens the month' }),
    closing: Boundary.meta({ description: 'The sankranti that opens the next month' }),
    dates: z.array(z.object({ day: z.number().int(), date: civilDate })).meta({ description: 'Each day of the month with its civil date' }),
    location: LocationBlock,
    conventions: ConventionsBlock,
  }),
);

export const regionalMonthEndpoint = defineEndpoint({
  path: '/api/regional-month',
  id: 'getRegionalMonth',
  group: 'panchang',
  summary: 'A month of a regional solar calendar (Tamil, Bengali, Malayalam, Odia)',
  description:
    "The civil dates of a month of the Tamil, Bengali, Malayalam or Odia solar calendar at a place: its first and last day, the sankrantis that open and close it, and how the region's rule placed each day 1. The year and month are the calendar's own, as /api/panchang's `regional` block gives them.",
  query: regionalMonthQuery,
  response: RegionalMonthResponse,
  errors: [400, 404],
  example: { query: { region: 'tamil', year: '1947', month: '8', city: 'chennai' } },
  caching: 'long',
});

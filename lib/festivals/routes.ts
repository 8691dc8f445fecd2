/**
 * The festival section's URLs as data: the month in a path as its lowercase
 * English name (`/festivals/2026/march/varanasi`), the type filter of the
 * month pages (`?type=ekadashi`) and the per-type year lists
 * (`/festivals/ekadashi`). Client-safe (lib/tools.ts builds picker links
 * with it): no city data, no engine.
 */
import { splitIsoDate } from '@/engine/civil-date';
import type { FestivalType } from '@/engine';

export const MONTH_SLUGS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

export type MonthSlug = (typeof MONTH_SLUGS)[number];

/** 1-12 for a month's URL name; null for anything else (a capitalised or numeric month too: one URL per month). */
export function monthOfSlug(slug: string): number | null {
  const i = (MONTH_SLUGS as readonly string[]).indexOf(slug);
  return i < 0 ? null : i + 1;
}

/** `/festivals/2026/march/varanasi`: the month of a civil date at a city. */
export function festivalMonthPath(date: string, city: string): string {
  const { year, month } = splitIsoDate(date);
  return `/festivals/${year}/${MONTH_SLUGS[month - 1]}/${city}`;
}

/**
 * The month pages' type filter: the engine's types, 'all' first. The order
 * is the filter bar's; the engine's 'vrat' type is the monthly vrats.
 */
export const FESTIVAL_FILTERS = ['all', 'festival', 'ekadashi', 'purnima', 'amavasya', 'pradosh', 'sankranti', 'vrat'] as const satisfies readonly (
  | FestivalType
  | 'all'
)[];
export type FestivalFilter = (typeof FESTIVAL_FILTERS)[number];

/**
 * `?type=` of a month page: absent is 'all'; any other value than a filter
 * key is null, an error (the page answers 404). A plain check, not zod: this
 * module reaches the browser through lib/tools.ts.
 */
export function festivalFilterOf(raw: string | undefined): FestivalFilter | null {
  if (raw === undefined) return 'all';
  return (FESTIVAL_FILTERS as readonly string[]).includes(raw) ? (raw as FestivalFilter) : null;
}

/** The observances with a year list of their own (`/festivals/ekadashi` ...). */
export const LIST_TYPES = ['ekadashi', 'purnima', 'amavasya', 'pradosh', 'sankranti'] as const satisfies readonly FestivalType[];
export type ListType = (typeof LIST_TYPES)[number];

export const listPath = (type: ListType) => `/festivals/${type}`;

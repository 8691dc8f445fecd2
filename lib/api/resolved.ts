/**
 * A resolved location (location.ts validates and resolves the query into
 * one) and what it gives: the engine's input and the `location` block of
 * every answer. Kept apart from the query schemas so that the engine's
 * worker process (lib/festivals/tasks.ts), which writes /api/panchang's
 * answers, carries no zod nor Next.
 */
import type { DayInput, EngineOptions } from '@/engine';
import type { CitySummary } from '@/lib/selection/params';
import type { ApiConventions } from './conventions';

export interface ResolvedLocation {
  date: string;
  /** False when the date defaulted to today (the result then depends on the clock). */
  dateFromUrl: boolean;
  lat: number;
  lon: number;
  tz: string;
  /** Metres; the city's, else sea level (the reference computes at sea level anyway). */
  elevation: number;
  city: CitySummary | null;
  options: EngineOptions;
  /** The conventions asked for (or the defaults), echoed in every response. */
  conventions: ApiConventions;
}

export type ResolvedPlace = Omit<ResolvedLocation, 'date' | 'dateFromUrl'>;

/** The engine's input for a resolved location. */
export function dayInput(loc: ResolvedLocation): DayInput {
  return { date: loc.date, lat: loc.lat, lon: loc.lon, tz: loc.tz, elevation: loc.elevation, options: loc.options };
}

/** The `location` block of every response. */
export function locationBlock(loc: ResolvedPlace) {
  return { lat: loc.lat, lon: loc.lon, tz: loc.tz, ...(loc.city ? { city: loc.city } : {}) };
}

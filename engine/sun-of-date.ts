/**
 * "The sunrise of this date", the rule every part of the engine uses to
 * decide which sunrise (and sunset) belongs to a civil date: the first one
 * after the date's local midnight, provided it falls before the next local
 * midnight. Where none does (polar day or night, or a zone whose clock runs
 * far from the Sun) the date has no sunrise, never the neighbouring date's.
 */
import type { CivilDate } from './civil-date';
import { type Geo, nextSunEvent, type SunriseDefinition } from './riseset';
import { localDateOf } from './time';

/** A civil date in a zone: its local midnight and, when the caller has it, the next one (JD UT). */
export interface DateSpan {
  date: CivilDate;
  tz: string;
  start: number;
  end?: number;
}

/**
 * An instant less than 21 hours after local midnight is on the date, with no
 * zone lookup (this spares one for nearly every sunrise and sunset): the
 * wall clock has then advanced 21 hours plus any change of offset since
 * midnight, and between 1900 and 2100 no zone moves its clock by three hours
 * or more within a day (the largest daylight-saving jumps are two hours, as
 * at Antarctica/Troll; the date-line moves of Samoa and Kwajalein happen at
 * midnight). Later instants (summer sunsets of high latitudes) ask the zone.
 */
const SURELY_ON_DATE = 21 / 24;

/** Whether instant t (JD UT) falls on the date: at or after its local midnight and before the next. */
export function onDate(t: number, span: DateSpan): boolean {
  if (t < span.start) return false;
  if (span.end !== undefined) return t < span.end;
  if (t - span.start < SURELY_ON_DATE) return true;
  const d = localDateOf(t, span.tz);
  return d.year === span.date.year && d.month === span.date.month && d.day === span.date.day;
}

/** The first sun event of a kind at or after `from`, if it falls on the date; else null. */
export function sunEventOfDate(
  event: 'rise' | 'set',
  from: number,
  span: DateSpan,
  geo: Geo,
  definition: SunriseDefinition,
): number | null {
  const t = nextSunEvent(from, geo, event, definition);
  return t !== null && onDate(t, span) ? t : null;
}

/**
 * The festival computations that run off the request thread, as plain
 * messages: what the worker receives and answers. Both sides run the same
 * `runTask`, so the answer is the engine's, wherever it ran. A person's
 * anniversaries (engine anniversaries: 20 years of a tithi) run here too,
 * for the same reason as a festival year, and so do the Shubh Muhurat
 * years (engine shubhYear, as costly as a festival year) and dates: one
 * pool of workers for the year-long computations. Shubh instants cross as
 * ISO strings (the API) or epoch ms (the pages and feeds), as the task
 * says: an encoder cannot cross. The calendar's periods (engine
 * periodsBetween: Holashtak, Chaturmas and Pitru Paksha read their festival
 * and Shraddha days in the months they touch) run here as well, with
 * epoch-ms instants. So does the API's Panchang day (/api/panchang): not a
 * long computation, but the one a crawler asks for most; computed here, it
 * takes the second core while the request thread does Next's part
 * (crawl_api_panchang_rps of `npm run bench:load`, with the figures in the
 * commit that moved it).
 */
import { serializePanchang, type PanchangAnswer } from '@/lib/api/serialize/panchang';
import { dayInput, type ResolvedLocation } from '@/lib/api/resolved';
import {
  anniversaries,
  computeDay,
  type SolarCalendarKey,
  jdToMs,
  periodsBetween,
  shubhDay,
  shubhYear,
  type AnniversaryInput,
  type AnniversaryList,
  type CalendarPeriod,
  type PeriodsInput,
  type ShubhDate,
  type ShubhDayInput,
  type ShubhYear,
  type ShubhYearInput,
  computeFestivals,
  computeFestivalsMonth,
  festivalDays,
  festivalsBetween,
  festivalYearIndex,
  isPanchangInputError,
  upcomingFestivals,
  type FestivalDay,
  type FestivalEvent,
  type FestivalList,
  type FestivalMonthInput,
  type FestivalRangeInput,
  type FestivalYearInput,
  type ListPlace,
  type UpcomingInput,
} from '@/engine';

/**
 * A year's events with epoch-ms instants (engine festivalYearIndex) as plain
 * data: each date's events are indices into `events` (the engine's Map holds
 * the same objects under several dates; indices cross a process once each).
 */
export interface FestivalYearData {
  place: ListPlace;
  events: readonly FestivalEvent<number>[];
  byDate: Readonly<Record<string, readonly number[]>>;
}

export type FestivalTask =
  | { kind: 'year'; input: FestivalYearInput }
  | { kind: 'month'; input: FestivalMonthInput }
  | { kind: 'upcoming'; input: UpcomingInput }
  | { kind: 'days'; input: FestivalRangeInput }
  | { kind: 'between'; input: FestivalRangeInput }
  | { kind: 'index'; input: FestivalYearInput }
  | { kind: 'anniversaries'; input: AnniversaryInput }
  | { kind: 'shubh-year'; input: ShubhYearInput; instants: 'iso' | 'ms' }
  | { kind: 'shubh-day'; input: ShubhDayInput; instants: 'iso' | 'ms' }
  | { kind: 'periods'; input: PeriodsInput }
  | { kind: 'panchang-answer'; input: { loc: ResolvedLocation; regional: SolarCalendarKey | null } };

/** A few dates' events with epoch-ms instants (engine festivalsBetween). */
export interface FestivalRangeData {
  place: ListPlace;
  events: readonly FestivalEvent<number>[];
}

/** What each kind of task answers. */
export type ResultOf<T extends FestivalTask> = T extends { kind: 'days' }
  ? FestivalDay[]
  : T extends { kind: 'between' }
    ? FestivalRangeData
    : T extends { kind: 'index' }
      ? FestivalYearData
      : T extends { kind: 'anniversaries' }
        ? AnniversaryList<number>
        : T extends { kind: 'shubh-year'; instants: 'ms' }
          ? ShubhYear<number>
          : T extends { kind: 'shubh-year' }
            ? ShubhYear
            : T extends { kind: 'shubh-day'; instants: 'ms' }
              ? ShubhDate<number>
              : T extends { kind: 'shubh-day' }
                ? ShubhDate
                : T extends { kind: 'periods' }
                  ? CalendarPeriod<number>[]
                  : T extends { kind: 'panchang-answer' }
                    ? PanchangAnswer
                    : FestivalList;
export type FestivalTaskResult = ResultOf<FestivalTask> | ShubhYear<number> | ShubhDate<number> | CalendarPeriod<number>[] | PanchangAnswer;

/** An answer: the result, or the error as data (errors do not cross processes as instances). */
export type TaskAnswer =
  | { ok: true; result: FestivalTaskResult }
  | { ok: false; error: { message: string; field?: string } };

function compute(task: FestivalTask): FestivalTaskResult {
  switch (task.kind) {
    case 'year':
      return computeFestivals(task.input);
    case 'month':
      return computeFestivalsMonth(task.input);
    case 'upcoming':
      return upcomingFestivals(task.input);
    case 'days':
      // A window of the dates (engine/festivals/window.ts), or the year's index when the year is cached here.
      return festivalDays(task.input);
    case 'between':
      return festivalsBetween(task.input);
    case 'index':
      return yearData(task.input);
    case 'anniversaries':
      return anniversaries(task.input, jdToMs);
    case 'shubh-year':
      return task.instants === 'ms' ? shubhYear(task.input, jdToMs) : shubhYear(task.input);
    case 'shubh-day':
      return task.instants === 'ms' ? shubhDay(task.input, jdToMs) : shubhDay(task.input);
    case 'periods':
      return periodsBetween(task.input, jdToMs);
    case 'panchang-answer': {
      const { loc, regional } = task.input;
      return serializePanchang(loc, computeDay(dayInput(loc)), regional);
    }
  }
}

function yearData(input: FestivalYearInput): FestivalYearData {
  const { place, events, byDate } = festivalYearIndex(input);
  const at = new Map(events.map((e, i) => [e, i]));
  const dates: Record<string, number[]> = {};
  const indexOf = (e: FestivalEvent<number>) => {
    const i = at.get(e);
    // The engine indexes the very objects of `events` by date.
    if (i === undefined) throw new Error(`Event ${e.id} of ${e.date} is indexed by date but not in the year's events`);
    return i;
  };
  for (const [date, list] of byDate) dates[date] = list.map(indexOf);
  return { place, events, byDate: dates };
}

export function runTask(task: FestivalTask): TaskAnswer {
  try {
    return { ok: true, result: compute(task) };
  } catch (e) {
    if (isPanchangInputError(e)) return { ok: false, error: { message: e.message, field: e.field } };
    return { ok: false, error: { message: e instanceof Error ? (e.stack ?? e.message) : String(e) } };
  }
}

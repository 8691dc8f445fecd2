/**
 * The festival computations that run off the request thread, as plain
 * messages: what the worker receives and answers. Both sides run the same
 * `runTask`, so the answer is the engine's, wherever it ran. The Shubh
 * Muhurat years (engine shubhYear, as costly as a festival year, which
 * they read) and dates run here too: one pool of workers for the year-long
 * computations. Their instants cross as ISO strings (the API) or epoch ms
 * (the pages and feeds), as the task says: an encoder cannot cross.
 */
import {
  jdToMs,
  shubhDay,
  shubhYear,
  type ShubhDate,
  type ShubhDayInput,
  type ShubhYear,
  type ShubhYearInput,
  computeFestivals,
  computeFestivalsMonth,
  festivalsOnDate,
  festivalYearIndex,
  isPanchangInputError,
  upcomingFestivals,
  type DayFestivalsInput,
  type FestivalEvent,
  type FestivalList,
  type FestivalMonthInput,
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
  | { kind: 'date'; input: DayFestivalsInput }
  | { kind: 'index'; input: FestivalYearInput }
  | { kind: 'shubh-year'; input: ShubhYearInput; instants: 'iso' | 'ms' }
  | { kind: 'shubh-day'; input: ShubhDayInput; instants: 'iso' | 'ms' };

/** What each kind of task answers. */
export type ResultOf<T extends FestivalTask> = T extends { kind: 'date' }
  ? readonly FestivalEvent<number>[]
  : T extends { kind: 'index' }
    ? FestivalYearData
    : T extends { kind: 'shubh-year'; instants: 'ms' }
      ? ShubhYear<number>
      : T extends { kind: 'shubh-year' }
        ? ShubhYear
        : T extends { kind: 'shubh-day'; instants: 'ms' }
          ? ShubhDate<number>
          : T extends { kind: 'shubh-day' }
            ? ShubhDate
            : FestivalList;
export type FestivalTaskResult = ResultOf<FestivalTask> | ShubhYear<number> | ShubhDate<number>;

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
    case 'date':
      // The engine's year cache indexes the year by date on the first such lookup (engine/festivals/index.ts).
      return festivalsOnDate(task.input);
    case 'index':
      return yearData(task.input);
    case 'shubh-year':
      return task.instants === 'ms' ? shubhYear(task.input, jdToMs) : shubhYear(task.input);
    case 'shubh-day':
      return task.instants === 'ms' ? shubhDay(task.input, jdToMs) : shubhDay(task.input);
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

/**
 * The festival computations that run off the request thread, as plain
 * messages: what the worker receives and answers. Both sides run the same
 * `runTask`, so the answer is the engine's, wherever it ran.
 */
import {
  computeFestivals,
  computeFestivalsMonth,
  festivalsOnDate,
  isPanchangInputError,
  upcomingFestivals,
  type DayFestivalsInput,
  type FestivalEvent,
  type FestivalList,
  type FestivalMonthInput,
  type FestivalYearInput,
  type UpcomingInput,
} from '@/engine';

export type FestivalTask =
  | { kind: 'year'; input: FestivalYearInput }
  | { kind: 'month'; input: FestivalMonthInput }
  | { kind: 'upcoming'; input: UpcomingInput }
  | { kind: 'date'; input: DayFestivalsInput };

/** What each kind of task answers. */
export type ResultOf<T extends FestivalTask> = T extends { kind: 'date' } ? readonly FestivalEvent<number>[] : FestivalList;
export type FestivalTaskResult = ResultOf<FestivalTask>;

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
  }
}

export function runTask(task: FestivalTask): TaskAnswer {
  try {
    return { ok: true, result: compute(task) };
  } catch (e) {
    if (isPanchangInputError(e)) return { ok: false, error: { message: e.message, field: e.field } };
    return { ok: false, error: { message: e instanceof Error ? (e.stack ?? e.message) : String(e) } };
  }
}

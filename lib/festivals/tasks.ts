/**
 * The festival computations that run off the request thread, as plain
 * messages: what the worker receives and answers. Both sides run the same
 * `runTask`, so the answer is the engine's, wherever it ran.
 */
import {
  computeFestivals,
  computeFestivalsMonth,
  isPanchangInputError,
  upcomingFestivals,
  type FestivalList,
  type FestivalMonthInput,
  type FestivalYearInput,
  type UpcomingInput,
} from '@/engine';

export type FestivalTask =
  | { kind: 'year'; input: FestivalYearInput }
  | { kind: 'month'; input: FestivalMonthInput }
  | { kind: 'upcoming'; input: UpcomingInput };

/** An answer: the list, or the error as data (errors do not cross threads as instances). */
export type TaskAnswer =
  | { ok: true; list: FestivalList }
  | { ok: false; error: { message: string; field?: string } };

export function runTask(task: FestivalTask): TaskAnswer {
  try {
    const list =
      task.kind === 'year'
        ? computeFestivals(task.input)
        : task.kind === 'month'
          ? computeFestivalsMonth(task.input)
          : upcomingFestivals(task.input);
    return { ok: true, list };
  } catch (e) {
    if (isPanchangInputError(e)) return { ok: false, error: { message: e.message, field: e.field } };
    return { ok: false, error: { message: e instanceof Error ? (e.stack ?? e.message) : String(e) } };
  }
}

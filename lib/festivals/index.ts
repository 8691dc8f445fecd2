/**
 * Festival lists for the site (the API's years, months and upcoming days,
 * the month grid, the day pages' banner, the festival calendar's month and
 * year pages, upcoming festivals), computed off the thread that
 * answers requests (a day page's banner and the upcoming festivals from
 * the days around their dates, not a whole year). A festival year at a place costs 40-90 ms of CPU when it is not
 * cached, and any client can ask for one that is not (any year, any place);
 * computed on the request thread, four clients asking for random years made
 * every other request wait behind them (an /api/panchang answer went from
 * 3 ms to ~1 s at p99: measured with `npm run load:stall`). Inside the Next server
 * the engine therefore runs in worker processes (one per spare core, the
 * engine's year cache living there): processes, not threads, because the
 * Swiss Ephemeris addon loads only once per process. Identical requests in
 * flight share one computation, and at most MAX_PENDING computations may
 * wait, beyond which the request is refused with ServerBusyError (503)
 * rather than queued without bound. Elsewhere (Jest, the CLIs) the same
 * tasks run in-process. The API's Panchang day (panchangAnswer) runs there
 * too, for throughput rather than for stalls: Next's request thread is the
 * bound of a crawl (tasks.ts).
 */
import { type ChildProcess, fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import {
  Lru,
  PanchangInputError,
  type AnniversaryInput,
  type CalendarPeriod,
  type FestivalEvent,
  type FestivalMonthInput,
  type FestivalRangeInput,
  type FestivalYearInput,
  type PeriodsInput,
  type ShubhDayInput,
  type ShubhYearInput,
  type SolarCalendarKey,
  type UpcomingInput,
} from '@/engine';
import type { ResolvedLocation } from '@/lib/api/resolved';
import type { PanchangAnswer } from '@/lib/api/serialize/panchang';
import { ServerBusyError, setFestivalPending } from './pressure';
import { runTask, type FestivalRangeData, type FestivalTask, type FestivalTaskResult, type FestivalYearData, type ResultOf, type TaskAnswer } from './tasks';

/** Niceness of the worker processes (0 normal, 19 lowest). */
const WORKER_NICENESS = 5;

/** Computations allowed to wait for a worker: ~3 s of work at polar places. */
export const MAX_PENDING = 64;

export { ServerBusyError };

/** Where the bundled worker lives (scripts/build-festival-worker.mjs, run by `npm run build`). */
export function festivalWorkerPath(): string {
  return path.join(process.cwd(), 'data', 'generated', 'festival-worker.cjs');
}

/** One worker process, started on first use and again after it died. */
class FestivalWorker {
  private child: ChildProcess | null = null;
  private readonly waiting = new Map<number, (answer: TaskAnswer | Error) => void>();
  private nextId = 1;
  /** Long computations (a year, a month's periods) sent and not answered yet. */
  private long = 0;

  get load(): number {
    return this.waiting.size;
  }

  /** Whether a short task sent now would wait behind a long one. */
  get busyWithLongWork(): boolean {
    return this.long > 0;
  }

  run(task: FestivalTask, { long = true } = {}): Promise<TaskAnswer | Error> {
    const child = (this.child ??= this.start());
    const id = this.nextId++;
    if (long) this.long++;
    return new Promise((resolve) => {
      this.waiting.set(id, (a) => {
        if (long) this.long--;
        resolve(a);
      });
      child.send({ id, task });
    });
  }

  private start(): ChildProcess {
    // Structured clone rather than JSON: a year of events crosses as it is.
    // The bundler would try to bundle the forked file: it is built separately (see above).
    const child = fork(/* turbopackIgnore: true */ festivalWorkerPath(), [], { serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    try {
      // Below the request thread's priority: on a busy machine the cheap requests get the CPU first.
      if (child.pid !== undefined) os.setPriority(child.pid, WORKER_NICENESS);
    } catch {
      // Not permitted here: the worker runs at normal priority.
    }
    child.on('message', (m: { id: number; answer: TaskAnswer }) => {
      const done = this.waiting.get(m.id);
      this.waiting.delete(m.id);
      done?.(m.answer);
    });
    const fail = (error: Error) => {
      if (this.child === child) this.child = null;
      for (const done of this.waiting.values()) done(error);
      this.waiting.clear();
    };
    child.on('error', (e) => {
      console.error('Festival worker failed:', e);
      fail(e);
    });
    child.on('exit', (code, signal) => {
      console.error(`Festival worker exited (${signal ?? `code ${code}`}); the next festival request starts another`);
      fail(new Error(`Festival worker exited (${signal ?? `code ${code}`})`));
    });
    return child;
  }
}

// The production server only: `next dev` runs the engine from its sources, as it is being edited.
const inServer = process.env.NEXT_RUNTIME === 'nodejs' && process.env.NODE_ENV === 'production';

/** Whether festival tasks run in worker processes here (the production server) rather than in-process. */
export const usesFestivalWorkers = () => inServer;

const workers = inServer
  ? Array.from({ length: Math.max(1, Math.min(4, os.availableParallelism() - 1)) }, () => new FestivalWorker())
  : [];
const inFlight = new Map<string, Promise<FestivalTaskResult>>();

const leastLoaded = (ws: FestivalWorker[]) => ws.reduce((best, w) => (w.load < best.load ? w : best));

async function answer(task: FestivalTask): Promise<FestivalTaskResult> {
  return settled(workers.length === 0 ? runTask(task) : await leastLoaded(workers).run(task));
}

/** The result of a task's answer, or its error thrown as it was thrown in the worker (an input error stays one). */
function settled(a: TaskAnswer | Error): FestivalTaskResult {
  if (a instanceof Error) throw a;
  if (a.ok) return a.result;
  if (a.error.field !== undefined) throw new PanchangInputError(a.error.field, a.error.message);
  throw new Error(`Festival computation failed: ${a.error.message}`);
}

function run<T extends FestivalTask>(task: T): Promise<ResultOf<T>> {
  const key = JSON.stringify(task);
  let p = inFlight.get(key);
  if (!p) {
    if (inFlight.size >= MAX_PENDING) return Promise.reject(new ServerBusyError());
    p = answer(task).finally(() => {
      inFlight.delete(key);
      setFestivalPending(inFlight.size);
    });
    inFlight.set(key, p);
    setFestivalPending(inFlight.size);
  }
  // The answer to a task of this kind (runTask).
  return p as Promise<ResultOf<T>>;
}

/** Every event of a civil year at a place (engine computeFestivals). */
export const festivalYear = (input: FestivalYearInput) => run({ kind: 'year', input });

/** The events of one month of a year (engine computeFestivalsMonth). */
export const festivalMonth = (input: FestivalMonthInput) => run({ kind: 'month', input });

/** The events from a date for a number of days (engine upcomingFestivals). */
export const festivalsUpcoming = (input: UpcomingInput) => run({ kind: 'upcoming', input });

/**
 * Each date's events from `from` to `to`, epoch-ms instants (engine
 * festivalDays): the day page's banner (and the next date's, for the
 * Vaishnava twin of an Ekadashi). The worker computes the few days around
 * them, not their year (engine/festivals/window.ts: ~5 ms from nothing,
 * ~1 ms once the Moon of those years is at hand; a year is ~60 ms).
 */
export const festivalDays = (input: FestivalRangeInput) => run({ kind: 'days', input });

/** The answer kept in `lru` for the input (as JSON), else computed by the worker and kept. */
async function kept<T>(lru: Lru<string, T>, input: unknown, compute: () => Promise<T>): Promise<T> {
  const key = JSON.stringify(input);
  const hit = lru.get(key);
  if (hit) return hit;
  const answer = await compute();
  lru.set(key, answer);
  return answer;
}

// The sidebar asks for the same (city, today) on every page it is on: the
// answer (a few dozen events) is kept here so that a page does not wait on
// the worker for it, as the years are below. 64 cover the cities of the day.
const ranges = new Lru<string, FestivalRangeData>(64);

/**
 * The events starting on the dates from `from` to `to`, epoch-ms instants
 * (engine festivalsBetween): the upcoming festivals of the home page and
 * the sidebar, computed by the worker from those days, not their years.
 */
export const festivalsBetween = (input: FestivalRangeInput): Promise<FestivalRangeData> => kept(ranges, input, () => run({ kind: 'between', input }));

/** A person's anniversaries at a place, epoch-ms instants (engine anniversaries): the anniversary tool and its feed. */
export const anniversaryList = (input: AnniversaryInput) => run({ kind: 'anniversaries', input });

/** A kind's Shubh Muhurat dates of a year at a place (engine shubhYear), ISO instants (the API) or epoch ms (pages, feeds). */
export const shubhMuhuratYear = <I extends 'iso' | 'ms'>(input: ShubhYearInput, instants: I) => run({ kind: 'shubh-year', input, instants });

/**
 * /api/panchang's body for a resolved place and date, with the regional
 * calendar asked for (tasks.ts), computed by a worker that has no long
 * computation to finish first, else here on the request thread: a day
 * (~2 ms) never waits behind a festival year (40-90 ms; `npm run
 * load:stall` holds the API's p99 under 100 ms while four clients ask for
 * polar years). It stays out of the queue's count, so a crawl of the API
 * neither turns pages away (proxy.ts admits them by that count) nor is
 * refused.
 */
export async function panchangAnswer(loc: ResolvedLocation, regional: SolarCalendarKey | null): Promise<PanchangAnswer> {
  const task: FestivalTask = { kind: 'panchang-answer', input: { loc, regional } };
  const free = workers.filter((w) => !w.busyWithLongWork);
  return settled(free.length === 0 ? runTask(task) : await leastLoaded(free).run(task, { long: false })) as PanchangAnswer;
}

/** One date judged for a kind, every check made (engine shubhDay). */
export const shubhMuhuratDay = <I extends 'iso' | 'ms'>(input: ShubhDayInput, instants: I) => run({ kind: 'shubh-day', input, instants });

// A month's periods at a place: the month page and the pages of its days ask for the same month
// (lib/view/periods.ts monthSpan), so a day page after the first of its month and city waits for nothing.
const periodMonths = new Lru<string, CalendarPeriod<number>[]>(64);

/**
 * The calendar's periods touching a span of dates (engine periodsBetween),
 * epoch-ms instants, computed by the worker: one of the two tasks a new
 * day page gives it (the other, festivalDays for its banner). ~3.5 ms of CPU for
 * a new city's month on a crawl (periods_crawl_month_cpu_ms of `npm run
 * bench -- periods`): Holashtak, Chaturmas and Pitru Paksha compute their
 * festival days only in the months they can touch; 15-40 ms for a month
 * that does at a place seen for the first time.
 */
export const calendarPeriods = (input: PeriodsInput): Promise<CalendarPeriod<number>[]> => kept(periodMonths, input, () => run({ kind: 'periods', input }));

/** A year at a place as the pages read it: the events, and each date's events. */
export interface FestivalYearIndex {
  place: FestivalYearData['place'];
  /** Sorted as the engine sorts a year (date, then start). */
  events: readonly FestivalEvent<number>[];
  /** A date's events, running observances included (engine festivalYearIndex). */
  byDate: ReadonlyMap<string, readonly FestivalEvent<number>[]>;
}

// A year's events are ~400 KB: they cross from the worker once, and the pages of a place
// (its month pages, lists, the home page and every sidebar's card) read this copy.
const years = new Lru<string, FestivalYearIndex>(8);

/**
 * A civil year's events with epoch-ms instants and indexed by date (engine
 * festivalYearIndex), computed by the worker: the festival month page, the
 * year lists, the home page's and the sidebar's upcoming festivals.
 */
export const festivalYearIndex = (input: FestivalYearInput): Promise<FestivalYearIndex> =>
  kept(years, input, async () => {
    const data = await run({ kind: 'index', input });
    return {
      place: data.place,
      events: data.events,
      byDate: new Map(Object.entries(data.byDate).map(([date, ix]) => [date, ix.map((i) => data.events[i])])),
    };
  });

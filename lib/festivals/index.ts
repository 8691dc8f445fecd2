/**
 * Festival lists for the site, computed off the thread that answers
 * requests. A festival year at a place costs 40-60 ms of CPU when it is not
 * cached, and any client can ask for one that is not (any year, any place);
 * computed on the request thread, four clients asking for random years made
 * every other request wait behind them (an /api/panchang answer went from
 * 3 ms to ~1 s at p99: README, "Expensive requests"). Inside the Next server
 * the engine therefore runs in worker threads (one per spare core, the
 * engine's year cache living there); identical requests in flight share one
 * computation, and at most MAX_PENDING computations may wait, beyond which
 * the request is refused with ServerBusyError (503) rather than queued
 * without bound. Elsewhere (Jest, the CLIs) the same tasks run in-process.
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import {
  PanchangInputError,
  type FestivalList,
  type FestivalMonthInput,
  type FestivalYearInput,
  type UpcomingInput,
} from '@/engine';
import { runTask, type FestivalTask, type TaskAnswer } from './tasks';

/** Computations allowed to wait for a worker: ~3 s of work at polar places. */
export const MAX_PENDING = 64;

/** Too much festival work is waiting: the client should retry later (503). */
export class ServerBusyError extends Error {
  readonly retryAfterSeconds = 5;

  constructor() {
    super('The server is busy computing festival calendars; retry in a few seconds');
    this.name = 'ServerBusyError';
  }
}

/** One worker thread, started on first use and again after it died. */
class FestivalWorker {
  private worker: Worker | null = null;
  private readonly waiting = new Map<number, (answer: TaskAnswer | Error) => void>();
  private nextId = 1;

  get load(): number {
    return this.waiting.size;
  }

  run(task: FestivalTask): Promise<TaskAnswer | Error> {
    const worker = (this.worker ??= this.start());
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      worker.postMessage({ id, task });
    });
  }

  private start(): Worker {
    // Written inline so that the bundler finds the worker's entry and builds it.
    const worker = new Worker(new URL('./worker.ts', import.meta.url));
    // A script that only computed something may exit while the worker idles.
    worker.unref();
    worker.on('message', (m: { id: number; answer: TaskAnswer }) => {
      const done = this.waiting.get(m.id);
      this.waiting.delete(m.id);
      done?.(m.answer);
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const done of this.waiting.values()) done(error);
      this.waiting.clear();
    };
    worker.on('error', (e) => {
      console.error('Festival worker failed:', e);
      fail(e instanceof Error ? e : new Error(String(e)));
    });
    worker.on('exit', (code) => fail(new Error(`Festival worker exited with code ${code}`)));
    return worker;
  }
}

const inServer = process.env.NEXT_RUNTIME === 'nodejs';
const workers = inServer
  ? Array.from({ length: Math.max(1, Math.min(4, os.availableParallelism() - 1)) }, () => new FestivalWorker())
  : [];
const inFlight = new Map<string, Promise<FestivalList>>();

async function answer(task: FestivalTask): Promise<FestivalList> {
  let a: TaskAnswer | Error;
  if (workers.length === 0) {
    a = runTask(task);
  } else {
    const worker = workers.reduce((best, w) => (w.load < best.load ? w : best));
    a = await worker.run(task);
  }
  if (a instanceof Error) throw a;
  if (a.ok) return a.list;
  if (a.error.field !== undefined) throw new PanchangInputError(a.error.field, a.error.message);
  throw new Error(`Festival computation failed: ${a.error.message}`);
}

function run(task: FestivalTask): Promise<FestivalList> {
  const key = JSON.stringify(task);
  const shared = inFlight.get(key);
  if (shared) return shared;
  if (inFlight.size >= MAX_PENDING) return Promise.reject(new ServerBusyError());
  const p = answer(task).finally(() => inFlight.delete(key));
  inFlight.set(key, p);
  return p;
}

/** Every event of a civil year at a place (engine computeFestivals). */
export const festivalYear = (input: FestivalYearInput) => run({ kind: 'year', input });

/** The events of one month of a year (engine computeFestivalsMonth). */
export const festivalMonth = (input: FestivalMonthInput) => run({ kind: 'month', input });

/** The events from a date for a number of days (engine upcomingFestivals). */
export const festivalsUpcoming = (input: UpcomingInput) => run({ kind: 'upcoming', input });

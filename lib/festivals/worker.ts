/**
 * The festival worker thread (lib/festivals/pool.ts starts it): computes one
 * task at a time with the engine, which keeps its own cache of years here.
 */
import { parentPort } from 'node:worker_threads';
import { runTask, type FestivalTask } from './tasks';

parentPort?.on('message', (m: { id: number; task: FestivalTask }) => {
  parentPort?.postMessage({ id: m.id, answer: runTask(m.task) });
});

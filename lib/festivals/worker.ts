/**
 * The festival worker process (started by lib/festivals/index.ts, bundled by
 * scripts/build-festival-worker.mjs): computes one task at a time with the
 * engine, which keeps its own cache of years here.
 */
import { runTask, type FestivalTask } from './tasks';

process.on('message', (m: { id: number; task: FestivalTask }) => {
  process.send?.({ id: m.id, answer: runTask(m.task) });
});
// The server is gone (even killed): so is its worker.
process.on('disconnect', () => process.exit(0));

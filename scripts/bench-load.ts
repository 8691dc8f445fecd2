/**
 * `npm run bench:load`: figures of the production server under load, printed
 * as `name: value unit`. Builds the site when the build is stale, starts
 * `next start` on a free port with a temporary analytics database,
 * runs every module of scripts/bench/load/ in name order (one per group of
 * figures; `npm run bench:load -- analytics` runs the matching ones only),
 * then stops the server. Traffic goes to 127.0.0.1 only and each run is
 * bounded in time.
 *
 * A module default-exports `async (target: LoadTarget) => Figure[]`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, buildIsCurrent } from './lib/build-state.mjs';
import { formatFigure, type Figure } from './lib/figures';
import { freePort, startServer, stopServer, waitForServer } from './lib/server.mjs';

export interface LoadTarget {
  /** `http://127.0.0.1:{port}` */
  baseUrl: string;
  /** How long each measurement runs. */
  seconds: number;
}

const SECONDS = 10;

async function main() {
  const only = process.argv.slice(2);
  const dir = path.join(__dirname, 'bench', 'load');
  const files = readdirSync(dir)
    .filter((f) => /\.(ts|mts)$/.test(f))
    .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
    .sort();

  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  if (!buildIsCurrent()) {
    console.error('bench:load: no current production build; running `npm run build` first');
    const r = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', process.stderr, process.stderr], env });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }

  const tmp = mkdtempSync(path.join(os.tmpdir(), 'vc-bench-load-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = startServer({ port, env: { ...env, ANALYTICS_DB_PATH: path.join(tmp, 'analytics.db') }, log: path.join(tmp, 'server.log') });
  try {
    await waitForServer(baseUrl, server);
    for (const file of files) {
      const mod = await import(pathToFileURL(path.join(dir, file)).href);
      const run = (mod.default?.default ?? mod.default) as (t: LoadTarget) => Promise<Figure[]>;
      for (const f of await run({ baseUrl, seconds: SECONDS })) console.log(formatFigure(f));
    }
  } finally {
    await stopServer(server);
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

/**
 * `npm run bench:load`: figures of the production server under load, printed
 * as `name: value unit`. Builds the site when the build is stale, starts
 * the server as `npm start` runs it on a free port with a temporary analytics database
 * (scripts/lib/server.mjs; BASE_URL instead names a running server),
 * runs every module of scripts/bench/load/ in name order (one per group of
 * figures; `npm run bench:load -- analytics` runs the matching ones only),
 * then stops the server. Traffic goes to 127.0.0.1 only and each run is
 * bounded in time.
 *
 * A module default-exports `async (target: LoadTarget) => Figure[]`.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatFigure, type Figure } from './lib/figures';
import { serverForScript } from './lib/server.mjs';

export interface LoadTarget {
  /** `http://127.0.0.1:{port}` */
  baseUrl: string;
  /** How long each measurement runs. */
  seconds: number;
  /** The server's process, when this script started it (BASE_URL names one it did not): its CPU time is measured. */
  pid: number | null;
}

const SECONDS = 10;

async function main() {
  const only = process.argv.slice(2);
  const dir = path.join(__dirname, 'bench', 'load');
  const files = readdirSync(dir)
    .filter((f) => /\.(ts|mts)$/.test(f))
    .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
    .sort();

  // The analytics load writes X-Forwarded-For as one proxy in front of the site would, one address per client,
  // and stores every event it sends (the daily cap would turn the figure into one of dropping them).
  const env = { ANALYTICS_TRUSTED_PROXIES: '1', ANALYTICS_MAX_EVENTS_PER_DAY: '100000000' };
  const { base: baseUrl, server, stop } = await serverForScript(path.join(process.cwd(), 'test-results', 'bench-load-server.log'), env);
  try {
    for (const file of files) {
      const mod = await import(pathToFileURL(path.join(dir, file)).href);
      const run = (mod.default?.default ?? mod.default) as (t: LoadTarget) => Promise<Figure[]>;
      for (const f of await run({ baseUrl, seconds: SECONDS, pid: server?.pid ?? null })) console.log(formatFigure(f));
    }
  } finally {
    await stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

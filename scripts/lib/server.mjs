/**
 * A production server for the scripts that need one (npm test's browser
 * suite, npm run bench:load, the load, soak and fuzz scripts): the current
 * build served as `npm start` serves it (scripts/start.mjs: `next start`
 * after its checks) on a free loopback port, in its own process group,
 * waiting until it answers, and stopping it with every process it forked.
 *
 * The server is kept to this machine and leaves nothing behind: analytics and
 * the push reminders' subscriptions (with their VAPID keys) go to temporary
 * databases and weather comes from the fake Open-Meteo
 * (scripts/lib/fake-weather.mjs), all started here and removed by stop(),
 * unless `env` names others (ANALYTICS_DB_PATH, REMINDERS_DB_PATH, OPEN_METEO_*_URL).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT, buildIsCurrent } from './build-state.mjs';
import { startFakeWeather } from './fake-weather.mjs';

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export async function waitForServer(base, server, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${base}/`, { redirect: 'manual' });
      // Read to the end: an unread answer holds its connection busy, and a server told to stop waits for it (65 s).
      await res.arrayBuffer();
      if (res.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server at ${base} did not answer within ${timeoutMs / 1000} s`);
}

export function stopServer(server) {
  return new Promise((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) return resolve();
    const timer = setTimeout(() => {
      try {
        process.kill(-server.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, 5000);
    server.on('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      // The server runs in its own process group (detached): end it and any workers it forked.
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      resolve();
    }
  });
}

/**
 * `npm start`'s server (scripts/start.mjs) on a free port, its output to
 * `log`, with `env` over process.env. Returns { base, server, env, weather, stop }: `env` is what
 * the server got beyond process.env (ANALYTICS_DB_PATH for readers of its
 * database), `weather` the fake provider (its `url` steers it), or null.
 */
export async function startServer({ log, env = {} } = {}) {
  // Undone last first: the server, then the fake weather, then the database.
  const cleanups = [];
  const cleanup = async () => {
    while (cleanups.length > 0) await cleanups.pop()();
  };
  const sandbox = {};
  let weather = null;
  try {
    if (!env.ANALYTICS_DB_PATH) {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'vc-server-analytics-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      sandbox.ANALYTICS_DB_PATH = path.join(dir, 'analytics.db');
    }
    if (!env.REMINDERS_DB_PATH) {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'vc-server-reminders-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      sandbox.REMINDERS_DB_PATH = path.join(dir, 'reminders.db');
    }
    if (!env.OPEN_METEO_FORECAST_URL && !env.OPEN_METEO_AIR_QUALITY_URL) {
      weather = await startFakeWeather();
      cleanups.push(() => weather.close());
      sandbox.OPEN_METEO_FORECAST_URL = weather.forecastUrl;
      sandbox.OPEN_METEO_AIR_QUALITY_URL = weather.airQualityUrl;
    }
    const serverEnv = { ...sandbox, ...env };
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    if (log) mkdirSync(path.dirname(log), { recursive: true });
    const out = log ? openSync(log, 'w') : 'ignore';
    // As `npm start` serves.
    const server = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], {
      cwd: ROOT,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...serverEnv, PORT: String(port), HOST: '127.0.0.1' },
      detached: true,
      stdio: ['ignore', out, out],
    });
    cleanups.push(() => stopServer(server));
    await waitForServer(base, server);
    return { base, server, env: serverEnv, weather, stop: cleanup };
  } catch (e) {
    await cleanup();
    throw e;
  }
}

/**
 * The server a load script runs against: BASE_URL when given (a server
 * someone started), else a production build of the current sources
 * (built first when stale) served by startServer with `env`.
 */
export async function serverForScript(log, env = {}) {
  if (process.env.BASE_URL) {
    return { base: process.env.BASE_URL.replace(/\/$/, ''), server: null, env: {}, weather: null, stop: async () => {} };
  }
  if (!buildIsCurrent()) {
    console.error('> No current production build: running `npm run build` first.');
    // The build's output goes to stderr: a script's stdout holds only its figures.
    const r = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 2, 2] });
    if (r.status !== 0) throw new Error('npm run build failed');
  }
  return startServer({ log, env });
}

/**
 * A production server for the scripts that need one (npm test's browser
 * suite, the load, soak and fuzz scripts): a free loopback port, `next start`
 * in its own process group, waiting until it answers, and stopping it with
 * every process it forked.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { ROOT, buildIsCurrent } from './build-state.mjs';

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
    if (server.exitCode !== null) throw new Error(`next start exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${base}/`, { redirect: 'manual' });
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
 * `next start` on a free port, in its own process group, its output to
 * `log`. Returns { base, server, stop }.
 */
export async function startServer({ log, env = {} } = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  if (log) mkdirSync(path.dirname(log), { recursive: true });
  const out = log ? openSync(log, 'w') : 'ignore';
  const server = spawn(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port)], {
    cwd: ROOT,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    detached: true,
    stdio: ['ignore', out, out],
  });
  try {
    await waitForServer(base, server);
  } catch (e) {
    await stopServer(server);
    throw e;
  }
  return { base, server, stop: () => stopServer(server) };
}

/**
 * The server a load script runs against: BASE_URL when given (a server
 * someone started), else a production build of the current sources
 * (built first when stale) served on a free port.
 */
export async function serverForScript(log) {
  if (process.env.BASE_URL) return { base: process.env.BASE_URL.replace(/\/$/, ''), server: null, stop: async () => {} };
  if (!buildIsCurrent()) {
    console.error('> No current production build: running `npm run build` first.');
    const r = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (r.status !== 0) throw new Error('npm run build failed');
  }
  return startServer({ log });
}

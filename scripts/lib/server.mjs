/**
 * A production server of the current build for the e2e suite and the load
 * bench: `next start` on a free port, in its own process group so it and
 * any workers it forks can be stopped together.
 */
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { ROOT } from './build-state.mjs';

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

/**
 * Starts `next start` on `port` with `env`, its output written to `log`;
 * returns the child process. Requests go to 127.0.0.1; no `-H 127.0.0.1`:
 * with it, Next turns the locale proxy's rewrites (to `localhost`) into
 * redirects that never end.
 */
export function startServer({ port, env, log }) {
  return spawn(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port)], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', openSync(log, 'w'), openSync(log, 'a')],
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

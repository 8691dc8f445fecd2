#!/usr/bin/env node
/**
 * `npm start`: build the site if there is no build of the current sources,
 * then serve it on $PORT (default 3000): `next start` on a loopback port of
 * its own, behind the front server of this process, which answers repeated
 * requests from its shared cache (scripts/lib/front/front-server.mjs;
 * RESPONSE_CACHE_MB bounds it, default 64, 0 turns it off). Next's
 * JavaScript heap is capped at SERVER_HEAP_MB (default 512). Exits with
 * Next's server: non-zero when it crashed or was killed
 * (lib/exit-status.mjs).
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, buildIsCurrent } from './lib/build-state.mjs';
import { exitStatus } from './lib/exit-status.mjs';
import { createFront } from './lib/front/front-server.mjs';
import { freePort, waitForServer } from './lib/server.mjs';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const port = Number(process.env.PORT || '3000');
const cacheMb = Number(process.env.RESPONSE_CACHE_MB ?? '64');
if (!Number.isFinite(cacheMb) || cacheMb < 0) {
  console.error(`> RESPONSE_CACHE_MB must be a number of megabytes (0 turns the cache off), not "${process.env.RESPONSE_CACHE_MB}".`);
  process.exit(1);
}
/**
 * V8 lets a busy process's heap grow to several times what it holds (its
 * limit here would be 4 GB): under 4 minutes of hostile variety Next held
 * ~200 MB after a full collection but kept 900 MB resident, and gave little
 * back when the load stopped. Capped at 512 MB, it collected sooner and
 * levelled off at ~550 MB resident. Most of what it held was a leak since
 * fixed (held promises kept their requests' renders alive, lib/memo.ts):
 * Next now levels off at ~370 MB under the 10-minute soak, below the cap,
 * which stays as a bound (README, Hardening → Bounded memory).
 */
const heapMb = Number(process.env.SERVER_HEAP_MB ?? '512');
if (!Number.isInteger(heapMb) || heapMb < 128) {
  console.error(`> SERVER_HEAP_MB must be a whole number of megabytes, at least 128, not "${process.env.SERVER_HEAP_MB}".`);
  process.exit(1);
}

if (!buildIsCurrent()) {
  console.log('> No current production build: running `npm run build` first.');
  // Through npm so a `prebuild` step (e.g. the city index) runs too.
  const r = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const upstream = { host: 'localhost', port: await freePort() };
const next = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
// Loopback only: every request from outside comes through the front. `localhost`, not 127.0.0.1: Next's
// rewrites (the locale proxy's) name `localhost`, and a rewrite to another host than its own becomes a redirect.
// Next keeps the front's idle connections longer than the front does (front-server.mjs IDLE_MS), so that
// it seldom closes one the front is about to reuse.
const server = spawn(process.execPath, [next, 'start', '-H', upstream.host, '-p', String(upstream.port), '--keepAliveTimeout', '65000'], {
  cwd: ROOT,
  stdio: 'inherit',
  // Next's festival workers inherit it.
  env: { ...env, NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --max-old-space-size=${heapMb}`.trim() },
});
let forwarded = null;
let front = null;
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    forwarded = sig;
    front?.close();
    server.kill(sig);
  });
}
server.on('error', (e) => {
  console.error(`> Could not start the server: ${e.message}`);
  process.exit(1);
});
// A server that dies (a crash, SIGKILL, a failed start-up check) makes `npm start` fail too.
server.on('exit', (code, signal) => {
  const status = exitStatus(code, signal, forwarded);
  if (status !== 0) console.error(`> The server ${signal ? `was killed by ${signal}` : `exited with code ${code}`}.`);
  process.exit(status);
});

try {
  await waitForServer(`http://${upstream.host}:${upstream.port}`, server);
} catch (e) {
  // Next exited (the exit handler reports it) or never answered.
  if (server.exitCode === null) {
    console.error(`> ${e.message}`);
    server.kill('SIGTERM');
  }
  await new Promise(() => {});
}
front = createFront({ upstream, maxBytes: cacheMb * 1024 * 1024 }).server;
front.on('error', (e) => {
  console.error(`> Could not listen on port ${port}: ${e.message}`);
  server.kill('SIGTERM');
  process.exitCode = 1;
});
front.listen(port, () => console.log(`> Serving on http://localhost:${port} (shared cache ${cacheMb ? `${cacheMb} MB` : 'off'})`));

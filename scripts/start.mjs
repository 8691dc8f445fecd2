#!/usr/bin/env node
/**
 * `npm start`: `next start` on $PORT (default 3000; HOST to bind another
 * address), after the checks that would otherwise fail late or badly:
 *
 * - the port is free (else Next would start fully, then die): exit 1 naming it;
 * - the city index (data/generated/cities.bin) exists (else every page fails;
 *   rebuilding the site would not bring it back): exit 1 with the fix;
 * - a production build of the current sources exists, else `npm run build` first.
 *
 * The server's own start-up checks (the ephemeris files, the city index, the
 * festival worker: lib/startup.ts) run in Next's instrumentation hook. Next's
 * JavaScript heap is capped at SERVER_HEAP_MB (default 768): V8 otherwise lets
 * a busy process's heap grow to several times what it holds, and the caches it
 * holds are bounded by CACHE_MEMORY_MB (next.config.ts). Exits with Next's
 * status (lib/exit-status.mjs).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { ROOT, buildIsCurrent } from './lib/build-state.mjs';
import { exitStatus } from './lib/exit-status.mjs';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const port = Number(process.env.PORT || '3000');
const host = process.env.HOST || undefined;

const heapMb = Number(process.env.SERVER_HEAP_MB ?? '768');
if (!Number.isInteger(heapMb) || heapMb < 256) {
  console.error(`> SERVER_HEAP_MB must be a whole number of megabytes, at least 256, not "${process.env.SERVER_HEAP_MB}".`);
  process.exit(1);
}
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`> PORT must be a port number (1-65535), not "${process.env.PORT}".`);
  process.exit(1);
}

/** Resolves when `port` can be listened on, rejects with the reason (EADDRINUSE, EACCES) when not. */
function portIsFree(p, h) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ port: p, host: h, exclusive: true }, () => probe.close(resolve));
  });
}

try {
  await portIsFree(port, host);
} catch (e) {
  const why = e.code === 'EADDRINUSE' ? 'is already in use' : `cannot be used (${e.code ?? e.message})`;
  console.error(`> Port ${port}${host ? ` on ${host}` : ''} ${why}: stop what runs there, or start on another port (PORT=3001 npm start).`);
  process.exit(1);
}

const cityIndex = path.join(ROOT, 'data', 'generated', 'cities.bin');
if (!existsSync(cityIndex)) {
  console.error(`> The city index ${path.relative(ROOT, cityIndex)} is missing: rebuild it with \`node scripts/build-cities.mjs\` (npm install runs it too), then start again.`);
  process.exit(1);
}

if (!buildIsCurrent()) {
  console.log('> No current production build: running `npm run build` first.');
  // Through npm so a `prebuild` step (the festival worker) runs too.
  const r = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const next = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
// Next keeps idle connections longer than a load balancer in front does (60 s is common), so it seldom
// closes one the balancer is about to reuse.
const args = [next, 'start', '-p', String(port), '--keepAliveTimeout', '65000', ...(host ? ['-H', host] : [])];
const server = spawn(process.execPath, args, {
  cwd: ROOT,
  stdio: 'inherit',
  // Next's festival workers inherit it.
  env: { ...env, NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --max-old-space-size=${heapMb}`.trim() },
});
let forwarded = null;
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    forwarded = sig;
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

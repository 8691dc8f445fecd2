#!/usr/bin/env node
/**
 * `npm start`: build the site if there is no build of the current sources,
 * then serve it with `next start` on $PORT (default 3000). Exits with the
 * server: non-zero when it crashed or was killed (lib/exit-status.mjs).
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, buildIsCurrent } from './lib/build-state.mjs';
import { exitStatus } from './lib/exit-status.mjs';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const port = process.env.PORT || '3000';

if (!buildIsCurrent()) {
  console.log('> No current production build: running `npm run build` first.');
  // Through npm so a `prebuild` step (e.g. the city index) runs too.
  const r = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const next = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
const server = spawn(process.execPath, [next, 'start', '-p', port], { cwd: ROOT, stdio: 'inherit', env });
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

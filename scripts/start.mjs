#!/usr/bin/env node
/**
 * `npm start`: build the site if there is no build of the current sources,
 * then serve it with `next start` on $PORT (default 3000).
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, buildIsCurrent } from './lib/build-state.mjs';

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
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

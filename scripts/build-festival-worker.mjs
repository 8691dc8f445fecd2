#!/usr/bin/env node
/**
 * Bundles the festival worker (lib/festivals/worker.ts, with the engine) into
 * data/generated/festival-worker.cjs, a plain Node script that the server
 * starts as a child process (lib/festivals/index.ts). Runs as part of the
 * `prebuild` step, like the city index. Why a process and a separate bundle:
 * the Swiss Ephemeris addon can be loaded only once per process (it is not
 * context-aware, and its C library keeps global state), so the festival
 * computations cannot run in a worker thread beside the request thread.
 */
import { build } from 'esbuild';
import path from 'node:path';
import { ROOT } from './lib/build-state.mjs';

const outfile = path.join(ROOT, 'data', 'generated', 'festival-worker.cjs');
await build({
  entryPoints: [path.join(ROOT, 'lib', 'festivals', 'worker.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  // The native addon is loaded from node_modules at run time, with its ephemeris files.
  external: ['swisseph'],
  tsconfig: path.join(ROOT, 'tsconfig.json'),
  logLevel: 'warning',
  legalComments: 'none',
});
console.log(`build-festival-worker: ${path.relative(ROOT, outfile)}`);

#!/usr/bin/env node
/**
 * `npm test`: every check the project has, in order, then one summary line.
 *
 *   1. typecheck   tsc --noEmit
 *   2. lint        eslint .
 *   3. unit        scripts/build-cities.mjs when the city index is stale, then jest (tests/** except tests/e2e)
 *   4. chromium    apt-get install chromium when /usr/bin/chromium is missing
 *      redis       apt-get install redis-server when it is missing (the shared-cache test starts one)
 *   5. build       npm run build (next build, with any prebuild step)
 *   6. e2e         the server as npm start runs it, on a free port (scripts/lib/server.mjs), jest -c jest.e2e.config.ts against
 *                  it; the server's weather providers point at a fake Open-Meteo on loopback
 *                  (scripts/lib/fake-weather.mjs), whose URL the tests get as FAKE_WEATHER_URL, and its
 *                  analytics at a temporary database, whose path they get as ANALYTICS_DB_PATH; its push
 *                  reminders accept loopback push endpoints and a test trigger (REMINDERS_TEST_HOOKS=1)
 *
 * A failing step does not stop the independent ones after it (the e2e suite
 * needs a build and a browser). The last line is exactly
 * `tests: N passed, M failed`: N and M count Jest tests of the unit and e2e
 * suites; a step that fails outside Jest (type errors, lint, build, a test
 * file that cannot even load) adds one to M so the line never reads
 * "0 failed" for a broken run. Exit status is non-zero when anything failed.
 *
 * Options: --e2e-only (steps 4-6, building only when the build is stale),
 *          --skip-e2e (steps 1-3). Other arguments are passed to the e2e Jest
 *          run as test path patterns (`npm run test:e2e -- tests/e2e/seo.test.ts`).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, buildIsCurrent } from './lib/build-state.mjs';
import { startServer } from './lib/server.mjs';

const args = new Set(process.argv.slice(2));
/** Test path patterns for the e2e run: the arguments that are not options. */
const e2ePatterns = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const e2eOnly = args.has('--e2e-only');
const skipE2e = args.has('--skip-e2e');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? 'redis-server';
const OUT = path.join(ROOT, 'test-results');
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

mkdirSync(OUT, { recursive: true });

const results = []; // { name, ok, seconds, note }
let passed = 0;
let failed = 0;

function run(cmd, argv, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, argv, { cwd: ROOT, stdio: 'inherit', env, ...opts });
    child.on('error', (e) => {
      console.error(`${cmd}: ${e.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function step(name, fn) {
  console.log(`\n=== ${name} ===`);
  const t0 = Date.now();
  let ok = false;
  let note = '';
  try {
    const r = await fn();
    ok = r === true || r === 0 || (typeof r === 'object' && r?.ok);
    note = typeof r === 'object' && r?.note ? r.note : '';
  } catch (e) {
    note = e instanceof Error ? e.message : String(e);
  }
  const seconds = (Date.now() - t0) / 1000;
  results.push({ name, ok, seconds, note });
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} (${seconds.toFixed(1)} s)${note ? ` ${note}` : ''}`);
  return ok;
}

/** Runs Jest with a JSON report and adds its counts; a run without a report counts as one failure. */
async function jest(configArgs, reportName, extraEnv = {}) {
  const report = path.join(OUT, reportName);
  rmSync(report, { force: true });
  const code = await run(bin('jest'), [...configArgs, '--ci', '--json', `--outputFile=${report}`], {
    env: { ...env, ...extraEnv },
  });
  if (!existsSync(report)) {
    failed += 1;
    return { ok: false, note: '(no Jest report)' };
  }
  const j = JSON.parse(readFileSync(report, 'utf8'));
  passed += j.numPassedTests;
  // Suites that failed to load or run have no failed tests of their own; count each once.
  const brokenSuites = j.testResults.filter((s) => s.status === 'failed' && !s.assertionResults.some((a) => a.status === 'failed')).length;
  const ok = code === 0 && j.success;
  // A failed run with nothing to blame (e.g. no tests found) still counts once.
  failed += j.numFailedTests + brokenSuites || (ok ? 0 : 1);
  const note = `(${j.numPassedTests} passed, ${j.numFailedTests} failed${brokenSuites ? `, ${brokenSuites} suites broken` : ''})`;
  return { ok, note };
}

/** Whether a command is found on the PATH (or is an existing path). */
function onPath(cmd) {
  if (cmd.includes('/')) return existsSync(cmd);
  return (process.env.PATH ?? '').split(':').some((dir) => dir && existsSync(path.join(dir, cmd)));
}

/** A Debian package the e2e suite needs: present, or installed now (as root), else the step fails with how to install it. */
async function aptPackage(pkg, present, what) {
  if (present()) return { ok: true, note: `(${what} present)` };
  if (process.getuid && process.getuid() !== 0) throw new Error(`${what} is missing; install it with: sudo apt-get install -y ${pkg}`);
  const env2 = { env: { ...env, DEBIAN_FRONTEND: 'noninteractive' } };
  if ((await run('apt-get', ['update'], env2)) !== 0) return false;
  return (await run('apt-get', ['install', '-y', pkg], env2)) === 0 && present();
}

/** A step outside Jest: its failure counts once in the summary. */
async function plain(name, fn) {
  const ok = await step(name, fn);
  if (!ok) failed += 1;
  return ok;
}

const workers = String(Math.max(2, os.cpus().length - 1));

if (!e2eOnly) {
  await plain('typecheck', () => run(bin('tsc'), ['--noEmit']));
  await plain('lint', () => run(bin('eslint'), ['.']));
  // The unit tests read the city index: rebuilt here when its name tables changed (a no-op when current).
  await plain('city index', () => run('node', ['scripts/build-cities.mjs']));
  await step('unit', () => jest(['--maxWorkers', workers], 'unit.json'));
}

if (!skipE2e) {
  const haveBrowser = await plain('chromium', () => aptPackage('chromium', () => existsSync(CHROMIUM), CHROMIUM));
  // The shared-cache e2e test (tests/e2e/shared-cache.test.ts) starts its own Redis.
  await plain('redis', () => aptPackage('redis-server', () => onPath(REDIS_SERVER), REDIS_SERVER));

  const built = await plain('build', async () => {
    if (e2eOnly && buildIsCurrent()) return { ok: true, note: '(current build reused)' };
    return run('npm', ['run', 'build']);
  });

  if (haveBrowser && built) {
    const log = path.join(OUT, 'server.log');
    // The browser tests must not depend on the internet: weather comes from a fake provider they can steer,
    // analytics go to a fresh database for each run, read by the e2e suite too (tests/e2e/helpers/analytics.ts).
    let srv = null;
    try {
      const up = await plain('server', async () => {
        // REMINDERS_TEST_HOOKS: the browser tests' push service listens on loopback (lib/reminders/config.ts).
        srv = await startServer({ log, env: { REMINDERS_TEST_HOOKS: '1' } });
        return { ok: true, note: `(${srv.base}, log: ${path.relative(ROOT, log)})` };
      });
      if (up) {
        await step('e2e', () =>
          jest(['-c', 'jest.e2e.config.ts', ...e2ePatterns], 'e2e.json', {
            BASE_URL: srv.base,
            FAKE_WEATHER_URL: srv.weather.url,
            ANALYTICS_DB_PATH: srv.env.ANALYTICS_DB_PATH,
          }),
        );
      }
    } finally {
      await srv?.stop();
    }
  } else {
    console.log('\n=== e2e: skipped (no browser or no build) ===');
    failed += 1;
  }
}

console.log('\nstep        result   seconds');
for (const r of results) console.log(`${r.name.padEnd(12)}${(r.ok ? 'ok' : 'FAILED').padEnd(9)}${r.seconds.toFixed(1).padStart(7)}`);
const total = results.reduce((s, r) => s + r.seconds, 0);
console.log(`${'total'.padEnd(21)}${total.toFixed(1).padStart(7)}`);
const anyFailed = failed > 0 || results.some((r) => !r.ok);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(anyFailed ? 1 : 0);

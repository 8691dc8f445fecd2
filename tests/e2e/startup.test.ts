/**
 * Fail loudly: a server without its ephemeris files or city index refuses to
 * start (it exits 1 before answering anything; Next prints its "Ready" line
 * just before the check runs), saying which file is missing and how to
 * restore it; `npm start`
 * exits non-zero when its server dies; GET /api/health reports readiness and
 * the ephemeris in use. Each case starts its own production server from the
 * build under test.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@/scripts/lib/server.mjs';
import { BASE_URL } from './helpers/browser';

const ROOT = path.join(__dirname, '..', '..');
const NEXT = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');

function ended(child: ChildProcess, timeoutMs = 60_000): Promise<{ code: number | null; signal: string | null }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('the process did not exit'));
    }, timeoutMs);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal });
    });
  });
}

function output(child: ChildProcess): () => string {
  let text = '';
  child.stdout?.on('data', (d) => (text += d));
  child.stderr?.on('data', (d) => (text += d));
  return () => text;
}

async function nextStart(opts: { cwd: string; env?: Record<string, string> }) {
  const port = await freePort();
  const child = spawn(process.execPath, [NEXT, 'start', ROOT, '-p', String(port)], {
    cwd: opts.cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return { child, text: output(child) };
}

describe('start-up checks', () => {
  let tmp: string;
  beforeAll(() => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'startup-'));
  });
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('refuses to start without an ephemeris file, naming it', async () => {
    const ephe = path.join(tmp, 'ephe');
    mkdirSync(ephe);
    copyFileSync(path.join(ROOT, 'node_modules', 'swisseph', 'ephe', 'semo_18.se1'), path.join(ephe, 'semo_18.se1'));
    const { child, text } = await nextStart({ cwd: ROOT, env: { SWISSEPH_EPHE_PATH: ephe } });
    const { code } = await ended(child);
    expect(code).toBe(1);
    expect(text()).toContain('Vedic Calendar cannot start');
    expect(text()).toContain('Swiss Ephemeris file sepl_18.se1 not found');
    expect(text()).toContain('npm ci');
  }, 90_000);

  it('refuses to start without the city index, saying npm install rebuilds it', async () => {
    // Run from a folder without data/generated/cities.bin (the index is read from the working directory).
    // Next compiles next.config.ts and resolves its own imports (./lib/...) from the working directory
    // too, so the folder has the project's lib/ and nothing else.
    const cwd = path.join(tmp, 'no-index');
    mkdirSync(cwd);
    symlinkSync(path.join(ROOT, 'lib'), path.join(cwd, 'lib'));
    const { child, text } = await nextStart({ cwd });
    const { code } = await ended(child);
    expect(code).toBe(1);
    expect(text()).toMatch(/City index .*cities\.bin could not be read \(ENOENT\)\. Run `npm install` to rebuild it/);
  }, 90_000);
});

describe('npm start', () => {
  it('exits non-zero when its server is killed', async () => {
    const port = await freePort();
    const start = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const text = output(start);
    const exit = ended(start, 120_000);
    const deadline = Date.now() + 60_000;
    while (!text().includes('Ready') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(text()).toContain('Ready');
    // The server is start.mjs's child: kill it as a crash would.
    const children = readFileSync(`/proc/${start.pid}/task/${start.pid}/children`, 'utf8').trim().split(/\s+/).map(Number);
    expect(children).toHaveLength(1);
    process.kill(children[0], 'SIGKILL');
    expect(await exit).toEqual({ code: 137, signal: null });
    expect(text()).toContain('The server was killed by SIGKILL');
  }, 150_000);
});

describe('GET /api/health', () => {
  it('reports a ready server and the ephemeris in use', async () => {
    const res = await fetch(`${BASE_URL}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'ok',
      ready: true,
      ephemeris: { source: 'Swiss Ephemeris', version: '2.09.03', files: ['sepl_18.se1', 'semo_18.se1'], fallback: false },
      festivalWorker: { used: true, present: true },
    });
  });
});

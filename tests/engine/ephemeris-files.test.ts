/**
 * Without its ephemeris files the engine refuses to compute, every time:
 * Swiss Ephemeris would otherwise answer from its Moshier series, less
 * accurate than the reference (before, the first request failed and every
 * later one answered 200 from the fallback). Run in a child process: the
 * native library's file path is process-wide state.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const EPHE = path.join(ROOT, 'node_modules', 'swisseph', 'ephe');

const SCRIPT = `
import { checkEphemeris, computePanchang } from './engine';
const attempt = (f: () => unknown) => { try { f(); return 'ok'; } catch (e) { return (e as Error).message; } };
const day = () => computePanchang({ date: '2025-11-22', lat: 28.6, lon: 77.2, tz: 'Asia/Kolkata' });
console.log(JSON.stringify([attempt(checkEphemeris), attempt(day), attempt(day), attempt(checkEphemeris)]));
`;

function run(ephePath: string): string[] {
  const r = spawnSync(process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), '-e', SCRIPT], {
    cwd: ROOT,
    env: { ...process.env, SWISSEPH_EPHE_PATH: ephePath },
    encoding: 'utf8',
  });
  const line = r.stdout.trim().split('\n').pop() ?? '';
  if (!line.startsWith('[')) throw new Error(`no result: ${r.stderr}`);
  return JSON.parse(line);
}

describe('ephemeris files', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ephe-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('with every file: checks out and computes', () => {
    expect(run(EPHE)).toEqual(['ok', 'ok', 'ok', 'ok']);
  });

  it('without the planetary file: every call fails, naming it and how to restore it', () => {
    copyFileSync(path.join(EPHE, 'semo_18.se1'), path.join(dir, 'semo_18.se1'));
    const results = run(dir);
    for (const message of results) {
      expect(message).toMatch(/^Swiss Ephemeris file sepl_18\.se1 not found in /);
      expect(message).toContain('npm ci');
    }
  });

  it('with a file that is not an ephemeris: fails at the check, never answers from the fallback', () => {
    copyFileSync(path.join(ROOT, 'package.json'), path.join(dir, 'sepl_18.se1'));
    const results = run(dir);
    for (const message of results) expect(message).toMatch(/^Swiss Ephemeris file sepl_18\.se1 in .* could not be read/);
  });
});

/**
 * `npm start`'s checks before Next starts (scripts/start.mjs): a taken port
 * and a missing city index end it with exit code 1 and a message saying
 * what to do, without running a build. The script runs from a copy in a
 * temporary project root (its root is where it lies), so the real city
 * index and build are never touched.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

/** A project root holding only npm start's scripts: no build, no city index. */
function bareRoot(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'vc-start-'));
  mkdirSync(path.join(root, 'scripts', 'lib'), { recursive: true });
  cpSync(path.join(ROOT, 'scripts', 'start.mjs'), path.join(root, 'scripts', 'start.mjs'));
  for (const f of ['build-state.mjs', 'exit-status.mjs']) cpSync(path.join(ROOT, 'scripts', 'lib', f), path.join(root, 'scripts', 'lib', f));
  return root;
}

function start(root: string, port: number) {
  const r = spawnSync(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: r.status, stderr: r.stderr, stdout: r.stdout };
}

function listen(): Promise<{ server: Server; port: number }> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') return reject(new Error('no port'));
      resolve({ server, port: address.port });
    });
  });
}

describe('npm start before Next starts', () => {
  let root = '';
  beforeEach(() => {
    root = bareRoot();
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('exits 1 naming the port when it is taken', async () => {
    const { server, port } = await listen();
    try {
      const r = start(root, port);
      expect(r.status).toBe(1);
      expect(r.stderr).toContain(`Port ${port} on 127.0.0.1 is already in use: stop what runs there, or start on another port (PORT=3001 npm start).`);
      expect(r.stdout).not.toContain('npm run build');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('refuses to start without the city index, saying how to rebuild it, instead of building the site', async () => {
    const { server, port } = await listen();
    // A free port: the one just used.
    await new Promise((resolve) => server.close(resolve));
    const r = start(root, port);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('The city index data/generated/cities.bin is missing: rebuild it with `node scripts/build-cities.mjs`');
    expect(r.stdout).not.toContain('npm run build');
  });
});

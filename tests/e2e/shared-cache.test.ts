/**
 * Several nodes, one cache (docs/operations.md): two servers of the build
 * under test, started as `npm start` starts them with REDIS_URL naming one
 * Redis, share Next's cache through it (next.config.ts, lib/cache/). A page
 * rendered by one node is then served by the other from the shared cache
 * (Next says HIT) without rendering it, byte for byte the same, and its
 * share card is drawn there from the page model the first node kept.
 *
 * Needs `redis-server` (Debian's package; npm test installs it when
 * missing, as it does Chromium). Each run starts its own Redis on a free
 * loopback port, with nothing saved to disk.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { freePort, startServer, stopServer } from '@/scripts/lib/server.mjs';

const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? 'redis-server';

type Server = Awaited<ReturnType<typeof startServer>>;

/** Resolves once something listens on the port. */
async function listening(port: number, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on port ${port}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('two nodes, one cache', () => {
  let redis: ChildProcess | null = null;
  let a: Server | null = null;
  let b: Server | null = null;

  beforeAll(async () => {
    const port = await freePort();
    // Expirations are reported (`Exe`): the cache handler keeps its tag index by them.
    redis = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--notify-keyspace-events', 'Exe'], {
      stdio: 'ignore',
      detached: true,
    });
    await listening(port);
    const env = { REDIS_URL: `redis://127.0.0.1:${port}` };
    a = await startServer({ env });
    b = await startServer({ env });
  }, 240_000);

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    if (redis) await stopServer(redis);
  });

  it('serves a page rendered by one node from the shared cache on the other', async () => {
    // A day nobody has asked for yet in this Redis: the first node renders it.
    const day = String(1 + Math.floor(Math.random() * 28)).padStart(2, '0');
    const path = `/panchang/today/varanasi/2031-05-${day}`;
    const first = await fetch(`${a!.base}${path}`);
    const firstHtml = await first.text();
    expect(first.status).toBe(200);
    expect(first.headers.get('x-nextjs-cache')).toBe('MISS');
    expect(firstHtml).toContain('Varanasi');

    const second = await fetch(`${b!.base}${path}`);
    expect(second.status).toBe(200);
    expect(second.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(await second.text()).toBe(firstHtml);
    // With the lifetime the page was kept for: public for a CDN in front, as on one node.
    expect(first.headers.get('cache-control')).toBe('s-maxage=86400, stale-while-revalidate=604800');
    expect(second.headers.get('cache-control')).toBe(first.headers.get('cache-control'));

    // The page's share card, drawn on the second node from the page model the first one kept in Redis.
    const card = await fetch(`${b!.base}/en${path}/opengraph-image/card`);
    expect([card.status, card.headers.get('content-type'), card.headers.get('cache-control')]).toEqual([200, 'image/png', 's-maxage=86400, stale-while-revalidate=604800']);
  }, 60_000);
});

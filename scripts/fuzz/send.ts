/**
 * Sends fuzz cases to a server as written (node:http keeps the request
 * target byte for byte, where fetch would normalise it), a few at a time,
 * and collects what came back.
 */
import http from 'node:http';
import type { FuzzCase } from './cases';

export interface Outcome {
  c: FuzzCase;
  /** HTTP status, or 0 when no answer came (connection error, timeout). */
  status: number;
  /** Size of the response's header block. */
  headerBytes: number;
  error?: string;
  ms: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

export function send(base: string, c: FuzzCase, timeoutMs = 60_000): Promise<Outcome> {
  const url = new URL(base);
  const t0 = performance.now();
  return new Promise((resolve) => {
    const done = (status: number, headerBytes: number, error?: string) =>
      resolve({ c, status, headerBytes, error, ms: performance.now() - t0 });
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: c.method,
        path: c.path,
        headers: c.headers,
        agent,
        timeout: timeoutMs,
        // Browsers read up to 256 KB of headers; Node's client alone stops at 16 KB.
        maxHeaderSize: 256 * 1024,
      },
      (res) => {
        const headerBytes = res.rawHeaders.reduce((n, h) => n + h.length + 2, 0);
        res.resume();
        res.on('end', () => done(res.statusCode ?? 0, headerBytes));
        res.on('error', (e) => done(0, headerBytes, e.message));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    req.on('error', (e) => done(0, 0, e.message));
    if (c.method === 'POST' || c.method === 'PUT' || c.method === 'PATCH') req.end('{"date":"%ff","__proto__":{"x":1}}');
    else req.end();
  });
}

/** Sends cases(0..count-1) with `concurrency` requests in flight; calls onOutcome for each answer. */
export async function sendAll(
  base: string,
  count: number,
  caseAt: (i: number) => FuzzCase,
  concurrency: number,
  onOutcome: (o: Outcome) => void,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const i = next++;
      onOutcome(await send(base, caseAt(i)));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
}

/** A server error: a 5xx, or no answer at all. */
export const isServerError = (o: Outcome) => o.status === 0 || o.status >= 500;

/** One line per outcome, for reports: `GET /path -> 500 (12 ms)`. */
export const describe = (o: Outcome) =>
  `${o.c.method} ${o.c.path.length > 200 ? `${o.c.path.slice(0, 200)}...(${o.c.path.length} chars)` : o.c.path} -> ${o.status || o.error} (${Math.round(o.ms)} ms)`;

/**
 * What the load scripts share: autocannon runs against one server with
 * request paths drawn at random from a seeded generator, and figures
 * printed as `name: value unit` like `npm run bench`.
 */
import autocannon from 'autocannon';

/** A small seeded generator (mulberry32): the same seed gives the same requests. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rnd: () => number, xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];

export interface Load {
  /** Paths are asked for one after the other on each connection. */
  path: () => string;
  connections: number;
  seconds: number;
}

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  /** Responses by status class. */
  status: { '2xx': number; '3xx': number; '4xx': number; '5xx': number };
  errors: number;
}

/** Runs one autocannon load against base and resolves with its figures. */
export async function load(base: string, l: Load): Promise<LoadResult> {
  const r = await autocannon({
    url: base,
    connections: l.connections,
    duration: l.seconds,
    // A stalled answer still counts: it is the figure we measure.
    timeout: 60,
    requests: [{ setupRequest: (req) => ({ ...req, path: l.path() }) }],
  });
  return {
    requests: r.requests.total,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    status: { '2xx': r['2xx'], '3xx': r['3xx'], '4xx': r['4xx'], '5xx': r['5xx'] },
    errors: r.errors + r.timeouts,
  };
}

export function print(name: string, value: number, unit: string): void {
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 3;
  console.log(`${name}: ${value.toFixed(digits)} ${unit}`);
}

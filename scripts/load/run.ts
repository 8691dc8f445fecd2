/**
 * What the load scripts share: autocannon runs against one server with
 * request paths drawn at random from a seeded generator (scripts/lib/random.ts),
 * and figures printed as `name: value unit` like `npm run bench`.
 */
import autocannon from 'autocannon';

export { pick, random } from '../lib/random';

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

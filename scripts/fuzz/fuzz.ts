/**
 * `npm run fuzz`: at least 10,000 malformed requests over every route of
 * app/ (pages and API), against a production build (BASE_URL, or one built
 * and started here on a free port). Reports the answers by status and every
 * server error (5xx, or no answer); exits 1 if there was any.
 *
 *   npm run fuzz [-- --count 10000 --seed 1 --concurrency 4]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serverForScript } from '../lib/server.mjs';
import { print } from '../load/run';
import { fuzzCase } from './cases';
import { queryParamsOf, routesOf } from './routes';
import { describe, isServerError, sendAll, type Outcome } from './send';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '10000' },
    seed: { type: 'string', default: '1' },
    concurrency: { type: 'string', default: '4' },
  },
});

async function main() {
  const root = process.cwd();
  const routes = routesOf(root);
  const params = queryParamsOf(root);
  const count = Number(values.count);
  const seed = Number(values.seed);
  console.log(`fuzz: ${count} requests, seed ${seed}, over ${routes.length} routes and ${params.length} parameters`);
  const { base, stop } = await serverForScript(path.join(root, 'test-results', 'fuzz-server.log'));
  const byStatus = new Map<number, number>();
  const failures: Outcome[] = [];
  // Assigned in a callback, so typed by hand (TypeScript does not follow callbacks).
  const worst = { slowest: null as Outcome | null, largestHeaders: null as Outcome | null };
  const t0 = Date.now();
  try {
    await sendAll(base, count, (i) => fuzzCase(routes, params, seed, i), Number(values.concurrency), (o) => {
      byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1);
      if (isServerError(o)) failures.push(o);
      if (!worst.slowest || o.ms > worst.slowest.ms) worst.slowest = o;
      if (!worst.largestHeaders || o.headerBytes > worst.largestHeaders.headerBytes) worst.largestHeaders = o;
    });
  } finally {
    await stop();
  }
  const statuses = [...byStatus.entries()].sort((a, b) => a[0] - b[0]);
  console.log(`statuses: ${statuses.map(([s, n]) => `${s || 'no answer'}: ${n}`).join(', ')}`);
  const { slowest, largestHeaders } = worst;
  if (slowest) console.log(`slowest: ${describe(slowest)}`);
  if (largestHeaders) console.log(`largest response headers (${largestHeaders.headerBytes} bytes): ${describe(largestHeaders)}`);
  for (const f of failures.slice(0, 30)) console.log(`SERVER ERROR ${describe(f)}`);
  print('fuzz_requests', count, 'requests');
  print('fuzz_seconds', (Date.now() - t0) / 1000, 's');
  print('fuzz_server_errors', failures.length, 'responses');
  print('fuzz_max_header_kb', (largestHeaders?.headerBytes ?? 0) / 1024, 'KB');
  if (failures.length > 0) process.exitCode = 1;
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

/**
 * A fixed-seed slice of `npm run fuzz` (scripts/fuzz): malformed requests
 * over every route of app/, none of which may get a server error (5xx, or
 * no answer). The full run sends 10,000; this one 600.
 */
import path from 'node:path';
import { fuzzCase } from '@/scripts/fuzz/cases';
import { queryParamsOf, routesOf } from '@/scripts/fuzz/routes';
import { describe as describeOutcome, isServerError, sendAll, type Outcome } from '@/scripts/fuzz/send';
import { BASE_URL } from './helpers/browser';

const ROOT = path.join(__dirname, '..', '..');

it('answers 600 malformed requests over every route without a server error', async () => {
  const routes = routesOf(ROOT);
  const params = queryParamsOf(ROOT);
  // Every route of app/ is covered, pages and API alike.
  expect(routes.filter((r) => r.kind === 'page').length).toBeGreaterThan(15);
  expect(routes.filter((r) => r.kind === 'api').length).toBeGreaterThan(10);
  const failures: string[] = [];
  const statuses = new Set<number>();
  await sendAll(BASE_URL, 600, (i) => fuzzCase(routes, params, 7, i), 4, (o: Outcome) => {
    statuses.add(o.status);
    if (isServerError(o)) failures.push(describeOutcome(o));
  });
  expect(failures).toEqual([]);
  // The slice reaches real answers as well as refusals.
  for (const s of [200, 400, 404]) expect(statuses).toContain(s);
}, 300_000);

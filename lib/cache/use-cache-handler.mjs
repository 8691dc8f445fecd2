/**
 * Next's 'use cache' store (the pages' models, lib/http/cache-life.ts) in
 * Redis, shared by every node, when REDIS_URL is set (next.config.ts):
 * @trieb.work/nextjs-turbo-redis-cache's Cache Components handler. Next
 * imports it when the server starts.
 *
 * Its calls run outside the request's work scope. The handler reads the
 * clock (`Date.now()`, to check an entry's expiry) after its Redis read,
 * while Next is prerendering the route that asked; with Cache Components
 * Next takes a clock read there for the route's own and refuses to keep it
 * (a share card answered 500, "used `Date.now()`", whenever its page model
 * came from Redis). The clock the handler reads is its own bookkeeping, so
 * its calls leave Next's work and work-unit stores (AsyncLocalStorage
 * instances that Next shares with code outside its bundles through these
 * `.external` modules).
 */
import { redisCacheHandler } from '@trieb.work/nextjs-turbo-redis-cache';
import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external.js';
import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external.js';

/** Runs `fn` with no request's work stores. */
const outsideRequest = (fn) => workAsyncStorage.exit(() => workUnitAsyncStorage.exit(fn));

const handler = {
  get: (cacheKey, softTags) => outsideRequest(() => redisCacheHandler.get(cacheKey, softTags)),
  set: (cacheKey, pendingEntry) => outsideRequest(() => redisCacheHandler.set(cacheKey, pendingEntry)),
  refreshTags: () => outsideRequest(() => redisCacheHandler.refreshTags()),
  getExpiration: (tags) => outsideRequest(() => redisCacheHandler.getExpiration(tags)),
  updateTags: (tags, durations) => outsideRequest(() => redisCacheHandler.updateTags(tags, durations)),
};

export default handler;

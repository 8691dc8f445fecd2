/**
 * Next's ISR cache (the rendered pages) in Redis, shared by every node,
 * when REDIS_URL is set (next.config.ts): @trieb.work/nextjs-turbo-redis-cache,
 * which keeps a key's value for the page's expire time and names keys by the
 * build (BUILD_ID), so nodes of one build share them and a new build starts
 * empty. Redis must report expirations (`notify-keyspace-events Exe`,
 * docs/operations.md). Next imports it when the server starts.
 *
 * One addition: the entry keeps its lifetime (Next's `cacheControl`, from
 * the page's cacheLife). Next remembers a page's lifetime in the memory of
 * the node that rendered it and takes it from the entry elsewhere; the
 * package stores only the value, so another node served the page with no
 * Cache-Control at all and never found it stale (measured with
 * tests/e2e/shared-cache.test.ts before this wrapper).
 */
import RedisHandler from '@trieb.work/nextjs-turbo-redis-cache';

/** The property of the stored value that carries the entry's lifetime. */
const LIFETIME = '__vcCacheControl';

export default class SharedIsrCache extends RedisHandler {
  async set(key, data, ctx) {
    const lifetime = ctx?.cacheControl;
    return super.set(key, data && lifetime ? { ...data, [LIFETIME]: lifetime } : data, ctx);
  }

  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    const lifetime = entry?.value?.[LIFETIME];
    if (!lifetime) return entry;
    const value = { ...entry.value };
    delete value[LIFETIME];
    return { ...entry, value, cacheControl: lifetime };
  }
}

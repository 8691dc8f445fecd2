/**
 * Next's 'use cache' store (the pages' models, lib/http/cache-life.ts) in
 * Redis, shared by every node, when REDIS_URL is set (next.config.ts):
 * @trieb.work/nextjs-turbo-redis-cache's Cache Components handler. Next
 * imports it when the server starts.
 */
export { redisCacheHandler as default } from '@trieb.work/nextjs-turbo-redis-cache';

/**
 * Analytics settings from the environment, and the one place that picks the
 * storage implementation:
 *
 *   ANALYTICS_STORE    `sqlite` (default) or `off` (events are accepted and dropped)
 *   ANALYTICS_DB_PATH  the SQLite file; default `data/analytics/analytics.db`
 *                      under the working directory (gitignored)
 *   ANALYTICS_DB_MAX_MB  bound on the file's size in MiB (default 1024): near
 *                      it the oldest days are rolled up into the daily totals
 *                      and their raw events deleted, oldest first
 *   ANALYTICS_MAX_EVENTS_PER_DAY  raw events stored per day at most (default
 *                      200000); past it the day's further events are dropped
 *   ANALYTICS_TRUSTED_PROXIES  how many proxies in front of the site append to
 *                      X-Forwarded-For (default 0: the header is the client's
 *                      word, and only the address the site's own server saw
 *                      is used; lib/analytics/visitor.ts clientAddress)
 *
 * A second implementation (ClickHouse) is one more case in `openStore`.
 */
import path from 'node:path';
import { SqliteStore } from './sqlite/store';
import type { AnalyticsStore } from './store';

export const DEFAULT_DB_PATH = path.join('data', 'analytics', 'analytics.db');

export type StoreKind = 'sqlite' | 'off';

export interface AnalyticsConfig {
  store: StoreKind;
  dbPath: string;
  maxSizeMb: number;
  maxEventsPerDay: number;
}

export const DEFAULT_MAX_SIZE_MB = 1024;
/** About 20,000 page visits a day (a visit sends some ten events); a flood beyond it costs a day's tail, not the disk. */
export const DEFAULT_MAX_EVENTS_PER_DAY = 200_000;

/** A number from the environment, `fallback` when unset; anything else stops the server with the variable's name. */
function numberSetting(env: NodeJS.ProcessEnv, name: string, fallback: number, { min, whole }: { min: number; whole: boolean }): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min || (whole && !Number.isInteger(n))) {
    throw new Error(`${name} must be ${whole ? 'a whole number' : 'a number'} of at least ${min}, not "${raw}"`);
  }
  return n;
}

/** ANALYTICS_TRUSTED_PROXIES: proxies in front of the site whose X-Forwarded-For entries are believed (0 by default). */
export const trustedProxies = (env: NodeJS.ProcessEnv = process.env): number =>
  numberSetting(env, 'ANALYTICS_TRUSTED_PROXIES', 0, { min: 0, whole: true });

export function analyticsConfig(env: NodeJS.ProcessEnv = process.env): AnalyticsConfig {
  const store = (env.ANALYTICS_STORE || 'sqlite').trim().toLowerCase();
  if (store !== 'sqlite' && store !== 'off') throw new Error(`ANALYTICS_STORE must be "sqlite" or "off", not "${store}"`);
  // A fraction of a MiB is allowed (the tests fill a small file).
  const maxSizeMb = numberSetting(env, 'ANALYTICS_DB_MAX_MB', DEFAULT_MAX_SIZE_MB, { min: 0.05, whole: false });
  const maxEventsPerDay = numberSetting(env, 'ANALYTICS_MAX_EVENTS_PER_DAY', DEFAULT_MAX_EVENTS_PER_DAY, { min: 1, whole: true });
  // Resolved at run time against the working directory; the build has nothing to trace here.
  return { store, dbPath: path.resolve(/* turbopackIgnore: true */ env.ANALYTICS_DB_PATH || DEFAULT_DB_PATH), maxSizeMb, maxEventsPerDay };
}

/** Opens the configured store (null when analytics are off). Throws when it cannot be opened. */
export function openStore(config: AnalyticsConfig): AnalyticsStore | null {
  switch (config.store) {
    case 'sqlite':
      return new SqliteStore(config.dbPath, { maxSizeMb: config.maxSizeMb, maxEventsPerDay: config.maxEventsPerDay });
    case 'off':
      return null;
  }
}

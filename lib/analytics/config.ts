/**
 * Analytics settings from the environment, and the one place that picks the
 * storage implementation:
 *
 *   ANALYTICS_STORE    `sqlite` (default) or `off` (events are accepted and dropped)
 *   ANALYTICS_DB_PATH  the SQLite file; default `data/analytics/analytics.db`
 *                      under the working directory (gitignored)
 *   ANALYTICS_DB_MAX_MB  optional cap on the file's size in MiB; past it new
 *                      events are dropped as on a full disk (default: none)
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
}

export function analyticsConfig(env: NodeJS.ProcessEnv = process.env): AnalyticsConfig {
  const store = (env.ANALYTICS_STORE || 'sqlite').trim().toLowerCase();
  if (store !== 'sqlite' && store !== 'off') throw new Error(`ANALYTICS_STORE must be "sqlite" or "off", not "${store}"`);
  const maxSizeMb = Number(env.ANALYTICS_DB_MAX_MB || 0);
  if (!Number.isFinite(maxSizeMb) || maxSizeMb < 0) throw new Error(`ANALYTICS_DB_MAX_MB must be a number of MiB, not "${env.ANALYTICS_DB_MAX_MB}"`);
  // Resolved at run time against the working directory; the build has nothing to trace here.
  return { store, dbPath: path.resolve(/* turbopackIgnore: true */ env.ANALYTICS_DB_PATH || DEFAULT_DB_PATH), maxSizeMb };
}

/** Opens the configured store (null when analytics are off). Throws when it cannot be opened. */
export function openStore(config: AnalyticsConfig): AnalyticsStore | null {
  switch (config.store) {
    case 'sqlite':
      return new SqliteStore(config.dbPath, { maxSizeMb: config.maxSizeMb });
    case 'off':
      return null;
  }
}

/**
 * The site's embedded SQLite databases (better-sqlite3): the analytics store
 * and the push reminders' subscriptions. One way to open them: the file and
 * its folder created on first open, WAL mode (readers do not wait for the
 * writer), and the database's own migrations applied in order, each in its
 * own transaction, `PRAGMA user_version` holding the last one applied.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export interface Migration {
  version: number;
  description: string;
  sql: string;
}

export interface OpenOptions {
  migrations: readonly Migration[];
  /** How long a write waits for a lock held by another connection before it fails. */
  busyTimeoutMs?: number;
  /** Largest size of the file in MiB (0: no limit). Past it writes fail as on a full disk. */
  maxSizeMb?: number;
}

/** Applies the migrations newer than the file's `user_version`, each in its own transaction. */
export function migrate(db: Database.Database, migrations: readonly Migration[]): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  let applied = 0;
  for (const m of migrations) {
    if (m.version <= current) continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.pragma(`user_version = ${m.version}`);
    })();
    applied += 1;
  }
  return applied;
}

export function openDatabase(file: string, { migrations, busyTimeoutMs = 200, maxSizeMb = 0 }: OpenOptions): Database.Database {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file, { timeout: busyTimeoutMs });
  try {
    db.pragma('journal_mode = WAL');
    // Safe with WAL: a power cut can lose the last commits, never corrupt the file.
    db.pragma('synchronous = NORMAL');
    if (maxSizeMb > 0) {
      const pageSize = db.pragma('page_size', { simple: true }) as number;
      db.pragma(`max_page_count = ${Math.floor((maxSizeMb * 1024 * 1024) / pageSize)}`);
    }
    migrate(db, migrations);
  } catch (e) {
    db.close();
    throw e;
  }
  return db;
}

/**
 * Schema migrations of the SQLite analytics database, applied in order on
 * open. `PRAGMA user_version` holds the number of the last one applied.
 * Never edit an applied migration: add the next one. A ClickHouse store
 * would create the same tables (MergeTree, ordered by day) from its own DDL.
 */
import type { Migration } from '@/lib/sqlite/database';

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    description: 'raw events, daily salts, daily aggregates',
    sql: `
      CREATE TABLE events (
        id INTEGER PRIMARY KEY,
        at INTEGER NOT NULL,
        day TEXT NOT NULL,
        kind TEXT NOT NULL,
        path TEXT NOT NULL,
        locale TEXT NOT NULL,
        page_type TEXT NOT NULL,
        city TEXT,
        name TEXT,
        value REAL,
        props TEXT,
        session TEXT NOT NULL,
        visitor TEXT NOT NULL,
        referrer TEXT,
        viewport TEXT,
        screen TEXT,
        language TEXT,
        browser TEXT NOT NULL,
        device TEXT NOT NULL
      );
      CREATE INDEX events_kind_day ON events (kind, day);
      CREATE INDEX events_day ON events (day);

      CREATE TABLE salts (
        day TEXT PRIMARY KEY,
        salt BLOB NOT NULL
      );

      CREATE TABLE daily_totals (
        day TEXT PRIMARY KEY,
        views INTEGER NOT NULL,
        visitors INTEGER NOT NULL,
        sessions INTEGER NOT NULL
      );
      CREATE TABLE daily_pages (
        day TEXT NOT NULL,
        path TEXT NOT NULL,
        views INTEGER NOT NULL,
        PRIMARY KEY (day, path)
      );
      CREATE TABLE daily_cities (
        day TEXT NOT NULL,
        city TEXT NOT NULL,
        views INTEGER NOT NULL,
        PRIMARY KEY (day, city)
      );
      CREATE TABLE daily_events (
        day TEXT NOT NULL,
        name TEXT NOT NULL,
        count INTEGER NOT NULL,
        PRIMARY KEY (day, name)
      );
      CREATE TABLE daily_vitals (
        day TEXT NOT NULL,
        page_type TEXT NOT NULL,
        name TEXT NOT NULL,
        count INTEGER NOT NULL,
        median REAL NOT NULL,
        PRIMARY KEY (day, page_type, name)
      );
    `,
  },
];

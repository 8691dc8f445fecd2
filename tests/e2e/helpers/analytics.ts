/**
 * Reads the analytics database of the server under test. `npm test` points
 * the server (and this suite) at a temporary file with ANALYTICS_DB_PATH;
 * against a server started by hand, the same variable (or the default
 * data/analytics/analytics.db) must name its file.
 */
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { analyticsConfig } from '@/lib/analytics/config';
import type { Page } from 'playwright-core';

export const ANALYTICS_DB = analyticsConfig().dbPath;

export type Row = Record<string, unknown>;

/** Rows of a query on a fresh read-only connection (none while the file does not exist yet). */
export function query(sql: string, ...params: unknown[]): Row[] {
  if (!existsSync(ANALYTICS_DB)) return [];
  const db = new Database(ANALYTICS_DB, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as Row[];
  } finally {
    db.close();
  }
}

/** Polls until `done(rows)` holds (events travel through an idle callback, a batch delay and a beacon); returns the rows. */
export async function waitForRows(sql: string, params: unknown[], done: (rows: Row[]) => boolean, timeoutMs = 30_000): Promise<Row[]> {
  const deadline = Date.now() + timeoutMs;
  let rows = query(sql, ...params);
  while (!done(rows) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    rows = query(sql, ...params);
  }
  return rows;
}

/** The tab's analytics session id, once the page has recorded its first event. */
export async function sessionOf(page: Page): Promise<string> {
  const handle = await page.waitForFunction(() => sessionStorage.getItem('vc.analytics.session'));
  return (await handle.jsonValue()) as string;
}

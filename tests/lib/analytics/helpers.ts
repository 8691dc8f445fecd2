/** Events, batches and temporary databases for the analytics tests. */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { AnalyticsEvent } from '@/lib/analytics/events';
import { stopAnalytics } from '@/lib/analytics/runtime';

export const SESSION = 'session_1763800000000_abcdefgh';
/** 2025-11-22 12:00 IST. */
export const NOW = Date.UTC(2025, 10, 22, 6, 30);
export const DAY_MS = 24 * 3600 * 1000;

export const CHROME_UA = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

export function pageview(path: string, time = NOW, over: Partial<Extract<AnalyticsEvent, { kind: 'pageview' }>> = {}): AnalyticsEvent {
  return { kind: 'pageview', session: SESSION, time, path, referrer: null, viewport: 'xs', screen: 'xs', language: 'hi-IN', ...over };
}

export function vital(path: string, name: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB', value: number, time = NOW): AnalyticsEvent {
  return { kind: 'vital', session: SESSION, time, path, name, value };
}

/** A POST to /api/analytics as the collector sends it. */
export function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/api/analytics', {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME_UA, 'x-forwarded-for': '203.0.113.7', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/**
 * Points the analytics runtime at a fresh database file in a temporary
 * folder for each test, and closes it after.
 */
export function setupTempDatabase(): { dir: () => string; file: () => string } {
  let dir = '';
  const saved = { ...process.env };
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'analytics-test-'));
    process.env.ANALYTICS_DB_PATH = path.join(dir, 'nested', 'analytics.db');
    delete process.env.ANALYTICS_STORE;
    delete process.env.ANALYTICS_DB_MAX_MB;
  });
  afterEach(() => {
    stopAnalytics();
    process.env = { ...saved };
    rmSync(dir, { recursive: true, force: true });
  });
  return { dir: () => dir, file: () => process.env.ANALYTICS_DB_PATH! };
}

/** The raw events in a database file, read by a second connection (none when the file was never created). */
export function storedRows(file: string): Record<string, unknown>[] {
  if (!existsSync(file)) return [];
  const d = new Database(file, { readonly: true });
  try {
    return d.prepare('SELECT * FROM events ORDER BY id').all() as Record<string, unknown>[];
  } finally {
    d.close();
  }
}

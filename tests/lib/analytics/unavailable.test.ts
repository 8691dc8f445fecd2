/**
 * Nothing depends on analytics being up: an unopenable file, a locked
 * database or a full disk drops the events with one log line, the readers
 * (stats page, popular lists) get their fallbacks, nothing throws, and the
 * store is used again once it works.
 */
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { handleAnalyticsPost } from '@/lib/analytics/endpoint';
import { popularPaths } from '@/lib/analytics/popular';
import { siteStats } from '@/lib/analytics/stats';
import { pageview, post, storedRows, setupTempDatabase } from './helpers';

const db = setupTempDatabase();
let errors: jest.SpyInstance;
let infos: jest.SpyInstance;

beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  infos = jest.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  errors.mockRestore();
  infos.mockRestore();
});

const PAGES = ['/', '/about', '/panchang/today', '/hi/festivals'];
const batch = (n = 1) => ({ events: Array.from({ length: n }, (_, i) => pageview(PAGES[i % PAGES.length], Date.now())) });
// Each request from its own address, so the rate limiter stays out of these tests.
let client = 0;
const send = (n = 1, now = Date.now()) => handleAnalyticsPost(post(batch(n), { 'x-forwarded-for': `198.51.100.${++client % 250}` }), now);

describe('when the analytics store is unavailable', () => {
  it('cannot be opened: events are dropped (503), logged once, readers fall back, opening is retried', async () => {
    // A regular file where the database's folder should be.
    const blocker = path.join(db.dir(), 'blocked');
    writeFileSync(blocker, '');
    process.env.ANALYTICS_DB_PATH = path.join(blocker, 'analytics.db');

    const now = Date.now();
    for (let i = 0; i < 3; i++) expect((await send(1, now)).status).toBe(503);
    expect(await popularPaths({ now })).toEqual([]);
    expect(await siteStats(now)).toBeNull();
    expect(errors).toHaveBeenCalledTimes(1);
    // The log names the file and what to do about it.
    expect(errors.mock.calls[0][0]).toMatch(/^analytics: opening the store failed \(.+\); events are dropped until the store works again\. File: .+\. Fix: .+$/);
    expect(errors.mock.calls[0][0]).toContain(`File: ${process.env.ANALYTICS_DB_PATH}.`);
    expect(errors.mock.calls[0][0]).toContain("Fix: a file stands where the database's folder should be");

    // The folder becomes usable: the next attempt after a minute opens the store.
    rmSync(blocker);
    expect((await send(1, now + 30_000)).status).toBe(503);
    expect((await send(1, now + 61_000)).status).toBe(204);
    expect(storedRows(process.env.ANALYTICS_DB_PATH)).toHaveLength(1);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(infos).toHaveBeenCalledWith('analytics: the store works again');
  });

  it('is locked by another writer: events are dropped and logged once, then stored again', async () => {
    expect((await send()).status).toBe(204);
    const other = new Database(db.file());
    other.exec('BEGIN EXCLUSIVE');
    try {
      expect((await send()).status).toBe(503);
      expect((await send()).status).toBe(503);
      // Reading still works in WAL mode while the other connection writes.
      expect((await siteStats())?.views).toBe(1);
    } finally {
      other.exec('COMMIT');
      other.close();
    }
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0][0]).toMatch(/^analytics: storing events failed \(database is locked\)/);
    expect(errors.mock.calls[0][0]).toContain(`File: ${db.file()}. Fix: another process holds the file`);
    expect((await send()).status).toBe(204);
    expect(storedRows(db.file())).toHaveLength(2);
    expect(infos).toHaveBeenCalledWith('analytics: the store works again');
  });

  it('is full: events are dropped and logged once; what was stored stays readable', async () => {
    process.env.ANALYTICS_DB_MAX_MB = '0.1'; // 25 pages of 4 KiB
    let full = 0;
    for (let i = 0; i < 100 && full < 3; i++) if ((await send(20)).status === 503) full += 1;
    expect(full).toBe(3);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0][0]).toMatch(/^analytics: storing events failed \(database or disk is full\)/);
    expect(errors.mock.calls[0][0]).toContain('Fix: free disk space, or raise ANALYTICS_DB_MAX_MB');
    const stats = await siteStats();
    expect(stats?.views).toBe(storedRows(db.file()).length);
    expect(stats!.views).toBeGreaterThan(0);
  });

  it('is switched off: events are accepted and dropped without a log', async () => {
    process.env.ANALYTICS_STORE = 'off';
    expect((await send()).status).toBe(204);
    expect(await siteStats()).toBeNull();
    expect(await popularPaths()).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it('is misconfigured: logged once, pages get their fallbacks', async () => {
    process.env.ANALYTICS_STORE = 'clickhouse';
    expect((await send()).status).toBe(503);
    expect(await popularPaths()).toEqual([]);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0][0]).toContain('ANALYTICS_STORE must be "sqlite" or "off", not "clickhouse"');
  });
});

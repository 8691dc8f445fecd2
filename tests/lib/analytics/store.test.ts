/**
 * The SQLite store and the retention: raw events for 90 days, then rolled up
 * into daily aggregates that the queries add to the raw days exactly.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { RETENTION_DAYS, analyticsDay, retentionCutoff, runRetention } from '@/lib/analytics/retention';
import { MIGRATIONS } from '@/lib/analytics/sqlite/migrations';
import { SqliteStore } from '@/lib/analytics/sqlite/store';
import type { StoredEvent } from '@/lib/analytics/store';
import { DAY_MS, NOW, SESSION } from './helpers';

function row(over: Partial<StoredEvent>): StoredEvent {
  const at = over.at ?? NOW;
  return {
    at,
    day: analyticsDay(at),
    kind: 'pageview',
    path: '/',
    locale: 'en',
    pageType: 'home',
    city: null,
    name: null,
    value: null,
    props: null,
    session: SESSION,
    visitor: 'v1',
    referrer: null,
    viewport: 'xs',
    screen: 'xs',
    language: 'hi-IN',
    browser: 'chrome',
    device: 'mobile',
    ...over,
  };
}

let dir: string;
let store: SqliteStore;
const file = () => path.join(dir, 'deep', 'folder', 'analytics.db');

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'analytics-store-'));
  store = new SqliteStore(file());
});
afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('SqliteStore', () => {
  it('creates the file and its folders on first open, in WAL mode, with every migration applied', () => {
    expect(existsSync(file())).toBe(true);
    const db = new Database(file(), { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.at(-1)!.version);
    db.close();
  });

  it('opens an existing file without re-applying migrations or losing rows', async () => {
    await store.insert([row({})]);
    store.close();
    store = new SqliteStore(file());
    expect(await store.allTimeViews()).toEqual({ views: 1, since: '2025-11-22' });
  });

  it('keeps one salt per day and creates it once', async () => {
    const a = await store.dailySalt('2025-11-22');
    expect(a).toHaveLength(32);
    expect(await store.dailySalt('2025-11-22')).toEqual(a);
    expect(await store.dailySalt('2025-11-23')).not.toEqual(a);
  });

  it('counts views, visitors, pages, cities, events and vital medians', async () => {
    await store.insert([
      row({ path: '/panchang/today/varanasi', pageType: 'todayPanchang', city: 'varanasi', visitor: 'v1' }),
      row({ path: '/panchang/today/varanasi', pageType: 'todayPanchang', city: 'varanasi', visitor: 'v2' }),
      row({ path: '/blog/a', pageType: 'blog', visitor: 'v2' }),
      row({ path: '/blog/b', pageType: 'blog', at: NOW - DAY_MS }),
      row({ path: '/blog/b', pageType: 'blog', at: NOW - DAY_MS }),
      row({ path: '/blog/b', pageType: 'blog', at: NOW - DAY_MS }),
      row({ kind: 'event', name: 'city_chosen', props: '{"city":"varanasi"}' }),
      row({ kind: 'vital', name: 'LCP', value: 1000, pageType: 'todayPanchang' }),
      row({ kind: 'vital', name: 'LCP', value: 3000, pageType: 'todayPanchang' }),
      row({ kind: 'vital', name: 'LCP', value: 2000, pageType: 'todayPanchang' }),
      row({ kind: 'vital', name: 'CLS', value: 0.1, pageType: 'home' }),
      row({ kind: 'vital', name: 'CLS', value: 0.3, pageType: 'home' }),
    ]);
    const range = { from: '2025-11-01', to: '2025-11-22' };
    expect(await store.viewsByDay(range)).toEqual([
      { day: '2025-11-21', views: 3, visitors: 1 },
      { day: '2025-11-22', views: 3, visitors: 2 },
    ]);
    expect(await store.topPaths(range, { limit: 2 })).toEqual([
      { path: '/blog/b', views: 3 },
      { path: '/panchang/today/varanasi', views: 2 },
    ]);
    expect(await store.topPaths(range, { prefix: '/blog/', limit: 10 })).toEqual([
      { path: '/blog/b', views: 3 },
      { path: '/blog/a', views: 1 },
    ]);
    expect(await store.topPaths({ from: '2025-11-22', to: '2025-11-22' }, { prefix: '/blog/', limit: 10 })).toEqual([{ path: '/blog/a', views: 1 }]);
    expect(await store.topCities(range, 10)).toEqual([{ city: 'varanasi', views: 2 }]);
    expect(await store.namedEventCounts(range)).toEqual([{ name: 'city_chosen', count: 1 }]);
    expect(await store.vitalMedians(range)).toEqual([
      { pageType: 'home', name: 'CLS', median: 0.2, count: 2 },
      { pageType: 'todayPanchang', name: 'LCP', median: 2000, count: 3 },
    ]);
  });
});

describe('retention', () => {
  const day = (n: number) => NOW - n * DAY_MS;

  it('keeps raw events for 90 days', () => {
    expect(RETENTION_DAYS).toBe(90);
    expect(retentionCutoff(NOW)).toBe('2025-08-24');
  });

  it('rolls older days up into the aggregates, deletes their raw events, and the totals stay the same', async () => {
    await store.insert([
      row({ at: day(120), path: '/lagna/ujjain', pageType: 'lagna', city: 'ujjain', visitor: 'a' }),
      row({ at: day(120), path: '/lagna/ujjain', pageType: 'lagna', city: 'ujjain', visitor: 'b' }),
      row({ at: day(120), kind: 'event', name: 'share', props: '{"method":"copy"}' }),
      row({ at: day(120), kind: 'vital', name: 'TTFB', value: 300, pageType: 'lagna' }),
      row({ at: day(95), path: '/', visitor: 'a' }),
      row({ at: day(90), path: '/lagna/ujjain', pageType: 'lagna', city: 'ujjain' }),
      row({ at: day(1), path: '/lagna/ujjain', pageType: 'lagna', city: 'ujjain' }),
    ]);
    const all = { from: '2025-01-01', to: '2025-11-22' };
    const before = {
      days: await store.viewsByDay(all),
      pages: await store.topPaths(all, { limit: 10 }),
      cities: await store.topCities(all, 10),
      events: await store.namedEventCounts(all),
      total: await store.allTimeViews(),
    };

    expect(await runRetention(store, NOW)).toEqual({ days: 2, events: 5 });

    const raw = new Database(file(), { readonly: true });
    expect(raw.prepare('SELECT day FROM events ORDER BY day').pluck().all()).toEqual(['2025-08-24', '2025-11-21']);
    expect(raw.prepare('SELECT * FROM daily_totals ORDER BY day').all()).toEqual([
      { day: '2025-07-25', views: 2, visitors: 2, sessions: 1 },
      { day: '2025-08-19', views: 1, visitors: 1, sessions: 1 },
    ]);
    expect(raw.prepare('SELECT * FROM daily_vitals').all()).toEqual([{ day: '2025-07-25', page_type: 'lagna', name: 'TTFB', count: 1, median: 300 }]);
    raw.close();

    expect(await store.viewsByDay(all)).toEqual(before.days);
    expect(await store.topPaths(all, { limit: 10 })).toEqual(before.pages);
    expect(await store.topCities(all, 10)).toEqual(before.cities);
    expect(await store.namedEventCounts(all)).toEqual(before.events);
    expect(await store.allTimeViews()).toEqual(before.total);
    expect(before.total).toEqual({ views: 5, since: '2025-07-25' });

    // A second run finds nothing more to do.
    expect(await runRetention(store, NOW)).toEqual({ days: 0, events: 0 });
    expect(await store.viewsByDay(all)).toEqual(before.days);
  });

  it('deletes the salts of past days', async () => {
    await store.dailySalt('2025-11-20');
    const yesterday = await store.dailySalt('2025-11-21');
    const today = await store.dailySalt('2025-11-22');
    await runRetention(store, NOW);
    const raw = new Database(file(), { readonly: true });
    expect(raw.prepare('SELECT day FROM salts').pluck().all()).toEqual(['2025-11-22']);
    raw.close();
    expect(await store.dailySalt('2025-11-22')).toEqual(today);
    expect(await store.dailySalt('2025-11-21')).not.toEqual(yesterday);
  });
});

describe('bounds', () => {
  let warnings: jest.SpyInstance;
  beforeEach(() => {
    warnings = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warnings.mockRestore());

  const rawCount = () => {
    const db = new Database(file(), { readonly: true });
    try {
      return db.prepare('SELECT day, count(*) AS n FROM events GROUP BY day ORDER BY day').all() as { day: string; n: number }[];
    } finally {
      db.close();
    }
  };

  it('stores at most ANALYTICS_MAX_EVENTS_PER_DAY raw events a day, then drops that day\'s further events (others still go in)', async () => {
    store.close();
    store = new SqliteStore(file(), { maxEventsPerDay: 5 });
    await store.insert(Array.from({ length: 3 }, () => row({})));
    await store.insert(Array.from({ length: 4 }, () => row({})));
    await store.insert([row({}), row({ at: NOW + DAY_MS })]);
    expect(rawCount()).toEqual([
      { day: '2025-11-22', n: 5 },
      { day: '2025-11-23', n: 1 },
    ]);
    expect(warnings).toHaveBeenCalledTimes(1);
    expect(warnings.mock.calls[0][0]).toBe('analytics: 5 events stored for 2025-11-22, the ANALYTICS_MAX_EVENTS_PER_DAY cap; the day\'s further events are dropped');
    // A second connection (a restart) counts what the file holds.
    store.close();
    store = new SqliteStore(file(), { maxEventsPerDay: 5 });
    await store.insert([row({})]);
    expect(rawCount()[0]).toEqual({ day: '2025-11-22', n: 5 });
  });

  it('keeps the file under ANALYTICS_DB_MAX_MB by rolling up and deleting the oldest days first; their counts stay', async () => {
    store.close();
    store = new SqliteStore(file(), { maxSizeMb: 0.25 });
    const days = 8;
    const perDay = 300;
    for (let d = days - 1; d >= 0; d--) {
      await store.insert(Array.from({ length: perDay }, (_, i) => row({ at: NOW - d * DAY_MS, visitor: `v${i}` })));
    }
    const db = new Database(file(), { readonly: true });
    const used = (db.pragma('page_count', { simple: true }) as number) - (db.pragma('freelist_count', { simple: true }) as number);
    const pageSize = db.pragma('page_size', { simple: true }) as number;
    db.close();
    expect(used * pageSize).toBeLessThanOrEqual(0.25 * 1024 * 1024);
    const raw = rawCount();
    // The newest days are still raw, the oldest were rolled up: which ones depends on the page layout, the order does not.
    expect(raw.at(-1)).toEqual({ day: '2025-11-22', n: perDay });
    expect(raw.length).toBeLessThan(days);
    expect(raw[0].day > '2025-11-15').toBe(true);
    // Every view is still counted, raw or in the daily totals.
    expect((await store.allTimeViews()).views).toBe(days * perDay);
    expect(await store.viewsByDay({ from: '2025-11-15', to: '2025-11-22' })).toHaveLength(days);
  });

  it('deletes the oldest daily totals when rolling up is not enough, and refuses what still does not fit', async () => {
    store.close();
    store = new SqliteStore(file(), { maxSizeMb: 0.1 });
    let refused = 0;
    for (let d = 40; d >= 0 && refused === 0; d--) {
      try {
        await store.insert(Array.from({ length: 100 }, (_, i) => row({ at: NOW - d * DAY_MS, path: `/blog/a-long-path-of-an-article-${d}-${i}` })));
      } catch (e) {
        expect((e as Error).message).toBe('database or disk is full');
        refused += 1;
      }
    }
    const days = (await store.viewsByDay({ from: '2025-10-01', to: '2025-11-22' })).map((v) => v.day);
    // The oldest days are gone, the newest kept.
    expect(days[0] > '2025-10-13').toBe(true);
    expect(warnings.mock.calls.some(([m]) => /^analytics: the database reached 90% of ANALYTICS_DB_MAX_MB; deleted the daily totals of 2025-10-13$/.test(m))).toBe(true);
  });
});

/**
 * The embedded analytics store: one SQLite file (better-sqlite3) in WAL mode,
 * so the stats page reads while events are written, opened by
 * lib/sqlite/database.ts with the migrations in `migrations.ts`.
 * Calls are synchronous underneath; the async interface is for other stores.
 */
import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { openDatabase } from '@/lib/sqlite/database';
import type {
  AnalyticsStore,
  CityViews,
  DayRange,
  DayViews,
  ExpireResult,
  NamedEventCount,
  PathViews,
  StoredEvent,
  VitalMedian,
} from '../store';
import { MIGRATIONS } from './migrations';

export interface SqliteStoreOptions {
  /**
   * How long a write waits for a lock held by another connection before it
   * fails (and the events are dropped). Short: a page view is not worth
   * holding a request for.
   */
  busyTimeoutMs?: number;
  /** Largest size of the file in MiB (0: no limit). Past it writes fail as on a full disk. */
  maxSizeMb?: number;
}

// Median per group with window functions: the middle row, or the mean of the two middle rows.
const medianOf = (groupBy: string, where: string) => `
  WITH v AS (
    SELECT ${groupBy}, value,
      row_number() OVER (PARTITION BY ${groupBy} ORDER BY value) AS rn,
      count(*) OVER (PARTITION BY ${groupBy}) AS n
    FROM events WHERE kind = 'vital' AND ${where}
  )
  SELECT ${groupBy}, n AS count, avg(value) AS median FROM v
  WHERE rn IN ((n + 1) / 2, (n + 2) / 2)
  GROUP BY ${groupBy}`;

export class SqliteStore implements AnalyticsStore {
  readonly kind = 'sqlite';
  private readonly db: Database.Database;
  private readonly stmts;

  constructor(file: string, { busyTimeoutMs = 200, maxSizeMb = 0 }: SqliteStoreOptions = {}) {
    this.db = openDatabase(file, { migrations: MIGRATIONS, busyTimeoutMs, maxSizeMb });
    const db = this.db;
    this.stmts = {
      insert: db.prepare(`
        INSERT INTO events (at, day, kind, path, locale, page_type, city, name, value, props, session, visitor,
          referrer, viewport, screen, language, browser, device)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
      salt: db.prepare<[string], { salt: Buffer }>('SELECT salt FROM salts WHERE day = ?'),
      addSalt: db.prepare('INSERT OR IGNORE INTO salts (day, salt) VALUES (?, ?)'),
      viewsByDay: db.prepare<[DayRange], DayViews>(`
        SELECT day, views, visitors FROM daily_totals WHERE day BETWEEN @from AND @to
        UNION ALL
        SELECT day, count(*), count(DISTINCT visitor) FROM events
        WHERE kind = 'pageview' AND day BETWEEN @from AND @to GROUP BY day
        ORDER BY day`),
      topPaths: db.prepare<[DayRange & { prefix: string; limit: number }], PathViews>(`
        SELECT path, sum(views) AS views FROM (
          SELECT path, views FROM daily_pages WHERE day BETWEEN @from AND @to
          UNION ALL
          SELECT path, count(*) FROM events WHERE kind = 'pageview' AND day BETWEEN @from AND @to GROUP BY path
        )
        WHERE substr(path, 1, length(@prefix)) = @prefix
        GROUP BY path ORDER BY views DESC, path LIMIT @limit`),
      topCities: db.prepare<[DayRange & { limit: number }], CityViews>(`
        SELECT city, sum(views) AS views FROM (
          SELECT city, views FROM daily_cities WHERE day BETWEEN @from AND @to
          UNION ALL
          SELECT city, count(*) FROM events
          WHERE kind = 'pageview' AND city IS NOT NULL AND day BETWEEN @from AND @to GROUP BY city
        )
        GROUP BY city ORDER BY views DESC, city LIMIT @limit`),
      namedEventCounts: db.prepare<[DayRange], NamedEventCount>(`
        SELECT name, sum(count) AS count FROM (
          SELECT name, count FROM daily_events WHERE day BETWEEN @from AND @to
          UNION ALL
          SELECT name, count(*) FROM events WHERE kind = 'event' AND day BETWEEN @from AND @to GROUP BY name
        )
        GROUP BY name ORDER BY count DESC, name`),
      vitalMedians: db.prepare<[DayRange], { page_type: string; name: string; count: number; median: number }>(
        medianOf('page_type, name', 'day BETWEEN @from AND @to'),
      ),
      allTime: db.prepare<[], { views: number; since: string | null }>(`
        SELECT
          (SELECT coalesce(sum(views), 0) FROM daily_totals)
            + (SELECT count(*) FROM events WHERE kind = 'pageview') AS views,
          (SELECT min(day) FROM (
            SELECT min(day) AS day FROM daily_totals WHERE views > 0
            UNION ALL SELECT min(day) FROM events WHERE kind = 'pageview'
          )) AS since`),
      rawDays: db.prepare<[string], { days: number; events: number }>(
        'SELECT count(DISTINCT day) AS days, count(*) AS events FROM events WHERE day < ?',
      ),
    };
  }

  async insert(events: readonly StoredEvent[]): Promise<void> {
    const { insert } = this.stmts;
    this.db.transaction(() => {
      for (const e of events) {
        insert.run(
          e.at,
          e.day,
          e.kind,
          e.path,
          e.locale,
          e.pageType,
          e.city,
          e.name,
          e.value,
          e.props,
          e.session,
          e.visitor,
          e.referrer,
          e.viewport,
          e.screen,
          e.language,
          e.browser,
          e.device,
        );
      }
    })();
  }

  async dailySalt(day: string): Promise<Buffer> {
    const found = this.stmts.salt.get(day);
    if (found) return found.salt;
    // Another process may create it at the same moment: whichever insert wins is the salt.
    this.stmts.addSalt.run(day, randomBytes(32));
    return this.stmts.salt.get(day)!.salt;
  }

  async expire(cutoff: string, keepSaltsFrom: string): Promise<ExpireResult> {
    const db = this.db;
    return db.transaction(() => {
      const { days, events } = this.stmts.rawDays.get(cutoff)!;
      if (events > 0) {
        const p = { cutoff };
        // Additive upserts: a day is rolled up once, but a second pass must not lose the first.
        db.prepare(`
          INSERT INTO daily_totals (day, views, visitors, sessions)
          SELECT day, count(*) FILTER (WHERE kind = 'pageview'),
            count(DISTINCT CASE WHEN kind = 'pageview' THEN visitor END), count(DISTINCT session)
          FROM events WHERE day < @cutoff GROUP BY day
          ON CONFLICT (day) DO UPDATE SET views = views + excluded.views,
            visitors = visitors + excluded.visitors, sessions = sessions + excluded.sessions`).run(p);
        db.prepare(`
          INSERT INTO daily_pages (day, path, views)
          SELECT day, path, count(*) FROM events WHERE day < @cutoff AND kind = 'pageview' GROUP BY day, path
          ON CONFLICT (day, path) DO UPDATE SET views = views + excluded.views`).run(p);
        db.prepare(`
          INSERT INTO daily_cities (day, city, views)
          SELECT day, city, count(*) FROM events
          WHERE day < @cutoff AND kind = 'pageview' AND city IS NOT NULL GROUP BY day, city
          ON CONFLICT (day, city) DO UPDATE SET views = views + excluded.views`).run(p);
        db.prepare(`
          INSERT INTO daily_events (day, name, count)
          SELECT day, name, count(*) FROM events WHERE day < @cutoff AND kind = 'event' GROUP BY day, name
          ON CONFLICT (day, name) DO UPDATE SET count = count + excluded.count`).run(p);
        db.prepare(`
          INSERT OR REPLACE INTO daily_vitals (day, page_type, name, count, median)
          SELECT day, page_type, name, count, median FROM (${medianOf('day, page_type, name', 'day < @cutoff')})`).run(p);
        db.prepare('DELETE FROM events WHERE day < @cutoff').run(p);
      }
      db.prepare('DELETE FROM salts WHERE day < ?').run(keepSaltsFrom);
      return { days, events };
    })();
  }

  async viewsByDay(range: DayRange): Promise<DayViews[]> {
    return this.stmts.viewsByDay.all(range);
  }

  async topPaths(range: DayRange, { prefix = '/', limit }: { prefix?: string; limit: number }): Promise<PathViews[]> {
    return this.stmts.topPaths.all({ ...range, prefix, limit });
  }

  async topCities(range: DayRange, limit: number): Promise<CityViews[]> {
    return this.stmts.topCities.all({ ...range, limit });
  }

  async namedEventCounts(range: DayRange): Promise<NamedEventCount[]> {
    return this.stmts.namedEventCounts.all(range);
  }

  async vitalMedians(range: DayRange): Promise<VitalMedian[]> {
    return this.stmts.vitalMedians.all(range).map((r) => ({ pageType: r.page_type, name: r.name, median: r.median, count: r.count }));
  }

  async allTimeViews(): Promise<{ views: number; since: string | null }> {
    return this.stmts.allTime.get()!;
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}

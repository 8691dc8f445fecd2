/**
 * The embedded analytics store: one SQLite file (better-sqlite3) in WAL mode,
 * so the stats page reads while events are written, opened by
 * lib/sqlite/database.ts with the migrations in `migrations.ts`.
 * Calls are synchronous underneath; the async interface is for other stores.
 */
import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { shiftDate } from '@/engine/civil-date';
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
  /**
   * Bound on the database's size in MiB (0: none). Before a write finds
   * the file at 90% of it, the oldest raw days are rolled up into the daily
   * totals and deleted, then the oldest daily totals, oldest first; a write
   * that would still pass it fails as on a full disk.
   */
  maxSizeMb?: number;
  /** Raw events stored per day at most (0: no limit); a day's further events are dropped. */
  maxEventsPerDay?: number;
}

/** Share of the size bound past which the oldest days are cleared before a write. */
const TRIM_AT = 0.9;
/** The daily tables, each keyed by day first. */
const DAILY_TABLES = ['daily_totals', 'daily_pages', 'daily_cities', 'daily_events', 'daily_vitals'] as const;

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
  /** Pages the file may hold (0: no bound), and the count past which the oldest days are cleared. */
  private readonly maxPages: number;
  private readonly trimPages: number;
  private readonly maxEventsPerDay: number;
  /** Raw events of the days written lately, counted once from the table and then kept up to date here. */
  private readonly dayCounts = new Map<string, number>();

  constructor(file: string, { busyTimeoutMs = 200, maxSizeMb = 0, maxEventsPerDay = 0 }: SqliteStoreOptions = {}) {
    this.db = openDatabase(file, { migrations: MIGRATIONS, busyTimeoutMs, maxSizeMb });
    // The page bound openDatabase set from maxSizeMb.
    this.maxPages = maxSizeMb > 0 ? (this.db.pragma('max_page_count', { simple: true }) as number) : 0;
    this.trimPages = Math.floor(this.maxPages * TRIM_AT);
    this.maxEventsPerDay = maxEventsPerDay;
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
      dayCount: db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM events WHERE day = ?'),
      oldestRawDay: db.prepare<[string], { day: string | null }>('SELECT min(day) AS day FROM events WHERE day < ?'),
      oldestDailyDay: db.prepare<[], { day: string | null }>(
        `SELECT min(day) AS day FROM (${DAILY_TABLES.map((t) => `SELECT min(day) AS day FROM ${t}`).join(' UNION ALL ')})`,
      ),
    };
  }

  /** Pages in use (the file's pages less the free ones a deletion left for reuse). */
  private usedPages(): number {
    return (this.db.pragma('page_count', { simple: true }) as number) - (this.db.pragma('freelist_count', { simple: true }) as number);
  }

  /**
   * Makes room under the size bound, oldest first, down to `target` pages:
   * the raw days before `today` are rolled up into the daily totals (their
   * counts kept) and deleted, then, if that is not enough, the oldest days
   * of the daily totals are deleted. Today's own events are never cleared:
   * the daily cap bounds them. Whether anything was cleared.
   */
  private makeRoom(today: string, target: number): boolean {
    let cleared = false;
    while (this.usedPages() > target) {
      const raw = this.stmts.oldestRawDay.get(today)!.day;
      if (raw) {
        this.expireSync(shiftDate(raw, 1), today);
      } else {
        const daily = this.stmts.oldestDailyDay.get()!.day;
        if (!daily || daily >= today) break;
        this.db.transaction(() => {
          for (const t of DAILY_TABLES) this.db.prepare(`DELETE FROM ${t} WHERE day = ?`).run(daily);
        })();
        console.warn(`analytics: the database reached 90% of ANALYTICS_DB_MAX_MB; deleted the daily totals of ${daily}`);
      }
      cleared = true;
    }
    return cleared;
  }

  /** The events within their day's cap, counting them in. */
  private withinDailyCap(events: readonly StoredEvent[]): StoredEvent[] {
    if (this.maxEventsPerDay === 0) return [...events];
    if (this.dayCounts.size > 8) this.dayCounts.clear();
    const kept: StoredEvent[] = [];
    for (const e of events) {
      const n = this.dayCounts.get(e.day) ?? this.stmts.dayCount.get(e.day)!.n;
      if (n >= this.maxEventsPerDay) {
        if (n === this.maxEventsPerDay) {
          console.warn(`analytics: ${n} events stored for ${e.day}, the ANALYTICS_MAX_EVENTS_PER_DAY cap; the day's further events are dropped`);
          this.dayCounts.set(e.day, n + 1);
        }
        continue;
      }
      this.dayCounts.set(e.day, n + 1);
      kept.push(e);
    }
    return kept;
  }

  async insert(events: readonly StoredEvent[]): Promise<void> {
    const { insert } = this.stmts;
    const kept = this.withinDailyCap(events);
    if (kept.length === 0) return;
    const today = kept.reduce((day, e) => (e.day > day ? e.day : day), kept[0].day);
    if (this.maxPages > 0) this.makeRoom(today, this.trimPages);
    const write = this.db.transaction(() => {
      for (const e of kept) {
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
    });
    try {
      try {
        write();
      } catch (e) {
        // A batch larger than the room left: clear down to half the bound once, and write again.
        if ((e as { code?: unknown }).code !== 'SQLITE_FULL' || !this.makeRoom(today, Math.floor(this.maxPages / 2))) throw e;
        write();
      }
    } catch (e) {
      // The day counts took these events in: read them from the table again next time.
      this.dayCounts.clear();
      throw e;
    }
  }

  async dailySalt(day: string): Promise<Buffer> {
    const found = this.stmts.salt.get(day);
    if (found) return found.salt;
    // Another process may create it at the same moment: whichever insert wins is the salt.
    this.stmts.addSalt.run(day, randomBytes(32));
    return this.stmts.salt.get(day)!.salt;
  }

  async expire(cutoff: string, keepSaltsFrom: string): Promise<ExpireResult> {
    return this.expireSync(cutoff, keepSaltsFrom);
  }

  private expireSync(cutoff: string, keepSaltsFrom: string): ExpireResult {
    const db = this.db;
    this.dayCounts.clear();
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

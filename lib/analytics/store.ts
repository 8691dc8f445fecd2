/**
 * Where analytics live: the storage adapter interface. The site talks to an
 * `AnalyticsStore` only; `sqlite/store.ts` is the embedded implementation
 * (one machine), and a column store such as ClickHouse would be a second
 * class with the same methods over the same tables (docs/operations.md,
 * "Environment"). Methods are asynchronous so a networked store fits.
 *
 * Data model: raw events (one row per event, kept RETENTION_DAYS) and daily
 * aggregates (kept for good). A day is either still raw or already rolled
 * up, never both: `expire` aggregates a day and deletes its raw rows in one
 * step, so queries add both sources without counting anything twice.
 */
import type { EventKind } from './events';

/** An event as stored: validated, classified, with no IP address and no user agent string. */
export interface StoredEvent {
  /** Epoch ms (the browser's time, never later than the server's). */
  at: number;
  /** `yyyy-MM-dd` of `at` in the site's zone. */
  day: string;
  kind: EventKind;
  /** Locale-less path (`/panchang/today/varanasi`). */
  path: string;
  locale: string;
  /** Stable key of the page's kind (`todayPanchang`, `about`, `other`). */
  pageType: string;
  /** City slug of a city page, else null. */
  city: string | null;
  /** Named event or vital name. */
  name: string | null;
  /** Vital value, scroll depth or seconds on the page. */
  value: number | null;
  /** Named event properties (JSON). */
  props: string | null;
  session: string;
  /** Daily-salted hash of the client: counts unique visitors of one day, links nothing across days. */
  visitor: string;
  referrer: string | null;
  viewport: string | null;
  screen: string | null;
  language: string | null;
  browser: string;
  device: string;
}

/** Inclusive range of days (`yyyy-MM-dd`). */
export interface DayRange {
  from: string;
  to: string;
}

export interface DayViews {
  day: string;
  views: number;
  visitors: number;
}

export interface PathViews {
  path: string;
  views: number;
}

export interface CityViews {
  city: string;
  views: number;
}

export interface NamedEventCount {
  name: string;
  count: number;
}

export interface VitalMedian {
  pageType: string;
  name: string;
  median: number;
  count: number;
}

export interface ExpireResult {
  /** Days aggregated and removed from the raw events. */
  days: number;
  events: number;
}

export interface AnalyticsStore {
  /** `sqlite`, `clickhouse`, ...: for logs. */
  readonly kind: string;
  insert(events: readonly StoredEvent[]): Promise<void>;
  /** The random salt of a day, created on first use; salts of other days are deleted by `expire`. */
  dailySalt(day: string): Promise<Buffer>;
  /**
   * Rolls every raw day before `cutoff` up into the daily aggregates and deletes
   * its raw events; deletes the salts of days before `keepSaltsFrom`.
   */
  expire(cutoff: string, keepSaltsFrom: string): Promise<ExpireResult>;
  /** Page views and unique visitors per day that has any. */
  viewsByDay(range: DayRange): Promise<DayViews[]>;
  /** Most-viewed locale-less paths, optionally under a prefix (`/blog/`). */
  topPaths(range: DayRange, opts: { prefix?: string; limit: number }): Promise<PathViews[]>;
  topCities(range: DayRange, limit: number): Promise<CityViews[]>;
  namedEventCounts(range: DayRange): Promise<NamedEventCount[]>;
  /** Median of each vital per page type, over raw events only (medians of days cannot be merged). */
  vitalMedians(range: DayRange): Promise<VitalMedian[]>;
  /** All page views ever counted (aggregates and raw) and the first day with any. */
  allTimeViews(): Promise<{ views: number; since: string | null }>;
  close(): void;
}

/**
 * The server process's analytics state: the store (opened on first use or at
 * start-up), the rate limiter, today's visitor salt and the daily retention
 * timer. Kept on globalThis so every route bundle of the Next server shares
 * one database connection and one limiter.
 *
 * Nothing else in the site depends on it: when the store cannot be opened or
 * a write fails (a full disk, a locked or unreadable file), the failure is
 * logged once, the events are dropped, readers get "unavailable", and the
 * next success logs the recovery. Opening is retried after a minute.
 */
import { DateTime } from 'luxon';
import { DEFAULT_TIME_ZONE } from '@/lib/site';
import { analyticsConfig, openStore, trustedProxies } from './config';
import { RateLimiter } from './rate-limit';
import { analyticsDay, runRetention } from './retention';
import type { AnalyticsStore } from './store';

const RETRY_OPEN_MS = 60_000;

interface State {
  store: AnalyticsStore | null;
  /** Analytics are switched off (ANALYTICS_STORE=off): nothing to open. */
  off: boolean;
  retryOpenAt: number;
  /** A failure has been logged and no success has followed yet. */
  failing: boolean;
  limiter: RateLimiter;
  salt: { day: string; value: Buffer } | null;
  timer: ReturnType<typeof setTimeout> | null;
  /** ANALYTICS_TRUSTED_PROXIES, read once. */
  proxies: number | null;
}

const KEY = Symbol.for('vedic-calendar.analytics');
type Holder = typeof globalThis & { [KEY]?: State };

function state(): State {
  const g = globalThis as Holder;
  g[KEY] ??= { store: null, off: false, retryOpenAt: 0, failing: false, limiter: new RateLimiter(), salt: null, timer: null, proxies: null };
  return g[KEY];
}

/** The error's code and message (better-sqlite3's SqliteError has a `code` such as SQLITE_FULL; Node's fs errors too). */
function describeError(e: unknown): { code: string; message: string } {
  // Not `instanceof Error`: better-sqlite3 builds its errors with the SqliteError class of the first
  // context that loaded the addon (a Jest worker runs many), which need not be this context's Error.
  const err = e as { message?: unknown; code?: unknown } | null;
  return { code: typeof err?.code === 'string' ? err.code : '', message: typeof err?.message === 'string' ? err.message : String(e) };
}

/** What an operator does about a failure, by its cause. */
export function failureFix(code: string, message: string): string {
  if (/^SQLITE_FULL/.test(code) || /disk is full/.test(message)) {
    return 'free disk space, or raise ANALYTICS_DB_MAX_MB (the bound on the file)';
  }
  if (/^SQLITE_BUSY|^SQLITE_LOCKED/.test(code) || /database is locked/.test(message)) {
    return 'another process holds the file: stop it, or give each server its own ANALYTICS_DB_PATH';
  }
  if (/^SQLITE_(CORRUPT|NOTADB)/.test(code) || /malformed|not a database/.test(message)) {
    return 'move the damaged file aside; a new one is created on the next start';
  }
  if (/^E(EXIST|NOTDIR)$/.test(code)) return "a file stands where the database's folder should be: move it, or point ANALYTICS_DB_PATH elsewhere";
  if (/^SQLITE_(CANTOPEN|READONLY|PERM|IOERR)|^E(ACCES|PERM|ROFS)$/.test(code) || /unable to open|readonly|permission/i.test(message)) {
    return "make the file's folder writable by the server's user, or point ANALYTICS_DB_PATH at one that is";
  }
  if (/^ANALYTICS_|must be/.test(message)) return 'correct the setting named above';
  return 'check the file and the settings (ANALYTICS_DB_PATH, ANALYTICS_DB_MAX_MB), or set ANALYTICS_STORE=off';
}

/** Where the store is, as far as the settings say (a wrong setting names no file). */
function storePath(): string {
  try {
    return analyticsConfig().dbPath;
  } catch {
    return 'unknown';
  }
}

function failed(what: string, e: unknown) {
  const s = state();
  if (s.failing) return;
  s.failing = true;
  const { code, message } = describeError(e);
  console.error(
    `analytics: ${what} failed (${message}); events are dropped until the store works again. ` +
      `File: ${storePath()}. Fix: ${failureFix(code, message)}`,
  );
}

function succeeded() {
  const s = state();
  if (!s.failing) return;
  s.failing = false;
  console.info('analytics: the store works again');
}

function currentStore(now: number): AnalyticsStore | null {
  const s = state();
  if (s.store || s.off || now < s.retryOpenAt) return s.store;
  try {
    s.store = openStore(analyticsConfig());
    s.off = s.store === null;
    return s.store;
  } catch (e) {
    s.retryOpenAt = now + RETRY_OPEN_MS;
    failed('opening the store', e);
    return null;
  }
}

export type StoreResult<T> = { status: 'ok'; value: T } | { status: 'off' } | { status: 'unavailable' };

/** Runs `fn` on the store; a failure is logged once and reported as unavailable, never thrown. */
export async function withStore<T>(what: string, fn: (store: AnalyticsStore) => Promise<T>, now = Date.now()): Promise<StoreResult<T>> {
  const store = currentStore(now);
  if (!store) return state().off ? { status: 'off' } : { status: 'unavailable' };
  try {
    const value = await fn(store);
    succeeded();
    return { status: 'ok', value };
  } catch (e) {
    failed(what, e);
    return { status: 'unavailable' };
  }
}

/** The visitor salt of the day of `now`, cached for the day. */
export async function daySalt(store: AnalyticsStore, now: number): Promise<Buffer> {
  const s = state();
  const day = analyticsDay(now);
  if (s.salt?.day !== day) s.salt = { day, value: await store.dailySalt(day) };
  return s.salt.value;
}

export function rateLimiter(): RateLimiter {
  return state().limiter;
}

/** The proxies whose X-Forwarded-For entries are believed; a malformed setting is logged once and trusts none. */
export function proxyCount(): number {
  const s = state();
  if (s.proxies === null) {
    try {
      s.proxies = trustedProxies();
    } catch (e) {
      console.error(`analytics: ${describeError(e).message}; trusting no proxy's X-Forwarded-For until it is corrected`);
      s.proxies = 0;
    }
  }
  return s.proxies;
}

/** Milliseconds from `now` to a minute after the next midnight in the site's zone. */
export function msUntilNextRun(now: number): number {
  const next = DateTime.fromMillis(now, { zone: DEFAULT_TIME_ZONE }).startOf('day').plus({ days: 1, minutes: 1 });
  return next.toMillis() - now;
}

async function retention(now: number) {
  const r = await withStore('retention', (store) => runRetention(store, now), now);
  if (r.status === 'ok' && r.value.events > 0) {
    console.info(`analytics: rolled up ${r.value.days} day(s) and deleted ${r.value.events} raw event(s) older than the retention`);
  }
}

function schedule() {
  const s = state();
  s.timer = setTimeout(() => {
    void retention(Date.now()).finally(schedule);
  }, msUntilNextRun(Date.now()));
  // The timer never keeps a process alive on its own (scripts, tests).
  s.timer.unref?.();
}

/**
 * Server start: opens (creating) the store, runs the retention once and
 * schedules it daily. Idempotent; never throws.
 */
export async function startAnalytics(): Promise<void> {
  const s = state();
  if (s.timer) return;
  await retention(Date.now());
  schedule();
}

/** Closes the store and forgets the state (tests; a clean shutdown). */
export function stopAnalytics(): void {
  const s = state();
  if (s.timer) clearTimeout(s.timer);
  try {
    s.store?.close();
  } catch {
    // Closing a broken store leaves nothing to clean up.
  }
  delete (globalThis as Holder)[KEY];
}

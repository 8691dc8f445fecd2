/**
 * The collector's browser storage: the queue of events not sent yet
 * (localStorage, so it survives going offline and closing the tab; bounded,
 * the oldest dropped first), the visitor's log of the last events recorded
 * (localStorage, shown on the privacy page), and the session id (session
 * storage only: a new tab is a new session). Storage that is blocked or full
 * never breaks a page: the events are then simply not kept.
 */
import { LIMITS, SESSION_ID_PATTERN, STORAGE_KEYS, type AnalyticsEvent } from '../events';

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A stored list of events; anything unreadable is an empty list. */
export function parseEvents(raw: string | null): AnalyticsEvent[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(parsed) ? (parsed as AnalyticsEvent[]) : [];
  } catch {
    return [];
  }
}

function readList(storage: StorageLike, key: string): AnalyticsEvent[] {
  try {
    return parseEvents(storage.getItem(key));
  } catch {
    return [];
  }
}

function writeList(storage: StorageLike, key: string, list: readonly AnalyticsEvent[]) {
  try {
    if (list.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(list));
  } catch {
    // Storage blocked or full: nothing is kept.
  }
}

/** The last `max` of `list`. */
const newest = <T>(list: readonly T[], max: number): T[] => list.slice(Math.max(0, list.length - max));

export function queued(storage: StorageLike): AnalyticsEvent[] {
  return readList(storage, STORAGE_KEYS.queue);
}

export function enqueue(storage: StorageLike, events: readonly AnalyticsEvent[], max: number = LIMITS.queueSize): void {
  writeList(storage, STORAGE_KEYS.queue, newest([...queued(storage), ...events], max));
}

/** Removes and returns the oldest `n` queued events. */
export function takeBatch(storage: StorageLike, n: number): AnalyticsEvent[] {
  const all = queued(storage);
  writeList(storage, STORAGE_KEYS.queue, all.slice(n));
  return all.slice(0, n);
}

/** Puts events that could not be sent back in front of the queue (still bounded). */
export function requeue(storage: StorageLike, events: readonly AnalyticsEvent[], max: number = LIMITS.queueSize): void {
  writeList(storage, STORAGE_KEYS.queue, newest([...events, ...queued(storage)], max));
}

export function readLog(storage: StorageLike): AnalyticsEvent[] {
  return readList(storage, STORAGE_KEYS.log);
}

export function appendLog(storage: StorageLike, events: readonly AnalyticsEvent[], max: number = LIMITS.logSize): void {
  writeList(storage, STORAGE_KEYS.log, newest([...readLog(storage), ...events], max));
}

export function clearLog(storage: StorageLike): void {
  writeList(storage, STORAGE_KEYS.log, []);
}

/** `session_{timestamp}_{random}`, created once per tab. */
export function sessionId(storage: StorageLike, now: number = Date.now(), random: () => number = Math.random): string {
  let stored: string | null = null;
  try {
    stored = storage.getItem(STORAGE_KEYS.session);
  } catch {
    // Blocked: a new id for this page.
  }
  if (stored && SESSION_ID_PATTERN.test(stored)) return stored;
  const id = `session_${now}_${random().toString(36).slice(2, 10).padEnd(8, '0')}`;
  try {
    storage.setItem(STORAGE_KEYS.session, id);
  } catch {
    // Blocked: the id lives as long as the page.
  }
  return id;
}

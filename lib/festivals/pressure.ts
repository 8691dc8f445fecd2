/**
 * How full the festival queue is, readable by the proxy (proxy.ts) without
 * loading the engine: the proxy and the pages are separate bundles in one
 * server process, so the count lives on the process's global object. When
 * the queue is nearly full, the proxy answers new page requests 503 with
 * Retry-After before they start a render that would be refused mid-way
 * (a render refused mid-way is a 500 that Next marks no-store, but still an
 * error page); the API answers 503 itself (lib/api/errors.ts).
 */
const KEY = Symbol.for('vedic-calendar.festival-pending');

type Holder = { [KEY]?: number };
const holder = globalThis as Holder;

/** Called by the festival queue (lib/festivals) whenever its count of waiting computations changes. */
export function setFestivalPending(n: number): void {
  holder[KEY] = n;
}

export const festivalPending = (): number => holder[KEY] ?? 0;

/** Seconds a client refused for overload should wait (the queue drains in about as long). */
export const BUSY_RETRY_SECONDS = 5;

/** Too much work is waiting for the engine's workers (lib/festivals): the client should retry later (503). */
export class ServerBusyError extends Error {
  readonly retryAfterSeconds = BUSY_RETRY_SECONDS;

  constructor() {
    super('The server is busy computing calendars; retry in a few seconds');
    this.name = 'ServerBusyError';
  }
}

'use client';

/**
 * The current instant for "now" highlighting, as external state: the server
 * renders the request's instant (passed in as `serverNow`), hydration uses
 * the same value, and the browser then re-evaluates once a minute.
 */
import { useSyncExternalStore } from 'react';

export const NOW_REFRESH_MS = 60_000;

/** The browser clock as an external store read every `periodMs`, one interval for all its subscribers. */
export function createTicker(periodMs: number): { subscribe: (onChange: () => void) => () => void; snapshot: () => number } {
  let now = 0;
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setInterval> | null = null;
  return {
    subscribe(onChange) {
      listeners.add(onChange);
      if (timer === null) {
        now = Date.now();
        timer = setInterval(() => {
          now = Date.now();
          for (const l of listeners) l();
        }, periodMs);
      }
      return () => {
        listeners.delete(onChange);
        if (listeners.size === 0 && timer !== null) {
          clearInterval(timer);
          timer = null;
        }
      };
    },
    snapshot() {
      if (now === 0) now = Date.now();
      return now;
    },
  };
}

const minutes = createTicker(NOW_REFRESH_MS);

/** Epoch ms: the server's instant while hydrating, then the browser clock, refreshed every minute. */
export function useNow(serverNow: number): number {
  return useSyncExternalStore(minutes.subscribe, minutes.snapshot, () => serverNow);
}

/** Whether `nowMs` lies in [start, end) (epoch ms). */
export function isCurrent(start: number, end: number, nowMs: number): boolean {
  return start <= nowMs && nowMs < end;
}

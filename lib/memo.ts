/**
 * A computation kept across requests: the same key answers the same value
 * (or the same promise, so identical concurrent requests share one
 * computation) from a bounded LRU. For pure results only: a view model of a
 * date at a place in a language, an API body. A rejected promise is
 * dropped, so a failure is retried by the next request.
 */
import { Lru } from '@/engine';

export interface Memo<A extends unknown[], R> {
  (...args: A): R;
  /** Entries held (tests, bench). */
  readonly count: number;
  clear(): void;
}

export function memoAcrossRequests<A extends unknown[], R>(size: number, key: (...args: A) => string, compute: (...args: A) => R): Memo<A, R> {
  const lru = new Lru<string, R>(size);
  const memo = (...args: A): R => {
    const k = key(...args);
    const held = lru.get(k);
    if (held !== undefined) return held;
    const value = compute(...args);
    lru.set(k, value);
    // Only this promise's own entry goes: a later computation under the key may have replaced it.
    if (value instanceof Promise) value.catch(() => lru.has(k) && lru.get(k) === value && lru.delete(k));
    return value;
  };
  return Object.assign(memo, {
    get count() {
      return lru.count;
    },
    clear: () => lru.clear(),
  }) as Memo<A, R>;
}

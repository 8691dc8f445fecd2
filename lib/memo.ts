/**
 * A computation kept across requests: the same key answers the same value
 * (or the same promise, so identical concurrent requests share one
 * computation) from a bounded LRU. For pure results only: a view model of a
 * date at a place in a language, an API body. A rejected promise is
 * dropped, so a failure is retried by the next request.
 *
 * A promise is held only while it is pending; once fulfilled, its value is
 * held instead, and later requests get a new promise of it. A promise made
 * during a request carries that request's async context (Node's
 * AsyncLocalStorage stores, React's render of the page among them), so a
 * held promise kept the whole render that first asked for it alive: ~380 KB
 * per view, 38 MB of Next's heap for 100 day pages under the soak (heap
 * snapshots, README, Hardening).
 */
import { Lru } from '@/engine';

export interface Memo<A extends unknown[], R> {
  (...args: A): R;
  /** Entries held (tests, bench). */
  readonly count: number;
  clear(): void;
}

/** What the LRU holds: a value, a pending promise, or the value a promise fulfilled with. */
type Held<R> = { value: R } | { fulfilled: Awaited<R> };

export function memoAcrossRequests<A extends unknown[], R>(size: number, key: (...args: A) => string, compute: (...args: A) => R): Memo<A, R> {
  const lru = new Lru<string, Held<R>>(size);
  const memo = (...args: A): R => {
    const k = key(...args);
    const held = lru.get(k);
    if (held) return 'value' in held ? held.value : (Promise.resolve(held.fulfilled) as R);
    const value = compute(...args);
    const entry: Held<R> = { value };
    lru.set(k, entry);
    if (value instanceof Promise) {
      // Only this promise's own entry changes: a later computation under the key may have replaced it.
      const own = () => lru.has(k) && lru.get(k) === entry;
      value.then(
        (fulfilled: Awaited<R>) => own() && lru.set(k, { fulfilled }),
        () => own() && lru.delete(k),
      );
    }
    return value;
  };
  // defineProperty, not Object.assign: assign would copy the getter's value once.
  Object.defineProperty(memo, 'count', { get: () => lru.count });
  return Object.assign(memo, { clear: () => lru.clear() }) as Memo<A, R>;
}

/**
 * A function of a number computed once per argument and kept in a bounded
 * cache (engine/lru.ts): the festival calendar's blocks, tithi boundaries,
 * tithis and lunations, each a pure function of its index.
 */
import { Lru } from '../lru';

/** `make` may read what is already kept (`known`), without computing it. */
export function lruMemo<V>(size: number, make: (k: number, known: (k: number) => V | undefined) => V): (k: number) => V {
  const kept = new Lru<number, V>(size);
  const known = (k: number) => kept.get(k);
  return (k) => {
    let v = kept.get(k);
    if (v === undefined) {
      v = make(k, known);
      kept.set(k, v);
    }
    return v;
  };
}

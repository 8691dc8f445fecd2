/**
 * A bounded cache: a Map that keeps at most `size` entries and drops the
 * least recently used one when full. Every cache of the server is one, so
 * that no sequence of requests can grow memory without bound.
 */
export class Lru<K, V> {
  private readonly map = new Map<K, V>();

  constructor(readonly size: number) {
    if (!(size >= 1)) throw new RangeError('An LRU cache needs a size of at least 1');
  }

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      // A Map iterates in insertion order: re-inserting makes the entry the most recent.
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.size) this.map.delete(this.map.keys().next().value as K);
  }

  delete(key: K): boolean {
    return this.map.delete(key);
  }

  has(key: K): boolean {
    return this.map.has(key);
  }

  get count(): number {
    return this.map.size;
  }

  clear(): void {
    this.map.clear();
  }
}

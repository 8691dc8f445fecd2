/**
 * A small least-recently-used map with an expiry per entry: reading an entry
 * makes it the most recent, adding past `maxEntries` drops the least recent,
 * and an expired entry reads as absent. A Map keeps insertion order, so the
 * first key is always the least recently used.
 */
export class ExpiringLru<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();

  constructor(readonly maxEntries: number) {
    if (!(maxEntries >= 1)) throw new RangeError('maxEntries must be at least 1');
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string, now: number): V | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    this.entries.delete(key);
    if (e.expires <= now) return undefined;
    this.entries.set(key, e);
    return e.value;
  }

  set(key: string, value: V, expires: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  clear(): void {
    this.entries.clear();
  }
}

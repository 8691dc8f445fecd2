/**
 * Per-client rate limit of the analytics endpoint: a token bucket per client
 * key, in memory and bounded. A browser sends a batch every few seconds at
 * most, so the defaults (bursts of 60 batches, 2 a second sustained) never
 * touch a real visitor, also when many share one address (mobile carriers'
 * NAT), while a flood from one client is cut off. When `maxClients` keys
 * are held, the least recently seen is forgotten (it starts again full).
 */
export interface RateLimitOptions {
  capacity: number;
  refillPerSecond: number;
  maxClients: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { capacity: 60, refillPerSecond: 2, maxClients: 10_000 };

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  updated: number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly opts: RateLimitOptions = DEFAULT_RATE_LIMIT) {}

  /** Takes one token for `key` at `now` (epoch ms). */
  take(key: string, now: number): RateDecision {
    const { capacity, refillPerSecond, maxClients } = this.opts;
    const held = this.buckets.get(key);
    let bucket: Bucket;
    if (held) {
      const refilled = held.tokens + ((now - held.updated) / 1000) * refillPerSecond;
      bucket = { tokens: Math.min(capacity, Math.max(held.tokens, refilled)), updated: Math.max(now, held.updated) };
      // Re-inserted below, so the Map's order is least recently seen first.
      this.buckets.delete(key);
    } else {
      bucket = { tokens: capacity, updated: now };
      if (this.buckets.size >= maxClients) this.buckets.delete(this.buckets.keys().next().value!);
    }
    const ok = bucket.tokens >= 1;
    if (ok) bucket.tokens -= 1;
    this.buckets.set(key, bucket);
    return ok ? { ok: true } : { ok: false, retryAfterSeconds: Math.ceil((1 - bucket.tokens) / refillPerSecond) };
  }

  get size(): number {
    return this.buckets.size;
  }
}

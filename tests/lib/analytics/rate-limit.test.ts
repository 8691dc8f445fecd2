import { RateLimiter } from '@/lib/analytics/rate-limit';

describe('analytics rate limiter', () => {
  const opts = { capacity: 5, refillPerSecond: 1, maxClients: 3 };

  it('lets a burst of `capacity` batches through, then refuses with the seconds to wait', () => {
    const l = new RateLimiter(opts);
    for (let i = 0; i < 5; i++) expect(l.take('a', 1000)).toEqual({ ok: true });
    expect(l.take('a', 1000)).toEqual({ ok: false, retryAfterSeconds: 1 });
    // Other clients have their own buckets.
    expect(l.take('b', 1000)).toEqual({ ok: true });
  });

  it('refills at the sustained rate and never above the capacity', () => {
    const l = new RateLimiter(opts);
    for (let i = 0; i < 5; i++) l.take('a', 0);
    expect(l.take('a', 500).ok).toBe(false);
    expect(l.take('a', 1000).ok).toBe(true); // one token after a second
    expect(l.take('a', 1000).ok).toBe(false);
    // A long pause refills to the capacity only.
    const later = 1000 + 3_600_000;
    for (let i = 0; i < 5; i++) expect(l.take('a', later).ok).toBe(true);
    expect(l.take('a', later).ok).toBe(false);
  });

  it('waits longer the lower the refill rate', () => {
    const l = new RateLimiter({ capacity: 1, refillPerSecond: 0.1, maxClients: 10 });
    l.take('a', 0);
    expect(l.take('a', 0)).toEqual({ ok: false, retryAfterSeconds: 10 });
  });

  it('holds at most maxClients keys, forgetting the least recently seen', () => {
    const l = new RateLimiter(opts);
    for (let i = 0; i < 5; i++) l.take('a', 0);
    l.take('b', 0);
    l.take('c', 0);
    l.take('b', 1); // b seen again: a is now the oldest
    l.take('d', 2);
    expect(l.size).toBe(3);
    // a was forgotten, so it starts again with a full bucket.
    for (let i = 0; i < 5; i++) expect(l.take('a', 3).ok).toBe(true);
    expect(l.size).toBe(3);
  });

  it('stays bounded under a flood of distinct keys', () => {
    const l = new RateLimiter({ capacity: 2, refillPerSecond: 1, maxClients: 100 });
    for (let i = 0; i < 10_000; i++) l.take(`k${i}`, i);
    expect(l.size).toBe(100);
  });
});

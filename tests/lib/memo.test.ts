import { AsyncLocalStorage } from 'node:async_hooks';
import { memoAcrossRequests } from '@/lib/memo';

describe('memoAcrossRequests', () => {
  it('computes a synchronous value once per key and keeps at most `size` keys', () => {
    const compute = jest.fn((n: number) => ({ square: n * n }));
    const memo = memoAcrossRequests(2, (n: number) => String(n), compute);
    const first = memo(3);
    expect(memo(3)).toBe(first);
    memo(4);
    memo(5);
    expect(memo.count).toBe(2);
    expect(compute).toHaveBeenCalledTimes(3);
    memo(3);
    expect(compute).toHaveBeenCalledTimes(4);
  });

  it('gives concurrent callers the one pending promise', async () => {
    let resolve!: (v: string) => void;
    const compute = jest.fn(() => new Promise<string>((r) => (resolve = r)));
    const memo = memoAcrossRequests(10, () => 'k', compute);
    const a = memo();
    expect(memo()).toBe(a);
    resolve('done');
    await expect(a).resolves.toBe('done');
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('holds a fulfilled value, not the promise that carried the first request context', async () => {
    const context = new AsyncLocalStorage<{ request: number }>();
    const compute = jest.fn(async () => ({ view: 'day' }));
    const memo = memoAcrossRequests(10, () => 'k', compute);
    const first = context.run({ request: 1 }, () => memo());
    const value = await first;
    await Promise.resolve();
    const later = context.run({ request: 2 }, () => memo());
    expect(later).not.toBe(first);
    await expect(later).resolves.toBe(value);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('drops a rejected promise so that the next caller computes again', async () => {
    let calls = 0;
    const memo = memoAcrossRequests(10, () => 'k', async () => {
      calls += 1;
      if (calls === 1) throw new Error('first fails');
      return 'second';
    });
    await expect(memo()).rejects.toThrow('first fails');
    await Promise.resolve();
    await expect(memo()).resolves.toBe('second');
    expect(memo.count).toBe(1);
  });
});

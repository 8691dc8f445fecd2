/**
 * A tool page's selection is resolved once per request: generateMetadata
 * and the page each call loadPageSelection with their own props objects,
 * and React's `cache` (modelled here as React implements it for a server
 * request: one memo per request, arguments compared by identity) keys the
 * work by the URL's values, so the second call returns the first result.
 */
import type { ToolPageProps } from '@/app/_loaders/selection';

/** React's request cache: a tree of Maps keyed by each argument (SameValueZero, as React compares them). */
jest.mock('react', () => {
  const scopes = new Set<Map<unknown, unknown>>();
  const result = Symbol('result');
  (globalThis as { newRequest?: () => void }).newRequest = () => scopes.forEach((s) => s.clear());
  return {
    ...jest.requireActual('react'),
    cache: <A extends unknown[], R>(fn: (...args: A) => R) => {
      const root = new Map<unknown, unknown>();
      scopes.add(root);
      return (...args: A): R => {
        let node = root;
        for (const a of args) {
          if (!node.has(a)) node.set(a, new Map());
          node = node.get(a) as Map<unknown, unknown>;
        }
        if (!node.has(result)) node.set(result, fn(...args));
        return node.get(result) as R;
      };
    },
  };
});
const newRequest = () => (globalThis as unknown as { newRequest: () => void }).newRequest();

jest.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));
// The request's cookies: none here (tests/unit/loaders/conventions.test.ts gives some).
jest.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));
jest.mock('@/i18n/params', () => ({ pageLocale: async (p: Promise<{ locale: string }>) => (await p).locale }));
jest.mock('@/lib/selection/resolve', () => {
  const actual = jest.requireActual('@/lib/selection/resolve');
  return { resolveSelection: jest.fn(actual.resolveSelection) };
});

// Imported after the mocks.
import { loadPageSelection } from '@/app/_loaders/selection';
import { resolveSelection } from '@/lib/selection/resolve';

const props = (city: string[] | undefined, query: Record<string, string>): ToolPageProps => ({
  params: Promise.resolve({ locale: 'en', ...(city ? { city } : {}) }),
  searchParams: Promise.resolve({ ...query }),
});

const calls = () => (resolveSelection as jest.Mock).mock.calls.length;

beforeEach(() => {
  newRequest();
  (resolveSelection as jest.Mock).mockClear();
});

describe('loadPageSelection', () => {
  it('resolves once per request, for the metadata and the page alike', async () => {
    const forMetadata = await loadPageSelection(props(['varanasi'], { date: '2025-11-22' }));
    const forPage = await loadPageSelection(props(['varanasi'], { date: '2025-11-22' }));
    expect(calls()).toBe(1);
    expect(forPage).toBe(forMetadata);
    expect(forPage).toMatchObject({ locale: 'en', date: '2025-11-22', cityFromUrl: true, dateFromUrl: true });
    expect(forPage.city.slug).toBe('varanasi');
  });

  it('resolves again for another request or other values', async () => {
    await loadPageSelection(props(['varanasi'], { date: '2025-11-22' }));
    await loadPageSelection(props(['varanasi'], { date: '2025-11-23' }));
    await loadPageSelection(props(undefined, {}));
    expect(calls()).toBe(3);
    newRequest();
    await loadPageSelection(props(['varanasi'], { date: '2025-11-22' }));
    expect(calls()).toBe(4);
  });

  it('answers a bad city, a bad date or an extra segment with the 404 page', async () => {
    await expect(loadPageSelection(props(['no-such-city-anywhere'], {}))).rejects.toThrow('NEXT_NOT_FOUND');
    await expect(loadPageSelection(props(['varanasi'], { date: '1800-01-01' }))).rejects.toThrow('NEXT_NOT_FOUND');
    await expect(loadPageSelection(props(['varanasi', 'extra'], {}))).rejects.toThrow('NEXT_NOT_FOUND');
  });
});

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
  permanentRedirect: (url: string) => {
    throw new Error(`NEXT_REDIRECT 308 ${url}`);
  },
}));
// The request's cookies: the remembered city (vc_city) a test sets.
const jar = new Map<string, string>();
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined) }),
}));
jest.mock('@/i18n/params', () => ({ pageLocale: async (p: Promise<{ locale: string }>) => (await p).locale }));
jest.mock('@/lib/selection/resolve', () => {
  const actual = jest.requireActual('@/lib/selection/resolve');
  return { ...actual, resolveSelection: jest.fn(actual.resolveSelection) };
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
  jar.clear();
  (resolveSelection as jest.Mock).mockClear();
});

describe('loadPageSelection', () => {
  it('resolves once per request, for the metadata and the page alike', async () => {
    const forMetadata = await loadPageSelection(props(['varanasi'], { date: '2025-11-22' }), 'todayPanchang');
    const forPage = await loadPageSelection(props(['varanasi'], { date: '2025-11-22' }), 'todayPanchang');
    expect(calls()).toBe(1);
    expect(forPage).toBe(forMetadata);
    expect(forPage).toMatchObject({ locale: 'en', date: '2025-11-22', cityFromUrl: true, dateFromUrl: true });
    expect(forPage.city.slug).toBe('varanasi');
  });

  it('resolves again for another request or other values', async () => {
    await loadPageSelection(props(['varanasi'], { date: '2025-11-22' }), 'todayPanchang');
    await loadPageSelection(props(['varanasi'], { date: '2025-11-23' }), 'todayPanchang');
    await loadPageSelection(props(undefined, {}), 'todayPanchang');
    expect(calls()).toBe(3);
    newRequest();
    await loadPageSelection(props(['varanasi'], { date: '2025-11-22' }), 'todayPanchang');
    expect(calls()).toBe(4);
  });

  it('answers a bad city, a bad date or an extra segment with the 404 page', async () => {
    await expect(loadPageSelection(props(['no-such-city-anywhere'], {}), 'todayPanchang')).rejects.toThrow('NEXT_NOT_FOUND');
    await expect(loadPageSelection(props(['varanasi'], { date: '1800-01-01' }), 'todayPanchang')).rejects.toThrow('NEXT_NOT_FOUND');
    await expect(loadPageSelection(props(['varanasi', 'extra'], {}), 'todayPanchang')).rejects.toThrow('NEXT_NOT_FOUND');
  });

  it('renders the remembered city (cookie) when the URL names none; a URL city wins; a bad cookie is the default city', async () => {
    jar.set('vc_city', 'mumbai');
    const remembered = await loadPageSelection(props(undefined, { date: '2025-11-22' }), 'todayPanchang');
    expect(remembered.city.slug).toBe('mumbai');
    expect(remembered.cityFromUrl).toBe(false);
    expect((await loadPageSelection(props(['varanasi'], { date: '2025-11-22' }), 'todayPanchang')).city.slug).toBe('varanasi');
    for (const bad of ['no-such-city-anywhere', 'Mumbai; drop', '../etc', '']) {
      newRequest();
      jar.set('vc_city', bad);
      const r = await loadPageSelection(props(undefined, { date: '2025-11-22' }), 'todayPanchang');
      expect(r.city.slug).toBe('new-delhi');
    }
  });

  it('redirects a city named otherwise (old slug, spelling, Devanagari name) to its canonical slug, keeping the query', async () => {
    await expect(loadPageSelection(props(['dehra-dun'], { date: '2025-11-22' }), 'todayPanchang')).rejects.toThrow(
      'NEXT_REDIRECT 308 /panchang/today/dehradun?date=2025-11-22',
    );
    await expect(loadPageSelection(props(['वाराणसी'], {}), 'hora')).rejects.toThrow('NEXT_REDIRECT 308 /muhurat/hora/varanasi');
    await expect(loadPageSelection(props([encodeURIComponent('वाराणसी')], {}), 'lagna')).rejects.toThrow('NEXT_REDIRECT 308 /lagna/varanasi');
    await expect(loadPageSelection(props(['Bombay'], {}), 'todayPanchang')).rejects.toThrow('NEXT_REDIRECT 308 /panchang/today/mumbai');
    await expect(loadPageSelection({ params: Promise.resolve({ locale: 'hi', city: ['वाराणसी'] }), searchParams: Promise.resolve({}) }, 'todayPanchang')).rejects.toThrow(
      'NEXT_REDIRECT 308 /hi/panchang/today/varanasi',
    );
    // The canonical slug itself is served; nothing that names no city is guessed.
    expect((await loadPageSelection(props(['dehradun'], {}), 'todayPanchang')).city.name).toBe('Dehradun');
    await expect(loadPageSelection(props(['no-such-city-anywhere'], {}), 'todayPanchang')).rejects.toThrow('NEXT_NOT_FOUND');
  });
});

/** @jest-environment jsdom */
import { LIMITS, SESSION_ID_PATTERN, STORAGE_KEYS, languageTag, sizeClass, type AnalyticsEvent } from '@/lib/analytics/events';
import { appendLog, clearLog, enqueue, queued, readLog, requeue, sessionId, takeBatch } from '@/lib/analytics/browser/storage';
import { trackingAllowed } from '@/lib/analytics/browser/consent';

const ev = (n: number): AnalyticsEvent => ({ kind: 'time', session: 'session_1763800000000_abcdefgh', time: n, path: '/', seconds: 1 });
const times = (list: AnalyticsEvent[]) => list.map((e) => e.time);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the browser queue', () => {
  it('keeps events in order and hands them out in batches', () => {
    enqueue(localStorage, [ev(1), ev(2), ev(3)]);
    expect(times(takeBatch(localStorage, 2))).toEqual([1, 2]);
    expect(times(queued(localStorage))).toEqual([3]);
    expect(times(takeBatch(localStorage, 2))).toEqual([3]);
    expect(takeBatch(localStorage, 2)).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.queue)).toBeNull();
  });

  it('is bounded: the oldest events are dropped first', () => {
    enqueue(localStorage, [ev(1), ev(2), ev(3)], 4);
    enqueue(localStorage, [ev(4), ev(5)], 4);
    expect(times(queued(localStorage))).toEqual([2, 3, 4, 5]);
    expect(LIMITS.queueSize).toBe(200);
  });

  it('puts events that could not be sent back in front, still bounded', () => {
    enqueue(localStorage, [ev(3), ev(4)]);
    requeue(localStorage, [ev(1), ev(2)], 3);
    expect(times(queued(localStorage))).toEqual([2, 3, 4]);
  });

  it('treats unreadable storage as empty', () => {
    localStorage.setItem(STORAGE_KEYS.queue, '{not json');
    expect(queued(localStorage)).toEqual([]);
    localStorage.setItem(STORAGE_KEYS.queue, '{"a":1}');
    expect(queued(localStorage)).toEqual([]);
  });

  it('survives storage that throws (blocked or full)', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(() => enqueue(broken, [ev(1)])).not.toThrow();
    expect(queued(broken)).toEqual([]);
    expect(sessionId(broken, 1_763_800_000_000, () => 0.5)).toMatch(SESSION_ID_PATTERN);
  });
});

describe('the visitor log', () => {
  it('keeps the last 100 entries', () => {
    for (let i = 0; i < 105; i++) appendLog(localStorage, [ev(i)]);
    const log = readLog(localStorage);
    expect(log).toHaveLength(LIMITS.logSize);
    expect(log[0].time).toBe(5);
    expect(log.at(-1)!.time).toBe(104);
    clearLog(localStorage);
    expect(readLog(localStorage)).toEqual([]);
  });
});

describe('the session id', () => {
  it('has the form session_{timestamp}_{random} and lives in session storage', () => {
    const id = sessionId(sessionStorage, 1_763_800_000_000, () => 0.123456789);
    expect(id).toMatch(/^session_1763800000000_[a-z0-9]{8}$/);
    expect(id).toMatch(SESSION_ID_PATTERN);
    expect(sessionStorage.getItem(STORAGE_KEYS.session)).toBe(id);
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(sessionId(sessionStorage, 1_763_900_000_000, () => 0.9)).toBe(id);
  });

  it('replaces a malformed stored id', () => {
    sessionStorage.setItem(STORAGE_KEYS.session, 'hello');
    expect(sessionId(sessionStorage, 1_763_800_000_000, () => 0.5)).toMatch(SESSION_ID_PATTERN);
  });
});

describe('privacy signals', () => {
  it('allows tracking only without Do Not Track and Global Privacy Control', () => {
    expect(trackingAllowed({}, {})).toBe(true);
    expect(trackingAllowed({ doNotTrack: '0' }, {})).toBe(true);
    expect(trackingAllowed({ doNotTrack: '1' }, {})).toBe(false);
    expect(trackingAllowed({ doNotTrack: null }, { doNotTrack: '1' })).toBe(false);
    expect(trackingAllowed({ globalPrivacyControl: true }, {})).toBe(false);
    expect(trackingAllowed({ globalPrivacyControl: false }, {})).toBe(true);
  });
});

describe('classes instead of exact values', () => {
  it.each([
    [320, 'xs'],
    [479, 'xs'],
    [480, 'sm'],
    [800, 'md'],
    [1280, 'lg'],
    [1920, 'xl'],
  ])('width %d is %s', (w, cls) => {
    expect(sizeClass(w)).toBe(cls);
  });

  it.each([
    ['hi-IN', 'hi-IN'],
    ['en-us', 'en-US'],
    ['en-US-u-ca-gregory', 'en-US'],
    ['es-419', 'es-419'],
    ['zh-Hant-TW', 'zh'],
    ['hi', 'hi'],
    ['', 'und'],
    ['x-klingon', 'und'],
  ])('language %s is sent as %s', (tag, sent) => {
    expect(languageTag(tag)).toBe(sent);
  });
});
